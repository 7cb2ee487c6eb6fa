// CUDA graphs made by stream capture (cu2cl-cc/stream_capture.test): a graph of copies, a
// memset, launches of one kernel with different arguments and a host function, launched three
// times with the host's input changed between launches; a capture forked onto a second stream
// and joined back; and the errors of captures that CUDA refuses. Every line is printed by the
// CUDA original too.
#include <cstdio>

__global__ void scaleAdd(int *v, int n, int factor, int addend) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = v[i] * factor + addend;
}

int hostCalls = 0;
void CUDART_CB countCall(void *) { ++hostCalls; }

const char *name(cudaError_t e) { return cudaGetErrorName(e); }

int main() {
  const int n = 300;
  int input[n], output[n];
  int *d = nullptr, *e = nullptr;
  cudaMalloc(&d, n * sizeof(int));
  cudaMalloc(&e, n * sizeof(int));
  cudaStream_t s1, s2;
  cudaStreamCreate(&s1);
  cudaStreamCreate(&s2);

  // One capture, launched three times; the copies read and write host memory when it runs.
  cudaGraph_t graph;
  cudaStreamCaptureStatus status;
  cudaStreamIsCapturing(s1, &status);
  std::printf("before: capturing %d\n", int(status));
  cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
  cudaStreamIsCapturing(s1, &status);
  std::printf("during: capturing %d\n", int(status));
  cudaMemsetAsync(e, 0, n * sizeof(int), s1);
  cudaMemcpyAsync(d, input, n * sizeof(int), cudaMemcpyHostToDevice, s1);
  int factor = 3;
  scaleAdd<<<(n + 127) / 128, 128, 0, s1>>>(d, n, factor, 1);
  factor = 5; // the launch above keeps 3
  scaleAdd<<<(n + 127) / 128, 128, 0, s1>>>(d, n, factor, -2);
  cudaLaunchHostFunc(s1, countCall, nullptr);
  cudaMemcpyAsync(output, d, n * sizeof(int), cudaMemcpyDeviceToHost, s1);
  std::printf("end capture: %s\n", name(cudaStreamEndCapture(s1, &graph)));
  std::printf("nothing ran while capturing: host calls %d\n", hostCalls);

  cudaGraphExec_t exec, exec5;
  std::printf("instantiate: %s\n", name(cudaGraphInstantiate(&exec, graph, 0)));
  cudaGraphNode_t errorNode;
  char log[16] = "x";
  std::printf("instantiate (5 arguments): %s, log '%s'\n",
              name(cudaGraphInstantiate(&exec5, graph, &errorNode, log, sizeof log)), log);
  cudaGraphDestroy(graph); // the executable graphs keep their copies
  for (int launch = 0; launch < 3; ++launch) {
    for (int i = 0; i < n; ++i)
      input[i] = i + 100 * launch;
    cudaGraphLaunch(launch == 1 ? exec5 : exec, s1);
    cudaStreamSynchronize(s1);
    long sum = 0;
    int wrong = 0;
    for (int i = 0; i < n; ++i) {
      sum += output[i];
      wrong += output[i] != ((i + 100 * launch) * 3 + 1) * 5 - 2;
    }
    std::printf("launch %d: sum %ld, %d wrong, host calls %d\n", launch, sum, wrong, hostCalls);
  }

  // A fork onto s2 and a join back: s2 doubles e while s1 fills d, then s1 adds them.
  cudaEvent_t forked, joined;
  cudaEventCreate(&forked);
  cudaEventCreate(&joined);
  for (int i = 0; i < n; ++i)
    input[i] = i;
  cudaMemcpy(e, input, n * sizeof(int), cudaMemcpyHostToDevice);
  cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
  cudaEventRecord(forked, s1);
  cudaStreamWaitEvent(s2, forked, 0);
  scaleAdd<<<(n + 127) / 128, 128, 0, s2>>>(e, n, 2, 0);
  cudaEventRecord(joined, s2);
  cudaMemsetAsync(d, 0, n * sizeof(int), s1);
  scaleAdd<<<(n + 127) / 128, 128, 0, s1>>>(d, n, 1, 7);
  cudaStreamWaitEvent(s1, joined, 0);
  cudaMemcpyAsync(output, e, n * sizeof(int), cudaMemcpyDeviceToHost, s1);
  std::printf("fork and join: %s\n", name(cudaStreamEndCapture(s1, &graph)));
  cudaStreamIsCapturing(s2, &status);
  std::printf("s2 after the capture: capturing %d\n", int(status));
  cudaGraphExec_t forkExec;
  cudaGraphInstantiate(&forkExec, graph, 0);
  for (int launch = 0; launch < 2; ++launch) {
    cudaGraphLaunch(forkExec, s1);
    cudaStreamSynchronize(s1);
    std::printf("fork launch %d: e[1] %d, e[299] %d\n", launch, output[1], output[299]);
  }
  cudaGraphExecDestroy(forkExec);
  cudaGraphDestroy(graph);

  // What CUDA refuses.
  std::printf("capture stream 0: %s\n",
              name(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal)));
  cudaGetLastError();
  std::printf("end without a capture: %s\n", name(cudaStreamEndCapture(s1, &graph)));
  cudaGetLastError();
  cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
  std::printf("begin twice: %s\n", name(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal)));
  std::printf("synchronize while capturing: %s\n", name(cudaStreamSynchronize(s1)));
  cudaStreamIsCapturing(s1, &status);
  std::printf("then capturing %d\n", int(status));
  graph = reinterpret_cast<cudaGraph_t>(1);
  cudaError_t ended = cudaStreamEndCapture(s1, &graph);
  std::printf("end the failed capture: %s, graph %s\n", name(ended), graph ? "set" : "null");
  cudaGetLastError();
  cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
  std::printf("blocking copy on stream 0 while s1 captures: %s\n",
              name(cudaMemcpy(d, input, n * sizeof(int), cudaMemcpyHostToDevice)));
  std::printf("then: %s\n", name(cudaStreamEndCapture(s1, &graph)));
  cudaGetLastError();
  cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal);
  cudaEventRecord(forked, s1);
  cudaStreamWaitEvent(s2, forked, 0);
  scaleAdd<<<1, 32, 0, s2>>>(e, n, 1, 1);
  std::printf("end with s2 not joined: %s\n", name(cudaStreamEndCapture(s1, &graph)));
  cudaGetLastError();
  cudaStreamIsCapturing(s2, &status);
  std::printf("s2 then capturing %d\n", int(status));
  std::printf("last: %s\n", name(cudaDeviceSynchronize()));
  return 0;
}
