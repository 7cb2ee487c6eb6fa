// How cu2clMemset's byte fill becomes OpenCL fill commands (FillPlan.h).
#include "FillPlan.h"

#include <algorithm>

namespace cu2cl::detail {

std::vector<FillPiece> planFill(std::size_t offset, std::size_t count) {
  std::vector<FillPiece> pieces;
  if (count == 0)
    return pieces;
  const std::size_t end = offset + count;
  const std::size_t bodyBegin =
      (offset + kFillPatternBytes - 1) / kFillPatternBytes * kFillPatternBytes;
  const std::size_t bodyEnd = end / kFillPatternBytes * kFillPatternBytes;
  if (bodyBegin >= bodyEnd) { // too short to hold one aligned pattern
    pieces.push_back({offset, count, 1});
    return pieces;
  }
  if (offset < bodyBegin)
    pieces.push_back({offset, bodyBegin - offset, 1});
  for (std::size_t at = bodyBegin; at < bodyEnd; at += kMaxFillPieceBytes)
    pieces.push_back({at, std::min(kMaxFillPieceBytes, bodyEnd - at), kFillPatternBytes});
  if (bodyEnd < end)
    pieces.push_back({bodyEnd, end - bodyEnd, 1});
  return pieces;
}

} // namespace cu2cl::detail
