// Its name begins with z: the harness must never list, read, build or run it (HeCBench's
// programs n-z are kept for evaluation). Not even valid CUDA.
this program must never be compiled
