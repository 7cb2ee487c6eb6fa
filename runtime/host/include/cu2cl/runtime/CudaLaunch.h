// cu2cl::launch: a CUDA `k<<<grid, block, shared, stream>>>(args)` as the translator emits it,
// bound to the kernel's parameters by the kernel ABI of docs/host-translation.md.
#pragma once

#include "cu2cl/runtime/CudaTypes.h"
#include "cu2cl/runtime/Module.h"

#include <cstddef>
#include <type_traits>
#include <utility>

namespace cu2cl {

namespace detail {

/// One argument of a launch as the binder needs it; it points at the caller's argument, which
/// lives until launch() returns.
struct LaunchArgument {
  enum class Kind {
    pointer,   // any T* or nullptr: resolved through the device-pointer registry
    integer,   // integral, enum or bool: converted to the parameter's scalar type
    floating,  // float or double: converted to the parameter's scalar type
    bytes,     // anything else trivially copyable: passed as it is; sizes must match
    stateless, // an object of an empty class (a stateless functor): no kernel parameter
  };
  Kind kind = Kind::bytes;
  const void *pointer = nullptr;
  const void *data = nullptr; // the argument's object representation
  std::size_t size = 0;
  bool isSigned = false;
  long long integer = 0; // kind integer: the value, as unsigned if !isSigned
  double floating = 0;   // kind floating
};

/// T without cv or restrict qualifiers at its top: std::is_pointer is false for
/// `U *__restrict` (a launcher's restrict parameter passed on to a kernel), which is a pointer
/// all the same. (std::remove_cv leaves the restrict qualifier.)
template <class T> struct WithoutRestrict {
  using type = T; // no restrict qualifier to remove
};
template <class T> struct WithoutRestrict<T *__restrict> {
  using type = T *; // the restrict-qualified pointer's plain type
};
template <class T> using Unqualified = typename WithoutRestrict<std::remove_cv_t<T>>::type;
template <class T> inline constexpr bool IsPointer = std::is_pointer_v<Unqualified<T>>;

template <class T> LaunchArgument describeArgument(const T &arg) {
  LaunchArgument a;
  a.data = static_cast<const void *>(&arg); // any T, a pointer too: its bytes
  a.size = sizeof(T);
  if constexpr (std::is_array_v<T>) {
    a.kind = LaunchArgument::Kind::pointer; // decays, as in a CUDA launch
    a.pointer = &arg[0];
  } else if constexpr (std::is_null_pointer_v<T>) {
    a.kind = LaunchArgument::Kind::pointer;
  } else if constexpr (IsPointer<T>) {
    static_assert(!std::is_function_v<std::remove_pointer_t<Unqualified<T>>>,
                  "a function pointer cannot be a kernel argument");
    a.kind = LaunchArgument::Kind::pointer;
    // The address only: a pointer to volatile memory (a stub's parameter) is one too.
    a.pointer = const_cast<const void *>(static_cast<const volatile void *>(arg));
  } else if constexpr (std::is_enum_v<T>) {
    using U = std::underlying_type_t<T>;
    a.kind = LaunchArgument::Kind::integer;
    a.isSigned = std::is_signed_v<U>;
    a.integer = static_cast<long long>(static_cast<U>(arg));
  } else if constexpr (std::is_integral_v<T>) {
    a.kind = LaunchArgument::Kind::integer;
    a.isSigned = std::is_signed_v<T>;
    a.integer = static_cast<long long>(arg);
  } else if constexpr (std::is_floating_point_v<T>) {
    a.kind = LaunchArgument::Kind::floating;
    a.floating = static_cast<double>(arg);
  } else if constexpr (std::is_class_v<T> && std::is_empty_v<T>) {
    // The translator gives a parameter of an empty class no OpenCL parameter
    // (docs/host-translation.md), so its argument is not passed either.
    a.kind = LaunchArgument::Kind::stateless;
  } else {
    // CUDA passes an argument's bytes, whatever its copy operations (they ran where the
    // argument was copied into the launch or the kernel's stub).
    static_assert(!std::is_polymorphic_v<T>,
                  "a kernel argument cannot be of a class with virtual functions");
    a.kind = LaunchArgument::Kind::bytes;
  }
  return a;
}

/// Binds and enqueues; records every error for cu2clGetLastError, never throws.
void launchKernel(Module &module, const char *kernelName, dim3 grid, dim3 block,
                  std::size_t sharedBytes, cu2clStream_t stream, const LaunchArgument *arguments,
                  std::size_t count) noexcept;

/// launchKernel for a kernel of another file; a null module is cu2clErrorInvalidDeviceFunction.
cu2clError_t launchExportedKernel(const KernelExport &kernel, dim3 grid, dim3 block,
                                  std::size_t sharedBytes, cu2clStream_t stream,
                                  const LaunchArgument *arguments, std::size_t count) noexcept;

/// What configureCall left for the next host stub of this thread.
struct CallConfiguration {
  dim3 grid, block;
  std::size_t sharedBytes = 0;
  cu2clStream_t stream = nullptr;
};
/// Takes the configuration configureCall left; false, with cu2clErrorMissingConfiguration
/// recorded, when there is none (a host stub called as a function).
bool takeConfiguration(CallConfiguration &configuration) noexcept;
/// Records what the last host stub of this thread returned (cu2clLaunchKernel's result).
void noteStubLaunch(cu2clError_t result) noexcept;

/// Calls a host stub of parameters \p P with the arguments cudaLaunchKernel points at.
using StubInvoker = void (*)(const void *stub, void **arguments);
template <class... P, std::size_t... I>
void invokeStub(const void *stub, void **arguments, std::index_sequence<I...>) {
  reinterpret_cast<void (*)(P...)>(const_cast<void *>(stub))(
      *static_cast<std::remove_reference_t<P> *>(arguments[I])...);
}
template <class... P> void invokeStub(const void *stub, void **arguments) {
  invokeStub<P...>(stub, arguments, std::index_sequence_for<P...>{});
}
void registerKernel(const void *stub, const KernelExport &kernel, StubInvoker invoker) noexcept;

} // namespace detail

/// Launches kernel `kernelName` of `module`'s program on `stream` (0: the legacy default
/// stream), asynchronously. The kernel's parameters are bound from its argument information:
///   - the user arguments, in order, go to the parameters that are none of the following
///     (an argument of an empty class, a stateless functor, has no parameter and is skipped);
///     a pointer (any T*, nullptr, or a literal 0) must be a device pointer (or null): its
///     allocation's buffer goes to the `__global`/`__constant` parameter and its byte offset
///     into the `<p>_cu2cl_offset` parameter after it; a number is converted to the
///     parameter's scalar type as CUDA's launch converts it (a struct or vector passes as it
///     is, and its size must match);
///   - `cu2cl_symbol_<v>`: the buffer of the Symbol registered under that name;
///   - `cu2cl_scratch`: the device library's warp scratch for blocks of `block`;
///   - any other `__local` parameter: `sharedBytes` of dynamic shared memory.
/// A block beyond CUDA's limits (1024 threads; x, y 1024 and z 64) or the device's is
/// cu2clErrorInvalidValue (as CUDA 13); a missing kernel cu2clErrorInvalidDeviceFunction (the
/// message lists the program's kernels); a bad argument cu2clErrorInvalidValue (the message
/// names it). Errors are recorded for cu2clGetLastError and cu2clPeekAtLastError.
template <class... Args>
void launch(Module &module, const char *kernelName, dim3 grid, dim3 block, std::size_t sharedBytes,
            cu2clStream_t stream, Args &&...args) {
  // One element more than there are arguments: a launch without any still has an array.
  const detail::LaunchArgument arguments[] = {detail::describeArgument(args)...,
                                              detail::LaunchArgument{}};
  detail::launchKernel(module, kernelName, grid, block, sharedBytes, stream, arguments,
                       sizeof...(Args));
}

/// Launches a kernel that another file defines (see KernelExport), or that a host stub names: as
/// above, with the kernel's program and name taken from its export.
template <class... Args>
void launch(const KernelExport &kernel, dim3 grid, dim3 block, std::size_t sharedBytes,
            cu2clStream_t stream, Args &&...args) {
  const detail::LaunchArgument arguments[] = {detail::describeArgument(args)...,
                                              detail::LaunchArgument{}};
  detail::launchExportedKernel(kernel, grid, block, sharedBytes, stream, arguments,
                               sizeof...(Args));
}

/// `k<<<grid, block, shared, stream>>>(args)` where the launch cannot name k's OpenCL kernel (k
/// is a pointer to a kernel, or a name the launch cannot choose an instantiation by): the
/// configuration that the next call of a kernel's host stub on this thread launches with, as
/// nvcc's __cudaPushCallConfiguration. The launch becomes
/// `(cu2cl::configureCall(grid, block, shared, stream), k(args))`.
void configureCall(dim3 grid, dim3 block, std::size_t sharedBytes = 0,
                   cu2clStream_t stream = nullptr) noexcept;

/// A kernel's host stub, registered under its address: what a CUDA kernel used as a value is in
/// host code (a pointer to it, cudaLaunchKernel, cudaFuncSetAttribute). The translator defines
/// one for every instantiation the program has, after the module (docs/host-translation.md):
///   static const cu2cl::KernelRegistration cu2cl_kernel_registration_0(
///       static_cast<void (*)(float *, int)>(&scale<float>), cu2cl_module, "scale_float");
class KernelRegistration {
public:
  template <class... P>
  KernelRegistration(void (*stub)(P...), Module &module, const char *kernelName) noexcept {
    detail::registerKernel(reinterpret_cast<const void *>(stub), KernelExport{&module, kernelName},
                           &detail::invokeStub<P...>);
  }
};

/// The kernel registered for the host stub \p stub; one without a module (a launch of it is
/// cu2clErrorInvalidDeviceFunction) if none is.
KernelExport registeredKernel(const void *stub) noexcept;
template <class... P> KernelExport registeredKernel(void (*stub)(P...)) noexcept {
  return registeredKernel(reinterpret_cast<const void *>(stub));
}

/// The body of a kernel's host stub: launches \p kernel with the configuration configureCall
/// left (cu2clErrorMissingConfiguration without one). The stub's parameters have the kernel's
/// types, so the arguments arrive converted as in a CUDA launch.
template <class... Args> void launchConfigured(const KernelExport &kernel, Args &&...args) {
  detail::CallConfiguration configuration;
  if (!detail::takeConfiguration(configuration))
    return;
  const detail::LaunchArgument arguments[] = {detail::describeArgument(args)...,
                                              detail::LaunchArgument{}};
  detail::noteStubLaunch(detail::launchExportedKernel(
      kernel, configuration.grid, configuration.block, configuration.sharedBytes,
      configuration.stream, arguments, sizeof...(Args)));
}

} // namespace cu2cl
