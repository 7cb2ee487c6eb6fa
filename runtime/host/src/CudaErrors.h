// Internal: how the CUDA API turns the runtime's exceptions into recorded error numbers.
#pragma once

#include "RuntimeVariables.h"
#include "cu2cl/runtime/CudaTypes.h"
#include "cu2cl/runtime/Error.h"

#include <exception>
#include <new>
#include <string>
#include <type_traits>

namespace cu2cl::detail {

/// CU2CL_VERBOSE is 1.
bool verbose();

/// Who hears of a recorded error besides the program: with CU2CL_VERBOSE, every error is
/// printed; a kernel launch's first failure is printed anyway (a kernel that was not launched
/// leaves its results unwritten, and many programs never look at the error after a launch).
enum class Announce { ifVerbose, firstLaunchFailure };

/// Makes `error` this thread's last error; prints "<function>: <message>" to stderr as
/// `announce` says. Returns `error`.
cu2clError_t recordError(cu2clError_t error, const char *function, const std::string &message,
                         Announce announce = Announce::ifVerbose);

/// Throws rt::Error(code, message): how the API's own checks fail.
[[noreturn]] inline void fail(rt::ErrorCode code, const std::string &message) {
  throw rt::Error(code, message);
}

/// cu2clErrorAssert once a device assertion has failed, cu2clErrorLaunchFailure once a
/// __trap() ran (RuntimeVariables.h), recorded.
cu2clError_t deviceFailureError(const char *function, unsigned failure);

/// Runs `body` and returns cu2clSuccess, or records what it threw. A body that returns a
/// cu2clError_t (cu2clErrorNotReady of the queries) has it returned unrecorded. After a failed
/// device assertion or a __trap() every call fails, as in CUDA; the call that waits for the
/// failing kernel (a synchronisation, a copy) is the first to say so.
template <class Body>
cu2clError_t apiCall(const char *function, Body &&body,
                     Announce announce = Announce::ifVerbose) noexcept {
  try {
    if (unsigned failure = deviceFailure())
      return deviceFailureError(function, failure);
    cu2clError_t result = cu2clSuccess;
    if constexpr (std::is_void_v<decltype(body())>)
      body();
    else
      result = body();
    if (unsigned failure = deviceFailure())
      return deviceFailureError(function, failure);
    return result;
  } catch (const rt::Error &error) {
    return recordError(static_cast<cu2clError_t>(error.code()), function, error.what(), announce);
  } catch (const std::bad_alloc &) {
    return recordError(cu2clErrorMemoryAllocation, function, "out of host memory", announce);
  } catch (const std::exception &error) {
    return recordError(cu2clErrorUnknown, function, error.what(), announce);
  } catch (...) {
    return recordError(cu2clErrorUnknown, function, "an unknown exception", announce);
  }
}

} // namespace cu2cl::detail
