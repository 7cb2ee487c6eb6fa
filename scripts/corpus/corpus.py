#!/usr/bin/env python3
"""The corpus harness: builds cu2cl's development set of public CUDA programs with cu2cl-cc,
runs them on OpenCL (PoCL) and writes docs/corpus.md (issue 19's measure).

    scripts/corpus/run.sh HECBENCH_DIR [CUDA_SAMPLES_DIR] [--build=direct|make|both] [-j N]
                          [--timeout S] [--output FILE] [--work DIR] [--only ID,...]

The development set (docs/corpus.md says it in full):
  * HeCBench's `<name>-cuda` programs whose names begin with a-m, and vote, shuffle,
    threadfence and softmax. Every other program beginning with n-z is kept for evaluation:
    this script never lists, reads, copies or runs one.
  * cuda-samples' 0_Introduction, 2_Concepts_and_Techniques and 6_Performance, and the named
    samples reduction, warpAggregatedAtomicsCG, shfl_scan and threadFenceReduction.
  * cuStreamComp (its src/tests.cu).
Programs that need a CUDA library (cuBLAS, cuFFT, cuRAND, ...), textures, graphics, MPI, the
driver API, IPC or several GPUs are excluded, each with the reason found in its sources.

Each program is copied into the work directory (the corpus is only read), built (direct: one
cu2cl-cc command over the Makefile's source list; make: the program's own Makefile with
CC=NVCC=cu2cl-cc) and run with the Makefile's `run:` arguments, or those of
scripts/corpus/arguments.txt. Logs stay in the work directory.

Python 3 standard library only.
"""

import argparse
import concurrent.futures
import datetime
import json
import os
import platform
import re
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

# The named programs of the development set (issue 19).
NAMED_HECBENCH = ['atomicReduction', 'filter', 'atomicAggregate', 'bscan', 'vote', 'shuffle',
                  'threadfence', 'softmax', 'atomicIntrinsics']
# The only HeCBench programs beginning with n-z that belong to the development set.
NAMED_LATE = ['shuffle', 'softmax', 'threadfence', 'vote']
NAMED_SAMPLES = ['reduction', 'warpAggregatedAtomicsCG', 'shfl_scan', 'threadFenceReduction']
SAMPLE_CATEGORIES = ['0_Introduction', '2_Concepts_and_Techniques', '6_Performance']

MODES = ['direct', 'make']
CODE_SUFFIXES = ('.cu', '.cuh', '.h', '.hpp', '.hh', '.hxx', '.inc', '.inl', '.cpp', '.cc',
                 '.cxx', '.c')
SOURCE_SUFFIXES = ('.cu', '.cpp', '.cc', '.cxx', '.c')


def in_development_range(name):
    """HeCBench names beginning with a-m (any case) are development programs."""
    first = name[:1].lower()
    return 'a' <= first <= 'm'


def allowed_hecbench_dir(dirname):
    """Whether a HeCBench directory may be opened at all (the n-z evaluation rule)."""
    base = dirname[:-len('-cuda')] if dirname.endswith('-cuda') else dirname
    if dirname in ('include', 'data'):
        return True
    return in_development_range(base) or (dirname.endswith('-cuda') and base in NAMED_LATE)


# ---------------------------------------------------------------------------------------------
# Exclusion: what a program needs that is outside the development set's scope.

# (reason, pattern) over sources with comments removed, and over the build files.
SOURCE_EXCLUSIONS = [
    ('cuBLAS', r'#\s*include\s*[<"](\w+/)?cublas|\bcublas[A-Z]\w*\s*\('),
    ('cuFFT', r'#\s*include\s*[<"](\w+/)?cufft|\bcufft[A-Z]\w*\s*\('),
    ('cuRAND', r'#\s*include\s*[<"](\w+/)?curand|\bcurand(_init|Create\w*)\s*\('),
    ('cuSPARSE', r'#\s*include\s*[<"](\w+/)?cusparse|\bcusparse[A-Z]\w*\s*\('),
    ('cuSOLVER', r'#\s*include\s*[<"](\w+/)?cusolver|\bcusolver[A-Z]\w*\s*\('),
    ('cuDNN', r'#\s*include\s*[<"](\w+/)?cudnn|\bcudnn[A-Z]\w*\s*\('),
    ('cuTENSOR', r'#\s*include\s*[<"](\w+/)?cutensor'),
    ('CUTLASS', r'#\s*include\s*[<"](cutlass|cute)/'),
    ('NPP', r'#\s*include\s*[<"]npp'),
    ('nvJPEG', r'#\s*include\s*[<"]nvjpeg'),
    ('NVML', r'#\s*include\s*[<"]nvml'),
    ('NCCL', r'#\s*include\s*[<"]nccl|\bnccl[A-Z]\w*\s*\('),
    ('NVSHMEM', r'#\s*include\s*[<"]nvshmem'),
    ('NVRTC', r'#\s*include\s*[<"]nvrtc|\bnvrtc[A-Z]\w*\s*\('),
    ('MPI', r'#\s*include\s*[<"]mpi\.h|\bMPI_Init\s*\('),
    ('PyTorch extension', r'#\s*include\s*[<"](torch/|ATen/|c10/)'),
    ('OpenGL/EGL/Vulkan', r'#\s*include\s*[<"](GL/|GLFW/|EGL/|vulkan/|GLES)|'
                          r'\bcudaGraphicsGL\w+|\bcudaGLSetGLDevice|\bcudaGraphicsEGL\w+|'
                          r'\bcudaImportExternal\w+|\bcudaEGL\w+'),
    ('textures/surfaces', r'\btexture\s*<|\bcudaTextureObject_t\b|\bcudaSurfaceObject_t\b|'
                          r'\b(tex[123]D|surf[123]D)\w*\s*[<(]|\btex1Dfetch\b|'
                          r'\bcudaBindTexture\w*\s*\(|\bcudaMalloc(3D)?Array\s*\('),
    ('CUDA driver API', r'\bcu(Init|DeviceGet|CtxCreate\w*|ModuleLoad\w*|ModuleGetFunction|'
                        r'LaunchKernel|MemAlloc\w*|Memcpy[HD]to[HD]\w*|LinkCreate\w*|'
                        r'MemCreate|MemMap)\s*\('),
    ('CUDA IPC', r'\bcudaIpc\w+\s*\('),
    ('several GPUs (peer access)', r'\bcudaDeviceEnablePeerAccess\b|\bcudaMemcpyPeer\w*\b|'
                                   r'\bcudaDeviceCanAccessPeer\b|\bMAX_GPU_COUNT\b'),
]
BUILD_EXCLUSIONS = [
    ('cuBLAS', r'-lcublas|CUDA::cublas'),
    ('cuFFT', r'-lcufft|CUDA::cufft'),
    ('cuRAND', r'-lcurand|CUDA::curand'),
    ('cuSPARSE', r'-lcusparse|CUDA::cusparse'),
    ('cuSOLVER', r'-lcusolver|CUDA::cusolver'),
    ('cuDNN', r'-lcudnn'),
    ('NVRTC', r'-lnvrtc|CUDA::nvrtc'),
    ('NPP', r'-lnpp\w*|CUDA::npp'),
    ('nvJPEG', r'-lnvjpeg|CUDA::nvjpeg'),
    ('NCCL', r'-lnccl'),
    ('NVML', r'-lnvidia-ml|CUDA::nvml'),
    ('MPI', r'\bmpicxx\b|\bmpicc\b|find_package\(\s*MPI\b'),
    ('OpenGL/EGL/Vulkan', r'-lGL\b|-lglut|-lEGL|-lvulkan|find_package\(\s*(OpenGL|GLUT|Vulkan|EGL)'),
    ('CUDA driver API', r'-lcuda\b|CUDA::cuda_driver'),
]


