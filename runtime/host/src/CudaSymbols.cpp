// `__device__`/`__constant__` variables: cu2cl::Symbol registration, their device buffers (made
// on first need from the host shadow), and the CUDA calls that take a symbol.
#include "CudaErrors.h"
#include "CudaMemory.h"
#include "DevicePointerRegistry.h"
#include "ModuleImpl.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Device.h"

#include <map>
#include <mutex>
#include <sstream>
#include <vector>

namespace cu2cl {
namespace detail {
namespace {

using rt::ErrorCode;

struct Symbols {
  std::mutex mutex;
  std::map<const void *, SymbolState *> byShadow;
  std::vector<SymbolState *> all; // also those whose Symbol object is gone (cu2clDeviceReset)
};

Symbols &symbols() {
  static Symbols *instance = new Symbols; // Symbol objects register before main
  return *instance;
}

SymbolState &requireSymbol(const void *shadow) {
  Symbols &s = symbols();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto it = s.byShadow.find(shadow);
  if (it == s.byShadow.end()) {
    std::ostringstream text;
    text << shadow
         << " is not the address of a __device__ or __constant__ variable registered "
            "with cu2cl::Symbol";
    fail(ErrorCode::invalidSymbol, text.str());
  }
  return *it->second;
}

void requireRange(const SymbolState &symbol, std::size_t count, std::size_t offset) {
  if (offset > symbol.bytes || count > symbol.bytes - offset)
    fail(ErrorCode::invalidValue, std::to_string(count) + " bytes at offset " +
                                      std::to_string(offset) + " lie outside the variable (" +
                                      symbol.parameterName + ", " + std::to_string(symbol.bytes) +
                                      " bytes)");
}

} // namespace

bool isSymbol(const void *hostShadow) noexcept {
  Symbols &s = symbols();
  std::lock_guard<std::mutex> lock(s.mutex);
  return s.byShadow.count(hostShadow) != 0;
}

void *symbolAddress(SymbolState &symbol) {
  Symbols &s = symbols();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (!symbol.address) {
    rt::DeviceMemory memory(symbol.bytes);
    // Before anything can use the buffer: no stream ordering needed.
    memory.writeBytes(symbol.shadow, symbol.bytes);
    symbol.address = registerAllocation(std::move(memory), AllocationKind::symbol);
  }
  return symbol.address;
}

/// cu2clDeviceReset: the variables get their initial values again on next use.
void resetSymbols() {
  Symbols &s = symbols();
  std::lock_guard<std::mutex> lock(s.mutex);
  releaseAllAllocations(AllocationKind::symbol);
  for (SymbolState *symbol : s.all)
    symbol->address = nullptr;
}

} // namespace detail

Symbol::Symbol(Module &module, const char *parameterName, const void *hostShadow, std::size_t bytes)
    : hostShadow_(hostShadow) {
  auto *state = new detail::SymbolState{parameterName, hostShadow, bytes, nullptr};
  {
    detail::Symbols &s = detail::symbols();
    std::lock_guard<std::mutex> lock(s.mutex);
    s.byShadow[hostShadow] = state;
    s.all.push_back(state);
  }
  detail::ModuleState &m = module.state();
  std::lock_guard<std::mutex> lock(m.mutex);
  m.symbols[parameterName] = state;
}

Symbol::~Symbol() {
  // The state (and its buffer) stays: a static Symbol dies at exit, when releasing OpenCL
  // objects races with the driver's teardown. Only its lookup by the dying shadow goes.
  detail::Symbols &s = detail::symbols();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.byShadow.erase(hostShadow_);
}

} // namespace cu2cl

using cu2cl::detail::apiCall;
using cu2cl::detail::fail;
using cu2cl::detail::requireRange;
using cu2cl::detail::requireSymbol;
using cu2cl::detail::SymbolState;
using cu2cl::rt::ErrorCode;

namespace {

char *deviceAddress(const void *symbol, std::size_t count, std::size_t offset) {
  SymbolState &state = requireSymbol(symbol);
  requireRange(state, count, offset);
  return static_cast<char *>(cu2cl::detail::symbolAddress(state)) + offset;
}

cu2clMemcpyKind checkedKind(cu2clMemcpyKind kind, cu2clMemcpyKind hostSide) {
  if (kind != hostSide && kind != cu2clMemcpyDeviceToDevice && kind != cu2clMemcpyDefault)
    fail(ErrorCode::invalidMemcpyDirection,
         "a copy to or from a symbol is host-to-device, device-to-host, device-to-device or "
         "default");
  return kind;
}

} // namespace

cu2clError_t cu2clMemcpyToSymbol(const void *symbol, const void *src, std::size_t count,
                                 std::size_t offset, cu2clMemcpyKind kind) {
  return apiCall("cu2clMemcpyToSymbol", [&] {
    cu2cl::detail::copy(deviceAddress(symbol, count, offset), src, count,
                        checkedKind(kind, cu2clMemcpyHostToDevice), nullptr, true,
                        "cu2clMemcpyToSymbol");
  });
}

cu2clError_t cu2clMemcpyFromSymbol(void *dst, const void *symbol, std::size_t count,
                                   std::size_t offset, cu2clMemcpyKind kind) {
  return apiCall("cu2clMemcpyFromSymbol", [&] {
    cu2cl::detail::copy(dst, deviceAddress(symbol, count, offset), count,
                        checkedKind(kind, cu2clMemcpyDeviceToHost), nullptr, true,
                        "cu2clMemcpyFromSymbol");
  });
}

cu2clError_t cu2clMemcpyToSymbolAsync(const void *symbol, const void *src, std::size_t count,
                                      std::size_t offset, cu2clMemcpyKind kind,
                                      cu2clStream_t stream) {
  return apiCall("cu2clMemcpyToSymbolAsync", [&] {
    cu2cl::detail::copy(deviceAddress(symbol, count, offset), src, count,
                        checkedKind(kind, cu2clMemcpyHostToDevice), stream, false,
                        "cu2clMemcpyToSymbolAsync");
  });
}

cu2clError_t cu2clMemcpyFromSymbolAsync(void *dst, const void *symbol, std::size_t count,
                                        std::size_t offset, cu2clMemcpyKind kind,
                                        cu2clStream_t stream) {
  return apiCall("cu2clMemcpyFromSymbolAsync", [&] {
    cu2cl::detail::copy(dst, deviceAddress(symbol, count, offset), count,
                        checkedKind(kind, cu2clMemcpyDeviceToHost), stream, false,
                        "cu2clMemcpyFromSymbolAsync");
  });
}

cu2clError_t cu2clGetSymbolAddress(void **devPtr, const void *symbol) {
  return apiCall("cu2clGetSymbolAddress", [&] {
    if (!devPtr)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    *devPtr = cu2cl::detail::symbolAddress(requireSymbol(symbol));
  });
}

cu2clError_t cu2clGetSymbolSize(std::size_t *size, const void *symbol) {
  return apiCall("cu2clGetSymbolSize", [&] {
    if (!size)
      fail(ErrorCode::invalidValue, "the result pointer is null");
    *size = requireSymbol(symbol).bytes;
  });
}
