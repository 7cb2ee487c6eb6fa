// A kernel template used as a value is registered for each instantiation by its arguments as
// host code spells them after the file: a type, a scoped enum, a bool and a template.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/kernel_value_template_arguments.host.cpp | FileCheck %s
// RUN: %host-syntax-check %t/kernel_value_template_arguments.host.cpp
#include <cuda_runtime.h>

enum class Mode { Copy, Twice };
template <typename T> struct Identity {
  __device__ T operator()(T v) const { return v; }
};

template <typename T, Mode M, bool Flag, template <typename> class Op>
__global__ void apply(T *out) {
  out[threadIdx.x] = Op<T>()(M == Mode::Twice ? 2 : 1) + Flag;
}

int main() {
  auto k = apply<int, Mode::Twice, true, Identity>;
  k<<<1, 4>>>(nullptr);
  return 0;
}
// CHECK: static_cast<void (*)(int *)>(&apply<int, static_cast<Mode>(1), true, Identity>), cu2cl_module, "apply_int_1_true_arg");
