// Shared by kernel_variants.cu and kernel_variants.cpp: the input (2^28 ints, half positive, as
// the benchmark's), the block offsets compactK needs, and the check of its output.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

constexpr int kVariantsLog2 = 28;
constexpr int kVariantsBlock = 256;
constexpr int kVariantsLaunches = 20;

inline std::vector<int> variantsInput() {
  std::vector<int> input(size_t(1) << kVariantsLog2);
  uint64_t state = 88172645463325252ull;
  for (int &x : input) {
    state ^= state << 13, state ^= state >> 7, state ^= state << 17;
    x = int(state % 2001) - 1000;
  }
  return input;
}

// Exclusive prefix sum of the blocks' positive elements.
inline std::vector<int> variantsBlockOffsets(const std::vector<int> &input) {
  const size_t blocks = input.size() / kVariantsBlock;
  std::vector<int> offsets(blocks);
  int sum = 0;
  for (size_t b = 0; b < blocks; b++) {
    offsets[b] = sum;
    for (size_t i = b * kVariantsBlock; i < (b + 1) * kVariantsBlock; i++)
      sum += input[i] > 0;
  }
  return offsets;
}

inline bool variantsCompactRight(const std::vector<int> &input, const std::vector<int> &output) {
  size_t k = 0;
  for (int x : input)
    if (x > 0 && output[k++] != x)
      return false;
  return true;
}

inline bool variantsCountsRight(const std::vector<int> &input, const std::vector<int> &counts) {
  for (size_t b = 0; b < counts.size(); b++) {
    int c = 0;
    for (size_t i = b * kVariantsBlock; i < (b + 1) * kVariantsBlock; i++)
      c += input[i] > 0;
    if (counts[b] != c)
      return false;
  }
  return true;
}

// Microseconds per launch: one warm-up, then kVariantsLaunches launches timed by the host clock.
template <typename Launch, typename Finish>
double variantsMicroseconds(Launch launch, Finish finish) {
  launch();
  finish();
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < kVariantsLaunches; i++)
    launch();
  finish();
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count() /
         kVariantsLaunches;
}
