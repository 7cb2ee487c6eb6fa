// A __reduce_and_sync after a tile reduction, after divergent code: on the nvidia backend the
// reduction (cu2cl__reduce: match.any.sync on the mask, then redux.sync over the lanes that
// passed the same mask) gave some lanes wrong words until the warp is synchronised between the
// two instructions (runtime/device/cu2cl/match_reduce.h). Found by the differential test
// (tests/difftest, seed 166 kernel 22: this is that kernel, its inputs a hash of the index and
// its launch parameters read from words cl-run leaves as filled, so that nothing folds).
// Expected output recorded from CUDA 13.0 on an H200 (scripts/gpu/record-executed.sh); the
// GPU machine runs this test on every backend (scripts/gpu/run-translated-tests.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/redux_membermask_convergence.cl reduceAfterTileReduce 1 32 170 1 --int > %t/out.txt
// RUN: diff %S/Inputs/redux_membermask_convergence.txt %t/out.txt
// RUN: timeout 120 env CU2CL_WARP_FORM=0 %cl-run %t/redux_membermask_convergence.cl reduceAfterTileReduce 1 32 170 1 --int > %t/out0.txt
// RUN: diff %S/Inputs/redux_membermask_convergence.txt %t/out0.txt

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__constant__ unsigned dt_tab[16] = {0x7086d347u, 0x2f45b649u, 0x6808690eu, 0x4345e965u, 0xb1efd3b4u, 0x12228300u, 0xbd233f66u, 0x8fe22e6fu, 0xeb125d07u, 0x346ad6b1u, 0x0f452ff7u, 0x4a030b99u, 0xcbc3dfedu, 0x1eff55ffu, 0xdc10239du, 0xa48d782fu};

__device__ unsigned dt_mix(unsigned a, unsigned b) {
  a ^= b + 0x9e3779b9u + (a << 6) + (a >> 2);
  return a * 0x85ebca6bu;
}

__device__ unsigned dt_in(unsigned i) {
  unsigned x = (i & 1023u) * 0x9e3779b9u + 0x187f54bau;
  x ^= x >> 15;
  x *= 0x2c1b3c6du;
  x ^= x >> 12;
  return x;
}

