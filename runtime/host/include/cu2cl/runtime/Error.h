// Errors of the cu2cl runtime: a CUDA-style error code plus the OpenCL status behind it.
#pragma once

#include "cu2cl/runtime/Handle.h"

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace cu2cl::rt {

/// What went wrong, in CUDA's terms. The values are those of the matching cudaError_t
/// enumerators, so that a CUDA host API on top of this runtime can return them unchanged.
enum class ErrorCode : int {
  success = 0,                       // cudaSuccess
  invalidValue = 1,                  // cudaErrorInvalidValue
  memoryAllocation = 2,              // cudaErrorMemoryAllocation
  initializationError = 3,           // cudaErrorInitializationError
  invalidConfiguration = 9,          // cudaErrorInvalidConfiguration
  invalidSymbol = 13,                // cudaErrorInvalidSymbol
  invalidDevicePointer = 17,         // cudaErrorInvalidDevicePointer
  invalidMemcpyDirection = 21,       // cudaErrorInvalidMemcpyDirection
  missingConfiguration = 52,         // cudaErrorMissingConfiguration
  invalidDeviceFunction = 98,        // cudaErrorInvalidDeviceFunction
  noDevice = 100,                    // cudaErrorNoDevice
  invalidDevice = 101,               // cudaErrorInvalidDevice
  invalidKernelImage = 200,          // cudaErrorInvalidKernelImage
  programBuildFailed = 300,          // cudaErrorInvalidSource
  fileNotFound = 301,                // cudaErrorFileNotFound
  invalidResourceHandle = 400,       // cudaErrorInvalidResourceHandle
  illegalState = 401,                // cudaErrorIllegalState
  notReady = 600,                    // cudaErrorNotReady
  launchOutOfResources = 701,        // cudaErrorLaunchOutOfResources
  deviceAssert = 710,                // cudaErrorAssert
  hostMemoryAlreadyRegistered = 712, // cudaErrorHostMemoryAlreadyRegistered
  hostMemoryNotRegistered = 713,     // cudaErrorHostMemoryNotRegistered
  launchFailure = 719,               // cudaErrorLaunchFailure
  notSupported = 801,                // cudaErrorNotSupported
  streamCaptureUnsupported = 900,    // cudaErrorStreamCaptureUnsupported
  streamCaptureInvalidated = 901,    // cudaErrorStreamCaptureInvalidated
  streamCaptureUnmatched = 903,      // cudaErrorStreamCaptureUnmatched
  streamCaptureUnjoined = 904,       // cudaErrorStreamCaptureUnjoined
  streamCaptureIsolation = 905,      // cudaErrorStreamCaptureIsolation
  streamCaptureImplicit = 906,       // cudaErrorStreamCaptureImplicit
  unknown = 999,                     // cudaErrorUnknown
};

/// The CUDA enumerator's name, e.g. "cudaErrorInvalidConfiguration".
const char *name(ErrorCode code);
/// A short message in CUDA's words, e.g. "invalid configuration argument".
const char *describe(ErrorCode code);

/// The OpenCL status's name, e.g. "CL_OUT_OF_RESOURCES"; "CL_UNKNOWN_ERROR" if it is none of
/// OpenCL 1.2's (or the ICD loader's CL_PLATFORM_NOT_FOUND_KHR).
const char *errorName(cl_int status);
/// Name and readable message, e.g. "CL_OUT_OF_RESOURCES: the device ran out of resources ...".
const char *describe(cl_int status);

/// Thrown by every failing runtime call.
class Error : public std::runtime_error {
public:
  Error(ErrorCode code, const std::string &message, cl_int clStatus = CL_SUCCESS);
  ErrorCode code() const noexcept { return code_; }
  /// The OpenCL status that caused the error, CL_SUCCESS where none did.
  cl_int clStatus() const noexcept { return clStatus_; }

private:
  ErrorCode code_;
  cl_int clStatus_;
};

namespace detail {
/// Throws Error(code, "<what>: <describe(status)> (<status>)", status).
[[noreturn]] void fail(ErrorCode code, cl_int status, std::string_view what);
/// Throws unless status is CL_SUCCESS; allocation failures become ErrorCode::memoryAllocation.
inline void check(cl_int status, ErrorCode code, std::string_view what) {
  if (status != CL_SUCCESS)
    fail(code, status, what);
}
/// The same with the description made only on failure: `describe()` returns it. For the calls
/// of every launch, whose messages would otherwise cost a few string allocations each.
template <class Describe, class = decltype(std::string(std::declval<Describe &>()()))>
void check(cl_int status, ErrorCode code, Describe &&describe) {
  if (status != CL_SUCCESS)
    fail(code, status, describe());
}
} // namespace detail

} // namespace cu2cl::rt
