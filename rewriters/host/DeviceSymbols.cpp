// __device__ and __constant__ variables in host code. The declaration stays as the variable's
// host *shadow* (its CUDA keyword goes with removeCudaKeywords): it holds the initial value and
// is what cudaMemcpyToSymbol & co. name. A variable that lives in a device buffer (a symbol of
// the device program, isSymbolVariable) is registered with the module right after its
// declaration,
//
//   static cu2cl::Symbol cu2cl_symbol_v_registration(cu2cl_module, "cu2cl_symbol_v", &v,
//                                                    sizeof(v));
//
// so that launches bind the kernels' `cu2cl_symbol_v` parameter to that buffer. Read-only data
// with an initialiser is a program-scope __constant of the .cl file instead, which the host
// cannot write: a host write to one is reported.

#include "FunctionNames.h"
#include "HostRewrite.h"
#include "cu2cl/abi.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <map>

namespace cu2cl {

using namespace clang;

void registerDeviceSymbols(HostRewrite &Rewrite) {
  HostEdits &Edits = Rewrite.Edits;
  // The registrations of one declaration statement, in declarator order.
  std::map<unsigned, std::vector<std::string>> After;
  std::map<unsigned, std::string> Indentation;
  Rewrite.forEachFileDecl([&](Decl *D) {
    auto *Var = dyn_cast<VarDecl>(D);
    if (!Var || !(hasWritten<CUDADeviceAttr>(Var) || hasWritten<CUDAConstantAttr>(Var)) ||
        hasWritten<CUDASharedAttr>(Var) || !Var->isThisDeclarationADefinition() ||
        Var->getDescribedVarTemplate())
      return;
    if (!isSymbolVariable(Var)) {
      if (auto Write = Rewrite.HostWrittenSymbols.find(Var->getCanonicalDecl());
          Write != Rewrite.HostWrittenSymbols.end())
        Rewrite.reportUnsupported(
            Write->second, Var->getNameAsString(),
            "it has an initialiser and is read-only on the device, so the OpenCL program has "
            "it as a program-scope constant that the host cannot write; declare it without "
            "an initialiser and upload its values");
      return;
    }
    std::optional<FileRange> Text = Edits.spelledRange(Var->getSourceRange());
    std::optional<unsigned> End = Text ? Edits.statementEnd(Text->End) : std::nullopt;
    std::string Name = Var->getNameAsString();
    // A variable template's specialisation (`mask<float>`) is its own device variable; its
    // registration follows the template's declaration.
    std::string Spelled = Name;
    if (isa<VarTemplateSpecializationDecl>(Var)) {
      Spelled.clear();
      llvm::raw_string_ostream Out(Spelled);
      Var->getNameForDiagnostic(Out, Var->getASTContext().getPrintingPolicy(),
                                /*Qualified=*/true);
    }
    if (!Text || !End) {
      Rewrite.reportNotRewritable(Var->getLocation(), "the registration of '" + Name + "'",
                                  "its declaration is not spelled in one piece in the file "
                                  "being translated");
      return;
    }
    // After the line's trailing comment, if it has one.
    unsigned Offset = *End + 1;
    size_t LineEnd = Edits.text().find('\n', Offset);
    if (LineEnd == llvm::StringRef::npos)
      LineEnd = Edits.text().size();
    llvm::StringRef Rest = Edits.text().slice(Offset, LineEnd).trim();
    if (Rest.empty() || Rest.starts_with("//"))
      Offset = LineEnd;
    Rewrite.NamesModule = true;
    std::string Symbol = abi::SymbolParameterPrefix + openclVariableName(Var);
    After[Offset].push_back(
        fmt::format("static cu2cl::Symbol {0}_registration(cu2cl_module, \"{0}\", &{1}, "
                    "sizeof({1}){2});",
                    Symbol, Spelled, isManagedVariable(Var) ? ", cu2cl::Symbol::managed" : ""));
    Indentation[Offset] = Edits.indentationAt(Text->Begin);
  });
  for (const auto &[Offset, Registrations] : After) {
    std::string Text;
    for (const std::string &Registration : Registrations)
      Text += "\n" + Indentation[Offset] + Registration;
    Edits.insert(Offset, Text);
  }
}

} // namespace cu2cl
