#!/usr/bin/env python3
"""Runs cu2cl's libFuzzer target (cu2cl-fuzz) on a seed corpus made of the project's CUDA test
inputs and samples: the ctest fuzz test, and the longer runs recorded in docs/reliability.md.

  run_fuzz.py --fuzzer build-asan/bin/cu2cl-fuzz --source-dir . --work-dir /tmp/fuzz \\
              --seconds 60 [--jobs N] [--keep-corpus]

Leaves WORK/seeds (the seed corpus), WORK/corpus (what the run added) and WORK/artifacts (an
input that crashed, hung or leaked, if any), and prints the run's figures. Exits with the
fuzzer's status: 0 when nothing was found."""
import argparse
import hashlib
import pathlib
import re
import shutil
import subprocess
import sys

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--fuzzer", required=True)
parser.add_argument("--source-dir", required=True, type=pathlib.Path)
parser.add_argument("--work-dir", required=True, type=pathlib.Path)
parser.add_argument("--seconds", type=int, default=60)
parser.add_argument("--jobs", type=int, default=1, help="fuzzing processes (libFuzzer -fork)")
parser.add_argument("--keep-corpus", action="store_true",
                    help="start from the corpus a previous run left instead of the seeds only")
parser.add_argument("--timeout", type=int, default=30, help="seconds one input may take")
parser.add_argument("--max-len", type=int, default=65536, help="largest input, in bytes (libFuzzer -max_len)")
args = parser.parse_args()


def seed_files(root):
    """Every CUDA source the project tests with: lit inputs (with their includes) and samples."""
    for pattern in ("tests/lit/**/*.cu", "tests/lit/**/*.cuh", "tests/lit/**/*.h",
                    "samples/**/*.cu", "samples/**/*.cuh", "tests/programs/**/*.cu"):
        yield from sorted(root.glob(pattern))


work = args.work_dir
seeds, corpus, artifacts = work / "seeds", work / "corpus", work / "artifacts"
shutil.rmtree(seeds, ignore_errors=True)
shutil.rmtree(artifacts, ignore_errors=True)
if not args.keep_corpus:
    shutil.rmtree(corpus, ignore_errors=True)
for directory in (seeds, corpus, artifacts):
    directory.mkdir(parents=True, exist_ok=True)
count = 0
for path in seed_files(args.source_dir):
    data = path.read_bytes()
    # libFuzzer names inputs by their hash; the same here, so that a seed is never twice.
    (seeds / hashlib.sha1(data).hexdigest()).write_bytes(data)
    count += 1
print(f"run_fuzz: {count} seed files from {args.source_dir}", flush=True)

command = [args.fuzzer, f"-max_total_time={args.seconds}", f"-timeout={args.timeout}",
           "-rss_limit_mb=4096", "-print_final_stats=1", f"-artifact_prefix={artifacts}/",
           # Mutations may grow an input past the largest seed (a few KB), up to a big .cu.
           f"-max_len={args.max_len}",
           f"-dict={pathlib.Path(__file__).parent / 'cuda.dict'}"]
if args.jobs > 1:
    command += [f"-fork={args.jobs}", "-ignore_crashes=0"]
command += [str(corpus), str(seeds)]
print("run_fuzz: " + " ".join(command), flush=True)
process = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         errors="replace")
output = process.stdout
# The whole log is long (one line per new coverage); its tail has the findings and the stats.
tail = output.splitlines()[-60:]
print("\n".join(tail))

runs = re.findall(r"Done (\d+) runs in (\d+) second", output)
executed = re.findall(r"stat::number_of_executed_units:\s*(\d+)", output)
found = sorted(p.name for p in artifacts.iterdir())
summary = "run_fuzz: "
if runs:
    summary += f"{runs[-1][0]} executions in {runs[-1][1]} s"
elif executed:
    summary += f"{sum(int(n) for n in executed)} executions"
summary += f", corpus {len(list(corpus.iterdir()))} inputs added to {count} seeds"
summary += f", findings: {', '.join(found) if found else 'none'}"
print(summary)
sys.exit(process.returncode if process.returncode or not found else 1)
