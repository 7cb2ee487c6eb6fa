// The kernels of linked_kernels_defs.cu, as the launching file sees them (linked_kernels.test).
#pragma once

__global__ void addTo(int *v, int amount, int n);
extern "C" __global__ void halve(int *v, int n);
namespace ops {
__global__ void negate(int *v, int n);
}
template <class T> __global__ void square(T *v, int n);
