#include "HostEdits.h"

#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <algorithm>

namespace cu2cl {

using namespace clang;

HostEdits::HostEdits(const SourceManager &SM, const LangOptions &LangOpts, FileID File)
    : SM(SM), LangOpts(LangOpts), File(File), Buffer(SM.getBufferData(File)) {}

bool HostEdits::isThisFile(FileID ID) const {
  if (ID == File)
    return true;
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(ID);
  return Entry && Entry == SM.getFileEntryRefForID(File);
}

SourceLocation HostEdits::location(unsigned Offset) const {
  return SM.getLocForStartOfFile(File).getLocWithOffset(Offset);
}

std::optional<FileRange> HostEdits::spelledToken(SourceLocation Token) const {
  if (Token.isInvalid())
    return std::nullopt;
  SourceLocation Spelling = SM.getSpellingLoc(Token);
  if (!isThisFile(SM.getFileID(Spelling)))
    return std::nullopt;
  unsigned Begin = SM.getFileOffset(Spelling);
  return FileRange{Begin, Begin + Lexer::MeasureTokenLength(Spelling, SM, LangOpts)};
}

std::optional<FileRange> HostEdits::spelledRange(SourceRange Tokens) const {
  SourceLocation Begin = Tokens.getBegin(), End = Tokens.getEnd();
  if (Begin.isInvalid() || End.isInvalid())
    return std::nullopt;
  if (Begin.isFileID() && End.isFileID()) {
    if (!isThisFile(SM.getFileID(Begin)) || !isThisFile(SM.getFileID(End)))
      return std::nullopt;
    return FileRange{SM.getFileOffset(Begin),
                     SM.getFileOffset(End) + Lexer::MeasureTokenLength(End, SM, LangOpts)};
  }
  // A whole macro argument or a whole macro use is rewritten where it is written, so that
  // the macro itself stays as it is.
  CharSourceRange Written =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Tokens), SM, LangOpts);
  if (Written.isValid() && isThisFile(SM.getFileID(Written.getBegin())))
    return FileRange{SM.getFileOffset(Written.getBegin()), SM.getFileOffset(Written.getEnd())};
  // Tokens from one macro body (or one argument) are spelled together in its definition.
  if (Begin.isMacroID() && End.isMacroID() && SM.getFileID(Begin) == SM.getFileID(End)) {
    std::optional<FileRange> First = spelledToken(Begin), Last = spelledToken(End);
    if (First && Last && First->Begin <= Last->Begin)
      return FileRange{First->Begin, Last->End};
  }
  return std::nullopt;
}

bool HostEdits::nextTokenIs(unsigned Offset, tok::TokenKind Kind, FileRange &Found) const {
  if (Offset > Buffer.size())
    return false;
  Lexer Raw(SM.getLocForStartOfFile(File), LangOpts, Buffer.begin(), Buffer.begin() + Offset,
            Buffer.end());
  Token Next;
  Raw.LexFromRawLexer(Next);
  if (!Next.is(Kind))
    return false;
  unsigned Begin = SM.getFileOffset(Next.getLocation());
  Found = {Begin, Begin + Next.getLength()};
  return true;
}

static bool isBlank(char C) { return C == ' ' || C == '\t'; }

FileRange HostEdits::withBlanks(FileRange Range, bool Before, bool After) const {
  if (Before)
    while (Range.Begin > 0 && isBlank(Buffer[Range.Begin - 1]))
      --Range.Begin;
  if (After)
    while (Range.End < Buffer.size() && isBlank(Buffer[Range.End]))
      ++Range.End;
  return Range;
}

FileRange HostEdits::wholeLines(FileRange Range) const {
  FileRange Grown = withBlanks(Range, true, true);
  bool StartsLine = Grown.Begin == 0 || Buffer[Grown.Begin - 1] == '\n';
  bool EndsLine =
      Grown.End == Buffer.size() || Buffer[Grown.End] == '\n' ||
      (Buffer[Grown.End] == '\r' && Grown.End + 1 < Buffer.size() && Buffer[Grown.End + 1] == '\n');
  if (!StartsLine || !EndsLine)
    return Range;
  while (Grown.End < Buffer.size() && Buffer[Grown.End] != '\n')
    ++Grown.End;
  if (Grown.End < Buffer.size())
    ++Grown.End;
  return Grown;
}

bool HostEdits::endsLine(unsigned Offset) const {
  unsigned End = withBlanks({Offset, Offset}, false, true).End;
  return End == Buffer.size() || Buffer[End] == '\n' || Buffer[End] == '\r';
}

std::string HostEdits::indentationAt(unsigned Offset) const {
  unsigned Start = Offset;
  while (Start > 0 && Buffer[Start - 1] != '\n')
    --Start;
  unsigned End = Start;
  while (End < Buffer.size() && isBlank(Buffer[End]))
    ++End;
  return Buffer.substr(Start, End - Start).str();
}

std::optional<unsigned> HostEdits::statementEnd(unsigned Offset) const {
  Lexer Raw(SM.getLocForStartOfFile(File), LangOpts, Buffer.begin(), Buffer.begin() + Offset,
            Buffer.end());
  int Depth = 0;
  Token Next;
  for (;;) {
    bool AtEnd = Raw.LexFromRawLexer(Next);
    if (Next.is(tok::eof))
      return std::nullopt;
    if (Next.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (Next.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) && --Depth < 0)
      return std::nullopt;
    else if (Next.is(tok::semi) && Depth == 0)
      return SM.getFileOffset(Next.getLocation());
    if (AtEnd)
      return std::nullopt;
  }
}

