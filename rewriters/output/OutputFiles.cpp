#include "OutputFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <vector>

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

/// \p Path with every symbolic link resolved, also for a file that does not exist yet (then its
/// directory's are): an output that cu2cl is about to write has no real path of its own.
static std::string resolvedPath(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Path, Real))
    return std::string(Real);
  llvm::SmallString<256> Absolute(Path);
  if (llvm::sys::fs::make_absolute(Absolute) ||
      llvm::sys::fs::real_path(llvm::sys::path::parent_path(Absolute), Real))
    return absolutePath(Path);
  llvm::sys::path::append(Real, llvm::sys::path::filename(Absolute));
  return std::string(Real);
}

bool isSameFile(llvm::StringRef A, llvm::StringRef B) {
  bool Same = false;
  if (!llvm::sys::fs::equivalent(A, B, Same))
    return Same;
  return resolvedPath(A) == resolvedPath(B);
}

std::string writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents) {
  return writeFilesAtomically({OutputFile{Path.str(), Contents.str()}});
}

std::string writeFilesAtomically(llvm::ArrayRef<OutputFile> Files) {
  // Phase 1: every file written in full beside its target. TempFile removes its file if a
  // signal ends the process, so an interrupted run leaves no half-written file behind.
  std::vector<llvm::sys::fs::TempFile> Written;
  auto Fail = [&](std::string Message) {
    for (llvm::sys::fs::TempFile &Temp : Written)
      llvm::consumeError(Temp.discard()); // best effort: the write already failed
    return Message;
  };
  for (const OutputFile &File : Files) {
    // A directory in the way would fail only at the rename, after other files were replaced.
    if (llvm::sys::fs::is_directory(File.Path))
      return Fail(fmt::format("cannot write '{}': it is a directory", File.Path));
    llvm::Expected<llvm::sys::fs::TempFile> Temp =
        llvm::sys::fs::TempFile::create(File.Path + ".tmp-%%%%%%%%");
    if (!Temp)
      return Fail(fmt::format("cannot create a file next to '{}': {}", File.Path,
                              llvm::toString(Temp.takeError())));
    Written.push_back(std::move(*Temp));
    llvm::raw_fd_ostream Out(Written.back().FD, /*shouldClose=*/false);
    Out << File.Contents;
    Out.flush();
    if (Out.has_error()) {
      std::string Message = Out.error().message();
      Out.clear_error();
      return Fail(fmt::format("cannot write '{}': {}", File.Path, Message));
    }
  }
  // Phase 2: the renames, which replace each target at once.
  for (size_t I = 0; I < Written.size(); ++I)
    if (llvm::Error E = Written[I].keep(Files[I].Path)) {
      std::string Message = llvm::toString(std::move(E));
      Written.erase(Written.begin(), Written.begin() + I + 1); // kept or already discarded
      return Fail(fmt::format("cannot write '{}': {}", Files[I].Path, Message));
    }
  return "";
}

} // namespace cu2cl
