__global__ void broken(int *out) { out[0] = __nanosleep(1) }
