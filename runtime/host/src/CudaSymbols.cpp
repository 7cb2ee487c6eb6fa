// `__device__`/`__constant__` variables: cu2cl::Symbol registration, their device buffers (made
// on first need from the host shadow), and the CUDA calls that take a symbol.
#include "CudaErrors.h"
#include "CudaMemory.h"
#include "CudaStreams.h"
#include "DevicePointerRegistry.h"
#include "ModuleImpl.h"
#include "cu2cl/cuda_api.h"
#include "cu2cl/runtime/Device.h"

#include <cstring>
#include <map>
#include <mutex>
#include <optional>
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
    if (symbol.managed) {
      const auto *bytes = static_cast<const unsigned char *>(symbol.shadow);
      symbol.handedOver.assign(bytes, bytes + symbol.bytes);
    }
  }
  if (symbol.managed)
    symbol.deviceHolds = true; // whoever asked will have the device use it
  return symbol.address;
}

void handManagedSymbolsToDevice() {
  Symbols &s = symbols();
  std::lock_guard<std::mutex> lock(s.mutex);
  for (SymbolState *symbol : s.all) {
    if (!symbol->managed || !symbol->address || !s.byShadow.count(symbol->shadow))
      continue;
    if (std::memcmp(symbol->shadow, symbol->handedOver.data(), symbol->bytes) != 0) {
      // The host wrote its variable: the device's copy takes it, after the work before.
      const std::optional<DevicePointer> target = resolveDevicePointer(symbol->address);
      rt::detail::check(clEnqueueWriteBuffer(rt::Device::current().queue(), target->memory, CL_TRUE,
                                             target->offset, symbol->bytes, symbol->shadow, 0,
                                             nullptr, nullptr),
                        ErrorCode::launchFailure, "clEnqueueWriteBuffer of a managed variable");
      std::memcpy(symbol->handedOver.data(), symbol->shadow, symbol->bytes);
    }
    symbol->deviceHolds = true;
  }
}

void handManagedSymbolsToHost() {
  std::vector<SymbolState *> held;
  {
    Symbols &s = symbols();
    std::lock_guard<std::mutex> lock(s.mutex);
    for (SymbolState *symbol : s.all)
      if (symbol->managed && symbol->deviceHolds && symbol->address &&
          s.byShadow.count(symbol->shadow))
        held.push_back(symbol);
  }
  if (held.empty())
    return;
  // Work on another stream may still write them (without concurrent managed access CUDA would
  // not let the host look before it ends either).
  synchronizeAllStreams();
  Symbols &s = symbols();
  std::lock_guard<std::mutex> lock(s.mutex);
  for (SymbolState *symbol : held) {
    const std::optional<DevicePointer> source = resolveDevicePointer(symbol->address);
    rt::detail::check(clEnqueueReadBuffer(rt::Device::current().queue(), source->memory, CL_TRUE,
                                          source->offset, symbol->bytes,
                                          const_cast<void *>(symbol->shadow), 0, nullptr, nullptr),
                      ErrorCode::launchFailure, "clEnqueueReadBuffer of a managed variable");
    std::memcpy(symbol->handedOver.data(), symbol->shadow, symbol->bytes);
    symbol->deviceHolds = false;
  }
}

/// cu2clDeviceReset: the variables get their initial values again on next use.
void resetSymbols() {
  Symbols &s = symbols();
  std::lock_guard<std::mutex> lock(s.mutex);
  releaseAllAllocations(AllocationKind::symbol);
  for (SymbolState *symbol : s.all) {
    symbol->address = nullptr;
    symbol->deviceHolds = false;
  }
}

} // namespace detail

Symbol::Symbol(Module &module, const char *parameterName, const void *hostShadow, std::size_t bytes,
               Kind kind)
    : hostShadow_(hostShadow) {
  auto *state = new detail::SymbolState;
  state->parameterName = parameterName;
  state->shadow = hostShadow;
  state->bytes = bytes;
  state->managed = kind == managed;
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
