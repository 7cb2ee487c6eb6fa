// Stands in for the runtime's cu2cl/cuda_api.h in cu2cl-cc's tests (found first through -I):
// an EmbeddedSource that keeps what it is given, so a test program can print it back.
#pragma once

namespace cu2cl {
struct EmbeddedSource {
  EmbeddedSource(const char *name, const char *source) {
    registeredName = name;
    registeredSource = source;
  }
  static inline const char *registeredName = nullptr;
  static inline const char *registeredSource = nullptr;
};
} // namespace cu2cl