def strip_comments(text):
    """C and C++ comments removed (string literals are not parsed: good enough for a scan)."""
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    return re.sub(r'//[^\n]*', '', text)


def code_files(directory):
    for path in sorted(Path(directory).rglob('*')):
        if path.is_file() and path.suffix.lower() in CODE_SUFFIXES and path.stat().st_size < 4_000_000:
            yield path


def scan_exclusion(directory, build_files):
    """The first library or feature outside the scope that the program's files use, with where,
    or None."""
    for path in build_files:
        if not path.is_file():
            continue
        text = re.sub(r'#[^\n]*', '', path.read_text(errors='replace'))  # Make/CMake comments
        for reason, pattern in BUILD_EXCLUSIONS:
            match = re.search(pattern, text)
            if match:
                end = text.find('\n', match.end())
                found = text[match.start():end if end >= 0 else len(text)].strip()
                return f'{reason} ({path.name}: `{" ".join(found.split())[:60]}`)'
    for path in code_files(directory):
        text = strip_comments(path.read_text(errors='replace'))
        for reason, pattern in SOURCE_EXCLUSIONS:
            match = re.search(pattern, text)
            if match:
                end = text.find('\n', match.end())
                found = match.group(0) if not match.group(0).startswith('#') else \
                    text[match.start():end if end >= 0 else len(text)]
                found = ' '.join(found.split())
                return f'{reason} ({path.relative_to(directory)}: `{found}`)'
    return None


SIBLING_RE = re.compile(r'\.\./([A-Za-z0-9_+.]+(?:-[A-Za-z0-9_+.]+)*-(?:cuda|sycl|omp|hip))\b')


def hecbench_siblings(directory):
    """The other HeCBench directories that a program's Makefile or sources name (`../x-cuda/`)."""
    names = set()
    for path in [Path(directory) / 'Makefile'] + list(code_files(directory)):
        if path.is_file():
            names.update(SIBLING_RE.findall(path.read_text(errors='replace')))
    names.discard(Path(directory).name)
    return sorted(names)


# ---------------------------------------------------------------------------------------------
# The programs.

class Program:
    def __init__(self, ident, suite, name, source_dir, named=False):
        self.id = ident              # unique: HeCBench name, samples/<name>, cuStreamComp
        self.suite = suite           # HeCBench, cuda-samples, cuStreamComp
        self.name = name
        self.source_dir = Path(source_dir)
        self.named = named
        self.excluded = None         # the reason, when excluded
        self.siblings = []           # HeCBench directories the program also needs
        self.sources = []            # cuda-samples and cuStreamComp: the source list
        self.include_dirs = []       # cuda-samples: -I, relative to the program's directory
        self.extra_flags = []
        self.run_lines = None        # cuda-samples and cuStreamComp: the run commands
        self.binary = None


def find_hecbench(root, notes):
    src = Path(root) / 'src' if (Path(root) / 'src').is_dir() else Path(root)
    programs = []
    # Only a-m (and the four named later names) are ever looked at.
    dirs = sorted(list(src.glob('[a-mA-M]*-cuda')), key=lambda p: p.name.lower())
    for name in NAMED_LATE:
        if (src / f'{name}-cuda').is_dir():
            dirs.append(src / f'{name}-cuda')
    dirs.sort(key=lambda p: p.name.lower())
    for name in NAMED_HECBENCH:
        if not (src / f'{name}-cuda').is_dir():
            notes.append(f'HeCBench {name}: not found in {src}')
    for d in dirs:
        name = d.name[:-len('-cuda')]
        prog = Program(name, 'HeCBench', name, d, named=name in NAMED_HECBENCH)
        prog.hecbench_src = src
        programs.append(prog)
        if not (d / 'Makefile').is_file():
            prog.excluded = 'no Makefile (CMake only)'
            continue
        siblings = hecbench_siblings(d)
        for sibling in siblings:
            if not allowed_hecbench_dir(sibling):
                prog.excluded = f'uses files of ../{sibling}, an evaluation-set program (n-z)'
                break
            if not (src / sibling).is_dir():
                prog.excluded = f'needs ../{sibling}, which is not in the extract'
                break
        if prog.excluded:
            continue
        prog.siblings = siblings
        prog.excluded = scan_exclusion(d, [d / 'Makefile'])
    return programs


def cmake_list(text, command):
    """The arguments of every `command(...)` in a CMakeLists.txt."""
    for match in re.finditer(command + r'\s*\(([^)]*)\)', text, flags=re.S | re.I):
        yield match.group(1).split()


def find_samples(root, notes):
    samples = Path(root) / 'Samples' if (Path(root) / 'Samples').is_dir() else Path(root)
    common = samples.parent / 'Common'
    dirs = []
    for category in SAMPLE_CATEGORIES:
        if (samples / category).is_dir():
            dirs += sorted((p for p in (samples / category).iterdir() if p.is_dir()),
                           key=lambda p: p.name.lower())
    for name in NAMED_SAMPLES:
        found = [p for p in samples.glob(f'*/{name}') if p.is_dir()]
        if not found:
            notes.append(f'cuda-samples {name}: not found in {samples}')
        for p in found:
            if p not in dirs:
                dirs.append(p)
    programs = []
    for d in dirs:
        prog = Program(f'samples/{d.name}', 'cuda-samples', d.name, d,
                       named=d.name in NAMED_SAMPLES)
        prog.common = common
        programs.append(prog)
        cmake = d / 'CMakeLists.txt'
        if not cmake.is_file():
            prog.excluded = 'no CMakeLists.txt'
            continue
        text = cmake.read_text(errors='replace')
        executables = list(cmake_list(text, 'add_executable'))
        if not executables:
            prog.excluded = 'no add_executable in CMakeLists.txt'
            continue
        target, *sources = executables[0]
        prog.sources = [s.replace('${CMAKE_CURRENT_SOURCE_DIR}/', '') for s in sources]
        prog.binary = target
        for args in list(cmake_list(text, 'include_directories')) + \
                list(cmake_list(text, 'target_include_directories')):
            for arg in args:
                if arg.startswith('$') or arg.isupper() or arg == target:
                    continue
                arg = arg.replace('${CMAKE_CURRENT_SOURCE_DIR}/', '')
                if arg not in prog.include_dirs:
                    prog.include_dirs.append(arg)
        if '../../../Common' not in prog.include_dirs:
            prog.include_dirs.append('../../../Common')
        if re.search(r'OpenMP::|-fopenmp', text):
            prog.extra_flags.append('--Xcompiler=-fopenmp')
        prog.run_lines = [f'./{target}']
        reason = scan_exclusion(d, [cmake])
        if reason is None and any('../' in s for s in prog.sources):
            reason = 'builds sources from outside its directory: ' + \
                ' '.join(s for s in prog.sources if '../' in s)
        prog.excluded = reason
    return programs


def find_custreamcomp(root, notes):
    src = Path(root) / 'src'
    if not (src / 'tests.cu').is_file():
        notes.append(f'cuStreamComp: no src/tests.cu in {root}')
        return []
    prog = Program('cuStreamComp', 'cuStreamComp', 'cuStreamComp', src, named=True)
    prog.sources = ['tests.cu']
    prog.binary = 'tests'
    prog.run_lines = ['./tests']
    prog.excluded = scan_exclusion(src, [])
    return [prog]


