// DeviceMemory: allocation of and blocking transfers to and from a cl_mem.
#include "cu2cl/runtime/Memory.h"

#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"

#include <string>

namespace cu2cl::rt {

DeviceMemory::DeviceMemory(std::size_t bytes, cl_mem_flags flags, void *host) : bytes_(bytes) {
  if (bytes == 0)
    return; // OpenCL has no empty buffers; a null cl_mem is a valid (null) kernel argument
  Device &device = Device::current();
  if (bytes > device.maxMemAllocSize())
    throw Error(ErrorCode::memoryAllocation,
                "cannot allocate " + std::to_string(bytes) + " bytes on OpenCL device '" +
                    device.name() + "': its largest allocation (CL_DEVICE_MAX_MEM_ALLOC_SIZE) is " +
                    std::to_string(device.maxMemAllocSize()) + " bytes",
                CL_INVALID_BUFFER_SIZE);
  cl_int status = CL_SUCCESS;
  mem_ = Handle<cl_mem>(clCreateBuffer(device.context(), flags, bytes, host, &status));
  if (status != CL_SUCCESS)
    detail::fail(status == CL_INVALID_VALUE ? ErrorCode::invalidValue : ErrorCode::memoryAllocation,
                 status, "clCreateBuffer(" + std::to_string(bytes) + " bytes)");
}

void DeviceMemory::checkRange(const char *operation, std::size_t bytes, std::size_t offset) const {
  if (offset > bytes_ || bytes > bytes_ - offset)
    throw Error(ErrorCode::invalidValue, std::string(operation) + " of " + std::to_string(bytes) +
                                             " bytes at offset " + std::to_string(offset) +
                                             " is outside a device allocation of " +
                                             std::to_string(bytes_) + " bytes");
}

void DeviceMemory::writeBytes(const void *source, std::size_t bytes, std::size_t offset) {
  checkRange("upload", bytes, offset);
  if (bytes == 0)
    return;
  detail::check(clEnqueueWriteBuffer(Device::current().queue(), mem_.get(), CL_TRUE, offset, bytes,
                                     source, 0, nullptr, nullptr),
                ErrorCode::invalidValue,
                "clEnqueueWriteBuffer(" + std::to_string(bytes) + " bytes)");
}

void DeviceMemory::readBytes(void *destination, std::size_t bytes, std::size_t offset) const {
  checkRange("download", bytes, offset);
  if (bytes == 0)
    return;
  // A blocking read waits for the kernels before it; if one of them failed, so does the read.
  detail::check(clEnqueueReadBuffer(Device::current().queue(), mem_.get(), CL_TRUE, offset, bytes,
                                    destination, 0, nullptr, nullptr),
                ErrorCode::launchFailure,
                "clEnqueueReadBuffer(" + std::to_string(bytes) + " bytes)");
}

void DeviceMemory::copyFrom(const DeviceMemory &source, std::size_t bytes, std::size_t sourceOffset,
                            std::size_t offset) {
  source.checkRange("device-to-device copy (source)", bytes, sourceOffset);
  checkRange("device-to-device copy (destination)", bytes, offset);
  if (bytes == 0)
    return;
  cl_command_queue queue = Device::current().queue();
  detail::check(clEnqueueCopyBuffer(queue, source.mem_.get(), mem_.get(), sourceOffset, offset,
                                    bytes, 0, nullptr, nullptr),
                ErrorCode::invalidValue,
                "clEnqueueCopyBuffer(" + std::to_string(bytes) + " bytes)");
  detail::check(clFinish(queue), ErrorCode::launchFailure, "clFinish after clEnqueueCopyBuffer");
}

} // namespace cu2cl::rt
