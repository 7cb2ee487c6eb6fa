/* thrust::device_vector (declarations for parsing, see execution_policy.h); not translated. */
#ifndef CU2CL_THRUST_DEVICE_VECTOR_H
#define CU2CL_THRUST_DEVICE_VECTOR_H
#include <stddef.h>
#include <thrust/device_ptr.h>
#include <thrust/host_vector.h>

namespace thrust {
template <class T> class device_vector {
public:
  typedef T value_type;
  typedef device_ptr<T> iterator;
  typedef device_ptr<const T> const_iterator;
  device_vector();
  explicit device_vector(size_t n);
  device_vector(size_t n, const T &value);
  template <class Other> device_vector(const Other &other);
  template <class It> device_vector(It first, It last);
  template <class Other> device_vector &operator=(const Other &other);
  size_t size() const;
  void resize(size_t n);
  device_ptr<T> data();
  device_ptr<const T> data() const;
  iterator begin();
  iterator end();
  const_iterator begin() const;
  const_iterator end() const;
  T &operator[](size_t i);
  const T &operator[](size_t i) const;
};
} // namespace thrust
#endif
