// Kernel: a cl_kernel with the limits the launch checks against.
#include "cu2cl/runtime/Kernel.h"

#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"

namespace cu2cl::rt {

Kernel::Kernel(Handle<cl_kernel> kernel, Handle<cl_program> program, std::string name)
    : kernel_(std::move(kernel)), program_(std::move(program)), name_(std::move(name)) {
  detail::check(
      clGetKernelInfo(kernel_.get(), CL_KERNEL_NUM_ARGS, sizeof(numArgs_), &numArgs_, nullptr),
      ErrorCode::invalidDeviceFunction, "clGetKernelInfo(" + name_ + ")");
  detail::check(clGetKernelWorkGroupInfo(kernel_.get(), Device::current().id(),
                                         CL_KERNEL_WORK_GROUP_SIZE, sizeof(workGroupSize_),
                                         &workGroupSize_, nullptr),
                ErrorCode::invalidDeviceFunction,
                "clGetKernelWorkGroupInfo(" + name_ + ", CL_KERNEL_WORK_GROUP_SIZE)");
  staticLocalMemSize_ = localMemSize();
}

cl_ulong Kernel::localMemSize() const {
  cl_ulong bytes = 0;
  detail::check(clGetKernelWorkGroupInfo(kernel_.get(), Device::current().id(),
                                         CL_KERNEL_LOCAL_MEM_SIZE, sizeof(bytes), &bytes, nullptr),
                ErrorCode::invalidDeviceFunction,
                "clGetKernelWorkGroupInfo(" + name_ + ", CL_KERNEL_LOCAL_MEM_SIZE)");
  return bytes;
}

} // namespace cu2cl::rt
