// The benchmark's two kernels under NVIDIA's OpenCL, as cu2cl translates them (the generated
// .device/bench/nonuniform_reduction_bench.cl, nvidia backend) and as hand-written
// OpenCL with CUDA's instructions, each step closer to the translation: which difference costs
// the 5-7 % against CUDA (kernel_variants.cu). Timed like the CUDA side (host clock, 20 launches
// after a warm-up), 2^28 ints, block 256.
// Usage: kernel_variants_opencl TRANSLATED.cl DEVICE_INCLUDE_DIR
#include "kernel_variants.h"
#include "nvidia_gpu.h"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>

static const char *kVariants = R"CL(
uint popcBarrier(uint flag) {
  uint c;
  __asm__ volatile("{ .reg .pred P; setp.ne.u32 P, %1, 0; bar.red.popc.u32 %0, 0, P; }"
                   : "=r"(c) : "r"(flag));
  return c;
}
uint popcBarrierMemory(uint flag) {
  uint c;
  __asm__ volatile("{ .reg .pred P; setp.ne.u32 P, %1, 0; bar.red.popc.u32 %0, 0, P; }"
                   : "=r"(c) : "r"(flag) : "memory");
  return c;
}
uint ballot(int p, uint member) {
  uint r;
  __asm__ volatile("{ .reg .pred P; setp.ne.s32 P, %1, 0; vote.sync.ballot.b32 %0, P, %2; }"
                   : "=r"(r) : "r"(p), "r"(member));
  return r;
}

// CUDA's computeBlockCounts, word for word.
__kernel void count_min(__global const int *restrict in, int n, __global int *restrict counts) {
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int c = popcBarrier(in[idx] > 0);
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
  }
}
// + the "memory" clobber of the device library's bar.red.popc.
__kernel void count_clobber(__global const int *restrict in, int n, __global int *restrict counts) {
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int c = popcBarrierMemory(in[idx] > 0);
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
  }
}
// + the translation's byte offsets of the buffer arguments.
__kernel void count_offsets(__global const int *restrict in, ulong inOffset, int n,
                            __global int *restrict counts, ulong countsOffset) {
  in = (__global const int *)((__global const uchar *)in + inOffset);
  counts = (__global int *)((__global uchar *)counts + countsOffset);
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int c = popcBarrierMemory(in[idx] > 0);
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
  }
}
// The offsets as 32-bit numbers.
__kernel void count_offsets32(__global const int *restrict in, uint inOffset, int n,
                              __global int *restrict counts, uint countsOffset) {
  in = (__global const int *)((__global const uchar *)in + inOffset);
  counts = (__global int *)((__global uchar *)counts + countsOffset);
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int c = popcBarrierMemory(in[idx] > 0);
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
  }
}
// The offset of the input only.
__kernel void count_offset_in(__global const int *restrict in, ulong inOffset, int n,
                              __global int *restrict counts, ulong countsOffset) {
  in = (__global const int *)((__global const uchar *)in + inOffset);
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int c = popcBarrierMemory(in[idx] > 0);
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
  }
}
// The offset of the counts only.
__kernel void count_offset_out(__global const int *restrict in, ulong inOffset, int n,
                               __global int *restrict counts, ulong countsOffset) {
  counts = (__global int *)((__global uchar *)counts + countsOffset);
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int c = popcBarrierMemory(in[idx] > 0);
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
  }
}
// + the warp scratch argument (unused here).
__kernel void count_scratch(__global const int *restrict in, ulong inOffset, int n,
                            __global int *restrict counts, ulong countsOffset,
                            __local ulong *scratch) {
  in = (__global const int *)((__global const uchar *)in + inOffset);
  counts = (__global int *)((__global uchar *)counts + countsOffset);
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int c = popcBarrierMemory(in[idx] > 0);
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
  }
}
// + every work-item reaching the barrier (the uniform rewrite's form).
__kernel void count_uniform(__global const int *restrict in, ulong inOffset, int n,
                            __global int *restrict counts, ulong countsOffset,
                            __local ulong *scratch) {
  in = (__global const int *)((__global const uchar *)in + inOffset);
  counts = (__global int *)((__global uchar *)counts + countsOffset);
  int idx = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
  bool act = idx < n;
  int pred = 0;
  if (act)
    pred = in[idx] > 0;
  int c = popcBarrierMemory(act && pred != 0);
  if (act)
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
}
// The uniform form without the casts of the ids to uint.
__kernel void count_uniform_nocast(__global const int *restrict in, ulong inOffset, int n,
                                   __global int *restrict counts, ulong countsOffset,
                                   __local ulong *scratch) {
  in = (__global const int *)((__global const uchar *)in + inOffset);
  counts = (__global int *)((__global uchar *)counts + countsOffset);
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  bool act = idx < n;
  int pred = 0;
  if (act)
    pred = in[idx] > 0;
  int c = popcBarrierMemory(act && pred != 0);
  if (act)
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
}
// The uniform form without offsets.
__kernel void count_uniform_nooffsets(__global const int *restrict in, int n,
                                      __global int *restrict counts) {
  int idx = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
  bool act = idx < n;
  int pred = 0;
  if (act)
    pred = in[idx] > 0;
  int c = popcBarrierMemory(act && pred != 0);
  if (act)
    if (get_local_id(0) == 0)
      counts[get_group_id(0)] = c;
}

