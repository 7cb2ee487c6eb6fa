// Internal: how cu2clMemset's byte fill becomes OpenCL fill commands.
#pragma once

#include <cstddef>
#include <vector>

namespace cu2cl::detail {

/// One clEnqueueFillBuffer: `bytes` bytes at buffer offset `offset`, with a pattern of
/// `patternBytes` copies of the fill byte (offset and bytes are multiples of it).
struct FillPiece {
  std::size_t offset;
  std::size_t bytes;
  std::size_t patternBytes;
};

/// The widest pattern a fill piece uses: 16 bytes, one vector store per work-item.
constexpr std::size_t kFillPatternBytes = 16;
/// The most bytes one fill command covers. NVIDIA's OpenCL never completes a one-byte-pattern
/// fill of 2^31 bytes (one work-item per pattern: a 32-bit count overflows); with the wide
/// pattern and this bound every command stays far below 2^31 pattern copies on any driver.
constexpr std::size_t kMaxFillPieceBytes = std::size_t(1) << 30;

/// The fill commands for `count` bytes at buffer offset `offset`, in address order: an
/// unaligned head and tail (fewer than kFillPatternBytes bytes each) with a one-byte pattern,
/// the aligned body with the wide pattern in pieces of at most kMaxFillPieceBytes. Empty for
/// count 0.
std::vector<FillPiece> planFill(std::size_t offset, std::size_t count);

} // namespace cu2cl::detail
