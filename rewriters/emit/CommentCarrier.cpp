#include "CommentCarrier.h"

#include "clang/Lex/Lexer.h"

#include <algorithm>

namespace cu2cl {

using namespace clang;

CommentCarrier::CommentCarrier(const SourceManager &SM, const LangOptions &LangOpts) : SM(SM) {
  FileID Main = SM.getMainFileID();
  llvm::StringRef Buffer = SM.getBufferData(Main);
  Lexer Raw(SM.getLocForStartOfFile(Main), LangOpts, Buffer.begin(), Buffer.begin(), Buffer.end());
  Raw.SetCommentRetentionState(true);
  Token Tok;
  do {
    Raw.LexFromRawLexer(Tok);
    if (!Tok.is(tok::comment))
      continue;
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    llvm::StringRef Text = Buffer.substr(Offset, Tok.getLength());
    size_t LineStart = Buffer.rfind('\n', Offset == 0 ? 0 : Offset - 1);
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    bool StartsLine = Buffer.substr(LineStart, Offset - LineStart).find_first_not_of(" \t") ==
                      llvm::StringRef::npos;
    Comments.push_back({Offset, SM.getLineNumber(Main, Offset), Text.rtrim().str(), StartsLine});
  } while (Tok.isNot(tok::eof));
  Taken.assign(Comments.size(), false);
}

unsigned CommentCarrier::offsetOf(SourceLocation Loc) const {
  if (Loc.isInvalid())
    return ~0u;
  SourceLocation File = SM.getExpansionLoc(Loc);
  if (SM.getFileID(File) != SM.getMainFileID())
    return ~0u;
  return SM.getFileOffset(File);
}

unsigned CommentCarrier::lineOf(SourceLocation Loc) const {
  return Loc.isInvalid() ? 0 : SM.getExpansionLineNumber(Loc);
}

unsigned CommentCarrier::attachedBlockStart(SourceLocation Loc) const {
  unsigned Offset = offsetOf(Loc);
  unsigned Line = lineOf(Loc);
  unsigned Start = Offset;
  for (size_t I = Comments.size(); I-- > 0;) {
    const Comment &C = Comments[I];
    if (C.Offset >= Offset || Taken[I])
      continue;
    unsigned LastLine =
        C.Line + static_cast<unsigned>(std::count(C.Text.begin(), C.Text.end(), '\n'));
    if (LastLine + 1 != Line && LastLine != Line)
      break;
    Start = C.Offset;
    Line = C.Line;
  }
  return Start;
}

std::vector<CommentCarrier::Comment> CommentCarrier::takeRange(unsigned Begin, unsigned End) {
  std::vector<Comment> Result;
  if (Begin == ~0u || End == ~0u)
    return Result;
  for (size_t I = 0; I < Comments.size(); ++I)
    if (!Taken[I] && Comments[I].Offset >= Begin && Comments[I].Offset < End) {
      Taken[I] = true;
      Result.push_back(Comments[I]);
    }
  return Result;
}

std::vector<CommentCarrier::Comment> CommentCarrier::take(SourceLocation Begin,
                                                          SourceLocation End) {
  return takeRange(Begin.isValid() ? offsetOf(Begin) : 0, offsetOf(End));
}

} // namespace cu2cl
