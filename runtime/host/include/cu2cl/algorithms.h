// Device-wide algorithms for translated thrust and CUB calls (docs/host-translation.md): scans,
// reductions, count_if and copy_if on device memory, run as the OpenCL kernels that the
// translator instantiates in the program from the device library's macros
// (runtime/device/cu2cl/algorithms.h). Every call names its Module and the NAME of the macro
// instantiation; the kernels are NAME_upsweep, NAME_downsweep and NAME_final.
//
//   thrust::exclusive_scan(thrust::device, d, d + n, out, 5)
//     -> cu2cl::exclusive_scan(cu2cl_module, "scan_int", d, d + n, out, 5)
//   cub::DeviceReduce::Sum(tmp, bytes, d, out, n)
//     -> cu2cl::cub::DeviceReduce::Sum(cu2cl_module, "reduce_int", tmp, bytes, d, out, n)
//
// Pointers are device pointers (cu2clMalloc's, or a symbol's) or cu2cl::device_ptr; elements
// are int, unsigned, long, unsigned long, long long, unsigned long long, float or double (as
// the instantiation's T). Errors are recorded as the last error (cu2clGetLastError), as every
// cu2cl API call records them, and never thrown; a failed thrust-style call returns what it
// would return for an empty range.
//
// The kernels run in work-groups of 256 work-items on GPUs and of one on CPUs (see the device
// header); the environment variable CU2CL_ALGORITHM_GROUP_SIZE=<n> forces another size, for tests
// and measurements.
#pragma once

#include "cu2cl/cuda_api.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>
// This header replaces <cub/cub.cuh> and thrust's headers in the translated host code. CUDA's
// own reach the host through libcu++, which includes these; programs use std::chrono and friends
// without including them (as cuda-include/cub/cub.cuh gives them to the translator's parse).
#include <array>
#include <chrono>
#include <limits>
#include <utility>

