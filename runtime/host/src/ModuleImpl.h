// Internal: what a cu2cl::Module keeps, shared by Module.cpp, CudaSymbols.cpp and
// CudaLaunch.cpp.
#pragma once

#include "cu2cl/runtime/Error.h"
#include "cu2cl/runtime/Kernel.h"
#include "cu2cl/runtime/Module.h"
#include "cu2cl/runtime/Program.h"

#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace cu2cl::detail {

/// One registered `__device__`/`__constant__` variable. Never freed (see Module).
struct SymbolState {
  std::string parameterName;
  const void *shadow = nullptr;
  std::size_t bytes = 0;
  void *address = nullptr; // its device pointer; null until first needed
  bool managed = false;    // a __managed__ variable: the shadow is the host's copy
  /// Managed: the shadow's bytes when the device's copy last equalled it, and whether the
  /// device may have written its copy since (device work came after that).
  std::vector<unsigned char> handedOver;
  bool deviceHolds = false;
};

/// Managed variables (Symbol::managed) at a hand-over (ManagedMemory.h): a shadow the host
/// changed is written to the device's copy; after device work, the device's copy is read into
/// the shadow.
void handManagedSymbolsToDevice();
void handManagedSymbolsToHost();

/// The device pointer of `symbol`'s buffer, made and initialised from the shadow on first
/// need. Throws what the allocation throws.
void *symbolAddress(SymbolState &symbol);
/// Releases every symbol's buffer; the next use makes it again from the shadow
/// (cu2clDeviceReset).
void resetSymbols();

struct KernelEntry {
  explicit KernelEntry(rt::Kernel k) : kernel(std::move(k)) {}
  std::mutex mutex; // a kernel's arguments are state: one launch binds them at a time
  rt::Kernel kernel;
};

struct ModuleState {
  explicit ModuleState(std::string clFileName) : name(std::move(clFileName)) {}

  const std::string name;
  std::mutex mutex;
  bool attempted = false; // whether finding and building the program was tried
  std::optional<rt::Program> program;
  std::optional<rt::Error> failure; // why there is no program
  std::map<std::string, std::unique_ptr<KernelEntry>> kernels;
  std::map<std::string, SymbolState *> symbols; // by parameter name

  /// The kernel called `kernelName`, after finding and building the program on first use.
  /// Throws rt::Error: invalidKernelImage (no source), programBuildFailed, or
  /// invalidDeviceFunction (no such kernel).
  KernelEntry &kernel(const std::string &kernelName);
  /// The symbol registered for `parameterName`, null if none.
  SymbolState *symbol(const std::string &parameterName);
};

} // namespace cu2cl::detail
