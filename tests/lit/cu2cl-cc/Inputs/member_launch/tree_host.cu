// The member is defined here, instantiated where the class template is.
template <typename PoolT> void Tree<PoolT>::claimAll(int *out, int threads) {
  kernels::claim<<<1, threads>>>(out, pool);
}
