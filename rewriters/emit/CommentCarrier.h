// Carries the user's comments from the CUDA source into the emitted OpenCL.
// Clang's AST drops ordinary comments, so the main file is lexed once for
// them and the emitter asks for the comments that lie between two source
// positions as it prints.
#pragma once

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"

#include <string>
#include <vector>

namespace cu2cl {

class CommentCarrier {
public:
  CommentCarrier(const clang::SourceManager &SM, const clang::LangOptions &LangOpts);

  struct Comment {
    unsigned Offset;
    unsigned Line;
    std::string Text;
    bool StartsLine; ///< Nothing but whitespace before it on its line.
  };

  /// Which comments have been taken: a function printed twice (NativeFlow.h) takes its
  /// comments again after restoring the state from before its first printing.
  using State = std::vector<bool>;
  State state() const { return Taken; }
  void restore(State Saved) { Taken = std::move(Saved); }

  /// Takes (once) the comments of the main file in [Begin, End).
  std::vector<Comment> take(clang::SourceLocation Begin, clang::SourceLocation End);
  /// The comment block directly above \p Loc (no blank line between), not taken.
  unsigned attachedBlockStart(clang::SourceLocation Loc) const;
  /// The main-file offset of a location (its expansion), or ~0u if it is elsewhere.
  unsigned offsetOf(clang::SourceLocation Loc) const;
  unsigned lineOf(clang::SourceLocation Loc) const;

private:
  std::vector<Comment> takeRange(unsigned Begin, unsigned End);

  const clang::SourceManager &SM;
  std::vector<Comment> Comments;
  std::vector<bool> Taken;
};

} // namespace cu2cl
