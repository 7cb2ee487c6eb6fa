// CUDA features that cu2cl does not translate at all (texture and surface objects, managed
// memory, grid-wide synchronisation, dynamic parallelism): each use is one
// cu2cl-unsupported-feature error that names the feature, where it is written.
#pragma once

#include "Diagnostics.h"

#include "clang/AST/ASTContext.h"

namespace cu2cl {

/// Reports every use of an unsupported CUDA feature in \p Context's translation unit. Safe on
/// a translation unit in which Clang found errors: it only looks. \p SkippedBlocks are the
/// preprocessor blocks the parse skipped, whose text is no code of this compilation.
void reportUnsupportedFeatures(clang::ASTContext &Context, DiagnosticReporter &Diagnostics,
                               llvm::ArrayRef<clang::SourceRange> SkippedBlocks);

} // namespace cu2cl
