// Two specializations of a class template are two different structs. cu2cl
// emits both as "typedef struct Pair {...} Pair;", which PoCL rejects
// ("redefinition of 'Pair'"). They need distinct names.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-build-check %t/struct_template_specializations.cl

template <typename T> struct Pair {
  T first, second;
};

__global__ void sums(int *i, float *f) {
  Pair<int> a = {i[0], i[1]};
  Pair<float> b = {f[0], f[1]};
  i[2] = a.first + a.second;
  f[2] = b.first * b.second;
}
