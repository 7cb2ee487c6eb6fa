// What block_turnover.cu and block_turnover.cpp print: how long a block of the count kernel
// lives and how many live on an SM at once, from each block's (SM, start, end) as thread 0
// records them with %smid and %globaltimer. The same statistics under both APIs say whether
// NVIDIA's OpenCL runs the same blocks longer (memory) or fewer at once (launch and retire).
#pragma once

#include "kernel_variants.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <utility>
#include <vector>

constexpr int kTurnoverBlock = kVariantsBlock;
constexpr int kTurnoverLaunches = kVariantsLaunches;

// The input of kernel_variants (2^28 ints, half positive, as the benchmark's).
inline std::vector<int> turnoverInput() { return variantsInput(); }

// records: 3 values per block (SM id, start ns, end ns).
inline void printTurnover(const char *api, const char *kernel, double msPerLaunch,
                          const std::vector<uint64_t> &records) {
  const size_t blocks = records.size() / 3;
  uint64_t first = UINT64_MAX, last = 0;
  double lifetime = 0;
  std::map<uint64_t, std::vector<std::pair<uint64_t, int>>> events; // per SM: (time, +1/-1)
  for (size_t b = 0; b < blocks; b++) {
    const uint64_t sm = records[3 * b], start = records[3 * b + 1], end = records[3 * b + 2];
    first = std::min(first, start);
    last = std::max(last, end);
    lifetime += double(end - start);
    events[sm].push_back({start, +1});
    events[sm].push_back({end, -1});
  }
  double maxLive = 0;
  for (auto &[sm, list] : events) {
    std::sort(list.begin(), list.end()); // an end before a start at the same time
    int live = 0, most = 0;
    for (auto &[time, delta] : list)
      most = std::max(most, live += delta);
    maxLive += most;
  }
  const double span = double(last - first);
  std::printf("%s %s: %.1f us per launch; recorded launch: %zu blocks on %zu SMs, span %.1f us, "
              "block lifetime %.0f ns, blocks live per SM: mean %.2f, max %.2f\n",
              api, kernel, msPerLaunch * 1e3, blocks, events.size(), span / 1e3,
              lifetime / double(blocks), lifetime / span / double(events.size()),
              maxLive / double(events.size()));
}
