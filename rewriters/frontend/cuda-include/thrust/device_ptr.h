/* thrust::device_ptr (declarations for parsing, see execution_policy.h). cu2cl renames it and
 * device_pointer_cast / raw_pointer_cast to cu2cl's (runtime/host/include/cu2cl/algorithms.h). */
#ifndef CU2CL_THRUST_DEVICE_PTR_H
#define CU2CL_THRUST_DEVICE_PTR_H
#include <cuda_runtime.h>
#include <stddef.h>

namespace thrust {
template <class T> class device_ptr {
public:
  typedef T element_type;
  typedef T value_type;
  typedef ptrdiff_t difference_type;
  typedef T *pointer;
  typedef T &reference;

  __host__ __device__ device_ptr();
  __host__ __device__ device_ptr(decltype(nullptr));
  template <class U> __host__ __device__ explicit device_ptr(U *p);
  template <class U> __host__ __device__ device_ptr(const device_ptr<U> &other);

  __host__ __device__ T *get() const;
  __host__ __device__ T &operator*() const;
  __host__ __device__ T &operator[](difference_type i) const;
  __host__ __device__ device_ptr &operator++();
  __host__ __device__ device_ptr operator++(int);
  __host__ __device__ device_ptr &operator--();
  __host__ __device__ device_ptr operator--(int);
  __host__ __device__ device_ptr &operator+=(difference_type n);
  __host__ __device__ device_ptr &operator-=(difference_type n);
  __host__ __device__ device_ptr operator+(difference_type n) const;
  __host__ __device__ device_ptr operator-(difference_type n) const;
  __host__ __device__ difference_type operator-(const device_ptr &other) const;
  __host__ __device__ bool operator==(const device_ptr &other) const;
  __host__ __device__ bool operator!=(const device_ptr &other) const;
  __host__ __device__ bool operator<(const device_ptr &other) const;
};

template <class T> __host__ __device__ device_ptr<T> device_pointer_cast(T *p);
template <class T> __host__ __device__ device_ptr<T> device_pointer_cast(const device_ptr<T> &p);
template <class T> __host__ __device__ T *raw_pointer_cast(T *p);
template <class T> __host__ __device__ T *raw_pointer_cast(const device_ptr<T> &p);
template <class T> device_ptr<T> device_malloc(size_t n);
template <class T> void device_free(device_ptr<T> p);
} // namespace thrust
#endif
