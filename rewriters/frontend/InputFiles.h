// Whether what the user named as an input is something cu2cl can translate, and whether the
// place its outputs go can be written: checked before any parsing, so that a bad path gets
// one clear message instead of Clang's errors over a directory or a binary file.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <string>

namespace clang::tooling {
class CompilationDatabase;
}

namespace cu2cl {

/// "" if \p Path is a readable file of source text; else why it is not ("'x.cu' is empty:
/// there is nothing to translate").
std::string checkInputFile(llvm::StringRef Path);

/// "" if files can be created in the directory \p Directory; else why not, naming it
/// ("'out': Permission denied").
std::string checkWritableDirectory(llvm::StringRef Directory);

/// "" if the compilation database that `-p Directory` names loads; else why not.
std::string checkCompilationDatabase(llvm::StringRef Directory);

/// "" if every compile command that \p Database has for \p Source can run in its directory;
/// else why not. Clang's tools change into that directory and stop the process ("LLVM ERROR:
/// Cannot chdir") when they cannot.
std::string checkCompileCommandDirectories(const clang::tooling::CompilationDatabase &Database,
                                           llvm::StringRef Source);

} // namespace cu2cl
