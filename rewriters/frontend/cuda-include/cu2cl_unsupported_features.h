/* Declarations of CUDA's texture and surface objects, which cu2cl does not translate.
 *
 * They are declared, with CUDA's signatures, only so that a program that uses them parses
 * and every use is reported as cu2cl-unsupported-feature, naming the feature, instead of
 * Clang's "use of undeclared identifier". Each is marked with its feature
 * (__CU2CL_UNSUPPORTED, cu2cl_cuda_runtime.h). Nothing here is ever compiled.
 *
 * Texture references (`texture<T, dim, mode>`, removed in CUDA 12) are not declared: a global
 * template named `texture` would break CUDA 12 programs that use the name for their own. */
#ifndef CU2CL_UNSUPPORTED_FEATURES_H
#define CU2CL_UNSUPPORTED_FEATURES_H

#define __CU2CL_TEXTURE __device__ __CU2CL_UNSUPPORTED("texture-objects")
#define __CU2CL_SURFACE __device__ __CU2CL_UNSUPPORTED("surface-objects")

/* Texture objects (texture_indirect_functions.h). */
// Laid out by hand: clang-format 14 and 19 disagree on it.
// clang-format off
template <class T> __CU2CL_TEXTURE T tex1Dfetch(cudaTextureObject_t texObject, int x);
template <class T> __CU2CL_TEXTURE void tex1Dfetch(T *ptr, cudaTextureObject_t texObject, int x);
template <class T> __CU2CL_TEXTURE T tex1D(cudaTextureObject_t texObject, float x);
template <class T> __CU2CL_TEXTURE void tex1D(T *ptr, cudaTextureObject_t texObject, float x);
template <class T> __CU2CL_TEXTURE T tex2D(cudaTextureObject_t texObject, float x, float y);
template <class T>
__CU2CL_TEXTURE void tex2D(T *ptr, cudaTextureObject_t texObject, float x, float y);
template <class T>
__CU2CL_TEXTURE T tex3D(cudaTextureObject_t texObject, float x, float y, float z);
template <class T>
__CU2CL_TEXTURE void tex3D(T *ptr, cudaTextureObject_t texObject, float x, float y, float z);
template <class T>
__CU2CL_TEXTURE T tex1DLayered(cudaTextureObject_t texObject, float x, int layer);
template <class T>
__CU2CL_TEXTURE T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer);
template <class T>
__CU2CL_TEXTURE T texCubemap(cudaTextureObject_t texObject, float x, float y, float z);
template <class T>
__CU2CL_TEXTURE T tex1DLod(cudaTextureObject_t texObject, float x, float level);
template <class T>
__CU2CL_TEXTURE T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level);
template <class T>
__CU2CL_TEXTURE T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z,
                           float level);
template <class T>
__CU2CL_TEXTURE T tex1DGrad(cudaTextureObject_t texObject, float x, float dPdx, float dPdy);
template <class T>
__CU2CL_TEXTURE T tex2DGrad(cudaTextureObject_t texObject, float x, float y, float2 dPdx,
                            float2 dPdy);
template <class T>
__CU2CL_TEXTURE T tex2Dgather(cudaTextureObject_t texObject, float x, float y, int comp = 0);

/* Surface objects (surface_indirect_functions.h). */
enum cudaSurfaceBoundaryMode {
  cudaBoundaryModeZero = 0,
  cudaBoundaryModeClamp = 1,
  cudaBoundaryModeTrap = 2
};
template <class T>
__CU2CL_SURFACE T surf1Dread(cudaSurfaceObject_t surfObject, int x,
                             cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__CU2CL_SURFACE void surf1Dread(T *ptr, cudaSurfaceObject_t surfObject, int x,
                                cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__CU2CL_SURFACE T surf2Dread(cudaSurfaceObject_t surfObject, int x, int y,
                             cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__CU2CL_SURFACE void surf2Dread(T *ptr, cudaSurfaceObject_t surfObject, int x, int y,
                                cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__CU2CL_SURFACE T surf3Dread(cudaSurfaceObject_t surfObject, int x, int y, int z,
                             cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__CU2CL_SURFACE void surf1Dwrite(T data, cudaSurfaceObject_t surfObject, int x,
                                 cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__CU2CL_SURFACE void surf2Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y,
                                 cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__CU2CL_SURFACE void surf3Dwrite(T data, cudaSurfaceObject_t surfObject, int x, int y, int z,
                                 cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);

/* Their host side: the host rewrite reports these as cu2cl-unsupported-host-api. */
cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
                                    const struct cudaResourceDesc *pResDesc);
cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);

#undef __CU2CL_TEXTURE
#undef __CU2CL_SURFACE
// clang-format on
#endif