# ---------------------------------------------------------------------------------------------
# arguments.txt: `id | args | arguments | reason` (run `./<program> arguments`; several lines
# run in order) and `id | prepare | shell command | reason` (run in the copy before building).

def read_overrides(path):
    overrides = {}
    if not path or not Path(path).is_file():
        return overrides
    for number, line in enumerate(Path(path).read_text().splitlines(), 1):
        if not line.strip() or line.lstrip().startswith('#'):
            continue
        fields = [f.strip() for f in line.split(' | ')]
        if len(fields) != 4 or fields[1] not in ('args', 'prepare') or not fields[3]:
            sys.exit(f'{path}:{number}: expected `id | args|prepare | text | reason`: {line}')
        ident, kind, text, reason = fields
        entry = overrides.setdefault(ident, {'args': [], 'prepare': [], 'reasons': []})
        entry[kind].append(text)
        if reason not in entry['reasons']:
            entry['reasons'].append(reason)
    return overrides


# ---------------------------------------------------------------------------------------------
# Running commands.

def session_memory(session):
    """The resident memory, in bytes, of the processes of a session."""
    total = 0
    for entry in os.scandir('/proc'):
        if not entry.name.isdigit():
            continue
        try:
            with open(f'/proc/{entry.name}/stat') as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(')') + 2:].split()
        if len(fields) > 21 and int(fields[3]) == session:
            total += int(fields[21]) * PAGE_SIZE
    return total


PAGE_SIZE = os.sysconf('SC_PAGE_SIZE')
RUNNING = set()  # the commands running now, each its own session


def stop_running(signum, frame):
    """Interrupted: the programs still running go too (they run in sessions of their own)."""
    for process in list(RUNNING):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    os._exit(128 + signum)


def run_command(argv, cwd, log, timeout, env=None, shell=False, memory=None):
    """Runs argv (or a bash script) in cwd, stdout and stderr to log (appended). Returns
    (status, elapsed seconds): the exit status (negative: a signal), None when it ran out of
    time, 'memory' when its processes took more than `memory` GiB (then it is killed: PoCL's
    device memory is the machine's, and a program sized for a GPU must not take it all)."""
    start = time.monotonic()
    with open(log, 'ab') as out:
        shown = argv if shell else ' '.join(shlex.quote(a) for a in argv)
        out.write(''.join(f'$ {line}\n' for line in shown.splitlines()).encode())
        out.flush()
        process = subprocess.Popen(['bash', '-c', argv] if shell else argv, cwd=cwd,
                                   stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, env=env, start_new_session=True)
        RUNNING.add(process)
        status = None
        while True:
            try:
                status = process.wait(timeout=1)
                break
            except subprocess.TimeoutExpired:
                pass
            over_time = time.monotonic() - start > timeout
            over_memory = memory and session_memory(process.pid) > memory * (1 << 30)
            if over_time or over_memory:
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                process.wait()
                status = None if over_time else 'memory'
                break
        RUNNING.discard(process)
        elapsed = time.monotonic() - start
        out.write(f'\n[exit {status} after {elapsed:.1f} s]\n'.encode())
    return status, elapsed


def read_log(path, limit=32 << 20):
    with open(path, 'rb') as f:
        data = f.read(limit)
    return data.decode('utf-8', errors='replace')


# ---------------------------------------------------------------------------------------------
# What a build's output says.

DIAG_RE = re.compile(r'^(?P<loc>[^\s:][^:\n]*:\d+(?::\d+)?): (?:fatal )?error: (?P<msg>.*)$', re.M)
CC_ERROR_RE = re.compile(r'^cu2cl-cc: (?!note:)(?:error: )?(?P<msg>.*)$', re.M)


def normalise(message):
    """A message with its names and numbers taken out, so that alike errors group together."""
    message = re.sub(r'‘[^’]*’', '‘…’', message)
    message = re.sub(r"'[^']*'", "'…'", message)
    message = re.sub(r'"[^"]*"', '"…"', message)
    message = re.sub(r'\b\d+\b', 'N', message)
    return message.strip()


def diagnostic_key(message):
    flag = re.search(r'\[(-W[\w-]+)\]\s*$', message)
    if flag:
        return f'[{flag.group(1)}]'
    return normalise(re.sub(r'\s*\[-W[^\]]*\]\s*$', '', message))


def short_location(loc, work):
    loc = loc.replace(str(work) + '/', '')
    return re.sub(r'^/\S*/(cu2cl-cc-\w+/)', r'\1', loc)


def classify_build(log_text, status, work):
    """(stage, silent, key, detail) of a failed or timed-out build."""
    translated = re.search(r'\.host\.cpp\b.* -c |-c \S*\.host\.cpp', log_text) is not None
    failed_translation = 'cu2cl-cc: error: translation failed' in log_text
    if status is None:
        # -v prints each command before it runs: the last one is what ran out of time.
        commands = [l for l in log_text.splitlines() if re.match(r'^\S*/cu2cl\s|^\S*(c\+\+|g\+\+|clang\+\+)\s', l)]
        stage = 'translate' if commands and re.match(r'^\S*/cu2cl\s', commands[-1]) else 'build'
        return stage, False, f'timeout ({stage})', 'timed out'
    if failed_translation:
        head = log_text[:log_text.index('cu2cl-cc: error: translation failed')]
        diag = DIAG_RE.search(head)
        if diag:
            msg = diag.group('msg')
            return 'translate', False, diagnostic_key(msg), \
                f'{short_location(diag.group("loc"), work)}: {msg}'
        other = [l for l in head.splitlines() if re.search(r'error|Error|cu2cl:', l)
                 and not l.startswith('$')]
        detail = other[0] if other else 'translation failed'
        return 'translate', False, normalise(detail), detail
    compile_failed = re.search(r'^cu2cl-cc: error: (compiling \S+ failed|linking failed)', log_text, re.M)
    diag = DIAG_RE.search(log_text)
    linker = re.search(r'^.*(undefined reference to .*|multiple definition of .*)$', log_text, re.M)
    if compile_failed and diag:
        msg = diag.group('msg')
        return 'build', translated, 'g++: ' + normalise(msg), \
            f'{short_location(diag.group("loc"), work)}: {msg}'
    if compile_failed and linker:
        return 'build', translated, 'ld: ' + normalise(linker.group(1)), linker.group(1).strip()
    if compile_failed:
        return 'build', translated, 'cu2cl-cc: ' + normalise(compile_failed.group(1)), \
            compile_failed.group(0)
    driver = CC_ERROR_RE.search(log_text)
    if driver:
        msg = driver.group('msg').strip()
        key = 'cu2cl-cc: ' + re.sub(r"\s+Try: .*$", '', msg)
        key = re.sub(r"See: .*$", '', key).strip()
        if 'cu2cl wrote no host file' in msg:
            key = 'cu2cl-cc: cu2cl wrote no host file (the file has no host code)'
        return 'build', False, key, msg
    if diag:  # a compiler the Makefile calls itself
        msg = diag.group('msg')
        return 'build', False, 'g++: ' + normalise(msg), \
            f'{short_location(diag.group("loc"), work)}: {msg}'
    make_error = re.search(r'^make(?:\[\d+\])?: \*\*\* (.*)$', log_text, re.M)
    if make_error:
        return 'build', False, 'make: ' + normalise(make_error.group(1)), make_error.group(0)
    lines = [l for l in log_text.splitlines() if l.strip() and not l.startswith(('$', '['))]
    detail = lines[-1] if lines else f'exit {status}'
    return 'build', False, normalise(detail), detail


