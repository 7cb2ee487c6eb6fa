// The OpenCL program of a translated file as its host code sees it: cu2cl::Module, the
// `__device__`/`__constant__` variables registered with it (cu2cl::Symbol), and program
// sources embedded in the executable (cu2cl::EmbeddedSource). docs/host-translation.md.
#pragma once

#include <cstddef>
#include <memory>

namespace cu2cl {

namespace detail {
struct ModuleState;
}

/// A program source compiled into the executable (cu2cl-cc generates one static object per
/// .cl file). Module finds it by name before it looks for a file. Both strings must outlive
/// the program (string literals do). Registering a name twice keeps the later source.
class EmbeddedSource {
public:
  EmbeddedSource(const char *name, const char *source);
  EmbeddedSource(const EmbeddedSource &) = delete;
  EmbeddedSource &operator=(const EmbeddedSource &) = delete;
};

/// One translated OpenCL program (`static cu2cl::Module cu2cl_module("prog.cl");`). Nothing
/// happens until its first use (a launch, a symbol copy); then it finds its source, in order:
///   1. an EmbeddedSource of the same name (or the same file name);
///   2. $CU2CL_PROGRAM_DIR/<name>;
///   3. the executable's directory (/proc/self/exe; Linux only);
///   4. the current directory (an absolute name is used as it is);
/// and builds it for the process's device with rt::Program's automatic backend choice.
/// A missing source is cu2clErrorInvalidKernelImage, with every place looked at in the message;
/// a build failure is cu2clErrorInvalidSource, and its build log is printed to stderr once.
/// Both are recorded by the call that needed the program, never thrown.
///
/// A Module (and everything it built) is never released: modules are static objects, and
/// releasing OpenCL objects while the process exits races with the drivers' teardown.
class Module {
public:
  explicit Module(const char *clFileName);
  ~Module();
  Module(const Module &) = delete;
  Module &operator=(const Module &) = delete;

  detail::ModuleState &state() const noexcept { return *state_; }

private:
  detail::ModuleState *state_; // leaked on purpose, see above
};

/// A kernel of `module`'s program that other files may launch: what a kernel with external
/// linkage is in CUDA, where the linker joins a launch to the kernel's host stub. The file that
/// defines the kernel defines its export (weak for a template's instantiation, which several
/// files may instantiate), and a file that only declares the kernel launches through it:
///   extern "C" const cu2cl::KernelExport cu2cl_kernel_Z4fillPii = {&cu2cl_module, "fill"};
///   extern "C" const cu2cl::KernelExport cu2cl_kernel_Z4fillPii; // in the launching file
/// The system linker then finds the kernel's program, or reports the kernel missing, as it does
/// for CUDA. Constant-initialised: usable by other files' static initialisers.
struct KernelExport {
  Module *module;
  const char *kernelName; ///< The kernel's name in the module's OpenCL program.
};

/// A `__device__` or `__constant__` variable of `module`'s program (what the translator emits
/// after the variable's host shadow):
///   static cu2cl::Symbol cu2cl_symbol_v_registration(cu2cl_module, "cu2cl_symbol_v", &v,
///                                                    sizeof(v));
/// `parameterName` is the kernels' parameter for it; `hostShadow` holds the initial value and
/// is the address cu2clMemcpyToSymbol & co. look the symbol up by. The device buffer is made
/// on first need (a launch of a kernel that takes it, a copy, cu2clGetSymbolAddress),
/// initialised from the shadow, and is a device pointer like cu2clMalloc's.
class Symbol {
public:
  /// A `__managed__` variable: host code reads and writes the shadow itself, which the runtime
  /// hands to the device's copy when device work is submitted after a host write, and back
  /// after the host synchronises with the device, as managed memory (cu2clMallocManaged).
  enum Kind { device, managed };
  Symbol(Module &module, const char *parameterName, const void *hostShadow, std::size_t bytes,
         Kind kind = device);
  ~Symbol();
  Symbol(const Symbol &) = delete;
  Symbol &operator=(const Symbol &) = delete;

private:
  const void *hostShadow_;
};

} // namespace cu2cl
