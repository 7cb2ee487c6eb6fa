// `using namespace std;` stays in the host file: the host rewrite removes using-directives of
// namespaces that cu2cl's CUDA headers declare (cooperative_groups), and cu2cl's headers name
// device math in std only after the C++ library has declared it. Before, it was removed and
// `cout` did not compile (cuStreamComp, exit 0 of cu2cl). std::sqrt of a double in a kernel
// finds the device overload.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | FileCheck %s --check-prefix=DIAG --implicit-check-not=error:
// DIAG: warning: device code uses double precision
// RUN: %strip-checks %t/using_namespace_std.host.cpp | FileCheck %s
// CHECK: using namespace std;
// CHECK-NOT: using namespace cooperative_groups;
// RUN: %host-syntax-check %t/using_namespace_std.host.cpp
#include <cmath>
#include <cooperative_groups.h>
#include <iostream>
using namespace std;
using namespace cooperative_groups;

__global__ void roots(double *v) { v[threadIdx.x] = std::sqrt(v[threadIdx.x]); }

int main() {
  cout << "roots" << endl;
  return 0;
}
