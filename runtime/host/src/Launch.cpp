// launch(): checking CUDA's launch configuration against the device, setting kernel arguments,
// and enqueueing the NDRange.
#include "cu2cl/runtime/Launch.h"

#include "Environment.h"

#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"
#include "cu2cl/scratch.h" // runtime/device: the device library's own size rule

#include <algorithm>
#include <cstdlib>
#include <string>

namespace cu2cl::rt {

static_assert(warpScratchBytes(1) == CU2CL_SCRATCH_BYTES(1ull) &&
                  warpScratchBytes(48) == CU2CL_SCRATCH_BYTES(48ull) &&
                  warpScratchBytes(1024) == CU2CL_SCRATCH_BYTES(1024ull),
              "warpScratchBytes must follow runtime/device/cu2cl/scratch.h");

namespace {

// CUDA's grid dimensions at most (compute capability 3.0 and later).
constexpr unsigned kMaxGridX = 2147483647u;
constexpr unsigned kMaxGridYZ = 65535u;

std::string str(Dim3 d) {
  return std::to_string(d.x) + "x" + std::to_string(d.y) + "x" + std::to_string(d.z);
}

[[noreturn]] void badConfiguration(const Kernel &kernel, Dim3 grid, Dim3 block,
                                   const std::string &why) {
  // cudaErrorInvalidValue: what CUDA 13 answers for a configuration it cannot launch (see
  // checkCudaLimits in CudaLaunch.cpp).
  throw Error(ErrorCode::invalidValue, "cannot launch kernel '" + kernel.name() + "' with grid " +
                                           str(grid) + " and block " + str(block) + ": " + why);
}

ErrorCode launchErrorCode(cl_int status) {
  switch (status) {
  case CL_OUT_OF_RESOURCES:
    return ErrorCode::launchOutOfResources;
  case CL_INVALID_WORK_GROUP_SIZE:
  case CL_INVALID_WORK_ITEM_SIZE:
  case CL_INVALID_GLOBAL_WORK_SIZE:
    return ErrorCode::invalidConfiguration;
  case CL_INVALID_KERNEL_ARGS:
    return ErrorCode::invalidValue;
  default:
    return ErrorCode::launchFailure;
  }
}

std::string argument(const detail::LaunchPlan &plan, cl_uint index) {
  std::string text =
      "argument " + std::to_string(index) + " of kernel '" + plan.kernel->name() + "'";
  if (plan.variant->backend != plan.kernel->backend())
    text += std::string(" (its ") + name(plan.variant->backend) + " build)";
  return text;
}

/// A CPU device runs a kernel's warp form where it has one (Kernel::warpFormOf): blocks of
/// whole warps in one dimension. CU2CL_WARP_FORM=0 turns it off (to compare the two forms).
bool runsWarpForm(Dim3 block) {
  static const bool enabled = detail::warpFormSetting(); // a wrong value throws, every time
  return enabled && (Device::current().type() & CL_DEVICE_TYPE_CPU) && block.y == 1 &&
         block.z == 1 && block.x % 32 == 0;
}

} // namespace

namespace detail {

LaunchPlan prepareLaunch(Kernel &kernel, Dim3 grid, Dim3 block, std::size_t argCount,
                         bool offsetsPassed) {
  if (grid.count() == 0 || block.count() == 0)
    badConfiguration(kernel, grid, block, "every grid and block dimension must be at least 1");

  // CUDA's grid limits (cudaErrorInvalidConfiguration beyond them). The nvidia backend relies on
  // them too: it reads blockIdx.x as %ctaid.x, which NVIDIA's OpenCL splits beyond 2^31 - 1
  // groups (runtime/device/cu2cl/ids.h).
  if (grid.x > kMaxGridX || grid.y > kMaxGridYZ || grid.z > kMaxGridYZ)
    badConfiguration(kernel, grid, block,
                     "CUDA's grid is at most " + std::to_string(kMaxGridX) + " x " +
                         std::to_string(kMaxGridYZ) + " x " + std::to_string(kMaxGridYZ) +
                         " blocks");

  const Device &device = Device::current();
  const unsigned blockDims[3] = {block.x, block.y, block.z};
  static const char *const axes[3] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    if (blockDims[i] > device.maxWorkItemSizes()[i])
      badConfiguration(kernel, grid, block,
                       std::string("block.") + axes[i] + " = " + std::to_string(blockDims[i]) +
                           " exceeds the device's maximum work-item size " +
                           std::to_string(device.maxWorkItemSizes()[i]) + " in dimension " +
                           std::to_string(i));
  }
  if (block.count() > device.maxWorkGroupSize())
    badConfiguration(kernel, grid, block,
                     std::to_string(block.count()) +
                         " work-items per block exceed the device's maximum work-group size " +
                         std::to_string(device.maxWorkGroupSize()));

  LaunchPlan plan;
  plan.kernel = &kernel;
  // The offset companions are never passed: launch() fills them (see launch()).
  const std::size_t expected = kernel.numArgs() - kernel.offsetParameterCount();
  plan.appendWarpScratch = kernel.takesWarpScratch() && argCount + 1 == expected;
  if (argCount != expected && !plan.appendWarpScratch) {
    std::string message = "kernel '" + kernel.name() + "' takes " + std::to_string(expected) +
                          " arguments, but " + std::to_string(argCount) + " were given";
    if (kernel.offsetParameterCount() != 0)
      message += " (not counting its " + std::to_string(kernel.offsetParameterCount()) +
                 " *_cu2cl_offset parameters, which launch() sets to 0)";
    if (kernel.takesWarpScratch())
      message += " (its last parameter, the warp scratch buffer cu2cl_scratch, may be left "
                 "out: launch() then appends it)";
    throw Error(ErrorCode::invalidValue, message);
  }

