// The host side of the device-wide algorithms (cu2cl/algorithms.h): the launch shape for a
// device, scratch memory, and the launches of the kernels that runtime/device/cu2cl/algorithms.h
// defines.
#include "cu2cl/algorithms.h"
#include "CudaErrors.h"
#include "Environment.h"
#include "ModuleImpl.h"
#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/DevicePointers.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <vector>

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;

// The device header's constants: CU2CL_ALG_MAX_WG, CU2CL_ALG_ITEMS(T).
constexpr std::size_t kMaxWorkGroupSize = 256;
constexpr std::uint64_t itemsPerWorkItem(std::size_t elementBytes) {
  return elementBytes <= 4 ? 16 : 8;
}

// Work-groups per compute unit: on a GPU enough resident groups to hide memory latency (H100:
// 8 x 132 groups of 256 reach the copy bandwidth); on a CPU a few per core, so that tiles of
// unequal cost still balance.
constexpr std::uint64_t kGpuGroupsPerComputeUnit = 8;
constexpr std::uint64_t kCpuGroupsPerComputeUnit = 4;
// A CPU work-group takes at least this many elements: below that the launch costs more than the
// loop.
constexpr std::uint64_t kCpuMinTile = 1 << 14;
// Bounds the partials (and so the scratch memory, and the partials each downsweep group sums).
constexpr std::uint64_t kMaxGroups = 4096;

/// A CPU runs a work-group's work-items one after the other: there the kernels take groups of
/// one work-item and walk their tile sequentially (see the device header).
bool serialDevice(const rt::Device &device) { return (device.type() & CL_DEVICE_TYPE_CPU) != 0; }

std::uint64_t maxGroups(const rt::Device &device) {
  const std::uint64_t perUnit =
      serialDevice(device) ? kCpuGroupsPerComputeUnit : kGpuGroupsPerComputeUnit;
  return std::clamp<std::uint64_t>(device.computeUnits() * perUnit, 1, kMaxGroups);
}

/// CU2CL_ALGORITHM_GROUP_SIZE: the work-group size the algorithms launch with instead of the
/// device's choice (1: the sequential tiles of CPUs; 2 to 256: the chunked tiles of GPUs), for
/// tests and measurements; 0 if unset. Any other value throws (Environment.h).
std::size_t forcedWorkGroupSize() { return rt::detail::algorithmGroupSizeSetting(); }

/// The scratch bytes per partial: the element or a ulong count, whichever is larger.
std::size_t slotBytes(std::size_t elementBytes) { return std::max<std::size_t>(elementBytes, 8); }

/// A failure that launchKernel or another API call has already recorded.
struct Recorded {
  cu2clError_t error;
};

/// How the kernels run for one call: `groups` work-groups of `workGroupSize` work-items, each
/// on a tile of `tile` elements.
struct Shape {
  unsigned workGroupSize = 1;
  unsigned groups = 1;
  std::uint64_t tile = 1;
};

class Run {
public:
  explicit Run(const AlgorithmCall &call) : call_(call) {}

  std::uint64_t count() const {
    if (call_.n < 0)
      fail(ErrorCode::invalidValue, "the range ends before it begins");
    return static_cast<std::uint64_t>(call_.n);
  }

  /// Fails unless `p` is a device pointer with `elements` elements behind it.
  void checkRange(const void *p, std::uint64_t elements, const char *what) const {
    checkBytes(p, elements, call_.elementBytes, what, "elements");
  }
  /// Fails unless `p` is a device pointer with `bytes` bytes behind it.
  void checkBytes(const void *p, std::uint64_t bytes, const char *what) const {
    checkBytes(p, bytes, 1, what, "bytes");
  }

  /// The launch shape for the call's kernels NAME<suffix>, after checking that they exist (and
  /// building the program on first use).
  Shape shape(std::initializer_list<const char *> suffixes) const {
    std::size_t kernelLimit = kMaxWorkGroupSize;
    for (const char *suffix : suffixes)
      kernelLimit = std::min(kernelLimit, kernel(suffix).workGroupSize());
    const rt::Device &device = rt::Device::current();
    const std::uint64_t n = count();
    const std::size_t limit = std::max<std::size_t>(
        1, std::min({kMaxWorkGroupSize, device.maxWorkGroupSize(), kernelLimit}));
    std::size_t size = serialDevice(device) ? 1 : limit;
    if (const std::size_t forced = forcedWorkGroupSize())
      size = std::min(forced, limit);
    Shape s;
    s.workGroupSize = static_cast<unsigned>(size);
    const std::uint64_t granule =
        size == 1 ? kCpuMinTile : size * itemsPerWorkItem(call_.elementBytes);
    // Whole chunks per tile, as few groups as the device needs to be busy.
    const std::uint64_t chunks = std::max<std::uint64_t>(1, (n + granule - 1) / granule);
    const std::uint64_t groups = std::min(chunks, maxGroups(device));
    s.tile = (chunks + groups - 1) / groups * granule;
    s.groups = static_cast<unsigned>(std::max<std::uint64_t>(1, (n + s.tile - 1) / s.tile));
    return s;
  }

