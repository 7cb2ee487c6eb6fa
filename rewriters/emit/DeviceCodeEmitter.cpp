// The emitter: functions, kernels and the whole .cl file (DeviceCodeEmitter.h); the other
// concerns are in EmitTypes.cpp, EmitExpressions.cpp, EmitStatements.cpp and UniformRewrite.cpp.
#include "DeviceCodeEmitter.h"
#include "DeviceCodeEmitterImpl.h"
#include "NativeFlow.h"

#include "CooperativeGroups.h"
#include "FunctionNames.h"

#include "Intrinsics.h"
#include "OpenCLNames.h"
#include "PrintfFormat.h"
#include "ShiftSemantics.h"
#include "Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace cu2cl {

using namespace clang;

namespace detail {

std::optional<std::string> openclVectorName(const RecordDecl *Record, const SourceManager &SM) {
  std::optional<std::string> Name = cudaVectorName(Record, SM);
  if (Name && (Name->back() == '2' || Name->back() == '4'))
    return Name;
  return std::nullopt;
}

std::optional<std::string> cudaVectorName(const RecordDecl *Record, const SourceManager &SM) {
  if (!Record->getIdentifier() || !SM.isInSystemHeader(SM.getExpansionLoc(Record->getLocation())))
    return std::nullopt;
  llvm::StringRef Name = Record->getName();
  static const char *const Bases[] = {"ulonglong", "longlong", "uchar", "ushort",
                                      "uint",      "ulong",    "char",  "short",
                                      "int",       "long",     "float", "double"};
  for (llvm::StringRef Base : Bases) {
    if (!Name.starts_with(Base))
      continue;
    llvm::StringRef Count = Name.drop_front(Base.size());
    if (Count.size() != 1 || !isDigit(Count[0]))
      continue;
    std::string Element = Base == "longlong" ? "long" : Base == "ulonglong" ? "ulong" : Base.str();
    return Element + Count.str();
  }
  return std::nullopt;
}

std::string Emitter::forcedBackend(llvm::StringRef Backend) {
  // Whatever the runtime would choose for the device, this file uses Backend.
  if (Backend.empty())
    return "";
  std::string Upper = Backend.upper();
  std::string Text = "// cu2cl --device-backend=" + Backend.str() + "\n";
  for (const char *Other : {"EMULATED", "SUBGROUP", "NVIDIA"})
    if (Upper != Other)
      Text += std::string("#undef ") + abi::BackendMacroPrefix + Other + "\n";
  std::string Macro = abi::BackendMacroPrefix + Upper;
  return Text + "#ifndef " + Macro + "\n#define " + Macro + " 1\n#endif\n";
}

// ---------------------------------------------------------------------------
// Functions

std::string Emitter::symbolParameter(const VarDecl *Symbol) {
  QualType Type = Symbol->getType();
  Type.removeLocalConst();
  // An array arrives as a pointer to its first element, a scalar as a
  // pointer to itself.
  QualType Element = Type->isArrayType() ? Context.getAsArrayType(Type)->getElementType() : Type;
  AddressSpace Space =
      Symbol->hasAttr<CUDAConstantAttr>() ? AddressSpace::Constant : AddressSpace::Global;
  return declaration(Context.getPointerType(Element),
                     abi::SymbolParameterPrefix + variableName(Symbol), Space,
                     Symbol->getLocation());
}

std::string Emitter::signature(const FunctionInstance &Function) {
  const FunctionDecl *Decl = Function.Decl;
  std::string Text = Function.IsKernel ? "__kernel " : "";
  // Performance hints that OpenCL C 1.2 cannot express: said once per attribute.
  auto Dropped = [&](const Attr *Hint, const char *Name, const char *What) {
    if (!Hint || !ReportedAttributes.insert(Hint).second)
      return;
    Diagnostics.report(Hint->getLocation(), DiagId::IgnoredAttribute) << Name << What;
    remark(DiagId::IgnoredAttribute, fmt::format("{} dropped ({})", Name, What));
  };
  Dropped(Decl->getAttr<CUDALaunchBoundsAttr>(), "__launch_bounds__", "an occupancy hint");
  Dropped(Decl->getAttr<NoInlineAttr>(), "__noinline__", "an inlining hint");
  AddressSpace ReturnSpace =
      Function.ReturnSpace == AddressSpace::Unknown || Function.ReturnSpace == AddressSpace::Any
          ? AddressSpace::Private
          : Function.ReturnSpace;
  std::vector<std::string> Params;
  const auto *Constructor = llvm::dyn_cast<CXXConstructorDecl>(Decl);
  if (Function.HasSelf && !Constructor) {
    const auto *Method = llvm::cast<CXXMethodDecl>(Decl);
    QualType Object(Method->getParent()->getTypeForDecl(), 0);
    if (Function.SelfSpace == AddressSpace::Temporary) // the object by value (constructorPrologue)
      Params.push_back(typeName(Object, Decl->getLocation()) + " " + TemporaryObject);
    else {
      if (Method->isConst())
        Object.addConst();
      Params.push_back(declaration(Context.getPointerType(Object), SelfParameter,
                                   Function.SelfSpace, Decl->getLocation()));
    }
  }
  for (unsigned I = 0; I < Decl->getNumParams(); ++I) {
    const ParmVarDecl *Param = Decl->getParamDecl(I);
    QualType Type = Param->getType();
    std::string Name = variableName(Param);
    GroupKind Group = groupTypeOf(Type.getNonReferenceType()).Kind;
    if (knownFromItsType(Group))
      continue; // known from its type: no parameter
    if (isEmptyClass(Type.getNonReferenceType()))
      continue; // a stateless functor: its calls need no object
    // A reference parameter is a pointer, or the value when its calls bind a temporary.
    if (Type->isReferenceType() && Function.ParamSpaces[I] == AddressSpace::Temporary)
      Type = Type.getNonReferenceType();
    if (Group == GroupKind::Coalesced)
      Params.push_back("uint " + Name);
    // OpenCL forbids bool kernel arguments; CUDA passes bool as one byte.
    else if (Function.IsKernel && Type->isBooleanType())
      Params.push_back("uchar " + Name);
    else if (std::vector<PointerMember> Pointers = kernelStructPointers(Function, Type);
             !Pointers.empty()) {
      // A struct with pointers: its bytes, then each pointer as a buffer (abi.h).
      const RecordDecl *Record = Type->getAsRecordDecl();
      requireArgumentTwin(Record);
      Params.push_back(recordName(Record, Param->getLocation()) + abi::ArgumentStructSuffix + " " +
                       Name + abi::ArgumentStructSuffix);
      for (const PointerMember &Path : Pointers) {
        QualType Pointer = Path.back()->getType();
        Pointer.removeLocalConst();
        Pointer.removeLocalRestrict();
        std::string Member = Name + abi::MemberPointerInfix + memberPathName(Path);
        Params.push_back(
            declaration(Pointer, Member, AddressSpace::Global, Path.back()->getLocation()));
        Params.push_back("ulong " + Member + abi::OffsetParameterSuffix);
      }
    } else if (Function.IsKernel && Type->isPointerType()) {
      // The host may pass a pointer into the middle of an allocation: the
      // buffer comes with a byte offset (docs/host-translation.md).
      Type.removeLocalConst();
      Params.push_back(declaration(Type, Name, Function.ParamSpaces[I], Param->getLocation()));
      Params.push_back("ulong " + Name + abi::OffsetParameterSuffix);
    } else
      Params.push_back(declaration(Type, Name, Function.ParamSpaces[I], Param->getLocation()));
  }
  for (const VarDecl *Symbol : Function.Symbols)
    Params.push_back(symbolParameter(Symbol));
  for (const VarDecl *Shared : Function.HoistedShared) {
    // An array arrives as a pointer to its first element, a scalar as a pointer to itself.
    QualType Type = Shared->getType();
    QualType Element = Type->isArrayType() ? Context.getAsArrayType(Type)->getElementType() : Type;
    Params.push_back(declaration(Context.getPointerType(Element), variableName(Shared),
                                 AddressSpace::Local, Shared->getLocation()));
  }
  if (!Function.IsKernel && Function.Synchronizing) {
    Params.push_back(fmt::format("bool {}", abi::ActiveParameter));
    Params.push_back(fmt::format("__local ulong *{}", abi::ScratchParameter));
  }
  if (Function.IsKernel && !Function.DynamicShared.empty()) {
    if (Function.DynamicShared.size() == 1) {
      const VarDecl *Shared = Function.DynamicShared.front();
      QualType Element = Context.getAsArrayType(Shared->getType())->getElementType();
      Params.push_back("__local " + typeName(Element, Shared->getLocation()) + " *" +
                       variableName(Shared));
    } else {
      Params.push_back(fmt::format("__local uchar *{}", abi::DynamicSharedParameter));
    }
  }
  // The scratch buffer comes last, after the user's and dynamic shared memory.
  if (Function.IsKernel && Function.UsesScratch) {
    Params.push_back(fmt::format("__local ulong *{}", abi::ScratchParameter));
    Text = std::string(abi::KernelAttributesMacro) + " " + Text;
    UsesDeviceLibrary = true;
  }
  // A constructor returns the object it initialises.
  std::string Return =
      Constructor
          ? typeName(QualType(Constructor->getParent()->getTypeForDecl(), 0), Decl->getLocation())
          : declaration(Decl->getReturnType(), "", ReturnSpace, Decl->getLocation());
  Text += Return + (Return.back() == '*' ? "" : " ") + Function.Name + "(";
  Text += Params.empty() ? "void" : llvm::join(Params, ", ");
  return Text + ")";
}

std::string Emitter::memberPathName(const PointerMember &Path) {
  std::vector<std::string> Names;
  for (const FieldDecl *Field : Path)
    Names.push_back(variableName(Field));
  return llvm::join(Names, "_");
}

std::string Emitter::rebuildStruct(const RecordDecl *Record, const std::string &Local,
                                   const std::string &Twin, const std::string &Buffers) {
  std::string Out;
  for (const FieldDecl *Field : Record->getDefinition()->fields()) {
    std::string Member = variableName(Field);
    std::string To = Local + "." + Member, From = Twin + "." + Member;
    if (Field->getType()->isPointerType())
      Out += fmt::format("{} = {}{};\n", To, Buffers, Member);
    else if (const RecordDecl *Inner = Field->getType()->getAsRecordDecl();
             Inner && hasPointerMembers(Inner))
      Out += rebuildStruct(Inner, To, From, Buffers + Member + "_");
    else if (Field->getType()->isArrayType())
      Out += fmt::format("for (uint cu2cl_i = 0; cu2cl_i < sizeof({0}); ++cu2cl_i)\n"
                         "  ((uchar *)&{0})[cu2cl_i] = ((uchar *)&{1})[cu2cl_i];\n",
                         To, From);
    else
      Out += fmt::format("{} = {};\n", To, From);
  }
  return Out;
}

std::string Emitter::constructorPrologue(const CXXConstructorDecl *Constructor) {
  QualType Object(Constructor->getParent()->getTypeForDecl(), 0);
  std::string Type = typeName(Object, Constructor->getLocation());
  std::string Out = fmt::format("{} {};\n{} *{} = &{};\n", Type, ConstructedObject, Type,
                                SelfParameter, ConstructedObject);
  // The member initialisers, written or default (CXXDefaultInitExpr), in declaration order.
  for (const CXXCtorInitializer *Init : Constructor->inits()) {
    const FieldDecl *Field = Init->getAnyMember();
    if (!Field || !Init->getInit())
      continue; // bases are refused where the constructor is called
    const Expr *Value = Init->getInit();
    if (const auto *Default = llvm::dyn_cast<CXXDefaultInitExpr>(Value))
      Value = Default->getExpr();
    if (const auto *Construct = llvm::dyn_cast<CXXConstructExpr>(Value->IgnoreImplicit());
        Construct && Construct->getNumArgs() == 0 && !runsCode(Construct))
      continue; // left as a C declaration leaves it
    std::string Target = std::string(SelfParameter) + "->" + variableName(Field);
    if (llvm::isa<ImplicitValueInitExpr>(Value)) { // `member()`: zero
      if (Field->getType()->isArrayType() || Field->getType()->isRecordType())
        Out += unsupported(Value, "value-initialising an array or struct member") + ";\n";
      else
        Out += Target + " = 0;\n";
      continue;
    }
    if (Field->getType()->isArrayType()) {
      Out += unsupported(Value, "initialising an array member in a constructor") + ";\n";
      continue;
    }
    Out += Target + " = " + expr(Value) + ";\n";
  }
  return Out;
}

std::string Emitter::function(const FunctionInstance &Function) {
  Current = &Function;
  std::string Out;
  std::string Prologue;
  for (const VarDecl *Shared : Function.SharedVariables) {
    Prologue += "__local " +
                declaration(Shared->getType(), variableName(Shared), AddressSpace::Private,
                            Shared->getLocation()) +
                ";";
    // Keep a comment written at the end of the declaration's line.
    unsigned Offset = Comments.offsetOf(Shared->getEndLoc());
    if (Offset != ~0u) {
      SourceLocation Line =
          SM.translateLineCol(SM.getMainFileID(), Comments.lineOf(Shared->getEndLoc()) + 1, 1);
      for (const auto &C : Comments.take(Shared->getEndLoc(), Line))
        Prologue += " " + C.Text;
    }
    Prologue += "\n";
  }
  if (Function.IsKernel) {
    std::string Offsets;
    for (const ParmVarDecl *Param : Function.Decl->parameters())
      if (QualType Type = Param->getType(); Type->isPointerType()) {
        Type.removeLocalConst();
        Type.removeLocalRestrict();
        std::string Pointer = declaration(Type, "", AddressSpace::Global, Param->getLocation());
        std::string Bytes = Type->getPointeeType().isConstQualified() ? "__global const uchar *"
                                                                      : "__global uchar *";
        std::string Name = variableName(Param);
        Offsets += fmt::format("{} = ({})(({}){} + {}{});\n", Name, Pointer, Bytes, Name, Name,
                               abi::OffsetParameterSuffix);
      }
    // A struct with pointers is rebuilt from its bytes and its pointers' buffers.
    std::string Structs;
    for (const ParmVarDecl *Param : Function.Decl->parameters()) {
      std::vector<PointerMember> Pointers = kernelStructPointers(Function, Param->getType());
      if (Pointers.empty())
        continue;
      const RecordDecl *Record = Param->getType()->getAsRecordDecl();
      std::string Name = variableName(Param);
      std::string Buffers = Name + abi::MemberPointerInfix;
      for (const PointerMember &Path : Pointers) {
        std::string Buffer = Buffers + memberPathName(Path);
        QualType Pointer = Path.back()->getType();
        Pointer.removeLocalConst();
        Pointer.removeLocalRestrict();
        Offsets += fmt::format("{} = ({})((__global uchar *){} + {}{});\n", Buffer,
                               declaration(Pointer, "", AddressSpace::Global, Param->getLocation()),
                               Buffer, Buffer, abi::OffsetParameterSuffix);
      }
      Structs += typeName(Param->getType().getUnqualifiedType(), Param->getLocation()) + " " +
                 Name + ";\n";
      Structs += rebuildStruct(Record, Name, Name + abi::ArgumentStructSuffix, Buffers);
    }
    // The runtime builds the additions out for launches whose pointers all start their
    // buffers: they cost a GPU kernel 3 % (docs/performance.md).
    if (!Offsets.empty())
      Prologue += "#if !" + std::string(abi::ZeroOffsetsMacro) + "\n" + Offsets + "#endif\n";
    Prologue += Structs;
  }
  Prologue += hoistLoopArrays(Function);
  if (Function.DynamicShared.size() > 1)
    for (const VarDecl *Shared : Function.DynamicShared) {
      QualType Element = Context.getAsArrayType(Shared->getType())->getElementType();
      std::string Type = typeName(Element, Shared->getLocation());
      Prologue += fmt::format("__local {} *{} = (__local {} *){};\n", Type, variableName(Shared),
                              Type, abi::DynamicSharedParameter);
    }
  if (const auto *Constructor = llvm::dyn_cast<CXXConstructorDecl>(Function.Decl))
    Prologue += constructorPrologue(Constructor);
  else if (Function.HasSelf && Function.SelfSpace == AddressSpace::Temporary) {
    // A member function called on a temporary takes the object by value; `self` points to it.
    QualType Object(llvm::cast<CXXMethodDecl>(Function.Decl)->getParent()->getTypeForDecl(), 0);
    Prologue += fmt::format("{} *{} = &{};\n", typeName(Object, Function.Decl->getLocation()),
                            SelfParameter, TemporaryObject);
  }
  Out += signature(Function) + " ";
  Out.insert(0, takeRemarks()); // from the signature
  CommentCursor =
      std::max(CommentCursor, Comments.offsetOf(Function.Decl->getBody()->getBeginLoc()));
  Active = Function.IsKernel || !Function.Synchronizing ? "true" : abi::ActiveParameter;
  const auto *Body = llvm::cast<CompoundStmt>(Function.Decl->getBody());
  if (hasNativeFlow(Function)) {
    // The body twice, each with the user's comments: CUDA's control flow for the nvidia
    // backend, whose primitives are CUDA's PTX, and the uniform form every backend can run.
    const CommentCarrier::State Comments0 = Comments.state();
    const unsigned Cursor0 = CommentCursor, Line0 = LastLine;
    std::string Native;
    NativeFlow = true;
    compound(Body, Native, Prologue, /*FunctionBody=*/true);
    NativeFlow = false;
    while (!Native.empty() && Native.back() == '\n')
      Native.pop_back();
    Comments.restore(Comments0);
    CommentCursor = Cursor0;
    LastLine = Line0;
    Out +=
        fmt::format("\n#if {}\n", abi::NativeFlowMacro) +
        "// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)\n" +
        Native + "\n#else\n";
    uniformBody(Function, Prologue, Out);
    while (Out.back() == '\n')
      Out.pop_back();
    Out += "\n#endif";
  } else if (Function.Uniformize) {
    uniformBody(Function, Prologue, Out);
  } else {
    compound(Body, Out, Prologue, /*FunctionBody=*/true);
  }
  if (llvm::isa<CXXConstructorDecl>(Function.Decl)) {
    // The object is the constructor's result: returned after the body's last statement.
    size_t Close = Out.rfind('}');
    Out.insert(Close, fmt::format("return {};\n", ConstructedObject));
  }
  Out += "\n";
  Current = nullptr;
  return Out;
}

std::vector<std::string> Emitter::run(llvm::StringRef SourceName, const EmitOptions &Options) {
  const llvm::StringRef DeviceBackend = Options.DeviceBackend;
  // Top-level declarations of the main file, to find each one's comments.
  std::vector<const Decl *> TopLevel;
  for (const Decl *D : Context.getTranslationUnitDecl()->decls())
    if (Comments.offsetOf(D->getBeginLoc()) != ~0u && !D->isImplicit())
      TopLevel.push_back(D);
  auto PrecedingEnd = [&](SourceLocation Begin) {
    unsigned Target = Comments.offsetOf(Begin);
    unsigned Best = 0;
    for (const Decl *D : TopLevel) {
      unsigned End = Comments.offsetOf(D->getEndLoc());
      if (End != ~0u && End < Target)
        Best = std::max(Best, End + 1);
    }
    return Best;
  };
  auto LeadingComments = [&](SourceLocation Begin) {
    std::string Text;
    SourceLocation From =
        SM.getLocForStartOfFile(SM.getMainFileID()).getLocWithOffset(PrecedingEnd(Begin));
    for (const auto &C : Comments.take(From, Begin))
      Text += C.Text + "\n";
    return Text;
  };

  // Comments above the first declaration describe the file, except the block
  // attached to that declaration.
  std::string FileComments;
  if (!TopLevel.empty()) {
    SourceLocation FileStart = SM.getLocForStartOfFile(SM.getMainFileID());
    unsigned Attached = Comments.attachedBlockStart(TopLevel.front()->getBeginLoc());
    unsigned PreviousLine = 0;
    for (const auto &C : Comments.take(FileStart, FileStart.getLocWithOffset(Attached))) {
      if (PreviousLine && C.Line > PreviousLine + 1)
        FileComments += "\n";
      FileComments += C.Text + "\n";
      PreviousLine = C.Line + static_cast<unsigned>(std::count(C.Text.begin(), C.Text.end(), '\n'));
    }
  }

  // Program-scope constants.
  std::string Constants;
  for (const VarDecl *Constant : Program.ProgramConstants) {
    Constants += LeadingComments(Constant->getBeginLoc());
    const VarDecl *Definition = Constant->getDefinition() ? Constant->getDefinition() : Constant;
    QualType Type = Definition->getType();
    Type.removeLocalConst();
    Constants += "__constant " + declaration(Type, variableName(Definition), AddressSpace::Constant,
                                             Definition->getLocation());
    Constants += " = " + initializer(Definition->getInit(), Definition->getType()) + ";\n\n";
  }

  // Functions, with prototypes for callees that are defined after a caller.
  std::map<const FunctionInstance *, size_t> Position;
  for (size_t I = 0; I < Program.Functions.size(); ++I)
    Position[Program.Functions[I].get()] = I;
  std::set<size_t> NeedPrototype;
  for (size_t I = 0; I < Program.Functions.size(); ++I)
    for (const auto &[Call, Callee] : Program.Functions[I]->Callees)
      if (Position[Callee] > I)
        NeedPrototype.insert(Position[Callee]);
  std::vector<std::string> Functions;
  const FunctionDecl *Previous = nullptr;
  for (const auto &Function : Program.Functions) {
    std::string Text;
    if (Function->Decl != Previous)
      Text += LeadingComments(Function->Decl->getBeginLoc());
    Previous = Function->Decl;
    unsigned BlockSyncsBefore = BlockSyncsPrinted;
    std::string Body = function(*Function);
    SynchronisesBlock[Function.get()] = BlockSyncsPrinted != BlockSyncsBefore;
    Functions.push_back(Text + Body);
  }
  std::string Prototypes;
  for (size_t Index : NeedPrototype) {
    Current = Program.Functions[Index].get();
    Prototypes += signature(*Current) + ";\n";
    Current = nullptr;
  }

  std::string Types;
  // By index: printing a definition can require more tags (a field's pointee, an enum), which
  // Tags appends while this runs; an iterator would dangle once its storage grows.
  for (size_t I = 0; I < Tags.size(); ++I) {
    const TagDecl *Tag = Tags[I];
    if (const auto *Record = dyn_cast<RecordDecl>(Tag)) {
      Types += LeadingComments(Record->getBeginLoc());
      Types += recordDefinition(Record);
    } else if (const auto *Enum = dyn_cast<EnumDecl>(Tag)) {
      Types += LeadingComments(Enum->getBeginLoc());
      Types += enumDefinition(Enum);
    }
  }
  // The kernel argument twins of structs with pointers, after every type they contain.
  for (const RecordDecl *Record : ArgumentRecords)
    Types += recordDefinition(Record, /*ArgumentTwin=*/true);

  // The output goes out in top-level pieces, formatted one by one.
  std::vector<std::string> Pieces;
  std::string Out = fmt::format("// OpenCL C 1.2 translated by cu2cl from {}.\n", SourceName.str());
  Out += "// Edit the CUDA source and translate again rather than editing this file.\n\n";
  // nvcc -fmad=false: no multiply-add fused, so every word is nvcc's (OpenCL C's contraction
  // within an expression fuses some of those nvcc's default fuses, across statements too).
  if (!Options.FuseMultiplyAdd)
    Out += "#pragma OPENCL FP_CONTRACT OFF\n\n";
  if (UsesDouble) {
    Diagnostics.report(FirstDouble, DiagId::DoublePrecision);
    remark(DiagId::DoublePrecision, "needs a device with cl_khr_fp64");
    Out += takeRemarks() + "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n\n";
  }
  if (UsesDeviceLibrary)
    Out += forcedBackend(DeviceBackend) + "#include <cu2cl/device.h>\n";
  if (!Program.AlgorithmMacros.empty())
    Out += "#include <cu2cl/algorithms.h>\n";
  if (UsesDeviceLibrary || !Program.AlgorithmMacros.empty())
    Out += "\n";
  Out += FileComments.empty() ? "" : FileComments + "\n";
  Pieces.push_back(std::move(Out));
  std::string HelperText;
  for (const ClampingShift &Shift : ShiftHelpers)
    HelperText += Shift.helperDefinition() + "\n";
  for (const auto &[Helper, MultiWarp] : ReduceHelpers)
    HelperText += groupReduceHelper(Helper.first, Helper.second, MultiWarp) + "\n";
  for (std::string *Piece : {&Types, &HelperText, &Constants, &Prototypes})
    if (!Piece->empty())
      Pieces.push_back(std::move(*Piece));
  for (std::string &Function : Functions)
    Pieces.push_back(std::move(Function));
  if (!Program.AlgorithmMacros.empty()) {
    std::string Algorithms = "// Kernels of the thrust/CUB calls in the host code.\n";
    for (const std::string &Macro : Program.AlgorithmMacros)
      Algorithms += Macro + "\n";
    Pieces.push_back(std::move(Algorithms));
  }
  return Pieces;
}

} // namespace detail

std::vector<std::string> emitOpenCL(ASTContext &Context, const DeviceProgram &Program,
                                    DiagnosticReporter &Diagnostics, CommentCarrier &Comments,
                                    llvm::StringRef SourceName, const EmitOptions &Options) {
  return detail::Emitter(Context, Program, Diagnostics, Comments).run(SourceName, Options);
}

} // namespace cu2cl
