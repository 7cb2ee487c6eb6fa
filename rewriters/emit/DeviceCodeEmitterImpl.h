// The emitter's internals, shared by DeviceCodeEmitter.cpp (plain statements,
// expressions, types, functions) and UniformRewrite.cpp (work-group-uniform
// statements for code with barriers or warp primitives under divergence).
#pragma once

#include "CommentCarrier.h"
#include "CooperativeGroups.h"
#include "DeviceCodeEmitter.h"
#include "DeviceProgram.h"
#include "Diagnostics.h"
#include "RepeatedLoads.h"
#include "ShiftSemantics.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SetVector.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cu2cl::detail {

using namespace clang;

/// CUDA's vector types (from cu2cl's headers) that OpenCL has with the same
/// size and alignment: 2 and 4 components.
std::optional<std::string> openclVectorName(const RecordDecl *Record, const SourceManager &SM);
/// Any of CUDA's vector types, as OpenCL would name it (`float3`, `long1`). Those with 1 and 3
/// components are plain structs in OpenCL C (`float3_`): OpenCL's 3-component vectors are
/// 4 elements wide, and it has no 1-component ones.
std::optional<std::string> cudaVectorName(const RecordDecl *Record, const SourceManager &SM);

class Emitter {
public:
  Emitter(ASTContext &Context, const DeviceProgram &Program, DiagnosticReporter &Diagnostics,
          CommentCarrier &Comments)
      : Context(Context), SM(Context.getSourceManager()), Program(Program),
        Diagnostics(Diagnostics), Comments(Comments) {
    for (const auto &[Shared, Name] : Program.HoistedSharedNames)
      Names[Shared] = Name;
  }

  std::vector<std::string> run(llvm::StringRef SourceName, const EmitOptions &Options);

private:
  // --- Types.
  std::string typeName(QualType Type, SourceLocation Loc);
  std::string declaration(QualType Type, const std::string &Name, AddressSpace Pointee,
                          SourceLocation Loc);
  void requireRecord(const RecordDecl *Record, SourceLocation Loc);
  void requireEnum(const EnumDecl *Enum, SourceLocation Loc);
  std::string recordName(const RecordDecl *Record, SourceLocation Loc);
  /// A struct's definition; \p ArgumentTwin: the twin a kernel takes it as, its pointers
  /// as ulong (`<name>_cu2cl_arg`, abi.h).
  std::string recordDefinition(const RecordDecl *Record, bool ArgumentTwin = false);
  /// The pointer members of a struct that \p Function, a kernel, takes as \p Type
  /// (kernelPointerFields); empty for other parameters and functions.
  std::vector<PointerMember> kernelStructPointers(const FunctionInstance &Function, QualType Type);
  /// The argument twin of \p Record is to be defined, after those of its struct members.
  void requireArgumentTwin(const RecordDecl *Record);
  bool hasPointerMembers(const RecordDecl *Record);
  /// `u_u0` for the member path u.u0.
  std::string memberPathName(const PointerMember &Path);
  /// The statements that rebuild the struct \p Local of type \p Record from its twin \p Twin
  /// and its pointers' buffers, named \p Buffers plus each member path.
  std::string rebuildStruct(const RecordDecl *Record, const std::string &Local,
                            const std::string &Twin, const std::string &Buffers);
  std::string enumDefinition(const EnumDecl *Enum);

  // --- Names.
  std::string variableName(const ValueDecl *Var);
  /// Its name, or the typedef's for `typedef enum { … } Name;`; empty without either.
  std::string enumName(const EnumDecl *Enum);
  std::string enumConstantName(const EnumConstantDecl *Constant);
  /// The members of lambdas' closures, declared (recordDefinition).
  llvm::DenseMap<const FieldDecl *, std::string> CaptureDeclarations;
  /// Inside a lambda's call operator, a captured variable: `self->v`, or `(*self->v)` captured
  /// by reference (\p AsPointer: `self->v`); nullopt for any other variable.
  std::optional<std::string> capturedVariable(const VarDecl *Var, bool AsPointer);

