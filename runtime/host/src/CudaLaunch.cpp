// cu2cl::launch: binding a CUDA launch's arguments to a translated kernel's parameters (the
// kernel ABI of docs/host-translation.md) and enqueueing it on a stream.
#include "CudaErrors.h"
#include "CudaGraphs.h"
#include "CudaStreams.h"
#include "ManagedMemory.h"
#include "ModuleImpl.h"
#include "RuntimeVariables.h"
#include "cu2cl/abi.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Launch.h"

#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace cu2cl::detail {
namespace {

using rt::ErrorCode;
using Parameter = rt::Kernel::Parameter;

constexpr const char *kSymbolPrefix = abi::SymbolParameterPrefix;
constexpr const char *kScratchName = abi::ScratchParameter;

// CUDA's limits; the OpenCL device may allow more, but the program was written for these.
constexpr unsigned long long kMaxThreadsPerBlock = 1024;
constexpr unsigned kMaxBlock[3] = {1024, 1024, 64};
constexpr unsigned long long kMaxGrid[3] = {2147483647ull, 65535, 65535};

/// One kernel argument, ready for clSetKernelArg.
struct Binding {
  enum class Kind { memory, local, value } kind = Kind::value;
  cl_mem memory = nullptr;
  std::size_t bytes = 0; // local: its size
  std::vector<unsigned char> value;
};

template <class T> Binding valueBinding(const T &value) {
  Binding b;
  b.value.resize(sizeof(T));
  std::memcpy(b.value.data(), &value, sizeof(T));
  return b;
}

std::string str(dim3 d) {
  return std::to_string(d.x) + "x" + std::to_string(d.y) + "x" + std::to_string(d.z);
}

void checkCudaLimits(const char *kernelName, dim3 grid, dim3 block) {
  const unsigned blockDims[3] = {block.x, block.y, block.z};
  const unsigned gridDims[3] = {grid.x, grid.y, grid.z};
  std::string why;
  const unsigned long long threads = rt::Dim3(block).count();
  if (threads > kMaxThreadsPerBlock)
    why = std::to_string(threads) + " threads per block exceed CUDA's limit of 1024";
  for (int i = 0; i < 3 && why.empty(); ++i) {
    if (blockDims[i] > kMaxBlock[i])
      why = "block." + std::string(1, "xyz"[i]) + " = " + std::to_string(blockDims[i]) +
            " exceeds CUDA's limit of " + std::to_string(kMaxBlock[i]);
    else if (gridDims[i] > kMaxGrid[i])
      why = "grid." + std::string(1, "xyz"[i]) + " = " + std::to_string(gridDims[i]) +
            " exceeds CUDA's limit of " + std::to_string(kMaxGrid[i]);
  }
  // CUDA 13 answers cudaErrorInvalidValue for every such launch, not the
  // cudaErrorInvalidConfiguration of its documentation (measured on an H200: blocks of 2048, 1025,
  // 32x64 and z 65 threads, grids of y or z 65536, too much shared memory, zero sizes).
  if (!why.empty())
    fail(ErrorCode::invalidValue, "cannot launch kernel '" + std::string(kernelName) +
                                      "' with grid " + str(grid) + " and block " + str(block) +
                                      ": " + why);
}

bool startsWith(const std::string &text, const char *prefix) { return text.rfind(prefix, 0) == 0; }

/// "const uint" -> "uint", "unsigned int" -> "uint": the scalar type names OpenCL spells.
std::string scalarName(std::string type) {
  for (const char *qualifier : {"const ", "volatile "})
    while (startsWith(type, qualifier))
      type.erase(0, std::strlen(qualifier));
  while (!type.empty() && type.back() == ' ')
    type.pop_back();
  static const std::pair<const char *, const char *> spellings[] = {
      {"unsigned char", "uchar"}, {"signed char", "char"}, {"unsigned short", "ushort"},
      {"unsigned int", "uint"},   {"unsigned", "uint"},    {"unsigned long", "ulong"},
      {"_Bool", "bool"},
  };
  for (const auto &[spelled, name] : spellings)
    if (type == spelled)
      return name;
  return type;
}

/// A number converted to the parameter's scalar type, as CUDA's launch converts arguments;
/// false if the parameter is no scalar type.
template <class T> Binding converted(const LaunchArgument &a) {
  if (a.kind == LaunchArgument::Kind::floating)
    return valueBinding(static_cast<T>(a.floating));
  if (a.isSigned)
    return valueBinding(static_cast<T>(a.integer));
  return valueBinding(static_cast<T>(static_cast<unsigned long long>(a.integer)));
}

bool convertScalar(const LaunchArgument &a, const std::string &type, Binding &out) {
  const std::string name = scalarName(type);
  if (name == "char")
    out = converted<std::int8_t>(a);
  else if (name == "uchar" || name == "bool")
    out = converted<std::uint8_t>(a);
  else if (name == "short")
    out = converted<std::int16_t>(a);
  else if (name == "ushort")
    out = converted<std::uint16_t>(a);
  else if (name == "int")
    out = converted<std::int32_t>(a);
  else if (name == "uint")
    out = converted<std::uint32_t>(a);
  else if (name == "long")
    out = converted<std::int64_t>(a);
  else if (name == "ulong")
    out = converted<std::uint64_t>(a);
  else if (name == "float")
    out = converted<float>(a);
  else if (name == "double")
    out = converted<double>(a);
  else
    return false;
  return true;
}

std::string pointerText(const void *p) {
  std::ostringstream text;
  text << p;
  return text.str();
}

struct Binder {
  ModuleState &module;
  const rt::Kernel &kernel;
  const char *kernelName;
  dim3 block;
  std::size_t sharedBytes;
  std::vector<Binding> bindings;
  std::size_t dynamicLocalBytes = 0;
  /// A pointer argument points into its buffer: the launch needs a build that adds offsets.
  bool offsetsPassed = false;
  /// The kernel can fail a device assertion (its record is bound).
  bool assertions = false;

