// The text of a warp form while it is written (WarpForm.h): lane loops and lane arrays stay
// placeholders in the kernel's text until every statement is written, because how each is
// written depends on all its uses.
#ifndef CU2CL_REWRITERS_WARPFORMTEXT_H
#define CU2CL_REWRITERS_WARPFORMTEXT_H

#include <string>
#include <vector>

namespace cu2cl::warpform {

/// The loop variable of lane code: the lane, 0 to 31.
inline constexpr const char *Lane = "cu2cl_lane";

/// A lane loop's header, up to its opening brace. One vector iteration per warp: LLVM's cost
/// model picks 8 lanes (AVX2, and AVX-512 targets that prefer 256-bit vectors) and made 4
/// iterations of them; four interleaved make one (nonuniform_reduction 15-25 % faster on PoCL
/// 3.1, docs/performance.md). Not with vectorize_width(8) as well: PoCL 5's LLVM then took 4x
/// as long to compile a work-group function (the block_votes test at block 1024: 103 s against
/// 25-27 s).
inline constexpr const char *LaneLoop = "#pragma clang loop interleave_count(4)\n"
                                        "for (uint cu2cl_lane = 0; cu2cl_lane < 32u; "
                                        "++cu2cl_lane) {\n";

/// The lane loops, lane arrays and recomputed variables of one kernel's warp form. A variable
/// of lane code is read as `<name>[cu2cl_lane]` in the loops' bodies, a spelling unique in the
/// kernel (its lane array's name); assemble() rewrites those reads where the variable is not an
/// array.
class LaneCode {
public:
  /// A lane loop in block Block (one scope of the kernel's text, written once per execution of
  /// the statements around it). Header is the loop's text up to its opening brace, which
  /// defines `cu2cl_lane`. Returns the placeholder to put in the text where the loop goes.
  std::string addLoop(unsigned Block, std::string Body, std::string Header = LaneLoop);
  /// A lane variable declared in block Block: Array declares its 32 lanes, Scalar one lane.
  /// Returns the placeholder for its declaration.
  std::string addArray(std::string Name, unsigned Block, std::string Array, std::string Scalar);
  /// A lane variable whose value is Value wherever it is read (WarpFormRecompute.h), in the
  /// order of their declarations: Value may read earlier ones. Declaration declares Name
  /// read-only (`const int x`, `__global T *const p`); Type is the unqualified type.
  void addRecomputed(std::string Name, std::string Type, std::string Declaration,
                     std::string Value);

  /// Text with its placeholders written. A variable that only one lane loop uses, declared in
  /// the same block (so the loop runs once per declaration), is a plain variable in that loop
  /// rather than an array that the compiler keeps in memory: on PoCL, an array that lives
  /// across a barrier is copied for each work-item of the group. A recomputed variable is a
  /// plain variable at the top of each lane loop that reads it, after those its value reads;
  /// elsewhere (a uniform condition at lane 0, a loop's increment) its value itself.
  std::string assemble(std::string Text) const;

private:
  struct Loop {
    unsigned Block;
    std::string Body;
    std::string Header;
  };
  struct Array {
    std::string Name;
    unsigned Block;
    std::string Declaration; // of the lane array
    std::string Scalar;      // of one lane's variable
  };
  struct Recomputed {
    std::string Name;        // its lane array's name, which it keeps
    std::string Type;        // unqualified
    std::string Declaration; // read-only, with the name
    std::string Value;
  };
  std::vector<Loop> Loops;
  std::vector<Array> Arrays;
  std::vector<Recomputed> RecomputedVariables;
};

} // namespace cu2cl::warpform

#endif