  // --- Expressions.
  std::string expr(const Expr *E);
  std::string operand(const Expr *E);
  std::string literal(const Expr *E);
  /// `&v.y` of a CUDA vector that is an OpenCL vector, as an element pointer; else nothing.
  std::optional<std::string> vectorComponentAddress(const clang::UnaryOperator *Address);
  /// `((space T *)&v + index)` for the component \p Component of a CUDA vector that is an
  /// OpenCL vector, in \p Space (else the space of the vector); else nothing.
  std::optional<std::string> vectorComponentPointer(const Expr *Component,
                                                    std::optional<AddressSpace> Space);
  /// The target of an assignment or increment: a vector component in global or local memory
  /// through a scalar pointer, so that only that component is stored.
  std::string assignedTarget(const Expr *Target);
  /// That scalar target, when \p Target is such a component; else nothing.
  std::optional<std::string> storedComponent(const Expr *Target);
  std::string call(const CallExpr *Call);
  /// \p AsPointer: the call of a function returning a reference, as the pointer it returns.
  std::string userCall(const CallExpr *Call, const FunctionInstance &Callee,
                       bool AsPointer = false);
  /// The arguments of a call of a translated function: the written ones (a reference
  /// parameter's as its object's address), then its symbols, __shared__ variables and scratch.
  void appendArguments(const FunctionInstance &Callee, const std::vector<const Expr *> &Written,
                       std::vector<std::string> &Arguments);
  /// A construction: the constructor's function called with the arguments (one that runs
  /// code), or the copied argument.
  std::string constructed(const CXXConstructExpr *Construct);
  /// A construction of CUDA's dim3 (its constructors are in cu2cl's CUDA headers, not
  /// translated): a compound literal of the three components; nullopt for another class.
  std::optional<std::string> dim3Construction(const CXXConstructExpr *Construct);
  /// threadIdx, blockIdx, blockDim or gridDim used as a whole: a compound literal of its
  /// components; nullopt for any other variable.
  std::optional<std::string> wholeIndexVariable(const VarDecl *Var, SourceLocation Loc);
  std::string constructorCall(const CXXConstructExpr *Construct,
                              const FunctionInstance &Constructor);
  /// A reference bound to \p Init: the address of the object (references are pointers).
  std::string bindReference(const Expr *Init);
  /// A cast to a reference type (`reinterpret_cast<T &>(x)`) as a pointer to the object.
  std::string referenceCast(const ExplicitCastExpr *Cast);
  /// memcpy and memset in device code, as byte loops between the arguments' address spaces.
  std::string byteCopy(const CallExpr *Call, bool Fill);
  /// What a return statement returns: a reference returns the address of its object.
  std::string returnValue(const Expr *Value);
  /// A reference variable or parameter that is a pointer in OpenCL C (not one that holds a
  /// temporary, which is a value).
  bool refersThroughPointer(const VarDecl *Var) const;
  std::string cast(const ExplicitCastExpr *Cast);
  /// \p Source converted to the integer type \p Target as CUDA converts (FloatConversion.h).
  std::string floatToInteger(const Expr *Source, QualType Target);
  std::string floatToInteger(std::string Operand, QualType Source, QualType Target);
  std::string binary(const BinaryOperator *Op);
  std::string initializer(const Expr *Init, QualType Type);
  std::string unsupported(const Stmt *S, llvm::StringRef What);
  std::optional<std::string> constantValue(const Expr *E);

  // --- Remarks: a comment in the output where a warning was reported.
  void remark(DiagId Id, const std::string &Text);
  std::string takeRemarks();