// CUDA's compactK, word for word (vote.sync and bar.sync as nvcc emits them).
__kernel void compact_min(__global const int *restrict in, int n, __global int *restrict out,
                          __global const int *restrict blockOffsets, __local int *warpTotals) {
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int pred = in[idx] > 0;
    int w_i = get_local_id(0) / 32;
    int w_l = idx % 32;
    uint t_m = w_l == 0 ? 0u : 0xffffffffu >> (32 - w_l); // CUDA's shift by 32 gives 0
    uint b = ballot(pred, 0xffffffffu) & t_m;
    int t_u = popcount(b);
    if (w_l == 31)
      warpTotals[w_i] = t_u + pred;
    barrier(CLK_LOCAL_MEM_FENCE);
    int numWarps = get_local_size(0) / 32;
    uint numWarpsMask = numWarps == 0 ? 0u : 0xffffffffu >> (32 - numWarps);
    if (w_i == 0 && w_l < numWarps) {
      int w_i_u = 0;
      for (int j = 0; j <= 5; j++) {
        uint b_j = ballot(warpTotals[w_l] & (1 << j), numWarpsMask);
        w_i_u += popcount(b_j & t_m) << j;
      }
      warpTotals[w_l] = w_i_u;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (pred)
      out[t_u + warpTotals[w_i] + blockOffsets[get_group_id(0)]] = in[idx];
  }
}
// The same with the translation's barrier flags (global and local memory).
__kernel void compact_globalfence(__global const int *restrict in, int n,
                                  __global int *restrict out,
                                  __global const int *restrict blockOffsets,
                                  __local int *warpTotals) {
  int idx = get_local_id(0) + get_group_id(0) * get_local_size(0);
  if (idx < n) {
    int pred = in[idx] > 0;
    int w_i = get_local_id(0) / 32;
    int w_l = idx % 32;
    uint t_m = w_l == 0 ? 0u : 0xffffffffu >> (32 - w_l); // CUDA's shift by 32 gives 0
    uint b = ballot(pred, 0xffffffffu) & t_m;
    int t_u = popcount(b);
    if (w_l == 31)
      warpTotals[w_i] = t_u + pred;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    int numWarps = get_local_size(0) / 32;
    uint numWarpsMask = numWarps == 0 ? 0u : 0xffffffffu >> (32 - numWarps);
    if (w_i == 0 && w_l < numWarps) {
      int w_i_u = 0;
      for (int j = 0; j <= 5; j++) {
        uint b_j = ballot(warpTotals[w_l] & (1 << j), numWarpsMask);
        w_i_u += popcount(b_j & t_m) << j;
      }
      warpTotals[w_l] = w_i_u;
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (pred)
      out[t_u + warpTotals[w_i] + blockOffsets[get_group_id(0)]] = in[idx];
  }
}
)CL";