  /// Launches NAME<suffix> on `groups` groups; throws Recorded if the launch recorded an error.
  void launch(const char *suffix, unsigned groups, unsigned workGroupSize,
              std::initializer_list<LaunchArgument> arguments) const {
    const std::string kernelName = std::string(call_.name) + suffix;
    // launchKernel records its errors without returning them: a change of the last error is
    // this launch's failure.
    const cu2clError_t before = cu2clPeekAtLastError();
    launchKernel(call_.module, kernelName.c_str(), dim3(groups), dim3(workGroupSize), 0,
                 call_.stream, arguments.begin(), arguments.size());
    const cu2clError_t after = cu2clPeekAtLastError();
    if (after != before)
      throw Recorded{after};
  }

  /// Copies `bytes` from the device pointer `src` to the host; waits for it.
  void readBack(void *host, const void *src, std::size_t bytes) const {
    const cu2clError_t error = cu2clMemcpy(host, src, bytes, cu2clMemcpyDeviceToHost);
    if (error != cu2clSuccess)
      throw Recorded{error};
  }

  /// Runs `body`; returns cu2clSuccess or the error, recorded under the call's name.
  template <class Body> cu2clError_t operator()(Body &&body) const noexcept {
    try {
      body();
      return cu2clSuccess;
    } catch (const Recorded &recorded) {
      return recorded.error;
    } catch (const rt::Error &error) {
      return recordError(static_cast<cu2clError_t>(error.code()), call_.function, error.what());
    } catch (const std::bad_alloc &) {
      return recordError(cu2clErrorMemoryAllocation, call_.function, "out of host memory");
    } catch (const std::exception &error) {
      return recordError(cu2clErrorUnknown, call_.function, error.what());
    }
  }

  Module &module() const noexcept { return call_.module; }

private:
  void checkBytes(const void *p, std::uint64_t count, std::size_t unit, const char *what,
                  const char *units) const {
    const std::optional<DevicePointer> d = resolveDevicePointer(p);
    if (!d || !d->memory)
      fail(ErrorCode::invalidValue,
           std::string("the ") + what + " (" + hexPointer(p) + ") is not device memory");
    if (d->bytesToEnd / unit < count)
      fail(ErrorCode::invalidValue, std::string("the ") + what + " (" + std::to_string(count) +
                                        " " + units + " from " + hexPointer(p) +
                                        ") runs past the end of its allocation");
  }

  rt::Kernel &kernel(const char *suffix) const {
    if (!call_.name)
      fail(ErrorCode::invalidDeviceFunction, "the kernel name is null");
    return call_.module.state().kernel(std::string(call_.name) + suffix).kernel;
  }

  static std::string hexPointer(const void *p) {
    char text[2 + 2 * sizeof(void *) + 1];
    std::snprintf(text, sizeof text, "%p", p);
    return text;
  }

  const AlgorithmCall &call_;
};

/// The scratch memory of the calls without CUB's temporary storage: one block per Module,
/// used by one call at a time. It is a symbol of the module that only the runtime knows, so it
/// costs no allocation per call (freeing a buffer that queued kernels still use blocks on
/// NVIDIA's OpenCL until they finish) and cu2clDeviceReset remakes it like any symbol's buffer.
///
/// A result read back to the host has a symbol of its own: a pointer into the partials' memory
/// would make the launch that writes it need the program's build that adds offsets
/// (rt::Kernel::variantFor), a second build of the whole program.
struct ModuleScratch {
  static constexpr std::size_t kBytes = (kMaxGroups + 1) * sizeof(std::uint64_t);
  // One slot: the algorithms' elements are OpenCL scalars (cu2cl/algorithms.h pastes T##8), so
  // slotBytes() is 8 for every one of them.
  static constexpr std::size_t kResultBytes = sizeof(std::uint64_t);
  std::mutex mutex; // held from a call's first launch to its last read
  std::vector<unsigned char> shadow = std::vector<unsigned char>(kBytes);
  std::vector<unsigned char> resultShadow = std::vector<unsigned char>(kResultBytes);
  Symbol *symbol = nullptr;
  Symbol *resultSymbol = nullptr;
};