  // --- Statements.
  /// An expression statement; a `?:` of type void as an `if`.
  void expressionStatement(const Expr *E, std::string &Out);
  void stmt(const Stmt *S, std::string &Out);
  /// Prints \p S with \p PrintBody after its leading comments, and puts the
  /// remarks of warnings it raised right above it.
  void withCommentsAndRemarks(const Stmt *S, std::string &Out,
                              llvm::function_ref<void()> PrintBody);
  void stmtBody(const Stmt *S, std::string &Out);
  void compound(const CompoundStmt *Body, std::string &Out, const std::string &Prologue,
                bool FunctionBody = false);
  std::string varDecl(const VarDecl *Var);
  // --- Private arrays in loops (LoopArrays.cpp).
  /// The declarations, for the top of \p Function, of the private arrays its synchronising
  /// loops declare; records them in HoistedArrays (and gives them names of their own).
  std::string hoistLoopArrays(const FunctionInstance &Function);
  /// \p Text under `#if CU2CL_DEVICE_CPU` (or, with \p Only false, `#if !CU2CL_DEVICE_CPU`).
  std::string cpuOnly(const std::string &Text, bool Only = true);
  /// Where a hoisted array was declared: its declaration again, for devices other than CPUs.
  std::string hoistedArrayInLoop(const VarDecl *Var);
  /// Whether \p Var has no initialiser or is an array of scalars initialised by a list.
  bool assignableElementwise(const VarDecl *Var) const;
  /// `a[0] = x;\na[1] = y;\n…` for an array of scalars initialised by a list (the elements
  /// the list leaves out are 0); none for other variables.
  std::optional<std::string> elementAssignments(const VarDecl *Var);
  std::string zeroValue(QualType Type);
  std::string declStmtText(const DeclStmt *Decls);
  std::string forInitText(const DeclStmt *Decls);
  void flushComments(SourceLocation Before, std::string &Out);
  void trailingComments(SourceLocation After, std::string &Out);

  // --- Device-library calls: $R $V $A $P $X of IntrinsicTable.def.
  std::string typeSuffix(QualType Type, SourceLocation Loc);
  /// The device library's suffix of a 32- or 64-bit integer or floating-point type, else none.
  std::optional<std::string> scalarSuffix(QualType Type);
  /// \p Value of class type \p Type rebuilt from \p Scalar of each of its scalar fields
  /// (`(uint4)(f(v.x), …)`, `(T){f(v.a), …}`), or none when a field is no such scalar.
  std::optional<std::string> fieldwise(
      QualType Type, const std::string &Value,
      llvm::function_ref<std::string(const std::string &Field, llvm::StringRef Suffix)> Scalar);
  std::string expandDeviceLibrary(llvm::StringRef Pattern, const CallExpr *Call);
  /// \p Offset added to \p Pointer (a subscript, pointer arithmetic), wrapped into shared
  /// memory's 32-bit addresses as on NVIDIA GPUs where \p Pointer points there.
  std::string sharedOffset(const Expr *Pointer, const Expr *Offset);
  std::string forcedBackend(llvm::StringRef Backend);
  std::string groupCall(const CallExpr *Call, const GroupCall &Group);

  // --- Uniform rewrite (UniformRewrite.cpp): code with barriers or warp
  // primitives under divergent control flow becomes work-group-uniform code
  // in which each statement runs under a predicate (Active).
  void uniformBody(const FunctionInstance &Function, const std::string &Prologue, std::string &Out);
  void uniformStmt(const Stmt *S, std::string &Out);
  void uniformStmtBody(const Stmt *S, std::string &Out);
  void uniformIf(const IfStmt *If, std::string &Out);
  void uniformLoop(const Stmt *Loop, std::string &Out);
  void uniformSwitch(const SwitchStmt *Switch, std::string &Out);
  void loopTest(const Expr *Condition, const std::string &LoopVar, std::string &Out);
  void guardedStmt(const Stmt *S, std::string &Out);
  void guardedDecl(const VarDecl *Var, std::string &Out);
  void hoistSyncCalls(const Expr *E, std::string &Out);
  /// What is left of the expression statement E once hoistSyncCalls made its synchronising
  /// calls: nothing for a call it made; a void `?:` as the `if` it means.
  void remainingStatement(const Expr *E, std::string &Out);
  void loadOnce(const RepeatedLoad &Load, std::string &Out);
  void exitTo(size_t Depth, const std::string &Value, std::string &Out);
  bool containsSync(const Stmt *S) const;
  bool containsExit(const Stmt *S) const;
  bool containsVaryingLoopBreak(const Stmt *S) const;
  bool warpMaySkip(const Stmt *Branch, bool BranchSynchronisesBlock) const;
  /// Counts an operation of the whole work-group in the code being printed.
  void noteBlockSync() { ++BlockSyncsPrinted; }
  bool isSafe(const Expr *E) const;
  std::string fresh(llvm::StringRef Stem);
  void pushActive(const std::string &Var);
  void popActive();

