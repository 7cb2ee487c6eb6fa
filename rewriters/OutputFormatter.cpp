#include "OutputFormatter.h"

#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"

namespace cu2cl {

std::string formatOpenCL(llvm::StringRef Code, llvm::StringRef FileName) {
  // OpenCL C is formatted as C++: clang-format has no OpenCL language mode.
  clang::format::FormatStyle Style =
      clang::format::getLLVMStyle(clang::format::FormatStyle::LK_Cpp);
  Style.ColumnLimit = 100;
  Style.SortIncludes = clang::format::FormatStyle::SI_Never;
  Style.PointerAlignment = clang::format::FormatStyle::PAS_Right;
  Style.ReflowComments = false; // the user's comments stay as written
  clang::tooling::Range Whole(0, static_cast<unsigned>(Code.size()));
  clang::tooling::Replacements Changes = clang::format::reformat(Style, Code, {Whole}, FileName);
  llvm::Expected<std::string> Formatted = clang::tooling::applyAllReplacements(Code, Changes);
  if (!Formatted) {
    llvm::consumeError(Formatted.takeError());
    return Code.str();
  }
  return *Formatted;
}

} // namespace cu2cl
