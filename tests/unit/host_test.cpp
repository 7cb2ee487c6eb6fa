// Unit tests of the host rewrite's text edits (rewriters/host/HostEdits.h): where AST nodes are
// spelled in the main file (macro arguments, macro uses, macro bodies), the scanning helpers
// the passes use to place their edits (next token, blanks, whole lines, indentation, the end
// of a declaration), and how the recorded edits are applied (once, conflicts, covering edits,
// overlaps, macro continuation lines).
#include "HostEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace cu2cl {
namespace {

using namespace clang;

/// \p Code parsed as the C++ file `input.cpp`; \p Headers are files it may include.
std::unique_ptr<ASTUnit> parse(const std::string &Code,
                               const tooling::FileContentMappings &Headers = {}) {
  std::unique_ptr<ASTUnit> Unit =
      tooling::buildASTFromCodeWithArgs(Code, {"-std=c++17"}, "input.cpp", "cu2cl-unit-test",
                                        std::make_shared<PCHContainerOperations>(),
                                        tooling::getClangStripDependencyFileAdjuster(), Headers);
  EXPECT_TRUE(Unit) << "the input does not parse";
  if (Unit)
    EXPECT_FALSE(Unit->getDiagnostics().hasErrorOccurred()) << "the input has errors";
  return Unit;
}

HostEdits editsOf(const ASTUnit &Unit) {
  return HostEdits(Unit.getSourceManager(), Unit.getLangOpts(),
                   Unit.getSourceManager().getMainFileID());
}

/// The offset of the \p Index-th (0 first) occurrence of \p Needle in \p Text.
unsigned offsetOf(llvm::StringRef Text, llvm::StringRef Needle, unsigned Index = 0) {
  size_t At = Text.find(Needle);
  while (At != llvm::StringRef::npos && Index-- > 0)
    At = Text.find(Needle, At + 1);
  EXPECT_NE(At, llvm::StringRef::npos) << "no " << Needle.str();
  return At == llvm::StringRef::npos ? 0 : unsigned(At);
}

/// The range of the \p Index-th occurrence of \p Needle in \p Text.
FileRange rangeOf(llvm::StringRef Text, llvm::StringRef Needle, unsigned Index = 0) {
  unsigned Begin = offsetOf(Text, Needle, Index);
  return {Begin, Begin + unsigned(Needle.size())};
}

std::string textOf(const HostEdits &Edits, std::optional<FileRange> Range) {
  if (!Range)
    return "<not spelled in the main file>";
  return Edits.text().slice(Range->Begin, Range->End).str();
}

/// The calls of a translation unit, by callee name, in the order the AST has them.
class Calls : public RecursiveASTVisitor<Calls> {
public:
  explicit Calls(ASTUnit &Unit) { TraverseAST(Unit.getASTContext()); }
  bool VisitCallExpr(CallExpr *Call) {
    All.push_back(Call);
    return true;
  }
  const CallExpr *of(llvm::StringRef Callee, unsigned Index = 0) const {
    for (const CallExpr *Call : All)
      if (const FunctionDecl *F = Call->getDirectCallee();
          F && F->getIdentifier() && F->getName() == Callee && Index-- == 0)
        return Call;
    ADD_FAILURE() << "no call of " << Callee.str();
    return nullptr;
  }

private:
  std::vector<const CallExpr *> All;
};

std::ostream &operator<<(std::ostream &OS, const FileRange &Range) {
  return OS << "[" << Range.Begin << ", " << Range.End << ")";
}

// ---------------------------------------------------------------------------------------------
// Where the AST is spelled

TEST(HostEdits, SpelledInTheFileItself) {
  auto Unit = parse("int g(int v);\nint f(int a) { return g(a + 1) * 2; }\n");
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  const CallExpr *Call = Calls(*Unit).of("g");
  ASSERT_TRUE(Call);
  std::optional<FileRange> Range = Edits.spelledRange(Call->getSourceRange());
  ASSERT_TRUE(Range);
  EXPECT_EQ(*Range, rangeOf(Edits.text(), "g(a + 1)"));
  // A single token: the callee's name, and the argument's last token.
  EXPECT_EQ(Edits.spelledToken(Call->getBeginLoc()), rangeOf(Edits.text(), "g", 1));
  EXPECT_EQ(textOf(Edits, Edits.spelledToken(Call->getArg(0)->getEndLoc())), "1");
}

TEST(HostEdits, MacroArgumentIsSpelledWhereTheMacroIsUsed) {
  auto Unit = parse("int g(int v);\n"
                    "#define TWICE(x) ((x) + (x))\n"
                    "int f(int a) { return TWICE(g(a)); }\n");
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  Calls Found(*Unit);
  for (unsigned I = 0; I < 2; ++I) { // the argument, expanded twice, is one text
    SCOPED_TRACE(I);
    const CallExpr *Call = Found.of("g", I);
    ASSERT_TRUE(Call);
    EXPECT_EQ(Edits.spelledRange(Call->getSourceRange()), rangeOf(Edits.text(), "g(a)"));
  }
}

TEST(HostEdits, WholeMacroUseIsSpelledAsTheUse) {
  auto Unit = parse("int g(int v);\n"
                    "#define CALL g(1)\n"
                    "int f() { return CALL; }\n");
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  const CallExpr *Call = Calls(*Unit).of("g");
  ASSERT_TRUE(Call);
  EXPECT_EQ(textOf(Edits, Edits.spelledRange(Call->getSourceRange())), "CALL");
  EXPECT_EQ(Edits.spelledRange(Call->getSourceRange()), rangeOf(Edits.text(), "CALL", 1));
}

TEST(HostEdits, PartOfAMacroBodyIsSpelledInTheDefinition) {
  auto Unit = parse("int g(int v);\n"
                    "#define NESTED g(g(2))\n"
                    "int f() { return NESTED + NESTED; }\n");
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  Calls Found(*Unit);
  const CallExpr *Outer = Found.of("g", 0), *Inner = Found.of("g", 1);
  ASSERT_TRUE(Outer && Inner);
  ASSERT_EQ(Outer->getArg(0)->IgnoreImpCasts(), Inner);
  // The inner call is one part of the expansion: it is rewritten once, in the #define.
  EXPECT_EQ(Edits.spelledRange(Inner->getSourceRange()), rangeOf(Edits.text(), "g(2)"));
  unsigned InnerName = offsetOf(Edits.text(), "g(2)");
  EXPECT_EQ(Edits.spelledToken(Inner->getBeginLoc()), (FileRange{InnerName, InnerName + 1}));
}

TEST(HostEdits, NothingOutsideTheMainFileIsSpelled) {
  auto Unit =
      parse("#include \"header.h\"\nint f() { return fromHeader(1); }\n",
            {{"header.h", "int g(int v);\ninline int fromHeader(int v) { return g(v); }\n"}});
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  Calls Found(*Unit);
  const CallExpr *InHeader = Found.of("g");
  ASSERT_TRUE(InHeader);
  EXPECT_EQ(Edits.spelledRange(InHeader->getSourceRange()), std::nullopt);
  EXPECT_EQ(Edits.spelledToken(InHeader->getBeginLoc()), std::nullopt);
  EXPECT_EQ(Edits.spelledRange(SourceRange()), std::nullopt);
  EXPECT_EQ(Edits.spelledToken(SourceLocation()), std::nullopt);
  const CallExpr *InMain = Found.of("fromHeader");
  ASSERT_TRUE(InMain);
  EXPECT_EQ(textOf(Edits, Edits.spelledRange(InMain->getSourceRange())), "fromHeader(1)");
}

TEST(HostEdits, LocationIsTheOffsetInTheMainFile) {
  auto Unit = parse("int a;\nint b;\n");
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  const SourceManager &SM = Unit->getSourceManager();
  SourceLocation Loc = Edits.location(7);
  EXPECT_TRUE(SM.isInMainFile(Loc));
  EXPECT_EQ(SM.getFileOffset(Loc), 7u);
  EXPECT_EQ(SM.getSpellingLineNumber(Loc), 2u);
  EXPECT_EQ(Edits.text(), "int a;\nint b;\n");
}

// ---------------------------------------------------------------------------------------------
// Scanning the text

TEST(HostEdits, NextTokenSkipsBlanksAndComments) {
  auto Unit = parse("int f(int);\nint x = f /* the argument */\n  // follows\n  (1);\n");
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  unsigned AfterName = offsetOf(Edits.text(), "f /*") + 1;
  FileRange Found{99, 99};
  EXPECT_FALSE(Edits.nextTokenIs(AfterName, tok::semi, Found));
  EXPECT_EQ(Found, (FileRange{99, 99})) << "left alone when the token is another";
  ASSERT_TRUE(Edits.nextTokenIs(AfterName, tok::l_paren, Found));
  unsigned Paren = offsetOf(Edits.text(), "(1)");
  EXPECT_EQ(Found, (FileRange{Paren, Paren + 1}));
  EXPECT_TRUE(Edits.nextTokenIs(offsetOf(Edits.text(), "1);") + 1, tok::r_paren, Found));
  EXPECT_EQ(Found.Begin, offsetOf(Edits.text(), "1);") + 1);
  EXPECT_FALSE(Edits.nextTokenIs(unsigned(Edits.text().size()) + 1, tok::semi, Found))
      << "past the end";
}

TEST(HostEdits, BlanksWholeLinesAndIndentation) {
  const std::string Code = "int a;\n  \tint b = 1;  \nint c; int d;\n";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  FileRange B = rangeOf(Code, "int b = 1;");
  EXPECT_EQ(textOf(Edits, Edits.withBlanks(B, true, false)), "  \tint b = 1;");
  EXPECT_EQ(textOf(Edits, Edits.withBlanks(B, false, true)), "int b = 1;  ");
  EXPECT_EQ(textOf(Edits, Edits.withBlanks(B, true, true)), "  \tint b = 1;  ");
  EXPECT_EQ(textOf(Edits, Edits.withBlanks(B, false, false)), "int b = 1;");
  EXPECT_EQ(textOf(Edits, Edits.wholeLines(B)), "  \tint b = 1;  \n")
      << "alone on its line: the line with its line break";
  FileRange C = rangeOf(Code, "int c;");
  EXPECT_EQ(Edits.wholeLines(C), C) << "int d shares the line";
  EXPECT_TRUE(Edits.endsLine(B.End));
  EXPECT_FALSE(Edits.endsLine(C.End));
  EXPECT_TRUE(Edits.endsLine(unsigned(Code.size())));
  EXPECT_EQ(Edits.indentationAt(offsetOf(Code, "b =")), "  \t");
  EXPECT_EQ(Edits.indentationAt(offsetOf(Code, "d;")), "");
}

TEST(HostEdits, WholeLinesWithCarriageReturnsAndWithoutAFinalLineBreak) {
  const std::string Code = "int a;\r\nint b;\r\nint c;";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  EXPECT_EQ(textOf(Edits, Edits.wholeLines(rangeOf(Code, "int a;"))), "int a;\r\n");
  EXPECT_EQ(textOf(Edits, Edits.wholeLines(rangeOf(Code, "int c;"))), "int c;");
  EXPECT_TRUE(Edits.endsLine(offsetOf(Code, "\r\nint b")));
}

TEST(HostEdits, StatementEndSkipsBracketsAndFurtherDeclarators) {
  const std::string Code = "int f(int, int);\n"
                           "int a = f(1, 2), b[3] = {1, 2, 3};\n"
                           "void v() { if (a) {} }\n";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  EXPECT_EQ(Edits.statementEnd(offsetOf(Code, "a =") + 1), offsetOf(Code, ";\nvoid"));
  EXPECT_EQ(Edits.statementEnd(offsetOf(Code, "{} }") + 2), std::nullopt)
      << "a closing bracket before any ';'";
  EXPECT_EQ(Edits.statementEnd(unsigned(Code.size()) - 1), std::nullopt) << "no ';' follows";
}

// ---------------------------------------------------------------------------------------------
// Recording and applying edits

TEST(HostEdits, SameEditTwiceIsMadeOnceAndADifferentOneIsAConflict) {
  const std::string Code = "int value = 1;\n";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  FileRange Name = rangeOf(Code, "value");
  EXPECT_TRUE(Edits.replace(Name, "renamed"));
  EXPECT_TRUE(Edits.replace(Name, "renamed")) << "a second instantiation's identical edit";
  EXPECT_FALSE(Edits.replace(Name, "other")) << "a conflicting edit of the same text";
  std::vector<FileRange> Dropped;
  EXPECT_EQ(Edits.apply(Dropped), "int renamed = 1;\n");
  EXPECT_TRUE(Dropped.empty());
}

TEST(HostEdits, NoEditsGiveTheFileUnchanged) {
  const std::string Code = "int a; // kept\n";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  std::vector<FileRange> Dropped;
  EXPECT_EQ(editsOf(*Unit).apply(Dropped), Code);
  EXPECT_TRUE(Dropped.empty());
}

TEST(HostEdits, CoveringEditSwallowsTheEditsInside) {
  const std::string Code = "int keep;\n__attribute__((unused)) static int gone = 1;\nint last;\n";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  FileRange Line = Edits.wholeLines(rangeOf(Code, "__attribute__((unused)) static int gone = 1;"));
  EXPECT_TRUE(Edits.replace(rangeOf(Code, "gone"), "renamed"));
  EXPECT_FALSE(Edits.isCovered(offsetOf(Code, "gone")));
  EXPECT_TRUE(Edits.replace(Line, "", /*Covering=*/true));
  EXPECT_TRUE(Edits.isCovered(offsetOf(Code, "gone")));
  EXPECT_TRUE(Edits.isCovered(Line.Begin));
  EXPECT_FALSE(Edits.isCovered(Line.End)) << "the end is outside";
  EXPECT_FALSE(Edits.isCovered(offsetOf(Code, "keep")));
  // An edit inside deleted code is no conflict, whatever it says.
  EXPECT_TRUE(Edits.replace(Line, "other text"));
  // Insertions at either end of the deleted code stay.
  EXPECT_TRUE(Edits.insert(Line.Begin, "// before\n"));
  EXPECT_TRUE(Edits.insert(Line.End, "// after\n"));
  EXPECT_TRUE(Edits.insert(offsetOf(Code, "static"), "inside "));
  std::vector<FileRange> Dropped;
  EXPECT_EQ(Edits.apply(Dropped), "int keep;\n// before\n// after\nint last;\n");
  EXPECT_TRUE(Dropped.empty());
}

TEST(HostEdits, OverlappingEditsAreDroppedAndReturned) {
  const std::string Code = "int alpha_beta = 0;\n";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  FileRange Alpha = rangeOf(Code, "alpha_"), Tail = rangeOf(Code, "a_beta");
  EXPECT_TRUE(Edits.replace(Alpha, "A_"));
  EXPECT_TRUE(Edits.replace(Tail, "X")) << "recorded: overlaps are found when applying";
  std::vector<FileRange> Dropped;
  EXPECT_EQ(Edits.apply(Dropped), "int A_beta = 0;\n");
  EXPECT_EQ(Dropped, std::vector<FileRange>{Tail});
}

TEST(HostEdits, InsertionsBeforeAndAfterAReplacement) {
  const std::string Code = "int f(int v) { return v; }\n";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  FileRange Return = rangeOf(Code, "return v;");
  EXPECT_TRUE(Edits.insert(Return.Begin, "/*1*/ "));
  EXPECT_TRUE(Edits.replace(Return, "return v + 1;"));
  EXPECT_TRUE(Edits.insert(Return.End, " /*2*/"));
  EXPECT_TRUE(Edits.insert(offsetOf(Code, "v;"), "ignored"));
  std::vector<FileRange> Dropped;
  EXPECT_EQ(Edits.apply(Dropped), "int f(int v) { /*1*/ return v + 1; /*2*/ }\n");
  unsigned Inside = offsetOf(Code, "v;");
  EXPECT_EQ(Dropped, (std::vector<FileRange>{FileRange{Inside, Inside}}))
      << "an insertion inside replaced text";
}

TEST(HostEdits, MacroContinuationBackslashesKeepTheirColumn) {
  const std::string Code = "int foo(int);\n"
                           "int barbaz(int);\n"
                           "#define GROW(x) foo(x)    \\\n"
                           "  + 1\n"
                           "#define SHRINK(x) barbaz(x) \\\n"
                           "  + 2\n"
                           "#define TIGHT(x) foo(x) \\\n"
                           "  + 3\n";
  auto Unit = parse(Code);
  ASSERT_TRUE(Unit);
  HostEdits Edits = editsOf(*Unit);
  EXPECT_TRUE(Edits.replace(rangeOf(Code, "foo", 1), "foo_x"));
  EXPECT_TRUE(Edits.replace(rangeOf(Code, "barbaz", 1), "bz"));
  EXPECT_TRUE(Edits.replace(rangeOf(Code, "foo", 2), "foo_long"));
  std::vector<FileRange> Dropped;
  EXPECT_EQ(Edits.apply(Dropped), "int foo(int);\n"
                                  "int barbaz(int);\n"
                                  "#define GROW(x) foo_x(x)  \\\n"
                                  "  + 1\n"
                                  "#define SHRINK(x) bz(x)     \\\n"
                                  "  + 2\n"
                                  "#define TIGHT(x) foo_long(x) \\\n"
                                  "  + 3\n")
      << "blanks before a backslash absorb growth down to one, and fill what shrank";
  EXPECT_TRUE(Dropped.empty());
}

} // namespace
} // namespace cu2cl