  struct LoopFrame {
    size_t LoopDepth;      ///< Chain index cleared by break.
    size_t IterationDepth; ///< Chain index cleared by continue.
  };
  std::string Active = "true";    ///< Whether this work-item runs the current statement.
  std::vector<std::string> Chain; ///< Predicate variables, outermost first.
  std::vector<LoopFrame> Loops;
  std::string ResultVariable; ///< The return value of a rewritten __device__ function.
  unsigned FreshCounter = 0;
  std::map<const Expr *, std::string> Substitutions; ///< Hoisted calls and arguments.
  llvm::DenseSet<const VarDecl *> HoistedArrays;     ///< Declared at the top (hoistLoopArrays).
  bool UsesDeviceLibrary = false;
  /// Functions emitted so far, and whether their OpenCL synchronises the whole work-group.
  std::map<const FunctionInstance *, bool> SynchronisesBlock;
  /// Work-group operations printed so far (noteBlockSync): whether a piece of code synchronises
  /// the work-group is whether printing it changed this count - the block-scope primitives of
  /// PrimitiveTable.def, the uniform loops' votes and barriers, and calls of functions that
  /// synchronise the work-group.
  unsigned BlockSyncsPrinted = 0;
  bool InRecordDefinition = false; ///< Records are named by their struct tag.
  /// Printing a kernel's CUDA control flow for the nvidia backend (NativeFlow.h).
  bool NativeFlow = false;

  // --- Functions.
  std::string function(const FunctionInstance &Function);
  std::string signature(const FunctionInstance &Function);
  /// The object a constructor initialises, `self` pointing to it, and its member initialisers.
  std::string constructorPrologue(const CXXConstructorDecl *Constructor);
  std::string symbolParameter(const VarDecl *Symbol);
  AddressSpace pointeeSpaceOf(const VarDecl *Var) const;

  ASTContext &Context;
  const SourceManager &SM;
  const DeviceProgram &Program;
  DiagnosticReporter &Diagnostics;
  CommentCarrier &Comments;

  const FunctionInstance *Current = nullptr;
  std::map<const ValueDecl *, std::string> Names;
  llvm::DenseSet<const Decl *> Renamed;
  llvm::DenseSet<const Attr *> ReportedAttributes; ///< A signature can be printed twice.
  llvm::SetVector<const TagDecl *> Tags; ///< Records and enums to define, in first-use order.
  /// Structs with pointers that kernels take: their argument twins are defined after Tags.
  llvm::SetVector<const RecordDecl *> ArgumentRecords;
  std::set<ClampingShift> ShiftHelpers; ///< Shift helpers the output needs.
  /// cg::reduce: by operation and type, whether a tile of several warps reduces with them.
  std::map<std::pair<std::string, std::string>, bool> ReduceHelpers;
  std::vector<std::string> Remarks; ///< Not yet placed in the output.
  bool UsesDouble = false;
  SourceLocation FirstDouble;
  unsigned CommentCursor = 0;
  unsigned LastLine = 0;
};

} // namespace cu2cl::detail