  std::string argumentText(std::size_t user, const Parameter &p) const {
    return "argument " + std::to_string(user) + " of kernel '" + kernelName + "' (parameter '" +
           p.name + "' of type " + p.typeName + ")";
  }

  /// The ABI's own parameters; false for a user parameter.
  bool bindImplicit(const Parameter &p) {
    if (startsWith(p.name, kSymbolPrefix)) {
      const std::string variable = p.name.substr(std::strlen(kSymbolPrefix));
      // The clock counter and the assertion record belong to the runtime.
      if (cl_mem owned = runtimeVariableBuffer(variable)) {
        Binding b;
        b.kind = Binding::Kind::memory;
        b.memory = owned;
        bindings.push_back(b);
        assertions = assertions || variable == abi::AssertionVariable;
        return true;
      }
      SymbolState *symbol = module.symbol(p.name);
      if (!symbol)
        fail(ErrorCode::invalidSymbol,
             "kernel '" + std::string(kernelName) + "' uses the variable '" +
                 p.name.substr(std::strlen(kSymbolPrefix)) + "' (parameter " + p.name +
                 "), but no cu2cl::Symbol registered it with module '" + module.name + "'");
      Binding b;
      b.kind = Binding::Kind::memory;
      b.memory = resolveDevicePointer(symbolAddress(*symbol))->memory;
      bindings.push_back(b);
      return true;
    }
    if (p.addressSpace == CL_KERNEL_ARG_ADDRESS_LOCAL) {
      Binding b;
      b.kind = Binding::Kind::local;
      b.bytes =
          p.name == kScratchName ? rt::warpScratchBytes(rt::Dim3(block).count()) : sharedBytes;
      dynamicLocalBytes += b.bytes;
      bindings.push_back(b);
      return true;
    }
    return false;
  }

