/* thrust::host_vector (declarations for parsing, see execution_policy.h); not translated. */
#ifndef CU2CL_THRUST_HOST_VECTOR_H
#define CU2CL_THRUST_HOST_VECTOR_H
#include <stddef.h>

namespace thrust {
template <class T> class host_vector {
public:
  typedef T value_type;
  typedef T *iterator;
  typedef const T *const_iterator;
  host_vector();
  explicit host_vector(size_t n);
  host_vector(size_t n, const T &value);
  template <class Other> host_vector(const Other &other);
  template <class It> host_vector(It first, It last);
  template <class Other> host_vector &operator=(const Other &other);
  size_t size() const;
  void resize(size_t n);
  T *data();
  const T *data() const;
  iterator begin();
  iterator end();
  const_iterator begin() const;
  const_iterator end() const;
  T &operator[](size_t i);
  const T &operator[](size_t i) const;
};
} // namespace thrust
#endif
