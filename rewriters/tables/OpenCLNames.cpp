#include "OpenCLNames.h"

#include "llvm/ADT/StringSet.h"

namespace cu2cl {

namespace {
// OpenCL C 1.2 §6.1 (types), §6.5–6.9 (qualifiers, keywords) and §6.12
// (built-in functions).
const char *const ReservedWords[] = {
    // Keywords and qualifiers.
    "__global", "global", "__local", "local", "__constant", "constant", "__private", "private",
    "__kernel", "kernel", "__read_only", "read_only", "__write_only", "write_only", "__read_write",
    "read_write", "uniform", "pipe", "restrict", "complex", "imaginary", "vec_step",
    // Built-in scalar and special types.
    "bool", "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
    "half", "__half", "__fp16", "quad", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "image1d_t",
    "image1d_array_t", "image1d_buffer_t", "image2d_t", "image2d_array_t", "image3d_t", "sampler_t",
    "event_t", "cl_mem_fence_flags",
    // Work-item functions.
    "get_work_dim", "get_global_size", "get_global_id", "get_local_size", "get_local_id",
    "get_num_groups", "get_group_id", "get_global_offset",
    // Math functions.
    "acos", "acosh", "acospi", "asin", "asinh", "asinpi", "atan", "atan2", "atanh", "atanpi",
    "atan2pi", "cbrt", "ceil", "copysign", "cos", "cosh", "cospi", "erfc", "erf", "exp", "exp2",
    "exp10", "expm1", "fabs", "fdim", "floor", "fma", "fmax", "fmin", "fmod", "fract", "frexp",
    "hypot", "ilogb", "ldexp", "lgamma", "lgamma_r", "log", "log2", "log10", "log1p", "logb", "mad",
    "maxmag", "minmag", "modf", "nan", "nextafter", "pow", "pown", "powr", "remainder", "remquo",
    "rint", "rootn", "round", "rsqrt", "sin", "sincos", "sinh", "sinpi", "sqrt", "tan", "tanh",
    "tanpi", "tgamma", "trunc", "half_cos", "half_divide", "half_exp", "half_exp2", "half_exp10",
    "half_log", "half_log2", "half_log10", "half_powr", "half_recip", "half_rsqrt", "half_sin",
    "half_sqrt", "half_tan", "native_cos", "native_divide", "native_exp", "native_exp2",
    "native_exp10", "native_log", "native_log2", "native_log10", "native_powr", "native_recip",
    "native_rsqrt", "native_sin", "native_sqrt", "native_tan",
    // Integer functions.
    "abs", "abs_diff", "add_sat", "hadd", "rhadd", "clamp", "clz", "mad_hi", "mad_sat", "max",
    "min", "mul_hi", "rotate", "sub_sat", "upsample", "popcount", "mad24", "mul24",
    // Common and geometric functions.
    "degrees", "mix", "radians", "step", "smoothstep", "sign", "cross", "dot", "distance", "length",
    "normalize", "fast_distance", "fast_length", "fast_normalize",
    // Relational functions.
    "isequal", "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal",
    "islessgreater", "isfinite", "isinf", "isnan", "isnormal", "isordered", "isunordered",
    "signbit", "any", "all", "bitselect", "select",
    // Vector data, synchronisation, async copies, atomics, printf.
    "vload_half", "vstore_half", "vloada_half", "barrier", "mem_fence", "read_mem_fence",
    "write_mem_fence", "async_work_group_copy", "async_work_group_strided_copy",
    "wait_group_events", "prefetch", "atomic_add", "atomic_sub", "atomic_xchg", "atomic_inc",
    "atomic_dec", "atomic_cmpxchg", "atomic_min", "atomic_max", "atomic_and", "atomic_or",
    "atomic_xor", "atom_add", "atom_sub", "atom_xchg", "atom_inc", "atom_dec", "atom_cmpxchg",
    "atom_min", "atom_max", "atom_and", "atom_or", "atom_xor", "printf", "shuffle", "shuffle2",
    "read_imagef", "read_imagei", "read_imageui", "write_imagef", "write_imagei", "write_imageui"};

const llvm::StringSet<> &reservedSet() {
  static const llvm::StringSet<> Set = [] {
    llvm::StringSet<> S;
    for (const char *Word : ReservedWords)
      S.insert(Word);
    return S;
  }();
  return Set;
}

bool isVectorTypeName(llvm::StringRef Name) {
  static const char *const Bases[] = {"char", "uchar", "short", "ushort", "int", "uint",
                                      "long", "ulong", "float", "double", "half"};
  for (const char *Base : Bases) {
    llvm::StringRef Rest = Name;
    if (!Rest.consume_front(Base))
      continue;
    if (Rest == "2" || Rest == "3" || Rest == "4" || Rest == "8" || Rest == "16")
      return true;
  }
  return false;
}

bool isConversionBuiltin(llvm::StringRef Name) {
  return Name.starts_with("convert_") || Name.starts_with("as_") || Name.starts_with("vload") ||
         Name.starts_with("vstore");
}
} // namespace

bool isReservedInOpenCL(llvm::StringRef Name) {
  return reservedSet().contains(Name) || isVectorTypeName(Name) || isConversionBuiltin(Name);
}

} // namespace cu2cl