ModuleScratch &moduleScratch(Module &module) {
  static std::mutex mutex;
  static auto *scratches = new std::map<const Module *, ModuleScratch *>; // never freed, as Module
  std::lock_guard<std::mutex> lock(mutex);
  ModuleScratch *&scratch = (*scratches)[&module];
  if (!scratch) {
    scratch = new ModuleScratch;
    scratch->symbol = new Symbol(module, "cu2cl_algorithms_scratch", scratch->shadow.data(),
                                 ModuleScratch::kBytes);
    scratch->resultSymbol = new Symbol(module, "cu2cl_algorithms_result",
                                       scratch->resultShadow.data(), ModuleScratch::kResultBytes);
  }
  return *scratch;
}

/// Scratch device memory for the partials: the caller's (CUB's d_temp_storage) or the module's.
class Scratch {
public:
  Scratch(const Run &run, void *temp, std::size_t tempBytes, std::size_t needed) {
    if (temp) {
      if (tempBytes < needed)
        fail(ErrorCode::invalidValue, "temp_storage_bytes is " + std::to_string(tempBytes) +
                                          ", the call needs " + std::to_string(needed) +
                                          " (ask with a null d_temp_storage first)");
      run.checkBytes(temp, needed, "temporary storage");
      memory_ = temp;
      return;
    }
    ModuleScratch &scratch = moduleScratch(run.module());
    if (needed > ModuleScratch::kBytes)
      fail(ErrorCode::unknown, "the algorithm needs more scratch memory than the runtime keeps");
    lock_ = std::unique_lock<std::mutex>(scratch.mutex);
    for (auto [address, shadow] : {std::pair{&memory_, scratch.shadow.data()},
                                   std::pair{&result_, scratch.resultShadow.data()}})
      if (const cu2clError_t error = cu2clGetSymbolAddress(address, shadow); error != cu2clSuccess)
        throw Recorded{error};
  }

  /// Byte `offset` of the scratch memory.
  void *at(std::size_t offset) const { return static_cast<unsigned char *>(memory_) + offset; }

  /// Where the result goes: the module's result symbol (the start of its buffer, see
  /// ModuleScratch), or, in the caller's temporary storage, byte `offset` of it.
  void *result(std::size_t offset) const { return result_ ? result_ : at(offset); }

private:
  void *memory_ = nullptr;
  void *result_ = nullptr;
  std::unique_lock<std::mutex> lock_;
};

LaunchArgument pointerArgument(const void *const &p) { return describeArgument(p); }

} // namespace

std::size_t algorithmTempBytes(std::int64_t, std::size_t elementBytes) noexcept {
  // The most partials any element count can need on this device, plus a result slot: the same
  // for every n, so the two calls of CUB's protocol always agree.
  std::uint64_t groups = kMaxGroups;
  try {
    groups = maxGroups(rt::Device::current());
  } catch (...) {
    // No device: the real call reports it.
  }
  const std::size_t bytes = (groups + 1) * slotBytes(elementBytes);
  return (bytes + 255) / 256 * 256;
}

cu2clError_t scanOnDevice(const AlgorithmCall &call, const void *first, void *result,
                          const LaunchArgument &init, bool inclusive, void *temp,
                          std::size_t tempBytes) noexcept {
  const Run run(call);
  return run([&] {
    const std::uint64_t n = run.count();
    if (n == 0)
      return;
    run.checkRange(first, n, "input range");
    run.checkRange(result, n, "output range");
    const Shape s = run.shape({"_upsweep", "_downsweep"});
    const Scratch scratch(run, temp, tempBytes, s.groups * slotBytes(call.elementBytes));
    // With one group the downsweep reads no partial, so the upsweep is not needed.
    const void *partials = scratch.at(0);
    const std::uint64_t tile = s.tile;
    const int inclusiveFlag = inclusive ? 1 : 0;
    if (s.groups > 1)
      run.launch("_upsweep", s.groups, s.workGroupSize,
                 {pointerArgument(first), pointerArgument(partials), describeArgument(n),
                  describeArgument(tile)});
    run.launch("_downsweep", s.groups, s.workGroupSize,
               {pointerArgument(first), describeArgument(result), pointerArgument(partials),
                describeArgument(n), describeArgument(tile), init,
                describeArgument(inclusiveFlag)});
  });
}

