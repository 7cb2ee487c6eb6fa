/* cu2cl device library: floating-point to integer conversions with CUDA's results.
 *
 * C and OpenCL C leave a conversion whose value does not fit the integer type undefined; NVIDIA
 * GPUs saturate (cvt.rzi and its rounding variants). Measured with CUDA 13.0 on an H200
 * (tests/lit/executed/float_to_integer.cu): out-of-range values clamp to the type's range and
 * NaN gives 0 from float to 32 bits, 0x80000000 from double to 32 bits and
 * 0x8000000000000000 from either to 64 bits, signed or unsigned. OpenCL's saturating
 * conversions (convert_<type>_sat_<mode>) clamp the same way and give 0 for NaN, so float to
 * int and uint is exactly convert_int_sat / convert_uint_sat (the translator emits those); the
 * other pairs are below. Narrower targets convert to 32 bits and keep the low bits, as CUDA
 * does: (short)70000.0f is 4464.
 *
 *   cu2cl_convert_<to>_<from>_<mode>(x)   to: i32 u32 i64 u64, from: f32 f64,
 *                                         mode: rtz (a cast) rte rtp rtn (CUDA's _rz _rn _ru _rd)
 */
#ifndef CU2CL_DEVICE_CONVERT_H
#define CU2CL_DEVICE_CONVERT_H

#define CU2CL__CONVERT_NAN(To, ToType, From, FromType, Mode, NanValue)                             \
  CU2CL_INLINE ToType cu2cl_convert_##To##_##From##_##Mode(FromType x) {                           \
    return isnan(x) ? (ToType)(NanValue) : convert_##ToType##_sat_##Mode(x);                       \
  }
#define CU2CL__CONVERT_MODES(To, ToType, From, FromType, NanValue)                                 \
  CU2CL__CONVERT_NAN(To, ToType, From, FromType, rtz, NanValue)                                    \
  CU2CL__CONVERT_NAN(To, ToType, From, FromType, rte, NanValue)                                    \
  CU2CL__CONVERT_NAN(To, ToType, From, FromType, rtp, NanValue)                                    \
  CU2CL__CONVERT_NAN(To, ToType, From, FromType, rtn, NanValue)

CU2CL__CONVERT_MODES(i64, long, f32, float, 0x8000000000000000ul)
CU2CL__CONVERT_MODES(u64, ulong, f32, float, 0x8000000000000000ul)
#ifdef cl_khr_fp64
CU2CL__CONVERT_MODES(i32, int, f64, double, 0x80000000u)
CU2CL__CONVERT_MODES(u32, uint, f64, double, 0x80000000u)
CU2CL__CONVERT_MODES(i64, long, f64, double, 0x8000000000000000ul)
CU2CL__CONVERT_MODES(u64, ulong, f64, double, 0x8000000000000000ul)
#endif

#undef CU2CL__CONVERT_MODES
#undef CU2CL__CONVERT_NAN

#endif
