// The OpenCL device the runtime runs on, with its context and its command queue.
#pragma once

#include "cu2cl/runtime/Backend.h"
#include "cu2cl/runtime/Handle.h"

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace cu2cl::rt {

class Device {
public:
  /// The process's device, chosen on first use: environment variable CU2CL_DEVICE
  /// ("<platform>:<device>" or part of a platform or device name) if set, else the first GPU,
  /// else the first CPU device. CU2CL_VERBOSE=1 prints the choice to stderr. Throws Error if
  /// there is no OpenCL platform or the selector matches no device.
  static Device &current();
  /// The process's device if current() (or choose()) has made one, else null; never chooses.
  static Device *chosen() noexcept;
  /// Makes `device` of `platform` the process's device if none is chosen yet (cudaSetDevice
  /// before any other call). Returns whether the process's device is `device`. Throws what
  /// creating the context and queue throws.
  static bool choose(cl_platform_id platform, cl_device_id device);

  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;

  cl_platform_id platform() const noexcept { return platform_; }
  cl_device_id id() const noexcept { return device_; }
  cl_context context() const noexcept { return context_.get(); }
  /// In-order queue with CL_QUEUE_PROFILING_ENABLE.
  cl_command_queue queue() const noexcept { return queue_.get(); }

  const std::string &name() const noexcept { return name_; }
  const std::string &platformName() const noexcept { return platformName_; }
  /// CL_DEVICE_OPENCL_C_VERSION, e.g. "OpenCL C 1.2 PoCL".
  const std::string &openclCVersion() const noexcept { return openclCVersion_; }
  /// Space-separated CL_DEVICE_EXTENSIONS.
  const std::string &extensions() const noexcept { return extensions_; }
  bool hasExtension(std::string_view extension) const;
  cl_device_type type() const noexcept { return type_; }
  bool isGpu() const noexcept { return (type_ & CL_DEVICE_TYPE_GPU) != 0; }

  std::size_t maxWorkGroupSize() const noexcept { return maxWorkGroupSize_; }
  /// CL_DEVICE_MAX_WORK_ITEM_SIZES for dimensions 0, 1, 2 (CUDA x, y, z).
  const std::array<std::size_t, 3> &maxWorkItemSizes() const noexcept { return maxWorkItemSizes_; }
  cl_ulong localMemSize() const noexcept { return localMemSize_; }
  cl_ulong globalMemSize() const noexcept { return globalMemSize_; }
  cl_ulong maxMemAllocSize() const noexcept { return maxMemAllocSize_; }
  cl_uint computeUnits() const noexcept { return computeUnits_; }

  /// What the device library's backend choice depends on (vendors, extensions, sub-group
  /// sizes, warp size); selectBackend(features(), ...) picks the backend of each program.
  const DeviceFeatures &features() const noexcept { return features_; }

  /// "<device> (<platform>, <OpenCL C version>)".
  std::string summary() const;
  /// Waits until every command queued so far has finished (clFinish).
  void synchronize() const;

  /// Adds `drain` to what runs when the process exits, after the device's queue is finished and
  /// before static objects are destroyed: it must finish the work of the queues its caller made
  /// (the streams'), and must not throw.
  static void drainAtExit(void (*drain)() noexcept);

private:
  Device(cl_platform_id platform, cl_device_id device);

  cl_platform_id platform_;
  cl_device_id device_;
  Handle<cl_context> context_;
  Handle<cl_command_queue> queue_;
  std::string name_, platformName_, openclCVersion_, extensions_;
  cl_device_type type_ = 0;
  std::size_t maxWorkGroupSize_ = 0;
  std::array<std::size_t, 3> maxWorkItemSizes_{};
  cl_ulong localMemSize_ = 0, globalMemSize_ = 0, maxMemAllocSize_ = 0;
  cl_uint computeUnits_ = 0;
  DeviceFeatures features_;
};

} // namespace cu2cl::rt