cu2clError_t reduceOnDevice(const AlgorithmCall &call, const void *first,
                            const LaunchArgument &init, void *deviceOut, void *hostOut, void *temp,
                            std::size_t tempBytes) noexcept {
  const Run run(call);
  return run([&] {
    const std::uint64_t n = run.count();
    if (deviceOut)
      run.checkRange(deviceOut, 1, "output");
    else if (n == 0)
      return; // the caller's result is already init
    if (n > 0)
      run.checkRange(first, n, "input range");
    const Shape s = run.shape({"_upsweep", "_final"});
    const std::size_t slot = slotBytes(call.elementBytes);
    const Scratch scratch(run, temp, tempBytes, (s.groups + 1) * slot);
    const void *partials = scratch.at(0);
    const void *out = deviceOut ? deviceOut : scratch.result(s.groups * slot);
    // With nothing to sum, the final kernel writes init alone (CUB's empty Sum writes 0).
    const unsigned groups = n == 0 ? 0u : s.groups;
    const std::uint64_t tile = s.tile;
    if (groups > 0)
      run.launch("_upsweep", groups, s.workGroupSize,
                 {pointerArgument(first), pointerArgument(partials), describeArgument(n),
                  describeArgument(tile)});
    run.launch("_final", 1, s.workGroupSize,
               {pointerArgument(partials), pointerArgument(out), describeArgument(groups), init});
    if (!deviceOut)
      run.readBack(hostOut, out, call.elementBytes);
  });
}

cu2clError_t countOnDevice(const AlgorithmCall &call, const void *first, const LaunchArgument *pred,
                           std::uint64_t &count) noexcept {
  const Run run(call);
  count = 0;
  return run([&] {
    const std::uint64_t n = run.count();
    if (n == 0)
      return;
    run.checkRange(first, n, "input range");
    const Shape s = run.shape({"_upsweep", "_final"});
    const Scratch scratch(run, nullptr, 0, (s.groups + 1) * sizeof(std::uint64_t));
    const void *counts = scratch.at(0);
    const void *out = scratch.result(s.groups * sizeof(std::uint64_t));
    const std::uint64_t tile = s.tile;
    if (pred)
      run.launch("_upsweep", s.groups, s.workGroupSize,
                 {pointerArgument(first), pointerArgument(counts), describeArgument(n),
                  describeArgument(tile), *pred});
    else
      run.launch("_upsweep", s.groups, s.workGroupSize,
                 {pointerArgument(first), pointerArgument(counts), describeArgument(n),
                  describeArgument(tile)});
    run.launch("_final", 1, s.workGroupSize,
               {pointerArgument(counts), pointerArgument(out), describeArgument(s.groups)});
    std::uint64_t total = 0;
    run.readBack(&total, out, sizeof total);
    count = total;
  });
}

cu2clError_t copyOnDevice(const AlgorithmCall &call, const void *first, void *result,
                          const LaunchArgument *pred, std::uint64_t &count) noexcept {
  const Run run(call);
  count = 0;
  return run([&] {
    const std::uint64_t n = run.count();
    if (n == 0)
      return;
    run.checkRange(first, n, "input range");
    // The output needs room for the matches only, which are not known yet.
    run.checkRange(result, 0, "output range");
    const Shape s = run.shape({"_upsweep", "_downsweep"});
    const Scratch scratch(run, nullptr, 0, (s.groups + 1) * sizeof(std::uint64_t));
    const void *counts = scratch.at(0);
    const std::uint64_t tile = s.tile;
    // With one group the downsweep reads no count, so the upsweep is not needed.
    if (s.groups > 1) {
      if (pred)
        run.launch("_upsweep", s.groups, s.workGroupSize,
                   {pointerArgument(first), pointerArgument(counts), describeArgument(n),
                    describeArgument(tile), *pred});
      else
        run.launch("_upsweep", s.groups, s.workGroupSize,
                   {pointerArgument(first), pointerArgument(counts), describeArgument(n),
                    describeArgument(tile)});
    }
    if (pred)
      run.launch("_downsweep", s.groups, s.workGroupSize,
                 {pointerArgument(first), describeArgument(result), pointerArgument(counts),
                  describeArgument(n), describeArgument(tile), *pred});
    else
      run.launch("_downsweep", s.groups, s.workGroupSize,
                 {pointerArgument(first), describeArgument(result), pointerArgument(counts),
                  describeArgument(n), describeArgument(tile)});
    std::uint64_t total = 0;
    run.readBack(&total, scratch.at(s.groups * sizeof(std::uint64_t)), sizeof total);
    count = total;
  });
}

} // namespace cu2cl::detail
