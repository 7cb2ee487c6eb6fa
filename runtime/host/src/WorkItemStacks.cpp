#include "WorkItemStacks.h"

#include <fstream>
#include <mutex>

#if defined(__GLIBC__)
#include <pthread.h>
#include <sys/resource.h>
#endif

namespace cu2cl::rt::detail {

namespace {
#if defined(__GLIBC__)
constexpr size_t WantedStackBytes = size_t(512) << 20;

bool addressSpaceIsLimited() {
  rlimit limit{};
  return getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY;
}

/// vm.overcommit_memory = 2: every stack would count in full against the commit limit.
bool overcommitIsStrict() {
  std::ifstream mode("/proc/sys/vm/overcommit_memory");
  int value = 0;
  return (mode >> value) && value == 2;
}

void raiseDefaultStack() {
  if (addressSpaceIsLimited() || overcommitIsStrict())
    return;
  pthread_attr_t attributes;
  if (pthread_getattr_default_np(&attributes) != 0)
    return;
  size_t current = 0;
  if (pthread_attr_getstacksize(&attributes, &current) == 0 && current < WantedStackBytes &&
      pthread_attr_setstacksize(&attributes, WantedStackBytes) == 0)
    pthread_setattr_default_np(&attributes);
  pthread_attr_destroy(&attributes);
}
#else
void raiseDefaultStack() {}
#endif
} // namespace

void reserveWorkItemStacks() {
  static std::once_flag once;
  std::call_once(once, raiseDefaultStack);
}

} // namespace cu2cl::rt::detail