static std::string readFile(const char *path) {
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

int main(int argc, char **argv) {
  if (argc < 3)
    return std::fprintf(stderr, "usage: %s TRANSLATED.cl DEVICE_INCLUDE_DIR\n", argv[0]), 2;
  cl_device_id device = firstNvidiaGpu();
  if (!device)
    return std::fprintf(stderr, "no NVIDIA OpenCL GPU\n"), 1;
  cl_int status = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &status);
  cl_command_queue queue = clCreateCommandQueue(context, device, 0, &status);
  auto build = [&](const std::string &text, const std::string &options) {
    const char *source = text.c_str();
    cl_program program = clCreateProgramWithSource(context, 1, &source, nullptr, &status);
    if (clBuildProgram(program, 1, &device, options.c_str(), nullptr, nullptr) != CL_SUCCESS) {
      static char log[65536];
      clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, nullptr);
      std::fprintf(stderr, "build failed:\n%s\n", log);
      std::exit(1);
    }
    return program;
  };
  cl_program variants = build(kVariants, "-cl-std=CL1.2");
  cl_program translated =
      build(readFile(argv[1]), std::string("-cl-std=CL1.2 -cl-kernel-arg-info -I ") + argv[2] +
                                   " -DCU2CL_BACKEND_NVIDIA");

  // The PTX NVIDIA's OpenCL compiled (its program binary), for ptxas and cuobjdump.
  if (const char *dir = std::getenv("KV_PTX_DIR")) {
    for (auto [program, name] :
         {std::pair{variants, "variants"}, std::pair{translated, "translated"}}) {
      size_t size = 0;
      clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, nullptr);
      std::vector<unsigned char> binary(size);
      unsigned char *pointer = binary.data();
      clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof pointer, &pointer, nullptr);
      std::ofstream(std::string(dir) + "/" + name + ".ptx")
          .write((const char *)binary.data(), size);
    }
  }
  const std::vector<int> input = variantsInput(), offsets = variantsBlockOffsets(input);
  const int n = int(input.size()), blocks = n / kVariantsBlock;
  cl_mem in = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * sizeof(int),
                             const_cast<int *>(input.data()), &status);
  cl_mem out = clCreateBuffer(context, CL_MEM_READ_WRITE, n * sizeof(int), nullptr, &status);
  cl_mem counts =
      clCreateBuffer(context, CL_MEM_READ_WRITE, blocks * sizeof(int), nullptr, &status);
  cl_mem blockOffsets =
      clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, blocks * sizeof(int),
                     const_cast<int *>(offsets.data()), &status);
  const cl_ulong zero = 0;
  const cl_uint zero32 = 0;
  const size_t scratchBytes = 2304, warpTotalsBytes = kVariantsBlock / 32 * sizeof(int);
  // Arguments by kind: 'i' input, 'n' length, 'c' counts, 'o' output, 'b' block offsets,
  // '0' a zero byte offset, 'U' a zero 32-bit byte offset, 's' the warp scratch, 'w' warpTotals.
  auto kernel = [&](cl_program program, const char *name, const char *args) {
    cl_kernel k = clCreateKernel(program, name, &status);
    if (status != CL_SUCCESS)
      std::fprintf(stderr, "no kernel %s\n", name), std::exit(1);
    for (cl_uint a = 0; args[a]; a++) {
      switch (args[a]) {
      case 'i':
        clSetKernelArg(k, a, sizeof in, &in);
        break;
      case 'n':
        clSetKernelArg(k, a, sizeof n, &n);
        break;
      case 'c':
        clSetKernelArg(k, a, sizeof counts, &counts);
        break;
      case 'o':
        clSetKernelArg(k, a, sizeof out, &out);
        break;
      case 'b':
        clSetKernelArg(k, a, sizeof blockOffsets, &blockOffsets);
        break;
      case '0':
        clSetKernelArg(k, a, sizeof zero, &zero);
        break;
      case 'U':
        clSetKernelArg(k, a, sizeof zero32, &zero32);
        break;
      case 's':
        clSetKernelArg(k, a, scratchBytes, nullptr);
        break;
      case 'w':
        clSetKernelArg(k, a, warpTotalsBytes, nullptr);
        break;
      }
    }
    return k;
  };
  struct Variant {
    const char *label;
    cl_kernel kernel;
    bool compact;
  };
  const Variant list[] = {
      {"count_min", kernel(variants, "count_min", "inc"), false},
      {"count_clobber", kernel(variants, "count_clobber", "inc"), false},
      {"count_offsets", kernel(variants, "count_offsets", "i0nc0"), false},
      {"count_offsets32", kernel(variants, "count_offsets32", "iUncU"), false},
      {"count_offset_in", kernel(variants, "count_offset_in", "i0nc0"), false},
      {"count_offset_out", kernel(variants, "count_offset_out", "i0nc0"), false},
      {"count_scratch", kernel(variants, "count_scratch", "i0nc0s"), false},
      {"count_uniform", kernel(variants, "count_uniform", "i0nc0s"), false},
      {"count_uniform_nocast", kernel(variants, "count_uniform_nocast", "i0nc0s"), false},
      {"count_uniform_nooffsets", kernel(variants, "count_uniform_nooffsets", "inc"), false},
      {"count_translated", kernel(translated, "computeBlockCounts_int_IsPositive", "i0nc0s"),
       false},
      {"compact_min", kernel(variants, "compact_min", "inobw"), true},
      {"compact_globalfence", kernel(variants, "compact_globalfence", "inobw"), true},
      {"compact_translated", kernel(translated, "compactK_int_IsPositive", "i0no0b0ws"), true},
  };
  const size_t local = kVariantsBlock, global = size_t(n);
  int status_code = 0;
  for (int round = 0; round < 2; round++) {
    for (const Variant &v : list) {
      const double us = variantsMicroseconds(
          [&] {
            clEnqueueNDRangeKernel(queue, v.kernel, 1, nullptr, &global, &local, 0, nullptr,
                                   nullptr);
          },
          [&] { clFinish(queue); });
      bool right;
      if (v.compact) {
        std::vector<int> o(n);
        clEnqueueReadBuffer(queue, out, CL_TRUE, 0, n * sizeof(int), o.data(), 0, nullptr, nullptr);
        right = variantsCompactRight(input, o);
        std::vector<int> ones(n, -1);
        clEnqueueWriteBuffer(queue, out, CL_TRUE, 0, n * sizeof(int), ones.data(), 0, nullptr,
                             nullptr);
      } else {
        std::vector<int> c(blocks);
        clEnqueueReadBuffer(queue, counts, CL_TRUE, 0, blocks * sizeof(int), c.data(), 0, nullptr,
                            nullptr);
        right = variantsCountsRight(input, c);
        std::vector<int> zeros(blocks, 0);
        clEnqueueWriteBuffer(queue, counts, CL_TRUE, 0, blocks * sizeof(int), zeros.data(), 0,
                             nullptr, nullptr);
      }
      if (!right)
        status_code = 1;
      std::printf("opencl %s: %.1f us%s\n", v.label, us, right ? "" : " WRONG");
    }
  }
  return status_code;
}
