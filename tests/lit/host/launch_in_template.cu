// A launch written in a host template is rewritten once for all of the
// template's instantiations: with the kernel's name when they all launch the
// same kernel, else with a choice on the template's arguments (also for one
// instantiation of a kernel template: another must not launch its kernel).
// Some instantiations pass an empty functor and others one with data: the
// argument stays in every one (cu2cl::launch skips an empty class). A
// template that is never instantiated never launches, but its text must still
// compile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/launch_in_template.host.cpp | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %host-syntax-check %t/launch_in_template.host.cpp

template <class T> __global__ void zero(T *out) { out[threadIdx.x] = 0; }
__global__ void count(int *out) { out[0] += 1; }

// CHECK:template <class T> void clear(T *device, int n) {
// CHECK-NEXT:  cu2cl::launch(cu2cl_module, (std::is_same<T, int>::value ? "zero_int" : std::is_same<T, float>::value ? "zero_float" : ""), 1, n, 0, 0, device);
// CHECK-NEXT:  cu2cl::launch(cu2cl_module, "count", 1, 1, 0, 0, (int *)nullptr);
// CHECK-NEXT:}
template <class T> void clear(T *device, int n) {
  zero<<<1, n>>>(device);
  count<<<1, 1>>>((int *)nullptr);
}

// CHECK:template <class T> struct Launcher {
// CHECK-NEXT:  void run(T *device) { cu2cl::launch(cu2cl_module, (std::is_same<T, int>::value ? "zero_int" : std::is_same<T, float>::value ? "zero_float" : ""), 1, 32, 0, 0, device); }
template <class T> struct Launcher {
  void run(T *device) { zero<<<1, 32>>>(device); }
};

template <int N> __global__ void scaled(int *out) { out[threadIdx.x] *= N; }
// CHECK:template <int N> void scale(int *device) { cu2cl::launch(cu2cl_module, (N == 2 ? "scaled_2" : N == -3 ? "scaled_m3" : ""), 1, 1, 0, 0, device); }
template <int N> void scale(int *device) { scaled<N><<<1, 1>>>(device); }

// A scoped enum's value is compared as the enum.
enum class Op { Erode, Dilate };
template <Op O> __global__ void morph(int *out) { out[threadIdx.x] = O == Op::Erode; }
// CHECK:template <Op O> void apply(int *device) { cu2cl::launch(cu2cl_module, (O == static_cast<Op>(0) ? "morph_0" : O == static_cast<Op>(1) ? "morph_1" : ""), 1, 1, 0, 0, device); }
template <Op O> void apply(int *device) { morph<O><<<1, 1>>>(device); }

struct Positive {
  __device__ bool operator()(int x) const { return x > 0; }
};
struct Above {
  float limit;
  __device__ bool operator()(float x) const { return x > limit; }
};
template <class T, class P> __global__ void keep(const T *in, int *flags, P pred) {
  flags[threadIdx.x] = pred(in[threadIdx.x]);
}
// CHECK:template <class T, class P> void mark(const T *in, int *flags, P pred) {
// CHECK-NEXT:  cu2cl::launch(cu2cl_module, (std::is_same<T, int>::value && std::is_same<P, Positive>::value ? "keep_int_Positive" : std::is_same<T, float>::value && std::is_same<P, Above>::value ? "keep_float_Above" : ""), 1, 32, 0, 0, in, flags, pred);
// CHECK-NEXT:}
template <class T, class P> void mark(const T *in, int *flags, P pred) {
  keep<<<1, 32>>>(in, flags, pred);
}

// CHECK:template <class T> void never(T *device) { cu2cl::launch(cu2cl_module, "zero", 1, 1, 0, 0, device); }
template <class T> void never(T *device) { zero<<<1, 1>>>(device); }

int main() {
  int *ints = nullptr;
  float *floats = nullptr;
  clear(ints, 4);
  clear(floats, 8);
  Launcher<int>().run(ints);
  Launcher<float>().run(floats);
  scale<2>(ints);
  mark(ints, ints, Positive());
  mark(floats, ints, Above{0.5f});
  scale<-3>(ints);
  apply<Op::Erode>(ints);
  apply<Op::Dilate>(ints);
  return 0;
}
