// Device code only, found through -I with an angled include.
#pragma once
__device__ float twice(float x) { return 2.0f * x; }