  plan.variant = &kernel.variantFor(block.count(), offsetsPassed);
  if (runsWarpForm(block))
    plan.variant = &kernel.warpFormOf(*plan.variant);
  if (block.count() / plan.variant->lanesPerWorkItem > plan.variant->workGroupSize)
    badConfiguration(kernel, grid, block,
                     std::to_string(block.count()) +
                         " work-items per block exceed this kernel's maximum work-group size " +
                         "(CL_KERNEL_WORK_GROUP_SIZE) " +
                         std::to_string(plan.variant->workGroupSize));
  return plan;
}

void setMemoryArg(const LaunchPlan &plan, cl_uint index, cl_mem memory) {
  detail::check(clSetKernelArg(plan.variant->kernel.get(), index, sizeof(cl_mem),
                               static_cast<const void *>(&memory)),
                ErrorCode::invalidValue, [&] { return argument(plan, index) + " (a buffer)"; });
}

void setLocalArg(const LaunchPlan &plan, cl_uint index, std::size_t bytes) {
  // OpenCL rejects a zero-sized local argument; CUDA allows zero bytes of dynamic shared
  // memory (the kernel then must not touch it), so ask for the smallest non-empty block.
  const std::size_t size = bytes == 0 ? 1 : bytes;
  detail::check(clSetKernelArg(plan.variant->kernel.get(), index, size, nullptr),
                ErrorCode::invalidValue, [&] {
                  return argument(plan, index) + " (" + std::to_string(bytes) +
                         " bytes of local memory)";
                });
}

void setValueArg(const LaunchPlan &plan, cl_uint index, std::size_t size, const void *value) {
  detail::check(
      clSetKernelArg(plan.variant->kernel.get(), index, size, value), ErrorCode::invalidValue,
      [&] { return argument(plan, index) + " (a value of " + std::to_string(size) + " bytes)"; });
}

cl_uint fillOffsets(const LaunchPlan &plan, cl_uint index) {
  const auto &parameters = plan.kernel->parameters();
  for (; index < parameters.size() && parameters[index].isOffset; ++index) {
    const cl_ulong zero = 0;
    setValueArg(plan, index, sizeof(zero), &zero);
  }
  return index;
}

Event enqueueLaunch(const LaunchPlan &plan, Dim3 grid, Dim3 block, std::size_t dynamicLocalBytes) {
  return enqueueLaunch(plan, grid, block, dynamicLocalBytes, Device::current().queue(), 0, nullptr);
}

Event enqueueLaunch(const LaunchPlan &plan, Dim3 grid, Dim3 block, std::size_t dynamicLocalBytes,
                    cl_command_queue queue, cl_uint waitCount, const cl_event *waits,
                    bool wantEvent) {
  const Device &device = Device::current();
  const Kernel &kernel = *plan.kernel;
  // Without local-memory arguments the kernel's own local memory fits: it was built for the
  // device. So only then ask (a driver call per launch otherwise).
  cl_ulong local = plan.variant->staticLocalMemSize;
  if (dynamicLocalBytes != 0) {
    cl_ulong argumentsIncluded = 0;
    detail::check(
        clGetKernelWorkGroupInfo(plan.variant->kernel.get(), device.id(), CL_KERNEL_LOCAL_MEM_SIZE,
                                 sizeof(argumentsIncluded), &argumentsIncluded, nullptr),
        ErrorCode::invalidDeviceFunction, [&] {
          return "clGetKernelWorkGroupInfo(" + kernel.name() + ", CL_KERNEL_LOCAL_MEM_SIZE)";
        });
    // Whether or not the implementation counts the local-memory arguments in
    // CL_KERNEL_LOCAL_MEM_SIZE, the block needs at least its static plus its dynamic local
    // memory.
    local = std::max<cl_ulong>(argumentsIncluded, local + dynamicLocalBytes);
  }
  if (local > device.localMemSize())
    badConfiguration(kernel, grid, block,
                     "it needs " + std::to_string(local) +
                         " bytes of local memory per block (static plus dynamic), more than the "
                         "device's " +
                         std::to_string(device.localMemSize()));

  // A warp form's work-item runs 32 CUDA threads.
  const std::size_t lanes = plan.variant->lanesPerWorkItem;
  const std::size_t local3[3] = {block.x / lanes, block.y, block.z};
  const std::size_t global3[3] = {static_cast<std::size_t>(grid.x) * block.x / lanes,
                                  static_cast<std::size_t>(grid.y) * block.y,
                                  static_cast<std::size_t>(grid.z) * block.z};
  cl_event event = nullptr;
  const cl_int status =
      clEnqueueNDRangeKernel(queue, plan.variant->kernel.get(), 3, nullptr, global3, local3,
                             waitCount, waits, wantEvent ? &event : nullptr);
  if (status != CL_SUCCESS) {
    const ErrorCode code = launchErrorCode(status);
    detail::fail(code, status,
                 "clEnqueueNDRangeKernel(" + kernel.name() + ", grid " + str(grid) + ", block " +
                     str(block) + ")");
  }
  clFlush(queue); // start it now, as a CUDA launch would
  return Event(Handle<cl_event>(event));
}

} // namespace detail

void synchronize() { Device::current().synchronize(); }

} // namespace cu2cl::rt
