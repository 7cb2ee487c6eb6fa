// RAII ownership of OpenCL objects (contexts, queues, programs, kernels, buffers, events).
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>

#include <utility>

namespace cu2cl::rt {

/// How to retain and release one kind of OpenCL object.
template <class T> struct HandleTraits;

#define CU2CL_RT_HANDLE_TRAITS(Type, Retain, Release)                                              \
  template <> struct HandleTraits<Type> {                                                          \
    static cl_int retain(Type h) { return Retain(h); }                                             \
    static cl_int release(Type h) { return Release(h); }                                           \
  };
CU2CL_RT_HANDLE_TRAITS(cl_context, clRetainContext, clReleaseContext)
CU2CL_RT_HANDLE_TRAITS(cl_command_queue, clRetainCommandQueue, clReleaseCommandQueue)
CU2CL_RT_HANDLE_TRAITS(cl_program, clRetainProgram, clReleaseProgram)
CU2CL_RT_HANDLE_TRAITS(cl_kernel, clRetainKernel, clReleaseKernel)
CU2CL_RT_HANDLE_TRAITS(cl_mem, clRetainMemObject, clReleaseMemObject)
CU2CL_RT_HANDLE_TRAITS(cl_event, clRetainEvent, clReleaseEvent)
#undef CU2CL_RT_HANDLE_TRAITS

/// Owns one reference to an OpenCL object. Copying retains, destruction releases.
template <class T> class Handle {
public:
  Handle() noexcept = default;
  /// Adopts the reference the caller holds (what clCreate* returns).
  explicit Handle(T handle) noexcept : handle_(handle) {}
  /// Takes a new reference to an object someone else owns.
  static Handle retain(T handle) {
    if (handle)
      HandleTraits<T>::retain(handle);
    return Handle(handle);
  }

  Handle(const Handle &other) : handle_(other.handle_) {
    if (handle_)
      HandleTraits<T>::retain(handle_);
  }
  Handle(Handle &&other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  Handle &operator=(Handle other) noexcept {
    std::swap(handle_, other.handle_);
    return *this;
  }
  ~Handle() {
    if (handle_)
      HandleTraits<T>::release(handle_);
  }

  T get() const noexcept { return handle_; }
  explicit operator bool() const noexcept { return handle_ != nullptr; }

private:
  T handle_ = nullptr;
};

} // namespace cu2cl::rt
