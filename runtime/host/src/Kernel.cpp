// Kernel: a cl_kernel with the limits the launch checks against, the warp-scratch parameter,
// and the emulated variant of a sub-group build.
#include "cu2cl/runtime/Kernel.h"

#include "Info.h"
#include "ProgramImpl.h"
#include "Verbose.h"
#include "cu2cl/abi.h"
#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"

#include <algorithm>
#include <cstdio>

namespace cu2cl::rt {
namespace {

/// The parameter name the translator gives the warp scratch buffer.
constexpr const char *kWarpScratchName = "cu2cl_scratch";

cl_ulong kernelLocalMemSize(cl_kernel kernel, const std::string &name) {
  cl_ulong bytes = 0;
  detail::check(clGetKernelWorkGroupInfo(kernel, Device::current().id(), CL_KERNEL_LOCAL_MEM_SIZE,
                                         sizeof(bytes), &bytes, nullptr),
                ErrorCode::invalidDeviceFunction,
                "clGetKernelWorkGroupInfo(" + name + ", CL_KERNEL_LOCAL_MEM_SIZE)");
  return bytes;
}

bool isNvidia(const Device &device) {
  return device.features().platformName.find("NVIDIA") != std::string::npos;
}

Kernel::Variant makeVariant(Handle<cl_kernel> kernel, const detail::BuiltProgram &program,
                            const std::string &name) {
  Kernel::Variant v;
  v.kernel = std::move(kernel);
  v.backend = program.backend;
  v.zeroOffsets = program.zeroOffsets;
  detail::check(clGetKernelWorkGroupInfo(v.kernel.get(), Device::current().id(),
                                         CL_KERNEL_WORK_GROUP_SIZE, sizeof(v.workGroupSize),
                                         &v.workGroupSize, nullptr),
                ErrorCode::invalidDeviceFunction,
                "clGetKernelWorkGroupInfo(" + name + ", CL_KERNEL_WORK_GROUP_SIZE)");
  if (isNvidia(Device::current())) // see Variant::workGroupSize
    v.workGroupSize = std::max(v.workGroupSize, Device::current().maxWorkGroupSize());
  v.staticLocalMemSize = kernelLocalMemSize(v.kernel.get(), name);
  return v;
}

bool endsWith(const std::string &text, const char *suffix) {
  const std::string s(suffix);
  return text.size() > s.size() && text.compare(text.size() - s.size(), s.size(), s) == 0;
}

/// What the argument information says about each parameter. Queries the implementation does
/// not answer leave the name empty and the parameter private (a by-value parameter).
std::vector<Kernel::Parameter> queryParameters(cl_kernel kernel, cl_uint count) {
  std::vector<Kernel::Parameter> parameters(count);
  for (cl_uint i = 0; i < count; ++i) {
    Kernel::Parameter &p = parameters[i];
    auto query = [&](cl_kernel_arg_info what) {
      return detail::infoString([&](std::size_t size, void *value, std::size_t *ret) {
        return clGetKernelArgInfo(kernel, i, what, size, value, ret);
      });
    };
    p.name = query(CL_KERNEL_ARG_NAME);
    p.typeName = query(CL_KERNEL_ARG_TYPE_NAME);
    cl_kernel_arg_address_qualifier space = CL_KERNEL_ARG_ADDRESS_PRIVATE;
    if (clGetKernelArgInfo(kernel, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof(space), &space,
                           nullptr) == CL_SUCCESS)
      p.addressSpace = space;
    const bool afterPointer =
        i > 0 && (parameters[i - 1].addressSpace == CL_KERNEL_ARG_ADDRESS_GLOBAL ||
                  parameters[i - 1].addressSpace == CL_KERNEL_ARG_ADDRESS_CONSTANT);
    p.isOffset = afterPointer && p.addressSpace == CL_KERNEL_ARG_ADDRESS_PRIVATE &&
                 endsWith(p.name, abi::OffsetParameterSuffix);
  }
  return parameters;
}

} // namespace

Kernel::Kernel(Handle<cl_kernel> kernel, std::shared_ptr<const detail::BuiltProgram> program,
               std::string name)
    : program_(std::move(program)), name_(std::move(name)) {
  detail::check(
      clGetKernelInfo(kernel.get(), CL_KERNEL_NUM_ARGS, sizeof(numArgs_), &numArgs_, nullptr),
      ErrorCode::invalidDeviceFunction, "clGetKernelInfo(" + name_ + ")");
  parameters_ = queryParameters(kernel.get(), numArgs_);
  for (const Parameter &p : parameters_)
    offsetParameterCount_ += p.isOffset ? 1 : 0;
  takesWarpScratch_ = numArgs_ > 0 && parameters_.back().name == kWarpScratchName &&
                      parameters_.back().addressSpace == CL_KERNEL_ARG_ADDRESS_LOCAL;
  primary_ = makeVariant(std::move(kernel), *program_, name_);
}

cl_ulong Kernel::localMemSize() const { return kernelLocalMemSize(primary_.kernel.get(), name_); }

const Kernel::Variant &Kernel::rebuilt(Backend backend, bool zeroOffsets) {
  for (const Rebuilt &r : rebuilt_)
    if (r.variant->backend == backend && r.variant->zeroOffsets == zeroOffsets)
      return *r.variant;
  Rebuilt r;
  r.program = detail::rebuildFor(*program_, backend, zeroOffsets);
  cl_int status = CL_SUCCESS;
  Handle<cl_kernel> kernel(clCreateKernel(r.program->program.get(), name_.c_str(), &status));
  detail::check(status, ErrorCode::invalidDeviceFunction,
                "clCreateKernel('" + name_ + "') in the " + rt::name(backend) + " build" +
                    (zeroOffsets ? "" : " with offsets") + " of '" + program_->displayName + "'");
  r.variant = std::make_unique<Variant>(makeVariant(std::move(kernel), *r.program, name_));
  rebuilt_.push_back(std::move(r));
  return *rebuilt_.back().variant;
}

const Kernel::Variant &Kernel::variantFor(unsigned long long workGroupSize, bool offsetsPassed) {
  const Backend backend = launchBackend(primary_.backend, workGroupSize);
  const bool zeroOffsets = primary_.zeroOffsets && !offsetsPassed;
  if (backend == primary_.backend && zeroOffsets == primary_.zeroOffsets)
    return primary_;
  return rebuilt(backend, zeroOffsets);
}

const Kernel::Variant &Kernel::warpFormOf(const Variant &variant) {
  Variant *own = &primary_;
  const detail::BuiltProgram *program = program_.get();
  for (Rebuilt &r : rebuilt_)
    if (r.variant.get() == &variant)
      own = r.variant.get(), program = r.program.get();
  if (own != &variant || variant.lanesPerWorkItem != 1)
    return variant;
  if (!own->warpFormLookedUp) {
    own->warpFormLookedUp = true;
    const std::string warpName = name_ + abi::WarpFormSuffix;
    cl_int status = CL_SUCCESS;
    Handle<cl_kernel> kernel(clCreateKernel(program->program.get(), warpName.c_str(), &status));
    // Absent (CL_INVALID_KERNEL_NAME) unless the translator wrote one and the build was for a
    // CPU device (#if CU2CL_DEVICE_CPU).
    if (status == CL_SUCCESS) {
      own->warpForm = std::make_unique<Variant>(makeVariant(std::move(kernel), *program, warpName));
      own->warpForm->lanesPerWorkItem = 32;
      if (detail::verbose())
        std::fprintf(stderr, "cu2cl: kernel '%s' runs as %s, one work-item per warp\n",
                     name_.c_str(), warpName.c_str());
    }
  }
  return own->warpForm ? *own->warpForm : variant;
}

} // namespace cu2cl::rt
