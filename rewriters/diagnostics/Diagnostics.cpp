#include "Diagnostics.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "llvm/ADT/STLExtras.h"

#include <fmt/format.h>

#include <mutex>

namespace cu2cl {

namespace {
const DiagnosticInfo Catalogue[] = {
#define CU2CL_DIAGNOSTIC(Enumerator, Name, Severity, Message, Advice)                              \
  {DiagId::Enumerator, Name, DiagSeverity::Severity, Message, Advice},
#include "DiagnosticCatalog.def"
};
constexpr llvm::StringLiteral FlagPrefix = "cu2cl-";
} // namespace

llvm::ArrayRef<DiagnosticInfo> diagnosticCatalog() { return Catalogue; }

const DiagnosticInfo &diagnosticInfo(DiagId Id) { return Catalogue[static_cast<size_t>(Id)]; }

const DiagnosticInfo *findDiagnostic(llvm::StringRef FlagName) {
  FlagName.consume_front(FlagPrefix);
  for (const DiagnosticInfo &Info : Catalogue)
    if (Info.Name == FlagName)
      return &Info;
  return nullptr;
}

WarningOptions WarningOptions::parse(llvm::ArrayRef<std::string> Values) {
  WarningOptions Result;
  for (llvm::StringRef Value : Values) {
    llvm::StringRef Flag = Value;
    bool Negated = Flag.consume_front("no-");
    if (Flag == "error") {
      Result.WarningsAsErrors = !Negated;
      Result.ClangArguments.push_back(fmt::format("-W{}", Value.str()));
      continue;
    }
    bool ErrorForm = Flag.consume_front("error=");
    if (!Flag.starts_with(FlagPrefix)) {
      Result.ClangArguments.push_back(fmt::format("-W{}", Value.str()));
      continue;
    }
    const DiagnosticInfo *Info = findDiagnostic(Flag);
    if (!Info) {
      Result.Problems.push_back(fmt::format("unknown warning option '-W{}'", Value.str()));
      continue;
    }
    if (Info->DefaultSeverity == DiagSeverity::Error) {
      Result.Problems.push_back(
          fmt::format("'-W{}' has no effect: cu2cl-{} marks input that was not translated",
                      Value.str(), Info->Name.str()));
      continue;
    }
    if (ErrorForm)
      Result.AsError[Info->Id] = !Negated;
    else
      Result.Enabled[Info->Id] = !Negated;
  }
  return Result;
}

clang::DiagnosticsEngine::Level WarningOptions::levelFor(DiagId Id) const {
  const DiagnosticInfo &Info = diagnosticInfo(Id);
  if (Info.DefaultSeverity == DiagSeverity::Error)
    return clang::DiagnosticsEngine::Error;
  if (auto It = Enabled.find(Id); It != Enabled.end() && !It->second)
    return clang::DiagnosticsEngine::Ignored;
  bool Error = WarningsAsErrors;
  if (auto It = AsError.find(Id); It != AsError.end())
    Error = It->second;
  return Error ? clang::DiagnosticsEngine::Error : clang::DiagnosticsEngine::Warning;
}

bool DiagnosticReporter::isEnabled(DiagId Id) const {
  return Options.levelFor(Id) != clang::DiagnosticsEngine::Ignored;
}

namespace {
/// Clang's custom diagnostics that stand for catalogue entries, per DiagnosticIDs: the live
/// reporters' registrations (a reporter removes its own when it goes).
struct CustomRegistry {
  std::mutex Lock;
  std::map<std::pair<const clang::DiagnosticIDs *, unsigned>, DiagId> Ids;
};
CustomRegistry &customRegistry() {
  static CustomRegistry Registry;
  return Registry;
}
} // namespace

unsigned DiagnosticReporter::customId(DiagId Id, clang::DiagnosticsEngine::Level Level) {
  auto Key = std::make_pair(Id, static_cast<int>(Level));
  if (auto It = CustomIds.find(Key); It != CustomIds.end())
    return It->second;
  const DiagnosticInfo &Info = diagnosticInfo(Id);
  std::string Format = fmt::format("{} [-W{}]", Info.Message.str(), catalogueFlag(Id));
  unsigned Custom = Engine.getDiagnosticIDs()->getCustomDiagID(
      static_cast<clang::DiagnosticIDs::Level>(Level), Format);
  CustomIds.emplace(Key, Custom);
  CustomRegistry &Registry = customRegistry();
  std::lock_guard<std::mutex> Guard(Registry.Lock);
  Registry.Ids[{Engine.getDiagnosticIDs().get(), Custom}] = Id;
  return Custom;
}

clang::DiagnosticBuilder DiagnosticReporter::report(clang::SourceLocation Loc, DiagId Id) {
  clang::DiagnosticsEngine::Level Level = Options.levelFor(Id);
  // The same problem can be met by several passes (analysis, emission, each
  // specialisation of a function): say it once, and one error per place.
  unsigned Raw = Loc.getRawEncoding();
  bool Repeated = !Reported.insert({Raw, Id}).second;
  if (Level == clang::DiagnosticsEngine::Error && Loc.isValid())
    Repeated |= !ErrorLocations.insert(Raw).second;
  if (Repeated)
    Level = clang::DiagnosticsEngine::Ignored;
  return Engine.Report(Loc, customId(Id, Level));
}

DiagnosticReporter::~DiagnosticReporter() {
  CustomRegistry &Registry = customRegistry();
  std::lock_guard<std::mutex> Guard(Registry.Lock);
  for (const auto &[Key, Custom] : CustomIds)
    Registry.Ids.erase({Engine.getDiagnosticIDs().get(), Custom});
}

std::optional<DiagId> catalogueDiagnostic(const clang::DiagnosticIDs &Ids, unsigned ClangId) {
  CustomRegistry &Registry = customRegistry();
  std::lock_guard<std::mutex> Guard(Registry.Lock);
  auto It = Registry.Ids.find({&Ids, ClangId});
  if (It == Registry.Ids.end())
    return std::nullopt;
  return It->second;
}

std::string catalogueFlag(DiagId Id) { return FlagPrefix.str() + diagnosticInfo(Id).Name.str(); }

llvm::StringRef catalogueMessage(llvm::StringRef Formatted, DiagId Id) {
  std::string Suffix = fmt::format(" [-W{}]", catalogueFlag(Id));
  Formatted.consume_back(Suffix);
  return Formatted;
}

} // namespace cu2cl