PASS_RE = re.compile(r'\bPASS(ED)?\b|\b[Tt]est passed\b|\bTest Succeeded\b|\bResult = PASS\b')
FAIL_RE = re.compile(r'\bFAIL(ED|URE)?\b|\b[Tt]est [Ff]ailed\b|\bResult = FAIL\b|'
                     r'\bINCORRECT\b|[Vv]erification failed|\bWAIVED\b|[Ww]aiving')
RUNTIME_INFO_RE = re.compile(r'^cu2cl: (using OpenCL device|program .* backend|built |kernel .* runs as)')


def classify_run(log_text, status):
    """(verdict, key, detail) of a run."""
    if status is None:
        return 'TIMEOUT', 'timeout (run)', 'timed out'
    if status == 'memory':
        return 'MEMORY', 'over the memory limit (run)', 'killed: over the memory limit'
    # Without the lines the harness wrote (the commands, the exit status).
    log_text = '\n'.join(l for l in log_text.splitlines() if not l.startswith(('$ ', '[exit ')))
    runtime = [l for l in log_text.splitlines()
               if l.startswith('cu2cl: ') and not RUNTIME_INFO_RE.match(l)]
    failed = FAIL_RE.search(log_text)
    if status != 0 or failed:
        why = f'exit {status}'
        if status < 0 or status > 128:  # a signal, seen directly or through bash
            try:
                why = f'killed by {signal.Signals(-status if status < 0 else status - 128).name}'
            except ValueError:
                pass
        if runtime and 'failed to build OpenCL program' in runtime[0]:
            # The OpenCL C compiler's first error says what cu2cl wrote wrong.
            error = re.search(r'^error: (\S+?:\d+:\d+): (.*)$', log_text, re.M)
            if error:
                return 'FAIL', 'OpenCL C build: ' + normalise(error.group(2)), \
                    f'{why}: the OpenCL program did not build: {error.group(1)}: {error.group(2)}'
        if runtime:
            return 'FAIL', 'runtime: ' + normalise(runtime[0]), f'{why}: {runtime[0]}'
        if failed:
            line = log_text[log_text.rfind('\n', 0, failed.start()) + 1:].split('\n', 1)[0]
            return 'FAIL', 'self-check failed', f'{why}: {line.strip()[:160]}'
        assertion = re.search(r'^.*Assertion .* failed.*$', log_text, re.M)
        if assertion:
            return 'FAIL', 'assertion failed', f'{why}: {assertion.group(0).strip()[:160]}'
        lines = [l for l in log_text.splitlines() if l.strip()]
        last = lines[-1].strip()[:160] if lines else ''
        return 'FAIL', why if why.startswith('killed') else 'non-zero exit', f'{why}: {last}'
    if PASS_RE.search(log_text):
        return 'PASS', None, ''
    return 'RAN', None, ''


# ---------------------------------------------------------------------------------------------
# One program in one mode.

