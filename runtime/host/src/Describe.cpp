// Names and messages of every OpenCL 1.2 status code.
#include "cu2cl/runtime/Error.h"

#include <CL/cl_ext.h>

namespace cu2cl::rt {
namespace {

struct StatusInfo {
  cl_int status;
  const char *name;
  const char *description; // "NAME: message"
};

// clang-format 14 and 19 disagree on braces in a macro body.
// clang-format off
#define CU2CL_STATUS(code, message) {code, #code, #code ": " message}
// clang-format on

// The ICD loader's answer when no platform is installed; cl_ext.h names it.
#ifndef CL_PLATFORM_NOT_FOUND_KHR
#define CL_PLATFORM_NOT_FOUND_KHR -1001
#endif

constexpr StatusInfo kStatuses[] = {
    CU2CL_STATUS(CL_SUCCESS, "the command succeeded"),
    CU2CL_STATUS(CL_DEVICE_NOT_FOUND, "no OpenCL device of the requested type was found"),
    CU2CL_STATUS(CL_DEVICE_NOT_AVAILABLE, "the device is not available"),
    CU2CL_STATUS(CL_COMPILER_NOT_AVAILABLE, "the platform has no OpenCL C compiler"),
    CU2CL_STATUS(CL_MEM_OBJECT_ALLOCATION_FAILURE,
                 "the device could not allocate memory for a buffer or image"),
    CU2CL_STATUS(CL_OUT_OF_RESOURCES,
                 "the device ran out of resources (memory, registers, or a kernel crashed)"),
    CU2CL_STATUS(CL_OUT_OF_HOST_MEMORY, "the OpenCL implementation ran out of host memory"),
    CU2CL_STATUS(CL_PROFILING_INFO_NOT_AVAILABLE,
                 "profiling information is not available (queue without profiling, or the "
                 "command has not finished)"),
    CU2CL_STATUS(CL_MEM_COPY_OVERLAP, "source and destination of a copy overlap"),
    CU2CL_STATUS(CL_IMAGE_FORMAT_MISMATCH, "source and destination images differ in format"),
    CU2CL_STATUS(CL_IMAGE_FORMAT_NOT_SUPPORTED, "the image format is not supported"),
    CU2CL_STATUS(CL_BUILD_PROGRAM_FAILURE, "the program failed to build; see the build log"),
    CU2CL_STATUS(CL_MAP_FAILURE, "the memory object could not be mapped"),
    CU2CL_STATUS(CL_MISALIGNED_SUB_BUFFER_OFFSET,
                 "the sub-buffer offset is not aligned to CL_DEVICE_MEM_BASE_ADDR_ALIGN"),
    CU2CL_STATUS(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
                 "a command the call waited for failed"),
    CU2CL_STATUS(CL_COMPILE_PROGRAM_FAILURE, "the program failed to compile; see the build log"),
    CU2CL_STATUS(CL_LINKER_NOT_AVAILABLE, "the platform has no linker"),
    CU2CL_STATUS(CL_LINK_PROGRAM_FAILURE, "the program failed to link; see the build log"),
    CU2CL_STATUS(CL_DEVICE_PARTITION_FAILED, "the device could not be partitioned"),
    CU2CL_STATUS(CL_KERNEL_ARG_INFO_NOT_AVAILABLE,
                 "kernel argument information is not available (build with -cl-kernel-arg-info)"),
    CU2CL_STATUS(CL_INVALID_VALUE, "an argument has an invalid value"),
    CU2CL_STATUS(CL_INVALID_DEVICE_TYPE, "the device type is invalid"),
    CU2CL_STATUS(CL_INVALID_PLATFORM, "the platform is invalid"),
    CU2CL_STATUS(CL_INVALID_DEVICE, "the device is invalid or not in the context"),
    CU2CL_STATUS(CL_INVALID_CONTEXT, "the context is invalid"),
    CU2CL_STATUS(CL_INVALID_QUEUE_PROPERTIES, "the device does not support these queue properties"),
    CU2CL_STATUS(CL_INVALID_COMMAND_QUEUE, "the command queue is invalid"),
    CU2CL_STATUS(CL_INVALID_HOST_PTR, "the host pointer is invalid for these memory flags"),
    CU2CL_STATUS(CL_INVALID_MEM_OBJECT, "the memory object is invalid"),
    CU2CL_STATUS(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, "the image format descriptor is invalid"),
    CU2CL_STATUS(CL_INVALID_IMAGE_SIZE, "the image size is not supported by the device"),
    CU2CL_STATUS(CL_INVALID_SAMPLER, "the sampler is invalid"),
    CU2CL_STATUS(CL_INVALID_BINARY, "the program binary is invalid for the device"),
    CU2CL_STATUS(CL_INVALID_BUILD_OPTIONS, "the build options are invalid"),
    CU2CL_STATUS(CL_INVALID_PROGRAM, "the program is invalid"),
    CU2CL_STATUS(CL_INVALID_PROGRAM_EXECUTABLE,
                 "the program has no successfully built executable for the device"),
    CU2CL_STATUS(CL_INVALID_KERNEL_NAME, "the program has no kernel of that name"),
    CU2CL_STATUS(CL_INVALID_KERNEL_DEFINITION,
                 "the kernel's definition differs between the program's devices"),
    CU2CL_STATUS(CL_INVALID_KERNEL, "the kernel is invalid"),
    CU2CL_STATUS(CL_INVALID_ARG_INDEX, "the kernel has no argument with that index"),
    CU2CL_STATUS(CL_INVALID_ARG_VALUE, "the kernel argument value is invalid"),
    CU2CL_STATUS(CL_INVALID_ARG_SIZE,
                 "the kernel argument's size does not match the parameter's type"),
    CU2CL_STATUS(CL_INVALID_KERNEL_ARGS, "some kernel arguments have not been set"),
    CU2CL_STATUS(CL_INVALID_WORK_DIMENSION, "the number of work dimensions is invalid"),
    CU2CL_STATUS(CL_INVALID_WORK_GROUP_SIZE,
                 "the work-group size is invalid (too large, or does not divide the global size)"),
    CU2CL_STATUS(CL_INVALID_WORK_ITEM_SIZE,
                 "a work-group dimension exceeds CL_DEVICE_MAX_WORK_ITEM_SIZES"),
    CU2CL_STATUS(CL_INVALID_GLOBAL_OFFSET, "the global work offset is invalid"),
    CU2CL_STATUS(CL_INVALID_EVENT_WAIT_LIST, "the event wait list is invalid"),
    CU2CL_STATUS(CL_INVALID_EVENT, "the event is invalid"),
    CU2CL_STATUS(CL_INVALID_OPERATION, "the operation is not valid in this state"),
    CU2CL_STATUS(CL_INVALID_GL_OBJECT, "the OpenGL object is invalid"),
    CU2CL_STATUS(CL_INVALID_BUFFER_SIZE, "the buffer size is 0 or exceeds the device's maximum"),
    CU2CL_STATUS(CL_INVALID_MIP_LEVEL, "the mip level is invalid"),
    CU2CL_STATUS(CL_INVALID_GLOBAL_WORK_SIZE,
                 "the global work size is 0 or exceeds the device's range"),
    CU2CL_STATUS(CL_INVALID_PROPERTY, "a property name or value is invalid"),
    CU2CL_STATUS(CL_INVALID_IMAGE_DESCRIPTOR, "the image descriptor is invalid"),
    CU2CL_STATUS(CL_INVALID_COMPILER_OPTIONS, "the compiler options are invalid"),
    CU2CL_STATUS(CL_INVALID_LINKER_OPTIONS, "the linker options are invalid"),
    CU2CL_STATUS(CL_INVALID_DEVICE_PARTITION_COUNT, "the device partition count is invalid"),
    CU2CL_STATUS(CL_PLATFORM_NOT_FOUND_KHR,
                 "no OpenCL platform is installed (install a driver such as PoCL: apt-get "
                 "install pocl-opencl-icd)"),
};

#undef CU2CL_STATUS

const StatusInfo *find(cl_int status) {
  for (const StatusInfo &info : kStatuses)
    if (info.status == status)
      return &info;
  return nullptr;
}

} // namespace

const char *errorName(cl_int status) {
  const StatusInfo *info = find(status);
  return info ? info->name : "CL_UNKNOWN_ERROR";
}

const char *describe(cl_int status) {
  const StatusInfo *info = find(status);
  return info ? info->description : "CL_UNKNOWN_ERROR: not an OpenCL 1.2 status code";
}

} // namespace cu2cl::rt