  /// Returns the byte offset for the offset companion that may follow.
  std::size_t bindPointer(const LaunchArgument &a, std::size_t user, const Parameter &p,
                          bool hasOffset) {
    const void *pointer = nullptr;
    if (a.kind == LaunchArgument::Kind::pointer)
      pointer = a.pointer;
    else if (a.kind != LaunchArgument::Kind::integer || a.integer != 0) // a literal 0 is null
      fail(ErrorCode::invalidValue,
           argumentText(user, p) + " is a pointer, but the argument is not");
    std::optional<DevicePointer> resolved = resolveDevicePointer(pointer);
    // A struct's member pointer that is not device memory: CUDA copies it unread unless the
    // kernel uses it; bound as null (abi.h).
    if (!resolved && p.name.find(abi::MemberPointerInfix) != std::string::npos)
      resolved = DevicePointer{};
    if (!resolved)
      fail(ErrorCode::invalidValue, argumentText(user, p) + ": " + pointerText(pointer) +
                                        " is not device memory (host memory, or freed)");
    if (resolved->offset != 0 && !hasOffset)
      fail(ErrorCode::invalidValue,
           argumentText(user, p) + " points " + std::to_string(resolved->offset) +
               " bytes into its allocation, but the kernel has no parameter " + p.name +
               abi::OffsetParameterSuffix + " to pass that in");
    Binding b;
    b.kind = Binding::Kind::memory;
    b.memory = resolved->memory;
    bindings.push_back(b);
    return resolved->offset;
  }

  void bindValue(const LaunchArgument &a, std::size_t user, const Parameter &p) {
    if (a.kind == LaunchArgument::Kind::pointer)
      fail(ErrorCode::invalidValue,
           argumentText(user, p) + " is a value, but the argument is a pointer");
    Binding b;
    if (a.kind == LaunchArgument::Kind::bytes || !convertScalar(a, p.typeName, b)) {
      // OpenCL checks the size when the argument is set.
      b.value.assign(static_cast<const unsigned char *>(a.data),
                     static_cast<const unsigned char *>(a.data) + a.size);
    }
    bindings.push_back(std::move(b));
  }

  void bind(const LaunchArgument *given, std::size_t givenCount) {
    std::vector<const LaunchArgument *> passed; // stateless functors have no parameter
    for (std::size_t i = 0; i < givenCount; ++i)
      if (given[i].kind != LaunchArgument::Kind::stateless)
        passed.push_back(&given[i]);
    const std::size_t count = passed.size();
    const std::vector<Parameter> &parameters = kernel.parameters();
    std::size_t user = 0;
    std::size_t pendingOffset = 0;
    for (std::size_t i = 0; i < parameters.size(); ++i) {
      const Parameter &p = parameters[i];
      if (p.isOffset) {
        bindings.push_back(valueBinding(static_cast<cl_ulong>(pendingOffset)));
        offsetsPassed = offsetsPassed || pendingOffset != 0;
        pendingOffset = 0;
        continue;
      }
      pendingOffset = 0;
      if (bindImplicit(p))
        continue;
      const std::size_t index = user++;
      if (index >= count)
        continue; // too few arguments: reported below with the count
      const bool isPointer = p.addressSpace == CL_KERNEL_ARG_ADDRESS_GLOBAL ||
                             p.addressSpace == CL_KERNEL_ARG_ADDRESS_CONSTANT;
      if (isPointer) {
        const bool hasOffset = i + 1 < parameters.size() && parameters[i + 1].isOffset;
        pendingOffset = bindPointer(*passed[index], index, p, hasOffset);
      } else {
        bindValue(*passed[index], index, p);
      }
    }
    if (user != count)
      fail(ErrorCode::invalidValue, "kernel '" + std::string(kernelName) + "' takes " +
                                        std::to_string(user) + " arguments, but " +
                                        std::to_string(count) + " were given");
  }
};

void launchOrThrow(Module &module, const char *kernelName, dim3 grid, dim3 block,
                   std::size_t sharedBytes, cu2clStream_t stream, const LaunchArgument *arguments,
                   std::size_t count);

/// A launch as a graph holds it: the arguments' values copied when it was captured (as CUDA's
/// kernel nodes copy them), bound again at each launch of the graph.
class CapturedLaunch {
public:
  CapturedLaunch(Module &module, const char *kernelName, dim3 grid, dim3 block,
                 std::size_t sharedBytes, const LaunchArgument *arguments, std::size_t count)
      : module_(&module), kernelName_(kernelName), grid_(grid), block_(block),
        sharedBytes_(sharedBytes) {
    auto copied = std::make_shared<Arguments>();
    copied->values.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
      const auto *bytes = static_cast<const unsigned char *>(arguments[i].data);
      copied->values.emplace_back(bytes, bytes + (bytes ? arguments[i].size : 0));
      copied->described.push_back(arguments[i]);
      copied->described.back().data = copied->values.back().data();
    }
    arguments_ = std::move(copied);
  }