class Harness:
    def __init__(self, args):
        self.args = args
        self.work = Path(args.work).resolve()
        self.cc = str(Path(args.cu2cl_cc).resolve())
        self.overrides = read_overrides(args.arguments)
        self.copy_lock = threading.Lock()
        self.print_lock = threading.Lock()

    def toolchain_stamp(self):
        """When cu2cl and cu2cl-cc were last written (a rebuild during the run is reported)."""
        stamps = []
        for tool in (Path(self.cc).parent / 'cu2cl', Path(self.cc)):
            try:
                stamps.append(tool.stat().st_mtime)
            except OSError:
                stamps.append(None)
        return stamps

    def toolchain_ready(self, wait=300):
        """cu2cl-cc and cu2cl exist (another engineer may be rebuilding them): waits for them."""
        deadline = time.monotonic() + wait
        cu2cl = Path(self.cc).parent / 'cu2cl'
        while not (os.access(self.cc, os.X_OK) and os.access(cu2cl, os.X_OK)):
            if time.monotonic() > deadline:
                return False
            time.sleep(5)
        return True

    def mirror(self, prog, mode):
        """The program copied into the work directory, laid out as in its corpus."""
        base = self.work / mode
        if prog.suite == 'HeCBench':
            top = base / 'HeCBench' / 'src'
            dest = top / prog.source_dir.name
            with self.copy_lock:
                for extra in ['include'] + prog.siblings:
                    if (prog.hecbench_src / extra).is_dir() and not (top / extra).exists() \
                            and allowed_hecbench_dir(extra):
                        shutil.copytree(prog.hecbench_src / extra, top / extra, symlinks=True)
        elif prog.suite == 'cuda-samples':
            top = base / 'cuda-samples'
            dest = top / 'Samples' / prog.source_dir.parent.name / prog.name
            with self.copy_lock:
                if not (top / 'Common').exists():
                    top.mkdir(parents=True, exist_ok=True)
                    shutil.copytree(prog.common, top / 'Common', symlinks=True)
        else:
            dest = base / 'cuStreamComp' / 'src'
        if dest.exists():
            shutil.rmtree(dest)
        shutil.copytree(prog.source_dir, dest, symlinks=True)
        return dest

    def make_facts(self, prog, dest, log):
        """goal, program, source and the commands of a dry run of the program's Makefile."""
        mk = dest / '.cu2cl-corpus.mk'
        mk.write_text('include Makefile\n.PHONY: cu2cl_corpus_facts\ncu2cl_corpus_facts:\n'
                      '\t@:$(info goal=$(.DEFAULT_GOAL))$(info program=$(program))'
                      '$(info source=$(source))\n')
        facts = subprocess.run(['make', '-s', '-f', mk.name, 'cu2cl_corpus_facts'], cwd=dest,
                               capture_output=True, text=True, timeout=60)
        values = dict(re.findall(r'^(goal|program|source)=(.*)$', facts.stdout, re.M))
        goal = values.get('goal', '').strip()
        binary = values.get('program', '').strip() or goal
        dry = subprocess.run(['make', '-n', '-B', 'CC=nvcc', 'NVCC=nvcc', goal], cwd=dest,
                             capture_output=True, text=True, timeout=60)
        run = subprocess.run(['make', '-n', '-o', goal, '-o', binary, 'run', 'LAUNCHER='],
                             cwd=dest, capture_output=True, text=True, timeout=60)
        with open(log, 'a') as f:
            f.write(f'facts: {values}\n--- make -n {goal}\n{dry.stdout}{dry.stderr}'
                    f'--- make -n run\n{run.stdout}{run.stderr}\n')
        return goal, binary, values.get('source', '').split(), dry.stdout, \
            run.stdout if run.returncode == 0 else None

    def direct_flags(self, dry_run):
        """cu2cl-cc's flags from the compiler commands of the Makefile's dry run."""
        flags, sources = [], []
        for line in dry_run.replace('\\\n', ' ').splitlines():
            try:
                words = shlex.split(line)
            except ValueError:
                continue
            if not words or not re.search(r'(^|/)(nvcc|[gc]\+\+|clang\+\+|gcc|cc)$', words[0]):
                continue
            i = 1
            while i < len(words):
                w = words[i]
                value = words[i + 1] if i + 1 < len(words) else ''
                if w in ('-I', '-D', '-L', '-l') and value:
                    flags.append(w + value); i += 2; continue
                if w in ('-Xcompiler', '--compiler-options') and value:
                    flags += [f'--Xcompiler={v}' for v in value.split(',') if v and v != '-Wall']
                    i += 2; continue
                if w in ('-o', '-arch', '-gencode', '-Xptxas', '-maxrregcount', '-ccbin', '-x'):
                    i += 2; continue
                if re.match(r'-[IDLl].|-std=|-O\d?$', w):
                    flags.append(w)
                elif w == '-fopenmp':
                    flags.append('--Xcompiler=-fopenmp')
                elif w.endswith(SOURCE_SUFFIXES) and not w.startswith('-'):
                    sources.append(w)
                i += 1
        unique = []
        for f in flags:
            if f not in unique:
                unique.append(f)
        return unique, list(dict.fromkeys(sources))

    def process(self, prog, mode):
        """Builds and runs one program in one mode; returns its result (a dict)."""
        result = {'mode': mode, 'verdict': None, 'stage': None, 'silent': False, 'key': None,
                  'detail': '', 'build_s': None, 'run_s': None, 'args': 'default'}
        logdir = self.work / mode / 'logs'
        logdir.mkdir(parents=True, exist_ok=True)
        stem = prog.id.replace('/', '_')
        build_log, run_log = logdir / f'{stem}.build.log', logdir / f'{stem}.run.log'
        for log in (build_log, run_log):
            if log.exists():
                log.unlink()
        result['build_log'], result['run_log'] = str(build_log), str(run_log)
        dest = self.mirror(prog, mode)
        tmp = dest / '.tmp'
        tmp.mkdir(exist_ok=True)
        env = dict(os.environ, TMPDIR=str(tmp))
        override = self.overrides.get(prog.id)
        for command in (override or {}).get('prepare', []):
            status, _ = run_command(command, dest, build_log, self.args.timeout, env, shell=True)
            if status != 0:
                result.update(verdict='ERROR', stage='prepare', key='prepare failed',
                              detail=f'arguments.txt prepare command failed: {command}')
                return result
        cc = [self.cc, '-v', '--keep-intermediates']
        if prog.suite == 'HeCBench':
            try:
                goal, binary, sources, dry_run, run_recipe = self.make_facts(prog, dest, build_log)
            except subprocess.TimeoutExpired:
                result.update(verdict='ERROR', stage='setup', key='make -n timed out')
                return result
            # What make compiles (a Makefile's `source` list can disagree with its rules).
            flags, dry_sources = self.direct_flags(dry_run)
            sources = dry_sources or sources
            # A Makefile that builds a part of the program kept elsewhere (cd BlasLapack && make).
            for part in re.findall(r'(?:^|[;&|]\s*)cd\s+([^\s;&|]+)', dry_run, re.M):
                if not (dest / part).is_dir():
                    result.update(verdict='EXCLUDED', detail=f'its Makefile builds `{part}/`, '
                                  f'which is not in the extract')
                    return result
            run_lines = None
            if run_recipe is not None:
                run_lines = [l for l in run_recipe.splitlines() if l.strip()]
            if mode == 'direct':
                if binary and '/' in binary:
                    (dest / binary).parent.mkdir(parents=True, exist_ok=True)
                build = cc + sources + flags + ['-o', binary]
            else:
                build = ['make', f'CC={" ".join(cc)}', f'NVCC={" ".join(cc)}']
        else:
            binary = prog.binary
            build = cc + prog.sources + [f'-I{d}' for d in prog.include_dirs] + \
                prog.extra_flags + ['-O2', '-o', binary]
            run_lines = prog.run_lines
        if override and override['args']:
            run_lines = [f'./{binary} {a}' for a in override['args']]
            result['args'] = 'override'
        # A run that does not run what was built, or reads input the extract lacks.
        missing = []
        if prog.suite == 'HeCBench' and not override:
            reason, missing = self.run_inputs(binary, run_lines, dest)
            if reason:
                result.update(verdict='EXCLUDED', detail=reason)
                return result
        result['run_lines'] = run_lines

        if not self.toolchain_ready():
            result.update(verdict='ERROR', stage='setup', key='cu2cl-cc missing')
            return result
        for attempt in range(4):
            if build_log.exists() and attempt:
                build_log.rename(build_log.with_suffix(f'.attempt{attempt}.log'))
            status, elapsed = run_command(build, dest, build_log, self.args.timeout, env)
            text = read_log(build_log)
            # The translator being rebuilt under us (another engineer's build): try again
            # when it is back.
            if status != 0 and attempt < 3 and (
                    not self.toolchain_ready(wait=0) or
                    re.search(r"cannot run '\S*cu2cl(-cc)?'|Text file busy|"
                              r"cu2cl-cc: (No such file|not found)", text)):
                time.sleep(20)
                self.toolchain_ready()
                continue
            break
        result['build_s'] = round(elapsed, 1)
        if status != 0 or not (dest / binary).is_file():
            if status == 0:
                stage, silent, key, detail = 'build', True, 'no executable written', \
                    f'{binary} was not built'
            else:
                stage, silent, key, detail = classify_build(text, status, dest)
            result.update(verdict='TIMEOUT' if status is None else stage, stage=stage,
                          silent=silent, key=key, detail=detail)
            return result

        script = 'set -e\n' + '\n'.join(run_lines) + '\n'
        status, elapsed = run_command(script, dest, run_log, self.args.timeout, env, shell=True,
                                      memory=self.args.memory)
        result['run_s'] = round(elapsed, 1)
        output = read_log(run_log)
        verdict, key, detail = classify_run(output, status)
        opened = OPEN_FAILED_RE.search(output)
        # Data kept with DVC: the extract has the pointer file, not the data it names.
        dvc = sorted(p.name for p in dest.glob('*.dvc'))
        if verdict == 'FAIL' and dvc and not opened:
            result.update(verdict='EXCLUDED', detail=f'its input `{dvc[0][:-4]}` is kept with '
                          f'DVC and is not in the extract')
            return result
        if verdict == 'FAIL' and opened:
            line = output[output.rfind('\n', 0, opened.start()) + 1:].split('\n', 1)[0].strip()
            absent = [m for m in missing if not (dest / m).exists() and m in line]
            what = f'`{absent[0]}`' if absent else 'a file'
            result.update(verdict='EXCLUDED', detail=f'could not open {what}, not in the extract: '
                          f'`{line[:100]}`')
            return result
        result.update(verdict=verdict, key=key, detail=detail,
                      stage='run' if verdict in ('FAIL', 'TIMEOUT', 'MEMORY') else None,
                      silent=verdict == 'FAIL')
        return result

    @staticmethod
    def run_inputs(binary, run_lines, dest):
        """(problem, missing): why the `run:` target cannot run here (or None), and the plain
        file names it mentions that the copy lacks (inputs or outputs: a failed run that could
        not open one of them was missing its input)."""
        if run_lines is None:
            return 'no `run:` target in the Makefile', []
        live = [l for l in run_lines if l.strip() and not l.lstrip().startswith('#')]
        name = Path(binary).name if binary else None
        compilers = [l for l in live if re.match(r'^\s*\S*(nvcc|[gc]\+\+|clang\+\+|gcc)\s', l)]
        if compilers:
            return f'the `run:` target builds more than the program: `{compilers[0].strip()[:80]}`', []
        if not live or not name or not any(re.search(r'(^|[\s/])' + re.escape(name) + r'(\s|$)', l)
                                           for l in live):
            return f'the `run:` target does not run the program it builds: ' \
                f'`{(live or ["(empty)"])[0].strip()[:80]}`', []
        missing = []
        for line in live:
            try:
                words = shlex.split(line)
            except ValueError:
                words = line.split()
            cwd = dest
            for i, word in enumerate(words):
                if word == 'cd' and i + 1 < len(words):
                    cwd = dest / words[i + 1]
                if i and words[i - 1] in ('-o', '>', '>>', 'mkdir'):
                    continue
                path_like = re.match(r'^(\.\./|\./)?[\w.+-]+(/[\w.+-]+)+/?$', word) or \
                    re.match(r'^[\w.+-]*\.[A-Za-z]\w*$', word) or re.match(r'^[A-Za-z_]\w*$', word)
                if not path_like or word.endswith(('.sh', '.py')) or '/' + name in '/' + word or \
                        word in ('cd', 'diff', 'rm', 'mkdir', 'cat', 'echo', 'ulimit', 'set') or \
                        re.match(r'(?i)^(out|result|tmp)', Path(word).name) or (cwd / word).exists():
                    continue
                # In a directory, or data by its kind: an input the extract lacks.
                if '/' in word or re.search(DATA_SUFFIXES, word):
                    return f'input `{word}` of the `run:` target is not in the extract', []
                missing.append(word)
        return None, missing


