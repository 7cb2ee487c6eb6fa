#include "InputFiles.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <fmt/format.h>

#include <cerrno>
#include <system_error>
#include <unistd.h>

namespace cu2cl {

namespace fs = llvm::sys::fs;

std::string checkInputFile(llvm::StringRef Path) {
  fs::file_status Status;
  if (std::error_code EC = fs::status(Path, Status))
    return fmt::format("cannot read '{}': {}", Path.str(), EC.message());
  if (fs::is_directory(Status))
    return fmt::format("'{}' is a directory, not a CUDA source file", Path.str());
  // A FIFO or a device would block the parse or never end.
  if (!fs::is_regular_file(Status))
    return fmt::format("'{}' is not a regular file", Path.str());
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return fmt::format("cannot read '{}': {}", Path.str(), Buffer.getError().message());
  llvm::StringRef Text = (*Buffer)->getBuffer();
  if (Text.trim().empty())
    return fmt::format("'{}' is empty: there is nothing to translate", Path.str());
  // As git and grep tell binary files: a NUL byte near the start. Source text has none.
  if (Text.take_front(8000).contains('\0'))
    return fmt::format("'{}' is a binary file, not CUDA source text", Path.str());
  return "";
}

std::string checkWritableDirectory(llvm::StringRef Directory) {
  llvm::StringRef Shown = Directory.empty() ? "." : Directory;
  std::error_code EC = fs::access(Shown, fs::AccessMode::Exist);
  if (!EC && !fs::is_directory(Shown))
    EC = std::make_error_code(std::errc::not_a_directory);
  if (EC || (EC = fs::access(Shown, fs::AccessMode::Write)))
    return fmt::format("'{}': {}", Shown.str(), EC.message());
  return "";
}

std::string checkCompilationDatabase(llvm::StringRef Directory) {
  if (!fs::is_directory(Directory))
    return fmt::format("-p names '{}', which is no directory", Directory.str());
  llvm::SmallString<256> Json(Directory);
  llvm::sys::path::append(Json, "compile_commands.json");
  std::string Error;
  if (fs::exists(Json)) {
    if (!clang::tooling::JSONCompilationDatabase::loadFromFile(
            Json, Error, clang::tooling::JSONCommandLineSyntax::AutoDetect))
      return fmt::format("the compilation database '{}' does not parse: {}", Json.str().str(),
                         Error);
    return "";
  }
  if (!clang::tooling::CompilationDatabase::autoDetectFromDirectory(Directory, Error))
    return fmt::format("no compilation database (compile_commands.json) in '{}' or a directory "
                       "above it",
                       Directory.str());
  return "";
}

std::string checkCompileCommandDirectories(const clang::tooling::CompilationDatabase &Database,
                                           llvm::StringRef Source) {
  // As ClangTool looks the file up: its absolute path.
  llvm::SmallString<256> Absolute(Source);
  fs::make_absolute(Absolute);
  for (const clang::tooling::CompileCommand &Command : Database.getCompileCommands(Absolute)) {
    const std::string &Directory = Command.Directory;
    std::string Why;
    if (!fs::exists(Directory))
      Why = "which does not exist";
    else if (!fs::is_directory(Directory))
      Why = "which is no directory";
    else if (::access(Directory.c_str(), X_OK) != 0) // fs::access says no for any directory
      Why = "which cannot be entered: " + std::error_code(errno, std::generic_category()).message();
    if (!Why.empty())
      return fmt::format("the compilation database's command for '{}' runs in '{}', {}",
                         Absolute.str().str(), Directory, Why);
  }
  return "";
}

} // namespace cu2cl