  void operator()(cu2clStream_t stream) const {
    launchOrThrow(*module_, kernelName_.c_str(), grid_, block_, sharedBytes_, stream,
                  arguments_->described.data(), arguments_->described.size());
  }

private:
  struct Arguments {
    std::vector<std::vector<unsigned char>> values; // never resized after the copies are made
    std::vector<LaunchArgument> described;          // data: into values
  };
  Module *module_;
  std::string kernelName_;
  dim3 grid_, block_;
  std::size_t sharedBytes_;
  std::shared_ptr<const Arguments> arguments_; // shared by the graph's copies
};

void launchOrThrow(Module &module, const char *kernelName, dim3 grid, dim3 block,
                   std::size_t sharedBytes, cu2clStream_t stream, const LaunchArgument *arguments,
                   std::size_t count) {
  if (!kernelName)
    fail(ErrorCode::invalidDeviceFunction, "the kernel name is null");
  ModuleState &state = module.state();
  KernelEntry &entry = state.kernel(kernelName);
  checkCudaLimits(kernelName, grid, block);
  Binder binder{state, entry.kernel, kernelName, block, sharedBytes, {}};
  binder.bind(arguments, count);
  if (captureStep(stream,
                  CapturedLaunch(module, kernelName, grid, block, sharedBytes, arguments, count)))
    return;

  handManagedToDevice(); // before entry.mutex: it may wait for the device
  std::lock_guard<std::mutex> lock(entry.mutex);
  // Every parameter is bound here, none left for rt::launch's own rules to add.
  const rt::detail::LaunchPlan plan = rt::detail::prepareLaunch(
      entry.kernel, grid, block, entry.kernel.numArgs() - entry.kernel.offsetParameterCount(),
      binder.offsetsPassed);
  submit(stream, [&](cl_command_queue queue, cl_uint waitCount, const cl_event *waits) {
    for (std::size_t i = 0; i < binder.bindings.size(); ++i) {
      const Binding &b = binder.bindings[i];
      const cl_uint index = static_cast<cl_uint>(i);
      switch (b.kind) {
      case Binding::Kind::memory:
        rt::detail::setMemoryArg(plan, index, b.memory);
        break;
      case Binding::Kind::local:
        rt::detail::setLocalArg(plan, index, b.bytes);
        break;
      case Binding::Kind::value:
        rt::detail::setValueArg(plan, index, b.value.size(), b.value.data());
        break;
      }
    }
    // No event: the stream makes a marker where something waits for the launch.
    rt::detail::enqueueLaunch(plan, grid, block, binder.dynamicLocalBytes, queue, waitCount, waits,
                              /*wantEvent=*/false);
    if (binder.assertions)
      watchAssertions(queue);
    return static_cast<cl_event>(nullptr);
  });
}

} // namespace

