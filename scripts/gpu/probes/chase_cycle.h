// The random cycle that chase.cu and chase.cpp follow: next[i] for 2^28 elements.
#pragma once

#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

constexpr unsigned kChaseElements = 1u << 28;
constexpr unsigned kChaseThreads = 132 * 4 * 32;
constexpr int kChaseSteps = 1 << 14;

inline std::vector<unsigned> chaseCycle() {
  std::vector<unsigned> order(kChaseElements);
  std::iota(order.begin(), order.end(), 0u);
  std::mt19937 random(20261121);
  for (unsigned i = kChaseElements - 1; i > 0; --i) // Fisher-Yates
    std::swap(order[i], order[random() % (i + 1)]);
  std::vector<unsigned> next(kChaseElements);
  for (unsigned i = 0; i < kChaseElements; ++i)
    next[order[i]] = order[(i + 1) % kChaseElements];
  return next;
}