namespace cu2cl {

// --- device_ptr --------------------------------------------------------------------------------

/// One element of device memory seen from the host (what `*p` and `p[i]` of a device_ptr give):
/// reading it and assigning to it copy sizeof(T) bytes with cu2clMemcpy.
template <class T> class device_reference {
public:
  explicit device_reference(T *p) noexcept : p_(p) {}
  operator std::remove_cv_t<T>() const {
    std::remove_cv_t<T> value{};
    cu2clMemcpy(&value, p_, sizeof(T), cu2clMemcpyDeviceToHost);
    return value;
  }
  const device_reference &operator=(const std::remove_cv_t<T> &value) const {
    cu2clMemcpy(p_, &value, sizeof(T), cu2clMemcpyHostToDevice);
    return *this;
  }
  const device_reference &operator=(const device_reference &other) const {
    return *this = static_cast<std::remove_cv_t<T>>(other);
  }

private:
  T *p_;
};

/// thrust::device_ptr: a device pointer that says so in its type. It converts to and from T*
/// implicitly, so translated code can pass either where the other is expected.
template <class T> class device_ptr {
public:
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using difference_type = std::ptrdiff_t;
  using pointer = T *;
  using reference = device_reference<T>;
  using iterator_category = std::random_access_iterator_tag;

  constexpr device_ptr() noexcept = default;
  constexpr device_ptr(std::nullptr_t) noexcept {}
  constexpr device_ptr(T *p) noexcept : p_(p) {}
  template <class U, class = std::enable_if_t<std::is_convertible_v<U *, T *>>>
  constexpr device_ptr(device_ptr<U> other) noexcept : p_(other.get()) {}

  constexpr T *get() const noexcept { return p_; }
  constexpr operator T *() const noexcept { return p_; }

  reference operator*() const noexcept { return reference(p_); }
  reference operator[](difference_type i) const noexcept { return reference(p_ + i); }

  constexpr device_ptr &operator++() noexcept { return ++p_, *this; }
  constexpr device_ptr &operator--() noexcept { return --p_, *this; }
  constexpr device_ptr operator++(int) noexcept { return device_ptr(p_++); }
  constexpr device_ptr operator--(int) noexcept { return device_ptr(p_--); }
  constexpr device_ptr &operator+=(difference_type n) noexcept { return p_ += n, *this; }
  constexpr device_ptr &operator-=(difference_type n) noexcept { return p_ -= n, *this; }

  // With an operand of each kind, so that no call needs a conversion that the built-in pointer
  // operators could match as well (which would be ambiguous).
  friend constexpr device_ptr operator+(device_ptr p, difference_type n) noexcept {
    return device_ptr(p.p_ + n);
  }
  friend constexpr device_ptr operator+(difference_type n, device_ptr p) noexcept {
    return device_ptr(p.p_ + n);
  }
  friend constexpr device_ptr operator-(device_ptr p, difference_type n) noexcept {
    return device_ptr(p.p_ - n);
  }
  friend constexpr difference_type operator-(device_ptr a, device_ptr b) noexcept {
    return a.p_ - b.p_;
  }
  friend constexpr difference_type operator-(device_ptr a, T *b) noexcept { return a.p_ - b; }
  friend constexpr difference_type operator-(T *a, device_ptr b) noexcept { return a - b.p_; }

#define CU2CL_DEVICE_PTR_COMPARISON(op)                                                            \
  friend constexpr bool operator op(device_ptr a, device_ptr b) noexcept { return a.p_ op b.p_; }  \
  friend constexpr bool operator op(device_ptr a, T *b) noexcept { return a.p_ op b; }             \
  friend constexpr bool operator op(T *a, device_ptr b) noexcept { return a op b.p_; }
  CU2CL_DEVICE_PTR_COMPARISON(==)
  CU2CL_DEVICE_PTR_COMPARISON(!=)
  CU2CL_DEVICE_PTR_COMPARISON(<)
  CU2CL_DEVICE_PTR_COMPARISON(<=)
  CU2CL_DEVICE_PTR_COMPARISON(>)
  CU2CL_DEVICE_PTR_COMPARISON(>=)
#undef CU2CL_DEVICE_PTR_COMPARISON
  friend constexpr bool operator==(device_ptr a, std::nullptr_t) noexcept { return !a.p_; }
  friend constexpr bool operator!=(device_ptr a, std::nullptr_t) noexcept { return a.p_; }

private:
  T *p_ = nullptr;
};

template <class T> constexpr device_ptr<T> device_pointer_cast(T *p) noexcept {
  return device_ptr<T>(p);
}
template <class T> constexpr device_ptr<T> device_pointer_cast(device_ptr<T> p) noexcept {
  return p;
}
template <class T> constexpr T *raw_pointer_cast(T *p) noexcept { return p; }
template <class T> constexpr T *raw_pointer_cast(device_ptr<T> p) noexcept { return p.get(); }

// --- what the algorithms share (Algorithms.cpp) ------------------------------------------------

namespace detail {

/// The iterators the algorithms take: T*, const T* and device_ptr<T>.
template <class It> struct AlgorithmIterator {
  // Any other iterator (thrust's fancy iterators, std::vector's): no algorithm overload.
  static constexpr bool accepted = false;
};
template <class T> struct AlgorithmIterator<T *> {
  static constexpr bool accepted = true;
  using element = std::remove_cv_t<T>;
  static T *raw(T *p) noexcept { return p; }
};
template <class T> struct AlgorithmIterator<device_ptr<T>> {
  static constexpr bool accepted = true;
  using element = std::remove_cv_t<T>;
  static T *raw(device_ptr<T> p) noexcept { return p.get(); }
};

/// The element type of the range `It` points to; no type (so no overload) for other iterators.
template <class It>
using ElementOf =
    std::enable_if_t<AlgorithmIterator<It>::accepted, typename AlgorithmIterator<It>::element>;

template <class It> const void *rawInput(It it) noexcept {
  return static_cast<const void *>(AlgorithmIterator<It>::raw(it));
}
template <class It> void *rawOutput(It it) noexcept {
  static_assert(!std::is_const_v<std::remove_pointer_t<decltype(AlgorithmIterator<It>::raw(it))>>,
                "the output range must not be const");
  return static_cast<void *>(AlgorithmIterator<It>::raw(it));
}

template <class T> constexpr void checkElement() {
  static_assert(std::is_arithmetic_v<T> && !std::is_same_v<T, bool>,
                "cu2cl's algorithms take int, unsigned, long, unsigned long, long long, "
                "unsigned long long, float or double elements");
}

/// One algorithm call as Algorithms.cpp runs it: `name` is the macro instantiation's NAME,
/// `function` the API name for messages ("cu2cl::exclusive_scan"), `n` the element count
/// (negative: an invalid range), `elementBytes` sizeof(T).
struct AlgorithmCall {
  Module &module;
  const char *name;
  const char *function;
  std::int64_t n;
  std::size_t elementBytes;
  cu2clStream_t stream = nullptr;
};

/// Bytes of scratch device memory the algorithms need for `n` elements of `elementBytes` on the
/// current device (a few KiB; never 0): what CUB's size query returns. Records nothing; 256 if
/// there is no device.
std::size_t algorithmTempBytes(std::int64_t n, std::size_t elementBytes) noexcept;

/// NAME_upsweep and NAME_downsweep: result[i] = init + first[0] + ... (+ first[i] if
/// `inclusive`). `temp` (tempBytes) is scratch device memory, or null for an allocation of
/// the call's own. Returns the first error, which is recorded.
cu2clError_t scanOnDevice(const AlgorithmCall &call, const void *first, void *result,
                          const LaunchArgument &init, bool inclusive, void *temp,
                          std::size_t tempBytes) noexcept;
/// NAME_upsweep and NAME_final: the sum plus init to the device pointer `deviceOut`, or, if
/// that is null, to the host memory `hostOut` (elementBytes bytes; the call then waits).
cu2clError_t reduceOnDevice(const AlgorithmCall &call, const void *first,
                            const LaunchArgument &init, void *deviceOut, void *hostOut, void *temp,
                            std::size_t tempBytes) noexcept;
/// NAME_upsweep and NAME_final of count_if: the number of matches to `count`. `pred` is the
/// functor's bytes for a stateful predicate, else null. Waits for the result.
cu2clError_t countOnDevice(const AlgorithmCall &call, const void *first, const LaunchArgument *pred,
                           std::uint64_t &count) noexcept;
/// NAME_upsweep and NAME_downsweep of copy_if: the matches, in order, to `result`, and their
/// number to `count`. Waits for the count.
cu2clError_t copyOnDevice(const AlgorithmCall &call, const void *first, void *result,
                          const LaunchArgument *pred, std::uint64_t &count) noexcept;

template <class It> std::int64_t distance(It first, It last) noexcept {
  return static_cast<std::int64_t>(AlgorithmIterator<It>::raw(last) -
                                   AlgorithmIterator<It>::raw(first));
}

} // namespace detail

// --- thrust ------------------------------------------------------------------------------------
// Each call is ordered on the default stream. Those that return a value (reduce, count_if,
// copy_if) wait for it; the scans return once their kernels are queued.

/// result[i] = init + first[0] + ... + first[i-1]. `result` may be `first` (in place).
template <class InIt, class OutIt>
OutIt exclusive_scan(Module &module, const char *name, InIt first, InIt last, OutIt result,
                     detail::ElementOf<InIt> init = {}) {
  using T = detail::ElementOf<InIt>;
  detail::checkElement<T>();
  static_assert(std::is_same_v<T, detail::ElementOf<OutIt>>, "input and output element types");
  const detail::AlgorithmCall call{module, name, "cu2cl::exclusive_scan",
                                   detail::distance(first, last), sizeof(T)};
  detail::scanOnDevice(call, detail::rawInput(first), detail::rawOutput(result),
                       detail::describeArgument(init), false, nullptr, 0);
  return call.n > 0 ? result + call.n : result;
}

/// result[i] = first[0] + ... + first[i]. `result` may be `first` (in place).
template <class InIt, class OutIt>
OutIt inclusive_scan(Module &module, const char *name, InIt first, InIt last, OutIt result) {
  using T = detail::ElementOf<InIt>;
  detail::checkElement<T>();
  static_assert(std::is_same_v<T, detail::ElementOf<OutIt>>, "input and output element types");
  const detail::AlgorithmCall call{module, name, "cu2cl::inclusive_scan",
                                   detail::distance(first, last), sizeof(T)};
  const T zero{};
  detail::scanOnDevice(call, detail::rawInput(first), detail::rawOutput(result),
                       detail::describeArgument(zero), true, nullptr, 0);
  return call.n > 0 ? result + call.n : result;
}

/// init + the sum of [first, last); init if the call fails.
template <class InIt>
detail::ElementOf<InIt> reduce(Module &module, const char *name, InIt first, InIt last,
                               detail::ElementOf<InIt> init = {}) {
  using T = detail::ElementOf<InIt>;
  detail::checkElement<T>();
  const detail::AlgorithmCall call{module, name, "cu2cl::reduce", detail::distance(first, last),
                                   sizeof(T)};
  T sum = init;
  if (call.n > 0 &&
      detail::reduceOnDevice(call, detail::rawInput(first), detail::describeArgument(init), nullptr,
                             &sum, nullptr, 0) != cu2clSuccess)
    return init;
  return sum;
}

/// The number of elements for which the translated functor's F_call(x) is true (the macro's
/// stateless form, for a functor without data members); 0 if the call fails.
template <class InIt>
auto count_if(Module &module, const char *name, InIt first, InIt last)
    -> std::enable_if_t<detail::AlgorithmIterator<InIt>::accepted, std::ptrdiff_t> {
  detail::checkElement<detail::ElementOf<InIt>>();
  const detail::AlgorithmCall call{module, name, "cu2cl::count_if", detail::distance(first, last),
                                   sizeof(detail::ElementOf<InIt>)};
  std::uint64_t count = 0;
  detail::countOnDevice(call, detail::rawInput(first), nullptr, count);
  return static_cast<std::ptrdiff_t>(count);
}

/// As above with F_call(&pred, x) (the macro's _WITH_STATE form): `pred`'s bytes go to the
/// kernel's `F pred` parameter, whose size must equal sizeof(F).
template <class InIt, class F>
auto count_if(Module &module, const char *name, InIt first, InIt last, const F &pred)
    -> std::enable_if_t<detail::AlgorithmIterator<InIt>::accepted, std::ptrdiff_t> {
  detail::checkElement<detail::ElementOf<InIt>>();
  static_assert(std::is_trivially_copyable_v<F>, "the predicate is passed as its bytes");
  const detail::AlgorithmCall call{module, name, "cu2cl::count_if", detail::distance(first, last),
                                   sizeof(detail::ElementOf<InIt>)};
  const detail::LaunchArgument state = detail::describeArgument(pred);
  std::uint64_t count = 0;
  detail::countOnDevice(call, detail::rawInput(first), &state, count);
  return static_cast<std::ptrdiff_t>(count);
}

/// Copies the elements for which F_call(x) is true to result, in order, and returns the end of
/// what it wrote (`result` if the call fails). The ranges must not overlap.
template <class InIt, class OutIt>
auto copy_if(Module &module, const char *name, InIt first, InIt last, OutIt result)
    -> std::enable_if_t<detail::AlgorithmIterator<OutIt>::accepted, OutIt> {
  using T = detail::ElementOf<InIt>;
  detail::checkElement<T>();
  static_assert(std::is_same_v<T, detail::ElementOf<OutIt>>, "input and output element types");
  const detail::AlgorithmCall call{module, name, "cu2cl::copy_if", detail::distance(first, last),
                                   sizeof(T)};
  std::uint64_t count = 0;
  if (detail::copyOnDevice(call, detail::rawInput(first), detail::rawOutput(result), nullptr,
                           count) != cu2clSuccess)
    return result;
  return result + static_cast<std::ptrdiff_t>(count);
}

/// As above with F_call(&pred, x).
template <class InIt, class OutIt, class F>
auto copy_if(Module &module, const char *name, InIt first, InIt last, OutIt result, const F &pred)
    -> std::enable_if_t<detail::AlgorithmIterator<OutIt>::accepted, OutIt> {
  using T = detail::ElementOf<InIt>;
  detail::checkElement<T>();
  static_assert(std::is_same_v<T, detail::ElementOf<OutIt>>, "input and output element types");
  static_assert(std::is_trivially_copyable_v<F>, "the predicate is passed as its bytes");
  const detail::AlgorithmCall call{module, name, "cu2cl::copy_if", detail::distance(first, last),
                                   sizeof(T)};
  const detail::LaunchArgument state = detail::describeArgument(pred);
  std::uint64_t count = 0;
  if (detail::copyOnDevice(call, detail::rawInput(first), detail::rawOutput(result), &state,
                           count) != cu2clSuccess)
    return result;
  return result + static_cast<std::ptrdiff_t>(count);
}

// --- CUB ---------------------------------------------------------------------------------------
// CUB's two calls: with d_temp_storage == nullptr a call only sets temp_storage_bytes (never 0);
// the next call, with that much device memory, runs on `stream` without waiting. A
// temp_storage_bytes smaller than the first call's is cu2clErrorInvalidValue, as in CUB.

namespace cub {

/// CUB's block algorithms: host code names them as its kernels' template arguments.
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS
};
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};