void launchKernel(Module &module, const char *kernelName, dim3 grid, dim3 block,
                  std::size_t sharedBytes, cu2clStream_t stream, const LaunchArgument *arguments,
                  std::size_t count) noexcept {
  apiCall(
      "cu2cl::launch",
      [&] {
        launchOrThrow(module, kernelName, grid, block, sharedBytes, stream, arguments, count);
      },
      Announce::firstLaunchFailure);
}

cu2clError_t launchExportedKernel(const KernelExport &kernel, dim3 grid, dim3 block,
                                  std::size_t sharedBytes, cu2clStream_t stream,
                                  const LaunchArgument *arguments, std::size_t count) noexcept {
  return apiCall(
      "cu2cl::launch",
      [&] {
        if (!kernel.module)
          fail(ErrorCode::invalidDeviceFunction,
               "this instantiation of a template launches no kernel that the translation knows");
        launchOrThrow(*kernel.module, kernel.kernelName, grid, block, sharedBytes, stream,
                      arguments, count);
      },
      Announce::firstLaunchFailure);
}

} // namespace cu2cl::detail

// --- Host stubs: kernels used as values --------------------------------------------------------

namespace cu2cl {
namespace detail {
namespace {

struct Registration {
  KernelExport kernel;
  StubInvoker invoker = nullptr;
};

/// Filled by static initialisers (a KernelRegistration per instantiation), read by launches.
struct StubRegistry {
  std::mutex mutex;
  std::unordered_map<const void *, Registration> stubs;
};

StubRegistry &stubRegistry() {
  static StubRegistry *registry = new StubRegistry; // used by other files' static objects
  return *registry;
}

thread_local std::optional<CallConfiguration> pendingConfiguration;
thread_local cu2clError_t lastStubLaunch = cu2clSuccess;

std::optional<Registration> findRegistration(const void *stub) {
  StubRegistry &registry = stubRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  auto found = registry.stubs.find(stub);
  if (found == registry.stubs.end())
    return std::nullopt;
  return found->second;
}

} // namespace

void registerKernel(const void *stub, const KernelExport &kernel, StubInvoker invoker) noexcept {
  StubRegistry &registry = stubRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  // A template's stub in a header is one function for every file that instantiates it: the
  // first file's program serves them all, as each has the kernel.
  registry.stubs.try_emplace(stub, Registration{kernel, invoker});
}

bool takeConfiguration(CallConfiguration &configuration) noexcept {
  if (!pendingConfiguration) {
    noteStubLaunch(apiCall(
        "cu2cl::launch",
        [] {
          fail(ErrorCode::missingConfiguration,
               "a kernel's host stub was called without a launch configuration (<<<...>>>)");
        },
        Announce::firstLaunchFailure));
    return false;
  }
  configuration = *pendingConfiguration;
  pendingConfiguration.reset();
  return true;
}

void noteStubLaunch(cu2clError_t result) noexcept { lastStubLaunch = result; }

} // namespace detail

void configureCall(dim3 grid, dim3 block, std::size_t sharedBytes, cu2clStream_t stream) noexcept {
  detail::pendingConfiguration = detail::CallConfiguration{grid, block, sharedBytes, stream};
}

KernelExport registeredKernel(const void *stub) noexcept {
  std::optional<detail::Registration> registration = detail::findRegistration(stub);
  return registration ? registration->kernel : KernelExport{nullptr, nullptr};
}

} // namespace cu2cl

cu2clError_t cu2clLaunchKernel(const void *kernel, dim3 grid, dim3 block, void **args,
                               std::size_t sharedBytes, cu2clStream_t stream) {
  using namespace cu2cl::detail;
  std::optional<Registration> registration = findRegistration(kernel);
  if (!registration)
    return apiCall(
        "cu2clLaunchKernel",
        [] {
          fail(cu2cl::rt::ErrorCode::invalidDeviceFunction,
               "the function is not a kernel of a translated program");
        },
        Announce::firstLaunchFailure);
  cu2cl::configureCall(grid, block, sharedBytes, stream);
  lastStubLaunch = cu2clSuccess;
  registration->invoker(kernel, args);
  return lastStubLaunch;
}
