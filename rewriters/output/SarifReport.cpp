#include "SarifReport.h"

#include "Diagnostics.h"
#include "OutputFiles.h"

#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/Sarif.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"

#include <fmt/format.h>

namespace cu2cl {

SarifCollector::SarifCollector() = default;
SarifCollector::~SarifCollector() = default;

void SarifCollector::BeginSourceFile(const clang::LangOptions &LangOpts,
                                     const clang::Preprocessor *PP) {
  DiagnosticConsumer::BeginSourceFile(LangOpts, PP);
  finishRun();
  if (!PP)
    return;
  Writer = std::make_unique<clang::SarifDocumentWriter>(PP->getSourceManager());
  Writer->createRun("cu2cl", "cu2cl CUDA to OpenCL translator", CU2CL_VERSION);
  Rules.clear();
}

void SarifCollector::EndSourceFile() {
  finishRun();
  DiagnosticConsumer::EndSourceFile();
}

void SarifCollector::finishRun() {
  if (!Writer)
    return;
  Writer->endRun();
  llvm::json::Object Document = Writer->createDocument();
  if (llvm::json::Array *DocumentRuns = Document.getArray("runs"))
    for (llvm::json::Value &Run : *DocumentRuns)
      Runs.push_back(std::move(Run));
  Writer.reset();
}

size_t SarifCollector::ruleIndex(const std::string &RuleId, const std::string &Description) {
  for (const auto &[Id, Index] : Rules)
    if (Id == RuleId)
      return Index;
  size_t Index = Writer->createRule(
      clang::SarifRule::create().setRuleId(RuleId).setName(RuleId).setDescription(Description));
  Rules.emplace_back(RuleId, Index);
  return Index;
}

void SarifCollector::HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                                      const clang::Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (!Writer || Level == clang::DiagnosticsEngine::Ignored)
    return;

  llvm::SmallString<256> Formatted;
  Info.FormatDiagnostic(Formatted);
  llvm::StringRef Message = Formatted;
  std::string RuleId, Description;
  if (std::optional<DiagId> Id =
          catalogueDiagnostic(*Info.getDiags()->getDiagnosticIDs(), Info.getID())) {
    Message = catalogueMessage(Formatted, *Id);
    RuleId = catalogueFlag(*Id);
    Description = diagnosticInfo(*Id).Advice.str();
  } else {
    llvm::StringRef Option = clang::DiagnosticIDs::getWarningOptionForDiag(Info.getID());
    RuleId = Option.empty() ? "clang-diagnostic" : fmt::format("clang-diagnostic-{}", Option.str());
    Description = "A diagnostic of the Clang front end.";
  }

  clang::SarifResultLevel ResultLevel = clang::SarifResultLevel::Note;
  if (Level == clang::DiagnosticsEngine::Warning)
    ResultLevel = clang::SarifResultLevel::Warning;
  else if (Level >= clang::DiagnosticsEngine::Error)
    ResultLevel = clang::SarifResultLevel::Error;

  clang::SarifResult Result = clang::SarifResult::create(ruleIndex(RuleId, Description))
                                  .setDiagnosticMessage(Message)
                                  .setDiagnosticLevel(ResultLevel);
  if (Info.getLocation().isValid() && Info.hasSourceManager()) {
    clang::SourceLocation Loc = Info.getSourceManager().getFileLoc(Info.getLocation());
    Result = Result.setLocations({clang::CharSourceRange::getCharRange(Loc, Loc)});
  }
  Writer->appendResult(Result);
}

llvm::json::Object SarifCollector::document() const {
  llvm::json::Array AllRuns;
  for (const llvm::json::Value &Run : Runs)
    AllRuns.push_back(Run);
  return llvm::json::Object{{"$schema",
                             "https://docs.oasis-open.org/sarif/sarif/v2.1.0/cos02/schemas/"
                             "sarif-schema-2.1.0.json"},
                            {"version", "2.1.0"},
                            {"runs", std::move(AllRuns)}};
}

std::string SarifCollector::writeTo(llvm::StringRef Path) const {
  std::string Text;
  llvm::raw_string_ostream Out(Text);
  Out << llvm::formatv("{0:2}", llvm::json::Value(document())) << "\n";
  Out.flush();
  return writeFileAtomically(Path, Text);
}

} // namespace cu2cl
