// Shared by the separate-compilation tests' units: what units_scale.cu gives the others.
#pragma once

/// Multiplies host[0..n) by factor with units_scale.cu's kernel; 0 on success.
int runScale(float *host, int n, float factor);