DATA_SUFFIXES = (r'\.(txt|in|inp|dat|bin|egr|gr|graph|mtx|el|csv|tsv|fasta|fa|fastq|seq|gz|bz2|'
                 r'xz|zip|tar|params|su|bmp|ppm|pgm|raw|avi|mp4|wav|h5|pdb|mol2|xyz|obj|off|ply|'
                 r'nc|grd|flt)$')
# A program that says it could not open a file (its input data, read from a path that is not
# in the extract; the CUDA samples look for theirs too).
OPEN_FAILED_RE = re.compile(r'(?i)no such file|can ?not (find/)?open|can\'t open|could not open|'
                            r'unable to open|failed to open|fail to open|error opening|'
                            r'(was|were|be) not opened|cannot be opened|invalid infile|'
                            r'unable to read|failed to read|error reading|'
                            r'could not find a (sub-)?directory')


# ---------------------------------------------------------------------------------------------
# docs/corpus.md

def cell(text):
    return str(text).replace('|', '\\|').replace('\n', ' ')


def verdict_cell(result):
    v = result['verdict']
    if v == 'TIMEOUT':
        return f'TIMEOUT ({result["stage"]})'
    if v == 'MEMORY':
        return 'MEMORY (run)'
    if v == 'FAIL':
        return 'FAIL (silent)'
    if v == 'build' and result['silent']:
        return 'build (silent)'
    return v


def totals(results):
    counted = [r for r in results if r['verdict'] != 'EXCLUDED']
    t = {'programs': len(counted)}
    for v in ('PASS', 'RAN', 'FAIL'):
        t[v] = sum(r['verdict'] == v for r in counted)
    t['TIMEOUT'] = sum(r['verdict'] == 'TIMEOUT' for r in counted)
    t['MEMORY'] = sum(r['verdict'] == 'MEMORY' for r in counted)
    for stage in ('translate', 'build', 'run', 'prepare', 'setup'):
        t[f'stage:{stage}'] = sum(r['stage'] == stage and r['verdict'] != 'PASS' for r in counted)
    t['silent_build'] = sum(r['silent'] and r['verdict'] == 'build' for r in counted)
    t['silent_run'] = sum(r['silent'] and r['verdict'] == 'FAIL' for r in counted)
    t['silent'] = t['silent_build'] + t['silent_run']
    good = t['PASS'] + t['RAN']
    t['percent'] = f'{100.0 * good / len(counted):.1f} %' if counted else 'n/a'
    return t


def facets(key, detail):
    """What varies inside one group of the histogram: the message of a cu2cl diagnostic (its
    name is the group), or the names quoted in a Clang or compiler message."""
    message = re.sub(r'^(exit \S+|killed by \w+): ', '', detail or '')
    message = re.sub(r'^\S+?:\d+(?::\d+)?: ', '', message)
    if key.startswith('[-W'):
        text = re.sub(r'\s*\[-W[^\]]*\]\s*$', '', message)
        text = re.split(r'[:;(]', text)[0].strip()  # the message, not its advice
        return [f'"{text[:80]}"']
    names = re.findall(r"'([^']+)'|‘([^’]+)’", message)
    return list(dict.fromkeys(f'`{a or b}`'[:50] for a, b in names))[:2]


