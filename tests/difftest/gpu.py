#!/usr/bin/env python3
"""Differential testing at scale: gen.py's kernels translated here, run on the GPU machine's
OpenCL platforms (NVIDIA's and PoCL's) and compared with what nvcc's build printed there.

The GPU machine has no LLVM, so no cu2cl: the translation is made here and carried.

  gpu.py prepare --seeds 1-250 [--avoid ...] [--expected DIR] [-j 2] OUT.tar.xz
      (the CPU machine) writes dt_S.cu for each seed, translates it with build/bin/cu2cl,
      removing the kernels cu2cl refuses (as run_local.py does), and packs, per seed, the whole
      dt_S.cu (nvcc's input), the translated dt_S.cl and dt_S.host.cpp, dt_S.json (the kernels
      removed and why, the warnings) and, from DIR, dt_S.expected where CUDA's output was
      recorded already.

  gpu.py run ARCHIVE --work DIR --link LINK --combos COMBOS [--out OUT] [-j 16]
             [--combo C] [--files N] [--nvcc-only] [--deadline S] [--summarize]
      (the GPU machine, through scripts/gpu/run-difftest.sh, which builds the runtime, writes
      LINK, a script `LINK host.cpp exe` that compiles and links a host file with it, and
      COMBOS, one line `device-index <tab> platform-label <tab> backend` per combination)
      records dt_S.expected with nvcc (skipping those there already), links every host file,
      runs each program on every combination (CU2CL_DEVICE, CU2CL_BACKEND) and compares every
      kernel that was translated with CUDA's output. Results that exist in DIR are kept, so an
      interrupted run resumes. Writes OUT/summary.txt and OUT/results.json, and the output of
      every run that differs (OUT/mismatches/). With --summarize, only writes the summary of the
runs DIR holds (what an interrupted run had done). A program that dies (an OpenCL compiler's
crash) is run again from the next kernel (the generated main's DT_FIRST); the kernel it died
in counts as a failure.

Exit status: 0 when every compared kernel printed CUDA's words, 1 otherwise, 2 on bad usage.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run_local  # noqa: E402  (the generator's driver: translation, parsing, comparison)


def prepare_one(seed, opts, directory):
    """Translates dt_SEED.cu in DIRECTORY; returns the file's record (run_local's result keys)."""
    name = f"dt_{seed}"
    path = run_local.generate(directory, [seed], opts)[0]
    text = open(path).read()
    work = os.path.join(directory, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    kernels = list(run_local.kernel_ranges(text.splitlines()))
    res = dict(file=name + ".cu", kernels=len(kernels), refused={}, failures=[], warnings={})
    dropped = run_local.translate_accepted(text, name, work, opts, res,
                                           run_local.translate_with_cu2cl)
    res["dropped"] = sorted(dropped, key=lambda k: int(k[1:])) if dropped is not None else kernels
    res["translated"] = dropped is not None
    with open(os.path.join(work, name + ".json"), "w") as f:
        json.dump(res, f, indent=1)
    return res


def prepare_main(opts):
    seeds = run_local.seed_range(opts.seeds)
    opts.cc = os.path.abspath(opts.cc)
    directory = tempfile.mkdtemp(prefix="cu2cl-difftest-gpu-")
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        results = list(pool.map(lambda s: prepare_one(s, opts, directory), seeds))
    kernels = sum(r["kernels"] for r in results)
    kept = sum(r["kernels"] - len(r["dropped"]) for r in results)
    refused = {}
    for r in results:
        for key, ks in r["refused"].items():
            refused[key] = refused.get(key, 0) + len(ks)
        for f in r["failures"]:
            print(f"FAIL {r['file']}: {f}")
    os.makedirs(os.path.dirname(os.path.abspath(opts.archive)), exist_ok=True)
    with tarfile.open(opts.archive + ".tmp", "w:xz") as tar:
        for seed in seeds:
            name = f"dt_{seed}"
            tar.add(os.path.join(directory, name + ".cu"), arcname=name + ".cu")
            expected = os.path.join(opts.expected or "", name + ".expected")
            if opts.expected and os.path.exists(expected):
                tar.add(expected, arcname=name + ".expected")
            for ext in (".cl", ".host.cpp", ".json"):
                p = os.path.join(directory, name, name + ext)
                if os.path.exists(p):
                    tar.add(p, arcname=name + ext)
    os.replace(opts.archive + ".tmp", opts.archive)
    shutil.rmtree(directory, ignore_errors=True)
    print(f"gpu.py prepare: {len(seeds)} files, {kernels} kernels, {kept} translated, "
          f"{kernels - kept} removed ({', '.join(f'{k}: {n}' for k, n in sorted(refused.items()))}) "
          f"in {time.time() - t0:.0f} s -> {opts.archive} ({os.path.getsize(opts.archive) >> 10} KiB)")
    return 1 if any(r["failures"] for r in results) else 0


def read_combos(path, chosen):
    """The combinations of PATH; only those CHOSEN where given: "pocl-0_0-auto", or the start
    of a platform label ("pocl", "nvidia-1_0") for all its backends."""
    combos = []
    for ln in open(path):
        parts = ln.rstrip("\n").split("\t")
        if len(parts) == 3 and (not chosen or any(parts[1].startswith(c) or f"{parts[1]}-{parts[2]}" == c
                                                  for c in chosen)):
            combos.append(tuple(parts))
    return combos


def link_one(name, opts):
    exe = os.path.join(opts.work, name)
    if os.path.exists(exe):
        return None
    rc, _, err, _ = run_local.run([opts.link, name + ".host.cpp", name + ".tmp-exe"], opts.work, 600)
    if rc != 0:
        return f"{name}: linking failed (exit {rc})\n{run_local.indent(run_local.tail(err, 20))}"
    os.replace(exe + ".tmp-exe", exe)
    return None


def run_combo(name, combo, opts):
    """Runs NAME on one combination; returns its record (cached in WORK)."""
    index, label, backend = combo
    cache = os.path.join(opts.work, f"{name}.{label}-{backend}.json")
    if os.path.exists(cache):
        return json.load(open(cache))
    text = open(os.path.join(opts.work, name + ".cu")).read()
    meta = json.load(open(os.path.join(opts.work, name + ".json")))
    kept = [k for k in run_local.kernel_ranges(text.splitlines()) if k not in meta["dropped"]]
    res = dict(file=name, combo=f"{label}-{backend}", kept=len(kept), failures=[], nvcc_mismatches=[],
               crashed=[])
    # A program that dies (an OpenCL compiler's crash) is run again from the kernel after the one
    # it died in (the generated main's DT_FIRST), so that one crash costs one kernel, not the file.
    first, out, err, seconds = 0, "", "", 0.0
    while True:
        env = dict(os.environ, CU2CL_DEVICE=index, CU2CL_BACKEND=backend, CU2CL_VERBOSE="1",
                   DT_FIRST=str(first))
        # Line-buffered: what a dying program printed before must not be lost in its buffer.
        rc, part_out, part_err, dt = run_local.run(["stdbuf", "-oL", "./" + name], opts.work, opts.timeout, env)
        out, err, seconds = out + part_out, err + part_err, seconds + dt
        if rc == 0 or rc == "timeout":
            break
        printed = run_local.parse_output(out)
        pending = [k for k in kept if int(k[1:]) >= first and k not in printed]
        if not pending:
            break
        res["crashed"].append(pending[0])
        res["failures"].append(f"{pending[0]}: the program died (exit {rc}) in this kernel\n" +
                               run_local.indent(run_local.tail(part_err, 8)))
        first = int(pending[0][1:]) + 1
    res["seconds"] = round(seconds, 1)
    res["warp_forms"] = len(set(re.findall(r"kernel '(k\d+)(?:_\d+)*' runs as \S+__cu2cl_warps", err)))
    if rc != 0:
        res["failures"].append(f"exit {rc}\n" + run_local.indent(run_local.tail(part_err, 20)))
    outs = {res["combo"]: run_local.parse_output(out)}
    for k in kept:
        o = outs[res["combo"]].get(k)
        if o is None:
            if k not in res["crashed"]:
                res["failures"].append(f"{k}: printed nothing")
        elif o["error"]:
            res["failures"].append(f"{k}: reports error {o['error']}")
    run_local.compare_with_expected(os.path.join(opts.work, name + ".cu"), text, kept, outs,
                                    run_local.kernel_shapes(text), res)
    if not res.get("expected"):
        res["failures"].append("no CUDA output to compare with")
    if res["failures"] or res["nvcc_mismatches"]:
        keep = os.path.join(opts.out, "mismatches")
        os.makedirs(keep, exist_ok=True)
        with open(os.path.join(keep, f"{name}.{label}-{backend}.txt"), "w") as f:
            f.write(out)
        with open(os.path.join(keep, f"{name}.{label}-{backend}.stderr"), "w") as f:
            f.write(run_local.tail(err, 200))
    if rc != "timeout":
        with open(cache, "w") as f:
            json.dump(res, f)
    return res


def run_main(opts):
    t0 = time.time()
    os.makedirs(opts.work, exist_ok=True)
    os.makedirs(opts.out, exist_ok=True)
    with tarfile.open(opts.archive) as tar:
        for member in tar.getmembers():
            if not os.path.exists(os.path.join(opts.work, member.name)):
                tar.extract(member, opts.work)
    names = sorted((f[:-3] for f in os.listdir(opts.work) if re.fullmatch(r"dt_\d+\.cu", f)),
                   key=run_local.natural)
    if opts.files:
        names = names[:opts.files]
    # 1. CUDA's outputs
    nvcc_opts = argparse.Namespace(nvcc_bin=opts.nvcc_bin, arch=opts.arch, skip_existing=True,
                                   timeout=opts.timeout)
    missing = [n for n in names if not os.path.exists(os.path.join(opts.work, n + ".expected"))]
    if missing:
        nvcc_opts.toolchain = run_local.toolchain(opts.nvcc_bin, opts.arch)
        with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
            for msg in pool.map(lambda n: run_local.nvcc_one(os.path.join(opts.work, n + ".cu"), nvcc_opts),
                                missing):
                if not msg.startswith("ok"):
                    print(msg, flush=True)
        print(f"gpu.py: CUDA's outputs of {len(missing)} files recorded in {time.time() - t0:.0f} s", flush=True)
    if opts.nvcc_only:
        return 0
    # 2. The translated programs
    translated = [n for n in names if json.load(open(os.path.join(opts.work, n + ".json")))["translated"]]
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for msg in pool.map(lambda n: link_one(n, opts), translated):
            if msg:
                print("FAIL " + msg, flush=True)
    linked = [n for n in translated if os.path.exists(os.path.join(opts.work, n))]
    print(f"gpu.py: {len(linked)} programs linked at {time.time() - t0:.0f} s", flush=True)
    # 3. Every program on every combination
    combos = read_combos(opts.combos, opts.combo)
    jobs = [(n, c) for c in combos for n in linked]
    print(f"gpu.py: {len(jobs)} runs to make (those recorded in {opts.work} are kept)", flush=True)
    results = []

    def run_job(job):
        if opts.deadline and time.time() - t0 > opts.deadline:
            return None   # left for the next call, which resumes
        return run_combo(job[0], job[1], opts)

    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for r in pool.map(run_job, jobs):
            if r is None:
                continue
            results.append(r)
            if len(results) % 100 == 0:
                print(f"gpu.py: {len(results)} of {len(jobs)} runs at {time.time() - t0:.0f} s", flush=True)
    return summarize(names, combos, results, opts, time.time() - t0)


def summarize_main(opts):
    """Summarises the runs recorded in WORK so far (of an interrupted run, too)."""
    names = sorted((f[:-3] for f in os.listdir(opts.work) if re.fullmatch(r"dt_\d+\.cu", f)),
                   key=run_local.natural)
    if opts.files:
        names = names[:opts.files]
    combos = read_combos(opts.combos, opts.combo)
    results = []
    for n in names:
        for _, label, backend in combos:
            cache = os.path.join(opts.work, f"{n}.{label}-{backend}.json")
            if os.path.exists(cache):
                results.append(json.load(open(cache)))
    os.makedirs(opts.out, exist_ok=True)
    return summarize(names, combos, results, opts, sum(r["seconds"] for r in results))


def summarize(names, combos, results, opts, seconds):
    metas = [json.load(open(os.path.join(opts.work, n + ".json"))) for n in names]
    kernels = sum(m["kernels"] for m in metas)
    refused = {}
    for m in metas:
        for key, ks in m["refused"].items():
            refused.setdefault(key, []).extend(f"{m['file'][:-3]}:{k.split(' ')[0]}" for k in ks)
    lines = [f"cu2cl difftest on the GPU machine, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}",
             f"{len(names)} files, {kernels} kernels generated; "
             f"{sum(m['kernels'] - len(m['dropped']) for m in metas)} translated; "
             f"{seconds:.0f} s", ""]
    bad = 0
    for _, label, backend in combos:
        rs = [r for r in results if r["combo"] == f"{label}-{backend}"]
        run = sum(r["kept"] for r in rs if r.get("expected"))
        mism = sum(len(r["nvcc_mismatches"]) for r in rs)
        fails = sum(len(r["failures"]) for r in rs)
        crashed = sum(len(r.get("crashed", [])) for r in rs)
        bad += mism + fails
        lines.append(f"{label + '-' + backend:24} {len(rs):4} files, {run - crashed:6} kernels compared with "
                     f"CUDA, {sum(r['warp_forms'] for r in rs):5} as warp forms, {mism} differ, {fails} failures "
                     f"({crashed} kernels the program died in), {sum(r['seconds'] for r in rs):.0f} s of runs")
    lines.append("")
    if refused:
        lines.append("kernels cu2cl refused (not compared):")
        for key, ks in sorted(refused.items(), key=lambda x: -len(x[1])):
            lines.append(f"  {key}: {len(ks)} ({', '.join(ks[:10])}{', ...' if len(ks) > 10 else ''})")
        lines.append("")
    for r in results:
        for m in r["nvcc_mismatches"]:
            lines.append(f"CUDA MISMATCH {r['file']} [{r['combo']}] {m}")
        for m in r["failures"]:
            lines.append(f"FAILURE {r['file']} [{r['combo']}] {m}")
    text = "\n".join(lines) + "\n"
    with open(os.path.join(opts.out, "summary.txt"), "w") as f:
        f.write(text)
    with open(os.path.join(opts.out, "results.json"), "w") as f:
        json.dump(dict(files=metas, runs=results), f)
    print(text[:20000])
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    sub = ap.add_subparsers(dest="mode", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("archive")
    p.add_argument("--seeds", required=True, metavar="A-B")
    p.add_argument("--avoid", default="")
    p.add_argument("--expected", metavar="DIR", help="CUDA's outputs recorded before (run_local.py --nvcc's "
                   "dt_S.expected files, unpacked into DIR): packed too, so that the GPU run needs no nvcc")
    p.add_argument("--kernels", type=int, default=40)
    p.add_argument("--cc", default=os.path.join(run_local.ROOT, "build", "bin", "cu2cl-cc"),
                   help="cu2cl-cc; cu2cl beside it translates")
    p.add_argument("--timeout", type=int, default=600)
    p.add_argument("-j", "--jobs", type=int, default=2)
    r = sub.add_parser("run")
    r.add_argument("archive")
    r.add_argument("--work", required=True)
    r.add_argument("--link", required=True)
    r.add_argument("--combos", required=True)
    r.add_argument("--out", default=".")
    r.add_argument("-j", "--jobs", type=int, default=16)
    r.add_argument("--timeout", type=int, default=300)
    r.add_argument("--combo", action="append", help="a combination (pocl-0_0-auto) or platform (pocl-0_0) "
                   "to run; repeatable (default: every one)")
    r.add_argument("--files", type=int, help="only the first N files")
    r.add_argument("--nvcc-only", action="store_true", help="only record CUDA's outputs")
    r.add_argument("--nvcc-bin", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    r.add_argument("--arch", default="sm_90")
    r.add_argument("--deadline", type=int, metavar="SECONDS",
                   help="start no run after this many seconds (a later call resumes)")
    r.add_argument("--summarize", action="store_true",
                   help="only summarise the runs recorded in WORK (after an interrupted run)")
    opts = ap.parse_args()
    if opts.mode == "prepare":
        return prepare_main(opts)
    if opts.summarize:
        opts.work = os.path.abspath(opts.work)
        opts.out = os.path.abspath(opts.out)
        return summarize_main(opts)
    opts.link = os.path.abspath(opts.link)
    opts.work = os.path.abspath(opts.work)
    opts.out = os.path.abspath(opts.out)
    return run_main(opts)


if __name__ == "__main__":
    sys.exit(main())
