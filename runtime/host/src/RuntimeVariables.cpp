#include "RuntimeVariables.h"

#include "cu2cl/abi.h"
#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/Error.h"

#include <atomic>
#include <cstdio>
#include <list>
#include <map>
#include <mutex>
#include <vector>

namespace cu2cl::detail {
namespace {

/// A read-back of the record in flight: its event and where it lands.
struct ReadBack {
  cl_event done = nullptr;
  abi::AssertionRecord record{};
};

struct RuntimeVariables {
  std::mutex mutex;
  std::map<std::string, cl_mem> variables;
  std::list<ReadBack> pending; // a list: the reads write into its elements, which never move
  std::atomic<bool> watching{false};
  std::atomic<unsigned> failed{0}; // abi::AssertionFailed, abi::TrapExecuted or 0
};

RuntimeVariables &variables() {
  static RuntimeVariables *instance = new RuntimeVariables; // never destroyed, like the Device
  return *instance;
}

/// CUDA's message for a failed device assertion.
void report(const abi::AssertionRecord &record) {
  std::fprintf(stderr,
               "%.256s:%u: %.256s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%.256s` "
               "failed.\n",
               record.file, record.line, record.function, record.block[0], record.block[1],
               record.block[2], record.thread[0], record.thread[1], record.thread[2],
               record.expression);
}

} // namespace

cl_mem runtimeVariableBuffer(const std::string &name) {
  std::size_t bytes = 0;
  if (name == abi::AssertionVariable)
    bytes = sizeof(abi::AssertionRecord);
  else if (name == abi::ClockVariable)
    bytes = sizeof(unsigned long long);
  else
    return nullptr;
  RuntimeVariables &state = variables();
  std::lock_guard<std::mutex> lock(state.mutex);
  cl_mem &buffer = state.variables[name];
  if (!buffer) {
    std::vector<unsigned char> zero(bytes);
    cl_int status = CL_SUCCESS;
    buffer = clCreateBuffer(rt::Device::current().context(),
                            CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, zero.data(), &status);
    rt::detail::check(status, rt::ErrorCode::memoryAllocation,
                      "clCreateBuffer for the runtime's variable " + name);
  }
  return buffer;
}

void watchAssertions(cl_command_queue queue) {
  RuntimeVariables &state = variables();
  std::lock_guard<std::mutex> lock(state.mutex);
  ReadBack &read = state.pending.emplace_back();
  cl_int status = clEnqueueReadBuffer(queue, state.variables[abi::AssertionVariable], CL_FALSE, 0,
                                      sizeof read.record, &read.record, 0, nullptr, &read.done);
  if (status != CL_SUCCESS) {
    state.pending.pop_back();
    rt::detail::check(status, rt::ErrorCode::launchFailure,
                      "clEnqueueReadBuffer of the device assertion record");
  }
  state.watching = true;
}

unsigned deviceFailure() noexcept {
  RuntimeVariables &state = variables();
  if (state.failed)
    return state.failed;
  if (!state.watching)
    return 0;
  std::lock_guard<std::mutex> lock(state.mutex);
  // Oldest first, up to the first that has not completed: the reads of one stream complete
  // in order, so an API call between many asynchronous launches costs one query.
  for (auto read = state.pending.begin(); read != state.pending.end();) {
    cl_int execution = CL_QUEUED;
    if (clGetEventInfo(read->done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof execution, &execution,
                       nullptr) != CL_SUCCESS)
      execution = CL_COMPLETE;   // a lost read cannot tell more
    if (execution > CL_COMPLETE) // still queued, submitted or running
      break;
    if (execution == CL_COMPLETE && read->record.failed && !state.failed) {
      if (read->record.failed == abi::AssertionFailed)
        report(read->record);
      state.failed = read->record.failed;
    }
    clReleaseEvent(read->done);
    read = state.pending.erase(read);
  }
  state.watching = !state.pending.empty();
  return state.failed;
}

} // namespace cu2cl::detail