def render(programs, results, excluded, notes, meta, overrides, modes):
    out = []
    w = out.append
    w('# The development corpus')
    w('')
    w('<!-- Generated by scripts/corpus/run.sh; do not edit by hand. -->')
    w('')
    w(f'Generated {meta["date"]} by `scripts/corpus/run.sh` (issue 19\'s measure) from cu2cl '
      f'`{meta["commit"]}` on {meta["machine"]}; build mode{"s" if len(modes) > 1 else ""} '
      f'{", ".join("`" + m + "`" for m in modes)}, {meta["timeout"]} s per stage, '
      f'-j{meta["jobs"]}, at most {meta["memory"]:g} GiB of memory per run, '
      f'wall time {meta["wall"]}.' +
      (' cu2cl or cu2cl-cc was rebuilt during the run (by another build in the same tree): '
       'some programs met the newer one.' if meta.get('rebuilt') else '') +
      (f' Run again after a fix of the harness and merged: {", ".join(meta["rerun"])}.'
       if meta.get('rerun') else '') +
      ''.join(f' Run again from cu2cl `{m["commit"]}` on {m["date"]} and merged '
              f'({len(m["programs"])} program{"s" if len(m["programs"]) != 1 else ""}): '
              f'{", ".join(m["programs"])}.'
              for m in meta.get('merged', [])))
    w('')
    w('The development set is what cu2cl is tuned on: HeCBench\'s `*-cuda` programs a-m that '
      'need no CUDA library, plus vote, shuffle, threadfence and softmax; cuStreamComp; and '
      'the cuda-samples of 0_Introduction, 2_Concepts_and_Techniques and 6_Performance that '
      'need no library or graphics (with reduction, shfl_scan, threadFenceReduction and '
      'warpAggregatedAtomicsCG). HeCBench\'s programs n-z are kept for evaluation and never '
      'looked at. Each program is copied to a work directory, built with `cu2cl-cc`, run on '
      'OpenCL and judged by its own check:')
    w('')
    w('- **PASS**: exit 0 and the program\'s check printed a pass (`PASS`, `PASSED`, '
      '`Test passed`, `Test Succeeded`, `Result = PASS`) and no fail; **RAN**: exit 0 and nothing checkable '
      'printed; **FAIL**: the check printed a fail, or the program exited non-zero or crashed '
      'after it was built (wrong results: always *silent*).')
    w('- **translate**: cu2cl refused the program (its first `error:`); **build**: cu2cl-cc or '
      'the C++ compiler failed (its first error). *build (silent)* means cu2cl translated '
      'without an error and its output did not compile or link.')
    w('- **TIMEOUT (stage)**: the stage ran out of time; **MEMORY (run)**: the run took more '
      'memory than allowed (PoCL\'s device memory is the machine\'s).')
    w('- `direct`: one `cu2cl-cc <the Makefile\'s sources> <its -I/-D/-std/-O/-l flags> -o '
      '<program>` (cuda-samples and cuStreamComp always build this way); `make`: the '
      'program\'s own Makefile, `make CC=cu2cl-cc NVCC=cu2cl-cc`.')
    w('- Silent failures are the worst: cu2cl said nothing and the result is wrong or does not '
      'build.')
    w('')
    w('## Totals')
    w('')
    per_mode = {m: totals([results[(p.id, m)] for p in programs if (p.id, m) in results])
                for m in modes}
    w('| | ' + ' | '.join(modes) + ' |')
    w('|---|' + '---:|' * len(modes))
    rows = [('programs (excluded ones not counted)', 'programs'), ('PASS', 'PASS'),
            ('RAN (no self-check)', 'RAN'), ('FAIL (wrong results)', 'FAIL'),
            ('TIMEOUT', 'TIMEOUT'), ('over the memory limit', 'MEMORY'), ('stopped at translate', 'stage:translate'),
            ('stopped at build', 'stage:build'), ('stopped at run (FAIL, TIMEOUT, memory)', 'stage:run'),
            ('**silent failures**', 'silent'),
            ('silent: translated but did not build', 'silent_build'),
            ('silent: built, ran, wrong results', 'silent_run'),
            ('**PASS+RAN**', 'percent')]
    for label, key in rows:
        if key in ('stage:prepare', 'stage:setup'):
            continue
        w(f'| {label} | ' + ' | '.join(str(per_mode[m][key]) for m in modes) + ' |')
    other = {m: per_mode[m]['stage:prepare'] + per_mode[m]['stage:setup'] for m in modes}
    if any(other.values()):
        w('| harness errors (prepare/setup) | ' + ' | '.join(str(other[m]) for m in modes) + ' |')
    w('')
    w(f'Excluded: {len(excluded)} programs (listed below, not in the denominator).')
    w('')
    w('## Programs')
    w('')
    header = '| program | suite | arguments |'
    rule = '|---|---|---|'
    for m in modes:
        header += f' {m} | {m}: first diagnostic |'
        rule += '---|---|'
    w(header)
    w(rule)
    for p in programs:
        if any((p.id, m) in results for m in modes) and \
                not all(results[(p.id, m)]['verdict'] == 'EXCLUDED' for m in modes):
            first = next(results[(p.id, m)] for m in modes)
            args = 'arguments.txt' if first.get('args') == 'override' else 'Makefile' \
                if p.suite == 'HeCBench' else 'none'
            name = f'**{p.name}**' if p.named else p.name
            row = f'| {name} | {p.suite} | {args} |'
            for m in modes:
                r = results[(p.id, m)]
                detail = r['detail'] or ''
                if r['verdict'] in ('PASS', 'RAN'):
                    detail = f'{r["run_s"]} s'
                row += f' {cell(verdict_cell(r))} | {cell(detail[:200])} |'
            w(row)
    w('')
    w('Named programs of the issue are in bold.')
    w('')
    used = {p.id: overrides[p.id] for p in programs if p.id in overrides and
            any(results.get((p.id, m), {}).get('args') == 'override' for m in modes)}
    if used:
        w('## Arguments from scripts/corpus/arguments.txt')
        w('')
        w('| program | run | before building | why |')
        w('|---|---|---|---|')
        for ident, o in used.items():
            w(f'| {ident} | {cell("; ".join(o["args"]) or "Makefile")} | '
              f'{cell("; ".join(o["prepare"]) or "")} | {cell(" ".join(o["reasons"]))} |')
        w('')
    w('## First diagnostics')
    w('')
    w('What stops the programs that do not PASS or RUN, grouped by the first diagnostic: '
      'cu2cl\'s diagnostic name for `translate` (or Clang\'s error with its names taken out), '
      'the C++ compiler\'s error with its names taken out for `build`, the runtime\'s first '
      'message, the OpenCL C compiler\'s first error or the check for `run`. *Most common* '
      'says what varies inside a group (the messages of one diagnostic, the names of one '
      'error). The most frequent is what to fix next.')
    for m in modes:
        groups = {}
        for p in programs:
            r = results.get((p.id, m))
            if not r or r['verdict'] in ('PASS', 'RAN', 'EXCLUDED'):
                continue
            k = (r['stage'] or 'run', r['key'] or r['verdict'])
            groups.setdefault(k, []).append((p, r))
        w('')
        w(f'### {m}')
        w('')
        w('| count | stage | first diagnostic | silent | most common | programs | example |')
        w('|---:|---|---|---:|---|---|---|')
        for (stage, key), members in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            names = ', '.join(p.id for p, _ in members[:8]) + (', …' if len(members) > 8 else '')
            silent = sum(r['silent'] for _, r in members)
            example = members[0][1]['detail'][:160]
            common = {}
            for _, r in members:
                for facet in facets(key, r['detail']):
                    common[facet] = common.get(facet, 0) + 1
            top = sorted(common.items(), key=lambda kv: (-kv[1], kv[0]))[:4]
            common_text = ', '.join(f'{f} ×{n}' for f, n in top if len(top) > 1 or n > 1)
            w(f'| {len(members)} | {stage} | {cell(key[:120])} | {silent} | {cell(common_text)} | '
              f'{cell(names)} | {cell(example)} |')
    w('')
    w('## Excluded')
    w('')
    w('Not counted. A program is excluded for what it needs, found by scanning its sources and '
      'build files (the first match is given), or for a `run:` target that cannot run here.')
    w('')
    w('| program | suite | reason |')
    w('|---|---|---|')
    for p, reason in excluded:
        w(f'| {p.name} | {p.suite} | {cell(reason)} |')
    if notes:
        w('')
        w('Not found in the corpus given:')
        w('')
        for n in notes:
            w(f'- {n}')
    w('')
    w('## Running it')
    w('')
    w('```sh')
    w('scripts/corpus/run.sh /path/to/HeCBench /path/to/cuda-samples --build=both -j2')
    w('```')
    w('')
    w('Options: `--build=direct|make|both` (default `make`; cuda-samples and cuStreamComp '
      'always build directly), `-j N`, `--timeout S` (per stage), `--only ID,...`, '
      '`--custreamcomp DIR`, `--work DIR` (copies and logs, default /tmp/cu2cl-corpus), '
      '`--output FILE` (default docs/corpus.md), `--list` (the set and the exclusions, '
      'nothing run), `--render RESULTS_JSON` (the markdown again from a run\'s results, nothing '
      'run). Logs: `<work>/<mode>/logs/<program>.{build,run}.log`; results: '
      '`<work>/results.json`.')
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------------------------------------

def machine_description():
    cpu = platform.processor() or platform.machine()
    try:
        for line in open('/proc/cpuinfo'):
            if line.startswith('model name'):
                cpu = line.split(':', 1)[1].strip()
                break
    except OSError:
        pass
    device = ''
    try:
        listing = subprocess.run(['clinfo', '-l'], capture_output=True, text=True, timeout=30).stdout
        names = re.findall(r'Device #\d+: (.*)', listing)
        platforms = re.findall(r'Platform #\d+: (.*)', listing)
        if names:
            device = f', OpenCL {platforms[0] if platforms else ""} device {names[0].strip()}'
    except (OSError, subprocess.TimeoutExpired):
        pass
    # Clang (so cu2cl) searches /usr/local/include and /usr/include: CUDA's own headers there
    # are found for what cu2cl's bundled headers lack.
    cuda = [d for d in ('/usr/local/include', '/usr/include')
            if Path(d, 'cuda_runtime_api.h').exists()]
    headers = f'; CUDA\'s own headers in {" and ".join(cuda)}, seen by cu2cl\'s Clang' if cuda else ''
    return f'{cpu} ({os.cpu_count()} cores){device}{headers}'


