#include "OutputFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

namespace cu2cl {

std::string outputPathFor(llvm::StringRef Input, llvm::StringRef OutputDir,
                          llvm::StringRef Extension) {
  llvm::SmallString<256> Path;
  if (OutputDir.empty()) {
    Path = Input;
  } else {
    Path = OutputDir;
    llvm::sys::path::append(Path, llvm::sys::path::filename(Input));
  }
  llvm::sys::path::replace_extension(Path, Extension);
  return std::string(Path);
}

std::string absolutePath(llvm::StringRef Path) {
  llvm::SmallString<256> Absolute(Path);
  if (llvm::sys::fs::make_absolute(Absolute))
    return Path.str(); // no current directory: keep the path as given
  llvm::sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
  return std::string(Absolute);
}

bool isSameFile(llvm::StringRef A, llvm::StringRef B) {
  bool Same = false;
  if (!llvm::sys::fs::equivalent(A, B, Same))
    return Same;
  return absolutePath(A) == absolutePath(B);
}

std::string writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents) {
  llvm::SmallString<256> Model(Path);
  Model += ".tmp-%%%%%%%%";
  int FD = -1;
  llvm::SmallString<256> TempPath;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(Model, FD, TempPath))
    return fmt::format("cannot create a file next to '{}': {}", Path.str(), EC.message());
  {
    llvm::raw_fd_ostream Out(FD, /*shouldClose=*/true);
    Out << Contents;
    Out.close();
    if (Out.has_error()) {
      std::string Message = Out.error().message();
      Out.clear_error();
      (void)llvm::sys::fs::remove(TempPath); // best effort: the write already failed
      return fmt::format("cannot write '{}': {}", Path.str(), Message);
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(TempPath, Path)) {
    (void)llvm::sys::fs::remove(TempPath); // best effort: the rename already failed
    return fmt::format("cannot write '{}': {}", Path.str(), EC.message());
  }
  return "";
}

} // namespace cu2cl