struct DeviceReduce {
  /// *d_out = d_in[0] + ... + d_in[num_items - 1] (0 if num_items is 0).
  template <class InIt, class OutIt>
  static cu2clError_t Sum(Module &module, const char *name, void *d_temp_storage,
                          std::size_t &temp_storage_bytes, InIt d_in, OutIt d_out,
                          std::int64_t num_items, cu2clStream_t stream = nullptr) {
    using T = cu2cl::detail::ElementOf<InIt>;
    cu2cl::detail::checkElement<T>();
    static_assert(std::is_same_v<T, cu2cl::detail::ElementOf<OutIt>>,
                  "input and output element types");
    if (!d_temp_storage) {
      temp_storage_bytes = cu2cl::detail::algorithmTempBytes(num_items, sizeof(T));
      return cu2clSuccess;
    }
    const cu2cl::detail::AlgorithmCall call{module,    name,      "cu2cl::cub::DeviceReduce::Sum",
                                            num_items, sizeof(T), stream};
    const T zero{};
    return cu2cl::detail::reduceOnDevice(
        call, cu2cl::detail::rawInput(d_in), cu2cl::detail::describeArgument(zero),
        cu2cl::detail::rawOutput(d_out), nullptr, d_temp_storage, temp_storage_bytes);
  }
};