def saved_programs(programs, results, mode):
    """The programs that saved results cover, and the excluded ones among them (sorted)."""
    shown = [p for p in programs if (p.id, mode) in results]
    excluded = []
    for p in shown:
        if results[(p.id, mode)]['verdict'] == 'EXCLUDED':
            p.excluded = results[(p.id, mode)]['detail']
            excluded.append((p, p.excluded))
    excluded.sort(key=lambda pr: (pr[0].suite, pr[0].name.lower()))
    return shown, excluded


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('hecbench', help='HeCBench (its root, or its src/)')
    parser.add_argument('samples', nargs='?', help='cuda-samples (its root, or its Samples/)')
    parser.add_argument('--custreamcomp', help='cuStreamComp (default: beside HeCBench if there)')
    parser.add_argument('--build', choices=['direct', 'make', 'both'], default='make')
    parser.add_argument('-j', '--jobs', type=int, default=1)
    parser.add_argument('--timeout', type=int, default=120, help='seconds per stage')
    parser.add_argument('--memory', type=float, default=8,
                        help='a run that takes more GiB of memory is stopped (0: no limit)')
    parser.add_argument('--output', default=str(ROOT / 'docs' / 'corpus.md'))
    parser.add_argument('--work', default='/tmp/cu2cl-corpus')
    parser.add_argument('--arguments', default=str(HERE / 'arguments.txt'))
    parser.add_argument('--cu2cl-cc', default=str(ROOT / 'build' / 'bin' / 'cu2cl-cc'))
    parser.add_argument('--only', action='append', default=[],
                        help='program ids (comma-separated; `named` for the named ones)')
    parser.add_argument('--list', action='store_true', help='print the set, run nothing')
    parser.add_argument('--merge', metavar='RESULTS_JSON',
                        help='with --only: the table is that earlier run\'s results.json with '
                             'the programs run now replaced (the table says which, and when)')
    parser.add_argument('--render', metavar='RESULTS_JSON',
                        help='write the markdown from a run\'s results.json, run nothing')
    args = parser.parse_args()

    notes = []
    programs = find_hecbench(args.hecbench, notes)
    if args.samples:
        programs += find_samples(args.samples, notes)
    stream = args.custreamcomp
    if stream is None:
        guess = Path(args.hecbench).resolve()
        guess = (guess.parent if guess.name == 'src' else guess).parent / 'cuStreamComp'
        stream = str(guess) if guess.is_dir() else None
    if stream:
        programs += find_custreamcomp(stream, notes)
    every_program = list(programs)
    only = {x for o in args.only for x in o.split(',') if x}
    if only:
        programs = [p for p in programs if p.id in only or p.name in only or
                    ('named' in only and p.named)]
    modes = MODES if args.build == 'both' else [args.build]

    excluded = [(p, p.excluded) for p in programs if p.excluded]
    print(f'{len(programs)} programs, {len(excluded)} excluded:')
    for p, reason in excluded:
        print(f'  EXCLUDED {p.id}: {reason}')
    for n in notes:
        print(f'  NOT FOUND {n}')
    if args.list:
        for p in programs:
            if not p.excluded:
                print(f'  {p.id}')
        return 0

    if args.render:
        # Only the markdown again, from a run's results.json (arguments.txt read anew).
        saved = json.loads(Path(args.render).read_text())
        modes, meta = saved['modes'], saved['meta']
        results = {(r['program'], r['mode']): r for r in saved['results']}
        programs, excluded = saved_programs(programs, results, modes[0])
        text = render(programs, results, excluded, notes, meta, read_overrides(args.arguments),
                      modes)
        Path(args.output).write_text(text)
        print(f'wrote {args.output} from {args.render}')
        return 0

    signal.signal(signal.SIGTERM, stop_running)
    signal.signal(signal.SIGINT, stop_running)
    harness = Harness(args)
    harness.work.mkdir(parents=True, exist_ok=True)
    results = {}
    started = time.monotonic()
    stamp = harness.toolchain_stamp()
    # The commit the run starts from: the checkout may move on while it runs.
    commit = subprocess.run(['git', '-C', str(ROOT), 'rev-parse', '--short', 'HEAD'],
                            capture_output=True, text=True).stdout.strip() or 'unknown'
    todo = [p for p in programs if not p.excluded]

    def one(prog):
        for mode in modes:
            effective = mode if prog.suite == 'HeCBench' else 'direct'
            if effective != mode and (prog.id, 'direct') in results:
                results[(prog.id, mode)] = dict(results[(prog.id, 'direct')], mode=mode)
                continue
            try:
                r = harness.process(prog, effective)
            except Exception as error:  # the harness's own failure must not stop the run
                r = {'mode': mode, 'verdict': 'ERROR', 'stage': 'setup', 'silent': False,
                     'key': 'harness error', 'detail': f'{type(error).__name__}: {error}',
                     'args': 'default', 'build_s': None, 'run_s': None}
            r['mode'] = mode
            results[(prog.id, mode)] = r
            with harness.print_lock:
                done = len(results)
                print(f'[{done}/{len(todo) * len(modes)} {time.monotonic() - started:6.0f} s] '
                      f'{mode:6} {prog.id:32} {verdict_cell(r):16} {r.get("detail", "")[:100]}',
                      flush=True)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        list(pool.map(one, todo))

    # Programs whose run target showed them out of scope join the excluded list.
    for p in todo:
        reasons = [results[(p.id, m)]['detail'] for m in modes
                   if results[(p.id, m)]['verdict'] == 'EXCLUDED']
        if reasons:
            p.excluded = reasons[0]
            excluded.append((p, reasons[0]))
    excluded.sort(key=lambda pr: (pr[0].suite, pr[0].name.lower()))
    for p, _ in excluded:
        for m in modes:
            results[(p.id, m)] = {'verdict': 'EXCLUDED', 'mode': m, 'stage': None,
                                  'silent': False, 'key': None, 'detail': p.excluded}

    wall = time.monotonic() - started
    meta = {'date': datetime.datetime.now().strftime('%Y-%m-%d %H:%M'),
            'commit': commit, 'machine': machine_description(), 'timeout': args.timeout,
            'memory': args.memory,
            'jobs': args.jobs, 'wall': f'{wall / 60:.1f} min',
            'rebuilt': harness.toolchain_stamp() != stamp}
    if args.merge:
        # The earlier run's table with these programs run again: its meta stays, and the table
        # names the programs of this run and its commit.
        saved = json.loads(Path(args.merge).read_text())
        rerun = sorted(p.id for p in todo)
        for r in saved['results']:
            results.setdefault((r['program'], r['mode']), r)
        earlier = saved['meta']
        merged = list(earlier.get('merged', [])) + [
            {'commit': commit, 'date': meta['date'], 'programs': rerun}]
        meta = dict(earlier, merged=merged)
        programs, excluded = saved_programs(every_program, results, modes[0])
    shown = [p for p in programs]
    text = render(shown, results, excluded, notes, meta, harness.overrides, modes)
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(text)
    with open(harness.work / 'results.json', 'w') as f:
        json.dump({'meta': meta, 'modes': modes,
                   'results': [dict(r, program=pid) for (pid, _), r in results.items()]},
                  f, indent=1, default=str)
    for m in modes:
        t = totals([results[(p.id, m)] for p in programs])
        print(f'{m}: {t["programs"]} programs: PASS {t["PASS"]}, RAN {t["RAN"]}, FAIL {t["FAIL"]}, '
              f'TIMEOUT {t["TIMEOUT"]}, translate {t["stage:translate"]}, build '
              f'{t["stage:build"]}, silent {t["silent"]}; PASS+RAN {t["percent"]}')
    print(f'wrote {args.output} ({wall / 60:.1f} min)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
