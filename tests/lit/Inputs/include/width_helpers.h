__device__ inline int widthTimes(int w) { return w * 3; }