struct DeviceScan {
  /// d_out[i] = d_in[0] + ... + d_in[i-1]; d_out may be d_in.
  template <class InIt, class OutIt>
  static cu2clError_t ExclusiveSum(Module &module, const char *name, void *d_temp_storage,
                                   std::size_t &temp_storage_bytes, InIt d_in, OutIt d_out,
                                   std::int64_t num_items, cu2clStream_t stream = nullptr) {
    return scan(module, name, "cu2cl::cub::DeviceScan::ExclusiveSum", false, d_temp_storage,
                temp_storage_bytes, d_in, d_out, num_items, stream);
  }
  /// d_out[i] = d_in[0] + ... + d_in[i]; d_out may be d_in.
  template <class InIt, class OutIt>
  static cu2clError_t InclusiveSum(Module &module, const char *name, void *d_temp_storage,
                                   std::size_t &temp_storage_bytes, InIt d_in, OutIt d_out,
                                   std::int64_t num_items, cu2clStream_t stream = nullptr) {
    return scan(module, name, "cu2cl::cub::DeviceScan::InclusiveSum", true, d_temp_storage,
                temp_storage_bytes, d_in, d_out, num_items, stream);
  }

private:
  template <class InIt, class OutIt>
  static cu2clError_t scan(Module &module, const char *name, const char *function, bool inclusive,
                           void *d_temp_storage, std::size_t &temp_storage_bytes, InIt d_in,
                           OutIt d_out, std::int64_t num_items, cu2clStream_t stream) {
    using T = cu2cl::detail::ElementOf<InIt>;
    cu2cl::detail::checkElement<T>();
    static_assert(std::is_same_v<T, cu2cl::detail::ElementOf<OutIt>>,
                  "input and output element types");
    if (!d_temp_storage) {
      temp_storage_bytes = cu2cl::detail::algorithmTempBytes(num_items, sizeof(T));
      return cu2clSuccess;
    }
    const cu2cl::detail::AlgorithmCall call{module, name, function, num_items, sizeof(T), stream};
    const T zero{};
    return cu2cl::detail::scanOnDevice(
        call, cu2cl::detail::rawInput(d_in), cu2cl::detail::rawOutput(d_out),
        cu2cl::detail::describeArgument(zero), inclusive, d_temp_storage, temp_storage_bytes);
  }
};

} // namespace cub

} // namespace cu2cl
