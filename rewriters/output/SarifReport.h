// Collects every diagnostic of a cu2cl run (cu2cl's own and Clang's) and
// writes them as one SARIF 2.1.0 log with Clang's SarifDocumentWriter.
#pragma once

#include "clang/Basic/Diagnostic.h"
#include "llvm/Support/JSON.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class SarifDocumentWriter;
}

namespace cu2cl {

class SarifCollector : public clang::DiagnosticConsumer {
public:
  SarifCollector();
  ~SarifCollector() override;

  void BeginSourceFile(const clang::LangOptions &LangOpts, const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

  /// The SARIF log: one run per translation unit.
  llvm::json::Object document() const;
  /// Writes the log atomically; returns an error message or "".
  std::string writeTo(llvm::StringRef Path) const;

private:
  void finishRun();
  size_t ruleIndex(const std::string &RuleId, const std::string &Description);

  std::unique_ptr<clang::SarifDocumentWriter> Writer;
  std::vector<std::pair<std::string, size_t>> Rules;
  std::vector<llvm::json::Value> Runs;
};

} // namespace cu2cl
