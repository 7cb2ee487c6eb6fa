// Text edits of one file for the host rewrite (the main file or one of the user's headers): where a
// piece of the AST is spelled in the file (through macro arguments and macro definitions), and a
// set of edits keyed by byte range, so that a rewrite reached twice (two instantiations of a
// template, two expansions of a macro) is made once, and two different rewrites of the same text
// are caught instead of applied on top of each other.
#pragma once

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/TokenKinds.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cu2cl {

/// Bytes [Begin, End) of the file being rewritten.
struct FileRange {
  unsigned Begin = 0, End = 0;
  bool operator<(const FileRange &Other) const {
    return Begin != Other.Begin ? Begin < Other.Begin : End < Other.End;
  }
  bool operator==(const FileRange &Other) const { return Begin == Other.Begin && End == Other.End; }
};

class HostEdits {
public:
  /// The edits of \p File (any of its inclusions: a header without include guards included
  /// twice has one text, so one set of edits).
  HostEdits(const clang::SourceManager &SM, const clang::LangOptions &LangOpts, clang::FileID File);

  clang::FileID file() const { return File; }
  const clang::SourceManager &sourceManager() const { return SM; }
  /// Whether \p ID is an inclusion of this file.
  bool isThisFile(clang::FileID ID) const;
  /// Whether any edit has been recorded.
  bool empty() const { return Edits.empty(); }

  /// Where the tokens of \p Tokens are spelled in this file, as one contiguous range: the
  /// file text itself, one macro argument, or the body of one macro definition (a use spelled
  /// there is rewritten there, for every expansion). nullopt when the tokens are not spelled
  /// contiguously in this file.
  std::optional<FileRange> spelledRange(clang::SourceRange Tokens) const;
  /// Where the single token at \p Token is spelled, if in this file.
  std::optional<FileRange> spelledToken(clang::SourceLocation Token) const;

  /// The offset just after the next token following \p Offset (comments and whitespace
  /// skipped), if that token is \p Kind; its range in \p Found.
  bool nextTokenIs(unsigned Offset, clang::tok::TokenKind Kind, FileRange &Found) const;
  /// Grows \p Range over the spaces and tabs before and/or after it.
  FileRange withBlanks(FileRange Range, bool Before, bool After) const;
  /// Grows \p Range to whole lines when only blanks share its first and last line.
  FileRange wholeLines(FileRange Range) const;
  /// Whether only blanks follow \p Offset on its line.
  bool endsLine(unsigned Offset) const;
  /// The blanks that start the line holding \p Offset.
  std::string indentationAt(unsigned Offset) const;
  /// Offset of the ';' that ends the declaration whose last token ends at \p Offset (skipping
  /// brackets and further declarators), or nullopt.
  std::optional<unsigned> statementEnd(unsigned Offset) const;

  llvm::StringRef text() const { return Buffer; }
  clang::SourceLocation location(unsigned Offset) const;

  /// Records that \p Range becomes \p Text. An edit of exactly the same range with the same
  /// text is made once; with a different text it is a conflict: nothing is recorded and false
  /// is returned. \p Covering edits (deleted device code) swallow the edits inside them.
  bool replace(FileRange Range, std::string Text, bool Covering = false);
  bool insert(unsigned Offset, std::string Text) { return replace({Offset, Offset}, Text); }
  /// Puts \p Text right before the file's text at \p Offset: after what other edits insert
  /// there, before what replaces the text there. For lines of declarations before a
  /// declaration, which must not conflict with the edits around them.
  void insertBeforeText(unsigned Offset, const std::string &Text) { BeforeText[Offset] += Text; }
  /// Whether \p Offset lies inside a covering edit recorded so far.
  bool isCovered(unsigned Offset) const;

  /// The file with every edit applied (through clang::Rewriter). Edits that overlap
  /// without one covering the other are left out and returned in \p Dropped.
  std::string apply(std::vector<FileRange> &Dropped) const;

private:
  /// Keeps the backslashes that continue a macro's lines in their column.
  void alignContinuations(std::vector<std::pair<FileRange, std::string>> &Kept) const;

  const clang::SourceManager &SM;
  const clang::LangOptions &LangOpts;
  clang::FileID File;
  llvm::StringRef Buffer;
  struct Edit {
    std::string Text;
    bool Covering = false;
  };
  std::map<FileRange, Edit> Edits;
  std::map<unsigned, std::string> BeforeText;
};

} // namespace cu2cl
