// No CUDA of its own: its copy names the copies of the headers it includes again.
#pragma once
#include "kernels.cuh"
#include "guarded.cuh"

inline int sumPair(const Pair &p) { return p.a + p.b; }