__global__ void reduceAfterTileReduce(int *result) {
  const unsigned C = 2u;
  unsigned *out = (unsigned *)result;
  // The launch parameters, read from words cl-run leaves as filled (0xa5 bytes) so that
  // the compiler cannot fold them.
  const unsigned p = out[168] ^ 0xa5a5a5a5u ^ 0x363446e9u;
  const float q = (float)(out[169] ^ 0xa5a5a5a5u ^ 109u);

  const unsigned tid = threadIdx.x + threadIdx.y * blockDim.x;
  const unsigned nthr = blockDim.x * blockDim.y;
  const unsigned bid = blockIdx.x + blockIdx.y * gridDim.x;
  const unsigned gid = bid * nthr + tid;
  const unsigned lane = tid & 31u;
  const unsigned warp = tid >> 5;
  // the lanes of this warp that exist (a block of 48 threads has a warp of 16)
  const unsigned wfull = nthr - warp * 32u >= 32u ? 0xffffffffu : (1u << (nthr - warp * 32u)) - 1u;
  __shared__ unsigned sa17[4];
  __shared__ unsigned wl55[1];
  __shared__ unsigned sw57[32];
  cg::thread_block_tile<4> tile4 = cg::tiled_partition<4>(cg::this_thread_block());
  unsigned a0 = dt_in(gid & 1023u);
  unsigned a1 = dt_in((gid * 7u + 3u) & 1023u) ^ lane;
  unsigned a2 = tid * 2654435761u + p;
  unsigned a3 = dt_in((p + warp) & 1023u);
  a1 ^= __activemask();
  for (unsigned i1 = 0u; i1 < (p & 3u) + 0u; ++i1) {
    const bool c2 = (a1 < 0xb2bffaabu);
    const unsigned m3 = __ballot_sync(wfull, c2);
    const unsigned m4 = __ballot_sync(0xffffffffu, !c2);
    if (c2) {
      const bool c5 = (((unsigned)(((a2) & 1u) ? a0 : (unsigned)tile4.thread_rank()) >> 20) & 1u);
      const unsigned m6 = __ballot_sync(m3, c5);
      const unsigned m7 = __ballot_sync(m3, !c5);
      if (c5) {
        a2 += (unsigned)__reduce_min_sync(m6, (int)(unsigned)(a0 == dt_in(((a0 >> 14u)) & 1023u)));
        a3 -= (unsigned)__clz(C);
        a3 += (unsigned)__all_sync(m6, ((lane & 8u) != 0u)) * 18u;
        a1 ^= __reduce_add_sync(m6, (gid << ((unsigned)tile4.num_threads() & 31u)));
      } else {
        a1 ^= __ballot_sync(m7, ((a2 >> (0xffu & 31u)) % 3u == 0u));
        const unsigned d8 = 37u;
        const double t9 = __shfl_sync(m7, ((double)((a1 | threadIdx.x) & 0xffffffu) * 0.25), d8, 2);
        const unsigned s10 = ((lane & ~1u) + (d8 & 1u));
        a3 += ((m7 >> s10) & 1u) ? (unsigned)(t9 * 4.0) : 24u;
        a3 += __any_sync(m7, ((__byte_perm(a2, a0, 0x5d23u) & 1u) != 0u)) ? (i1 * a3) : 0x24ef7d13u;
      }
      const bool c11 = ((lane & 28u) != 0u);
      const unsigned bal12 = __ballot_sync(m3, c11);
      if (c11) {
        const unsigned ld13 = (unsigned)__ffs(bal12) - 1u;
        if (lane == ld13) atomicAdd(&out[128u + 0u], (unsigned)__popc(bal12) * 3u);
        a0 += ld13 * 3u + (unsigned)__popc(bal12 & ((1u << lane) - 1u));
      }
      unsigned w14 = ((a3 >> 23u)) & 0x1111u;
      while (w14 != 0u) {
        const unsigned b15 = (unsigned)__ffs(w14) - 1u;
        w14 &= w14 - 1u;
        const bool c16 = (((a0 + a0) & 1u) != 0u);
        if (c16) break;
        a3 -= 0x80000000u;
      }
    } else {
      a3 += __any_sync(m4, ((max((unsigned)tile4.size(), dt_tab[((a3 - lane)) & 15u]) & 1u) != 0u)) ? min(a1, dt_in(((unsigned)(((a1) & 1u) ? a0 : 0xbec5e9abu)) & 1023u)) : 0xe9964f3fu;
      atomicMin((int *)&out[130u + ((a2 ^ a3) & 1u)], (int)(unsigned)tile4.size());
      a3 *= (dt_in((__brev(a3)) & 1023u) << 20u);
    }
    {
      if (tid < 4u) sa17[tid] = tid < 2u ? 0x77u : 0x0u;
      __syncthreads();
      for (unsigned i18 = 0u; i18 < (warp & 1u) + 1u; ++i18) {
        atomicCAS(&sa17[0u], 119u, 0x5a5a77u);
        a1 += cg::reduce(tile4, (a0 * tid), cg::less<unsigned>());
      }
      atomicCAS(&sa17[0u + (i1 & 1u)], 119u, 0x5a5a77u);
      atomicCAS(&sa17[1u], 119u, 0x5a5a77u);
      a1 ^= __ballot_sync(wfull, (p % 3u == 0u));
      __syncthreads();
      a2 ^= sa17[0] * 1u;
      a2 ^= sa17[1] * 3u;
      a1 ^= sa17[2] * 5u;
      a2 ^= sa17[3] * 7u;
      __syncthreads();
    }
  }
  const unsigned sel19 = ((unsigned)(int)(q)) % 5u;
  const unsigned m20 = __ballot_sync(0xffffffffu, (!(sel19 == 2u || sel19 == 3u)));
  const unsigned m21 = __ballot_sync(0xffffffffu, (sel19 == 2u));
  const unsigned m22 = __ballot_sync(wfull, (sel19 == 3u));
  switch (sel19) {
  default: {
    const unsigned d23 = 3u;
    const unsigned t24 = (unsigned)__shfl_down_sync(m20, (dt_tab[(threadIdx.x) & 15u] | a2), d23);
    const unsigned s25 = ((lane & 31u) + d23 < 32u ? lane + d23 : lane);
    a3 += ((m20 >> s25) & 1u) ? t24 : 28u;
    a3 ^= __reduce_xor_sync(m20, (dt_in(((a3 << (tid & 31u))) & 1023u) * a3));
    for (unsigned i26 = 0u; i26 < (p & 3u) + 1u; ++i26) {
      const bool c27 = warp < 1u;
      if (c27) break;
      const bool c28 = ((a2 ^ (unsigned)tile4.num_threads()) < 0x6e2f7024u);
      const unsigned m29 = __ballot_sync(m20, c28);
      if (c28) continue;
      const unsigned m30 = m20 & ~m29;
      const unsigned d31 = a3;
      const unsigned t32 = (unsigned)__shfl_sync(m30, (i26 * a1), d31);
      const unsigned s33 = ((lane & ~31u) + (d31 & 31u));
      a3 += ((m30 >> s33) & 1u) ? t32 : 0xea77b634u;
    }
  } break;
  case 2u: {
    const unsigned n34 = (lane & 3u) + 1u;
    unsigned lm35[4];
    for (unsigned j38 = 0u; j38 < 4u; ++j38) lm35[j38] = __ballot_sync(m21, (n34 > j38));
    unsigned al36 = m21;
    for (unsigned i37 = 0u; i37 < n34; ++i37) {
      const unsigned m39 = al36 & lm35[i37];
      const unsigned d40 = 3u;
      const unsigned long long t41 = __shfl_up_sync(m39, (((unsigned long long)(a3 * a0) << 32) | (unsigned)tile4.size()), d40, 4);
      const unsigned s42 = ((lane & 3u) >= d40 ? lane - d40 : lane);
      a2 += ((m39 >> s42) & 1u) ? ((unsigned)(t41 >> 32) ^ (unsigned)t41) : 0x14467f96u;
      const bool c43 = ((threadIdx.x / 32u) & 1u) == 1u;
      if (c43) break;
    }
    a2 += (unsigned)__all_sync(m21, (lane < 22u)) * 0xf0f0u;
  } break;
  case 3u: {
    a0 += (unsigned)__all_sync(m22, ((C & 1u) != 0u)) * 0x0586f598u;
    const unsigned d44 = __brev(bid) & 31u;
    const unsigned t45 = (unsigned)__shfl_down_sync(m22, (dt_in(((unsigned)__ffs((unsigned)tile4.meta_group_rank())) & 1023u) + C), d44);
    const unsigned s46 = ((lane & 31u) + d44 < 32u ? lane + d44 : lane);
    a2 += ((m22 >> s46) & 1u) ? t45 : 10u;
    const bool c47 = bid == 2u;
    if (c47) {
      a1 = dt_mix(a1, (a1 | a1));
      const unsigned sel48 = (threadIdx.x & 31u) % 3u;
      const unsigned m50 = __ballot_sync(m22, (sel48 == 4u) || (sel48 == 3u));
      switch (sel48) {
      case 4u: {
        a0 -= a3;
        a2 -= ((0xc2f68105u * a0) + (dt_in(((p << 19u)) & 1023u) - 24u));
      }
      case 3u: {
        a1 ^= __ballot_sync(m50, (lane < 8u));
        a3 += (unsigned)__reduce_min_sync(m50, (int)(a0 << 29u));
      } break;
      case 2u: {
        atomicMin((unsigned long long *)&out[134u], ((unsigned long long)((unsigned)__mulhi((int)blockIdx.x, (int)a1) & 0x7fffffffu) << 32) | 23u);
        a3 |= threadIdx.y;
      } break;
      }
      const bool c52 = (a1 < 0x0a452503u);
      const unsigned bal53 = __ballot_sync(m22, c52);
      if (c52) {
        const unsigned ld54 = (unsigned)__ffs(bal53) - 1u;
        if (lane == ld54) atomicAdd(&out[128u + 0u], (unsigned)__popc(bal53) * 4u);
        a3 += ld54 * 4u + (unsigned)__popc(bal53 & ((1u << lane) - 1u));
      }
    }
  } break;
  }
  const unsigned r56 = __reduce_or_sync(0xffffffffu, (unsigned)(a1 != gid));
  if (lane == p % (unsigned)__popc(wfull)) wl55[warp] = r56;
  __syncthreads();
  a1 ^= wl55[(warp + 7u) % 1u];
  __syncthreads();
  a1 += cg::reduce(tile4, a3, cg::less<unsigned>());
  a2 ^= __reduce_and_sync(wfull, (a2 + a3));
  a1 -= a1;
  sw57[tid] = (unsigned)tile4.meta_group_rank();
  __syncwarp(0xffffffffu);
  const unsigned s58 = ((a1 - p)) & 31u;
  a2 += ((wfull >> s58) & 1u) ? sw57[(tid & ~31u) + s58] : 10u;
  __syncwarp(0xffffffffu);
  const unsigned d59 = a0 & 31u;
  const unsigned t60 = (unsigned)__shfl_xor_sync(wfull, (~a2), d59);
  a0 += t60;
  out[gid * 4u + 0u] = a0;
  out[gid * 4u + 1u] = a1;
  out[gid * 4u + 2u] = a2;
  out[gid * 4u + 3u] = a3;
}
