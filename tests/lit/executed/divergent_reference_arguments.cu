// A function with a warp primitive, called where not every thread runs, with an argument it
// refers to (a reference parameter, a row of a 2D array): the uniform rewrite passes the
// object's address, so what the function writes reaches the caller's object (a copy lost it:
// the first kernel printed 0 in every odd lane's last digits, silently). Expected values by
// CUDA's semantics: threads below 48 add their xor-1 partner's value.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-run %t/divergent_reference_arguments.cl privateElement 1 64 64 16 --int | FileCheck %s --check-prefix=PRIVATE
// RUN: %cl-run %t/divergent_reference_arguments.cl globalElement 1 64 64 16 --int | FileCheck %s --check-prefix=GLOBAL
// RUN: %cl-run %t/divergent_reference_arguments.cl sharedRow 1 64 64 16 --int | FileCheck %s --check-prefix=ROW

__device__ void addPartner(int &x) { x += __shfl_xor_sync(0xffffffffu, x, 1); }

// PRIVATE: 0 1000 2000 3002 4000 5004 6000 7006 8000 9008 10000 11010 12000 13012 14000 15014
// PRIVATE-NEXT: 16000 17016 18000 19018 20000 21020 22000 23022 24000 25024 26000 27026 28000 29028 30000 31030
// PRIVATE-NEXT: 32000 33032 34000 35034 36000 37036 38000 39038 40000 41040 42000 43042 44000 45044 46000 47046
// PRIVATE-NEXT: 48000 49000 50000 51000 52000 53000 54000 55000 56000 57000 58000 59000 60000 61000 62000 63000
__global__ void privateElement(int *out) {
  int i = threadIdx.x;
  int pair[2] = {i, 0};
  int j = i & 1;
  if (i < 48)
    addPartner(pair[j]);
  out[i] = pair[0] * 1000 + pair[1];
}

// GLOBAL: 1 1 5 5 9 9 13 13 17 17 21 21 25 25 29 29
// GLOBAL-NEXT: 33 33 37 37 41 41 45 45 49 49 53 53 57 57 61 61
// GLOBAL-NEXT: 65 65 69 69 73 73 77 77 81 81 85 85 89 89 93 93
// GLOBAL-NEXT: 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
__global__ void globalElement(int *out) {
  int i = threadIdx.x;
  out[i] = i;
  if (i < 48)
    addPartner(out[i]);
}

// A row of a __shared__ 2D array bound to a reference to an array.
__device__ int rowSum(const int (&row)[4]) {
  int s = row[0] + row[1] + row[2] + row[3];
  return s + __shfl_xor_sync(0xffffffffu, s, 1);
}

// Row i sums to i + 3; each pair of lanes adds its two sums: 4k + 7 for lanes 2k and 2k + 1.
// ROW: 7 7 11 11 15 15 19 19 23 23 27 27 31 31 35 35
// ROW-NEXT: 39 39 43 43 47 47 51 51 55 55 59 59 63 63 67 67
// ROW-NEXT: 71 71 75 75 79 79 83 83 87 87 91 91 95 95 99 99
// ROW-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1
__global__ void sharedRow(int *out) {
  __shared__ int rows[64][4];
  int i = threadIdx.x;
  for (int k = 0; k < 4; ++k)
    rows[i][k] = k == 0 ? i : 1;
  __syncthreads();
  int r = -1;
  if (i < 48)
    r = rowSum(rows[i]);
  out[i] = r;
}
