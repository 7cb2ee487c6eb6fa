// cu2cl's diagnostics: the catalogue, the -W options that tune it, and the
// reporter that emits through Clang's diagnostics engine so that the output
// looks like any other Clang diagnostic (file:line:col, caret, [-Wflag]).
#pragma once

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cu2cl {

enum class DiagId {
#define CU2CL_DIAGNOSTIC(Enumerator, Name, Severity, Message, Advice) Enumerator,
#include "DiagnosticCatalog.def"
};

enum class DiagSeverity { Warning, Error };

struct DiagnosticInfo {
  DiagId Id;
  llvm::StringRef Name; ///< Without the "cu2cl-" prefix.
  DiagSeverity DefaultSeverity;
  llvm::StringRef Message;
  llvm::StringRef Advice;
};

/// Every diagnostic cu2cl can emit, in catalogue order.
llvm::ArrayRef<DiagnosticInfo> diagnosticCatalog();
const DiagnosticInfo &diagnosticInfo(DiagId Id);
/// Looks a diagnostic up by its flag name ("cu2cl-unsupported-type" or "unsupported-type").
const DiagnosticInfo *findDiagnostic(llvm::StringRef FlagName);

/// What the -W options say about each diagnostic.
class WarningOptions {
public:
  /// Parses the values of -W options (without the leading "-W": "error",
  /// "no-cu2cl-double-precision", "error=cu2cl-renamed-identifier", "all").
  /// Options that are not about cu2cl diagnostics are kept for Clang.
  static WarningOptions parse(llvm::ArrayRef<std::string> Values);

  /// The level a diagnostic is emitted at; Ignored when silenced.
  clang::DiagnosticsEngine::Level levelFor(DiagId Id) const;

  /// -W options to forward to Clang's own diagnostics ("-Wall", "-Werror" …).
  const std::vector<std::string> &clangArguments() const { return ClangArguments; }
  /// Problems with the options themselves, to print as warnings.
  const std::vector<std::string> &problems() const { return Problems; }

private:
  bool WarningsAsErrors = false;
  std::map<DiagId, bool> Enabled;
  std::map<DiagId, bool> AsError;
  std::vector<std::string> ClangArguments;
  std::vector<std::string> Problems;
};

/// Emits catalogue diagnostics through one translation unit's DiagnosticsEngine.
class DiagnosticReporter {
public:
  DiagnosticReporter(clang::DiagnosticsEngine &Engine, const WarningOptions &Options)
      : Engine(Engine), Options(Options) {}
  ~DiagnosticReporter();
  DiagnosticReporter(const DiagnosticReporter &) = delete;
  DiagnosticReporter &operator=(const DiagnosticReporter &) = delete;

  clang::DiagnosticBuilder report(clang::SourceLocation Loc, DiagId Id);
  bool isEnabled(DiagId Id) const;

private:
  unsigned customId(DiagId Id, clang::DiagnosticsEngine::Level Level);

  clang::DiagnosticsEngine &Engine;
  const WarningOptions &Options;
  std::map<std::pair<DiagId, int>, unsigned> CustomIds;
  std::set<std::pair<unsigned, DiagId>> Reported; ///< One report per location and diagnostic.
  std::set<unsigned> ErrorLocations;              ///< One error per location.
};

/// The catalogue diagnostic that Clang's diagnostic \p ClangId of \p Ids stands for (a
/// custom diagnostic a DiagnosticReporter registered and still holds), else nothing.
std::optional<DiagId> catalogueDiagnostic(const clang::DiagnosticIDs &Ids, unsigned ClangId);

/// A formatted catalogue diagnostic without its " [-Wcu2cl-name]" suffix.
llvm::StringRef catalogueMessage(llvm::StringRef Formatted, DiagId Id);

/// The option that names \p Id: cu2cl-<name>.
std::string catalogueFlag(DiagId Id);

} // namespace cu2cl