bool HostEdits::replace(FileRange Range, std::string Text, bool Covering) {
  auto [It, Inserted] = Edits.try_emplace(Range, Edit{Text, Covering});
  if (Inserted)
    return true;
  It->second.Covering |= Covering;
  if (It->second.Text == Text || Covering)
    return true;
  return It->second.Covering;
}

bool HostEdits::isCovered(unsigned Offset) const {
  for (const auto &[Range, Edit] : Edits)
    if (Edit.Covering && Range.Begin <= Offset && Offset < Range.End)
      return true;
  return false;
}

void HostEdits::alignContinuations(std::vector<std::pair<FileRange, std::string>> &Kept) const {
  // How much each line grows, for the edits within one line.
  std::map<unsigned, int> Growth;
  for (const auto &[Range, Text] : Kept) {
    llvm::StringRef Old = Buffer.slice(Range.Begin, Range.End);
    if (Old.contains('\n') || llvm::StringRef(Text).contains('\n'))
      continue;
    size_t LineEnd = Buffer.find('\n', Range.Begin); // npos does not fit an unsigned
    if (LineEnd != llvm::StringRef::npos)
      Growth[LineEnd] += int(Text.size()) - int(Old.size());
  }
  std::vector<std::pair<FileRange, std::string>> Added;
  for (auto [LineEnd, Grown] : Growth) {
    // "...   \" at the end of a macro's line: the blanks before the backslash absorb it.
    unsigned Backslash = LineEnd;
    while (Backslash > 0 && Buffer[Backslash - 1] == '\r')
      --Backslash;
    if (Grown == 0 || Backslash == 0 || Buffer[Backslash - 1] != '\\')
      continue;
    --Backslash;
    unsigned Blanks = Backslash;
    while (Blanks > 0 && isBlank(Buffer[Blanks - 1]))
      --Blanks;
    bool Touched = false;
    for (const auto &[Range, Text] : Kept)
      Touched |= Range.End > Blanks && Range.Begin <= Backslash;
    if (Touched || Backslash - Blanks < 1)
      continue;
    if (Grown > 0) {
      unsigned Removed = std::min<unsigned>(Grown, Backslash - Blanks - 1);
      if (Removed)
        Added.push_back({{Backslash - Removed, Backslash}, ""});
    } else {
      Added.push_back({{Backslash, Backslash}, std::string(-Grown, ' ')});
    }
  }
  Kept.insert(Kept.end(), Added.begin(), Added.end());
  std::stable_sort(Kept.begin(), Kept.end(),
                   [](const auto &A, const auto &B) { return A.first.Begin < B.first.Begin; });
}

std::string HostEdits::apply(std::vector<FileRange> &Dropped) const {
  std::vector<std::pair<FileRange, const Edit *>> Sorted;
  for (const auto &[Range, Edit] : Edits)
    Sorted.push_back({Range, &Edit});
  // Covering edits first among those that start at the same place, so that they swallow the
  // edits inside them instead of conflicting with them.
  std::stable_sort(Sorted.begin(), Sorted.end(), [](const auto &A, const auto &B) {
    if (A.first.Begin != B.first.Begin)
      return A.first.Begin < B.first.Begin;
    if (A.second->Covering != B.second->Covering)
      return A.second->Covering;
    return A.first.End < B.first.End;
  });
  std::vector<std::pair<FileRange, std::string>> Kept;
  std::optional<FileRange> Cover;
  unsigned KeptEnd = 0;
  for (const auto &[Range, Edit] : Sorted) {
    bool IsInsert = Range.Begin == Range.End;
    if (Cover && Range.Begin >= Cover->Begin && Range.End <= Cover->End && !(Range == *Cover)) {
      if (!(IsInsert && (Range.Begin == Cover->Begin || Range.Begin == Cover->End)))
        continue; // inside deleted code
    } else if (Range.Begin < KeptEnd) {
      Dropped.push_back(Range);
      continue;
    }
    if (Edit->Covering && (!Cover || Range.End > Cover->End))
      Cover = Range;
    KeptEnd = std::max(KeptEnd, Range.End);
    Kept.push_back({Range, Edit->Text});
  }
  alignContinuations(Kept);

  Rewriter Rewrite(const_cast<SourceManager &>(SM), LangOpts);
  // Kept is in order of position, the insertions at a place before the replacements there.
  auto Before = BeforeText.begin();
  auto InsertBeforeText = [&](unsigned Upto, bool Inclusive) {
    for (; Before != BeforeText.end() &&
           (Before->first < Upto || (Inclusive && Before->first == Upto));
         ++Before)
      Rewrite.InsertText(location(Before->first), Before->second, /*InsertAfter=*/true);
  };
  for (const auto &[Range, Text] : Kept) {
    InsertBeforeText(Range.Begin, /*Inclusive=*/Range.Begin != Range.End);
    if (Range.Begin == Range.End)
      Rewrite.InsertText(location(Range.Begin), Text, /*InsertAfter=*/true);
    else
      Rewrite.ReplaceText(location(Range.Begin), Range.End - Range.Begin, Text);
  }
  InsertBeforeText(unsigned(Buffer.size()), /*Inclusive=*/true);
  if (const RewriteBuffer *Rewritten = Rewrite.getRewriteBufferFor(File))
    return std::string(Rewritten->begin(), Rewritten->end());
  return Buffer.str();
}

} // namespace cu2cl
