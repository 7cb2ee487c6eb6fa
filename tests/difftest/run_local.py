#!/usr/bin/env python3
"""Runs programs made by tests/difftest/gen.py and compares what they print.

Local mode (the default): every FILE (or every *.cu of a directory) is built with
`build/bin/cu2cl-cc -O2` and run on the OpenCL CPU device twice: as is (the CPU "warp form")
and with CU2CL_WARP_FORM=0 (the emulated form).  The two outputs are compared with each other
and, where `<name>.expected` lies beside the .cu file (what the nvcc-built program printed on
a GPU), with it.  A kernel that cu2cl refuses with a diagnostic is removed from the file (the
file is translated again without it), counted and listed by diagnostic name; that is not a
mismatch.  A program that does not build after a translation that succeeded, a crash, a
timeout or an error a kernel reports are failures.

  run_local.py [--cc build/bin/cu2cl-cc] [--work DIR] [--timeout S] [-j 1] FILE|DIR...
  run_local.py DIR --generate A-B      (writes dt_A.cu … dt_B.cu into DIR where missing, tests them)

nvcc mode (on a machine with a GPU): builds every *.cu of DIR with `nvcc -O2 -arch=sm_90`,
runs it and writes `<name>.expected` beside it (first line: the SHA-1 of the .cu, the nvcc
version and the GPU); --generate A-B first writes dt_A.cu … dt_B.cu there (gen.py's files for
those seeds), --pack OUT packs the .expected files into OUT/expected-N.tar.xz.

  run_local.py --nvcc DIR [--generate A-B] [-j N] [--pack OUT] [--nvcc-bin nvcc] [--arch sm_90]
               [--skip-existing]

Exit status: 0 when nothing differs and nothing failed, 1 otherwise, 2 on bad usage.
"""
import argparse
import concurrent.futures
import hashlib
import tarfile
import threading
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# Diagnostics that are cu2cl catching its own wrong output: translator bugs, listed as such.
SELF_CHECK = {"-Wcu2cl-output-does-not-compile"}
ROOT = os.path.dirname(os.path.dirname(HERE))
MARK = re.compile(r"^\s*// ---- (begin|end) (k\d+)\s*$")
SHAPE = re.compile(r"^// (k\d+): block \((\d+), (\d+)\), grid \((\d+), (\d+)\), (\d+) words per thread")
DIAG = re.compile(r"^(?P<file>[^:\s]+\.cu):(?P<line>\d+):(?P<col>\d+): (?P<sev>error|warning): (?P<msg>.*?)(?: \[(?P<name>-W[\w-]+)\])?$")


def kernel_ranges(lines):
    """kernel -> list of (first, last) 1-based line ranges between its markers."""
    ranges, open_at = {}, {}
    for i, ln in enumerate(lines, 1):
        m = MARK.match(ln)
        if not m:
            continue
        kind, k = m.groups()
        if kind == "begin":
            open_at[k] = i
        elif k in open_at:
            ranges.setdefault(k, []).append((open_at.pop(k), i))
    return ranges


def strip_kernels(text, drop):
    out, skipping = [], None
    for ln in text.splitlines(keepends=True):
        m = MARK.match(ln)
        if m and m.group(2) in drop:
            skipping = None if m.group(1) == "end" else m.group(2)
            continue
        if skipping is None:
            out.append(ln)
    return "".join(out)


def kernel_shapes(text):
    shapes = {}
    for ln in text.splitlines():
        m = SHAPE.match(ln)
        if m:
            k, bx, by, gx, gy, nv = m.groups()
            shapes[k] = dict(block=(int(bx), int(by)), grid=(int(gx), int(gy)), nv=int(nv),
                             threads=int(bx) * int(by) * int(gx) * int(gy))
    return shapes


def parse_output(text):
    """kernel -> {"words": [hex...], "error": str or None}; order of first appearance."""
    res = {}
    for ln in text.splitlines():
        parts = ln.split()
        if len(parts) >= 2 and re.fullmatch(r"k\d+", parts[0]):
            k = parts[0]
            ent = res.setdefault(k, {"words": [], "error": None})
            if parts[1] == "error":
                ent["error"] = " ".join(parts[2:])
            elif len(parts) == 3:
                ent["words"].append(parts[2])
    return res


def describe_index(k, idx, shapes):
    sh = shapes.get(k)
    if not sh:
        return f"index {idx}"
    base = (sh["threads"] * sh["nv"] + 1) // 2 * 2   # gen.py: the atomic slots are 8-byte aligned
    if idx >= base + 8:
        return f"index {idx} (compaction area word {idx - base - 8})"
    if idx >= base:
        return f"index {idx} (global atomic slot {idx - base})"
    if idx >= sh["threads"] * sh["nv"]:
        return f"index {idx} (padding)"
    t, w = divmod(idx, sh["nv"])
    bsize = sh["block"][0] * sh["block"][1]
    b, tid = divmod(t, bsize)
    return f"index {idx} (block {b}, thread {tid}: warp {tid // 32} lane {tid % 32}, word {w})"


def compare(k, a, b, shapes):
    """None when equal, else a one-line description of the first difference."""
    if a["error"] or b["error"]:
        if a["error"] == b["error"]:
            return None
        return f"error: {a['error']!r} vs {b['error']!r}"
    wa, wb = a["words"], b["words"]
    if len(wa) != len(wb):
        return f"{len(wa)} words vs {len(wb)} words"
    diffs = [i for i in range(len(wa)) if wa[i] != wb[i]]
    if not diffs:
        return None
    i = diffs[0]
    return f"{len(diffs)} of {len(wa)} words differ; first at {describe_index(k, i, shapes)}: {wa[i]} vs {wb[i]}"


def run(cmd, cwd, timeout, env=None):
    t0 = time.time()
    try:
        for attempt in range(20):
            try:
                p = subprocess.run(cmd, cwd=cwd, env=env, timeout=timeout, capture_output=True,
                                   text=True, errors="replace")
                break
            except FileNotFoundError:
                # build/bin is being rebuilt by someone else: wait for it
                if attempt == 19:
                    raise
                print(f"run_local: {cmd[0]} is missing; waiting 30 s", file=sys.stderr, flush=True)
                time.sleep(30)
        return p.returncode, p.stdout, p.stderr, time.time() - t0
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        return "timeout", out, err, time.time() - t0


def build(cc, name, work, timeout):
    """cu2cl-cc NAME.cu -O2 -o NAME; a failure that is no refusal is retried after 30 s (twice),
    since build/ may be in the middle of a rebuild by someone else."""
    for attempt in range(3):
        rc, out, err, dt = run([cc, name + ".cu", "-O2", "-o", name], work, timeout)
        if rc == 0 or rc == "timeout" or "translation failed" in err:
            break
        print(f"run_local: building {name} failed (exit {rc}); trying again in 30 s", file=sys.stderr, flush=True)
        time.sleep(30)
    return rc, out, err, dt


def wait_for(path, tries=10):
    for _ in range(tries):
        if os.path.exists(path):
            return True
        print(f"run_local: {path} is missing (being rebuilt?); waiting 30 s", file=sys.stderr)
        time.sleep(30)
    return os.path.exists(path)


def build_with_cc(name, work, opts):
    """cu2cl-cc NAME.cu: (exit status, stderr, whether cu2cl refused the translation)."""
    rc, _, err, _ = build(opts.cc, name, work, opts.timeout)
    return rc, err, "translation failed" in err


def translate_with_cu2cl(name, work, opts):
    """cu2cl NAME.cu -o WORK (translation only): (exit status, stderr, whether refused)."""
    cu2cl = os.path.join(os.path.dirname(opts.cc), "cu2cl")
    wait_for(cu2cl)
    rc, _, err, _ = run([cu2cl, name + ".cu", "-o", "."], work, opts.timeout)
    return rc, err, rc == 1


def translate_accepted(text, name, work, opts, res, attempt):
    """Writes TEXT to WORK/NAME.cu and translates it with ATTEMPT (build_with_cc or
    translate_with_cu2cl), removing the kernels cu2cl refuses until it accepts the rest.
    Records refusals, warnings and failures in RES; returns the set of removed kernels, or
    None when the file failed in another way (then RES["failures"] says why)."""
    dropped = set()
    for _ in range(6):
        cur = strip_kernels(text, dropped)
        with open(os.path.join(work, name + ".cu"), "w") as f:
            f.write(cur)
        wait_for(opts.cc)
        rc, err, refused = attempt(name, work, opts)
        diags = [m.groupdict() for m in map(DIAG.match, err.splitlines()) if m]
        if rc == 0:
            for d in diags:
                if d["sev"] == "warning" and d["name"]:
                    res["warnings"][d["name"]] = res["warnings"].get(d["name"], 0) + 1
            return dropped
        errors = [d for d in diags if d["sev"] == "error"]
        if rc == "timeout":
            res["failures"].append(f"translation timed out after {opts.timeout} s")
            return None
        if not refused or not errors:
            res["failures"].append(f"exit {rc} without a refusal diagnostic (build failure):\n"
                                   + indent(tail(err, 40)))
            return None
        ranges = kernel_ranges(cur.splitlines())
        newly = set()
        unplaced = []
        for d in errors:
            line = int(d["line"])
            owner = [k for k, rs in ranges.items() if any(a <= line <= b for a, b in rs)]
            key = d["name"] or d["msg"]
            if owner:
                newly.add(owner[0])
                res["refused"].setdefault(key, []).append(f"{owner[0]} ({d['msg']})")
            else:
                unplaced.append(d)
        if unplaced and not newly:
            # A diagnostic about the whole file (such as the translator's check that its
            # output compiles): translate each remaining kernel alone to find the culprits.
            for k, ds in find_culprits(cur, sorted(ranges, key=lambda k: int(k[1:])), work, opts).items():
                newly.add(k)
                for d in ds:
                    key = d["name"] or d["msg"]
                    res["refused"].setdefault(key, []).append(f"{k} ({d['msg']})")
        if not newly:
            res["failures"].append("translation refused and no kernel to blame:\n" + indent(tail(err, 20)))
            return None
        dropped |= newly
    res["failures"].append("still refused after 6 rounds of stripping kernels")
    return None


def compare_with_expected(path, text, kept, outs, shapes, res):
    """Compares each form's output (OUTS: form -> parse_output) of the KEPT kernels with what
    CUDA printed, PATH's .expected beside it, if there is one (recorded from TEXT)."""
    exp_path = os.path.splitext(path)[0] + ".expected"
    exp_text = open(exp_path).read() if os.path.exists(exp_path) else None
    if exp_text is not None:
        m = re.match(r"# cu2cl-difftest expected: sha1 ([0-9a-f]+)", exp_text)
        if m and m.group(1) != sha1(text):
            res["failures"].append(f"{exp_path} was recorded from a different {os.path.basename(path)} "
                                   "(another gen.py or Python version?): not compared")
            exp_text = None
    if exp_text is None:
        return
    exp = parse_output(exp_text)
    res["expected"] = True
    for k in kept:
        if k not in exp:
            res["failures"].append(f"{k}: missing from {exp_path}")
            continue
        for form, o in outs.items():
            if k in o:
                d = compare(k, exp[k], o[k], shapes)
                if d:
                    res["nvcc_mismatches"].append(f"{k}: CUDA vs {form}: {d}")


def test_file(path, opts):
    """Returns a dict describing the outcome for one generated file."""
    name = os.path.splitext(os.path.basename(path))[0]
    work = os.path.join(opts.work, name)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    text = open(path).read()
    shapes = kernel_shapes(text)
    all_kernels = [k for k in kernel_ranges(text.splitlines())]
    res = dict(file=path, kernels=len(all_kernels), refused={}, failures=[], mismatches=[],
               nvcc_mismatches=[], warnings={}, times={})
    t0 = time.time()
    dropped = translate_accepted(text, name, work, opts, res, build_with_cc)
    if dropped is None:
        return finish(res, t0)
    res["times"]["build"] = round(time.time() - t0, 1)
    res["dropped"] = sorted(dropped, key=lambda k: int(k[1:]))
    outs = {}
    for form, env_extra in (("warp-form", {"CU2CL_VERBOSE": "1"}), ("emulated", {"CU2CL_WARP_FORM": "0"})):
        env = dict(os.environ, **env_extra)
        rc, out, err, dt = run(["./" + name], work, opts.timeout, env)
        if form == "warp-form":
            res["warp_form_kernels"] = sorted(set(re.findall(r"kernel '(k\d+)(?:_\d+)*' runs as \S+__cu2cl_warps", err)),
                                              key=lambda k: int(k[1:]))
        res["times"][form] = round(dt, 1)
        with open(os.path.join(work, f"{name}.{form}.txt"), "w") as f:
            f.write(out)
        if rc != 0:
            res["failures"].append(f"{form} run: exit {rc}\n" + indent(tail(err, 20)))
        outs[form] = parse_output(out)
    kept = [k for k in all_kernels if k not in dropped]
    a, b = outs["warp-form"], outs["emulated"]
    for k in kept:
        for form, o in (("warp-form", a), ("emulated", b)):
            if k not in o:
                res["failures"].append(f"{k}: {form} printed nothing")
            elif o[k]["error"]:
                res["failures"].append(f"{k}: {form} reports error {o[k]['error']}")
        if k in a and k in b:
            d = compare(k, a[k], b[k], shapes)
            if d:
                res["mismatches"].append(f"{k}: warp-form vs emulated: {d}")
    compare_with_expected(path, text, kept, outs, shapes, res)
    return finish(res, t0)


def find_culprits(text, kernels, work, opts):
    """kernel -> its error diagnostics, for the kernels cu2cl refuses when translated alone."""
    cu2cl = os.path.join(os.path.dirname(opts.cc), "cu2cl")
    out = {}
    for k in kernels:
        one = os.path.join(work, "alone.cu")
        with open(one, "w") as f:
            f.write(strip_kernels(text, set(kernels) - {k}))
        wait_for(cu2cl)
        rc, _, err, _ = run([cu2cl, "alone.cu", "-o", "alone/"], work, opts.timeout)
        if rc != 0:
            ds = [m.groupdict() for m in map(DIAG.match, err.splitlines()) if m]
            out[k] = [d for d in ds if d["sev"] == "error"] or [dict(name="(no diagnostic)", msg=f"exit {rc}")]
    return out


def sha1(text):
    return hashlib.sha1(text.encode()).hexdigest()


_gen_lock = threading.Lock()


def generate(directory, seeds, opts):
    """Writes dt_<seed>.cu for each seed into directory unless it is there already."""
    if HERE not in sys.path:
        sys.path.insert(0, HERE)
    import gen
    os.makedirs(directory, exist_ok=True)
    gopts = argparse.Namespace(depth=3, stmts=10, warp_form_share=0.6,
                               avoid=set(a for a in opts.avoid.split(",") if a))
    for sd in seeds:
        path = os.path.join(directory, f"dt_{sd}.cu")
        if not os.path.exists(path):
            with _gen_lock:
                text, _ = gen.generate_file(sd, opts.kernels, None, gopts)
            with open(path + ".tmp", "w") as f:
                f.write(text)
            os.replace(path + ".tmp", path)
    return [os.path.join(directory, f"dt_{sd}.cu") for sd in seeds]


def seed_range(spec):
    a, _, b = spec.partition("-")
    return list(range(int(a), int(b or a) + 1))


def finish(res, t0):
    res["times"]["total"] = round(time.time() - t0, 1)
    return res


def tail(s, n):
    return "\n".join(s.rstrip().splitlines()[-n:])


def indent(s):
    return "\n".join("      " + ln for ln in s.splitlines())


def gather(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted((os.path.join(p, f) for f in os.listdir(p) if f.endswith(".cu")),
                            key=natural)
        else:
            files.append(p)
    return files


def natural(s):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", s)]


def local_main(opts):
    if opts.generate:
        if len(opts.paths) != 1:
            print("run_local: --generate needs one directory", file=sys.stderr)
            return 2
        files = generate(opts.paths[0], seed_range(opts.generate), opts)
    else:
        files = gather(opts.paths)
    if not files:
        print("run_local: no .cu files", file=sys.stderr)
        return 2
    os.makedirs(opts.work, exist_ok=True)
    totals = dict(files=0, kernels=0, tested=0, refused=0, mismatches=0, nvcc_mismatches=0,
                  failures=0, with_expected=0)
    refused_by_name = {}
    warnings_by_name = {}
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs)
    def guarded(f):
        try:
            return test_file(f, opts)
        except Exception as e:  # report and go on with the next file
            return dict(file=f, kernels=0, refused={}, failures=[f"run_local raised {e!r}"], mismatches=[],
                        nvcc_mismatches=[], warnings={}, times={})

    futures = [pool.submit(guarded, f) for f in files]
    for fut in futures:
        r = fut.result()
        totals["files"] += 1
        totals["kernels"] += r["kernels"]
        nref = sum(len(v) for v in r["refused"].values())
        totals["refused"] += nref
        nself = sum(len(v) for k, v in r["refused"].items() if k in SELF_CHECK)
        totals["self_check"] = totals.get("self_check", 0) + nself
        ok = not (r["failures"] or r["mismatches"] or r["nvcc_mismatches"] or nself)
        tested = r["kernels"] - len(r.get("dropped", [])) if "dropped" in r else 0
        totals["tested"] += tested
        totals["with_expected"] += 1 if r.get("expected") else 0
        t = r["times"]
        nwf = len(r.get("warp_form_kernels", []))
        totals["warp_form"] = totals.get("warp_form", 0) + nwf
        print(f"{'ok  ' if ok else 'FAIL'} {r['file']}: {tested}/{r['kernels']} kernels run ({nwf} as warp forms), {nref} refused"
              f"{', compared with CUDA' if r.get('expected') else ''}"
              f" (build {t.get('build', '-')} s, warp form {t.get('warp-form', '-')} s,"
              f" emulated {t.get('emulated', '-')} s)", flush=True)
        for name, ks in sorted(r["refused"].items()):
            refused_by_name.setdefault(name, []).extend(f"{os.path.basename(r['file'])}:{k}" for k in ks)
            if name in SELF_CHECK:
                for k in ks:
                    print(f"     TRANSLATOR SELF-CHECK [{name}] {k}")
            elif opts.verbose:
                for k in ks:
                    print(f"     refused [{name}] {k}")
        for name, n in r["warnings"].items():
            warnings_by_name[name] = warnings_by_name.get(name, 0) + n
        for m in r["mismatches"]:
            print(f"     MISMATCH {m}")
        for m in r["nvcc_mismatches"]:
            print(f"     CUDA MISMATCH {m}")
        for m in r["failures"]:
            print(f"     FAILURE {m}")
        totals["mismatches"] += len(r["mismatches"])
        totals["nvcc_mismatches"] += len(r["nvcc_mismatches"])
        totals["failures"] += len(r["failures"])
    print()
    print(f"run_local: {totals['files']} files, {totals['kernels']} kernels, {totals['tested']} run "
          f"({totals.get('warp_form', 0)} of them as warp forms by default), "
          f"{totals['refused']} refused, {totals['mismatches']} warp-form/emulated mismatches, "
          f"{totals['nvcc_mismatches']} CUDA mismatches ({totals['with_expected']} files had "
          f".expected), {totals['failures']} failures")
    selfcheck = sum(len(v) for k, v in refused_by_name.items() if k in SELF_CHECK)
    if selfcheck:
        print(f"{selfcheck} kernels refused by the translator's check of its own output (translator bugs)")
    if refused_by_name:
        print("refused kernels by diagnostic:")
        for name, ks in sorted(refused_by_name.items(), key=lambda x: -len(x[1])):
            print(f"  {name}: {len(ks)} ({', '.join(k.split(' (')[0] for k in ks[:8])}{', ...' if len(ks) > 8 else ''})")
    if warnings_by_name and opts.verbose:
        print("warnings by name:")
        for name, n in sorted(warnings_by_name.items(), key=lambda x: -x[1]):
            print(f"  {name}: {n}")
    bad = totals["mismatches"] + totals["nvcc_mismatches"] + totals["failures"] + totals.get("self_check", 0)
    return 1 if bad else 0


def nvcc_one(path, opts):
    name = os.path.splitext(os.path.basename(path))[0]
    exp = os.path.splitext(path)[0] + ".expected"
    if opts.skip_existing and os.path.exists(exp):
        return f"skip {path}"
    bindir = os.path.join(os.path.dirname(path) or ".", ".nvcc-bin")
    os.makedirs(bindir, exist_ok=True)
    exe = os.path.join(bindir, name)
    t0 = time.time()
    rc, out, err, _ = run([opts.nvcc_bin, "-O2", f"-arch={opts.arch}", "-o", exe, path], None, 900)
    tb = time.time() - t0
    if rc != 0:
        return f"FAIL {path}: nvcc exit {rc}\n{indent(tail(err, 30))}"
    rc, out, err, tr = run([exe], None, opts.timeout)
    if rc != 0:
        return f"FAIL {path}: run exit {rc}\n{indent(tail(err, 10))}"
    errs = [ln for ln in out.splitlines() if " error " in ln]
    with open(exp + ".tmp", "w") as f:
        f.write(f"# cu2cl-difftest expected: sha1 {sha1(open(path).read())}, {opts.toolchain}\n")
        f.write(out)
    os.replace(exp + ".tmp", exp)
    os.remove(exe)
    note = f"; {len(errs)} kernels report errors: {errs[:3]}" if errs else ""
    return f"{'ok  ' if not errs else 'FAIL'} {path} (nvcc {tb:.0f} s, run {tr:.1f} s){note}"


def toolchain(nvcc_bin, arch):
    """What an .expected says it was recorded with: nvcc's version, the GPU and the flags."""
    rc, ver, _, _ = run([nvcc_bin, "--version"], None, 60)
    ver = ver.strip().splitlines()[-1] if rc == 0 and ver.strip() else "nvcc ?"
    rc, gpu, _, _ = run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"], None, 60) \
        if shutil.which("nvidia-smi") else (1, "", "", 0)
    return f"{ver}, {gpu.strip().splitlines()[0] if rc == 0 and gpu.strip() else 'GPU ?'}, -O2 -arch={arch}"


def nvcc_main(opts):
    t0 = time.time()
    seeds = seed_range(opts.generate) if opts.generate else None
    files = [os.path.join(opts.nvcc, f"dt_{sd}.cu") for sd in seeds] if seeds else gather([opts.nvcc])
    if not files:
        print("run_local: no .cu files", file=sys.stderr)
        return 2
    opts.toolchain = toolchain(opts.nvcc_bin, opts.arch)
    print(f"run_local --nvcc: {len(files)} files with {opts.toolchain}", flush=True)
    bad = 0

    def one(f):
        if seeds:
            sd = int(re.search(r"dt_(\d+)\.cu$", f).group(1))
            generate(opts.nvcc, [sd], opts)
        return nvcc_one(f, opts)

    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        for msg in pool.map(one, files):
            print(msg, flush=True)
            bad += msg.startswith("FAIL")
    print(f"run_local --nvcc: {len(files)} files in {time.time() - t0:.0f} s, {bad} failed", flush=True)
    if opts.pack:
        pack(files, opts.pack)
    return 1 if bad else 0


def pack(files, outdir, limit=10 << 20):
    """The .expected files into outdir/expected-<n>.tar.xz, each under about 16 MiB."""
    os.makedirs(outdir, exist_ok=True)
    n, tar, path = 0, None, None
    for f in files:
        exp = os.path.splitext(f)[0] + ".expected"
        if not os.path.exists(exp):
            continue
        if tar is None or os.path.getsize(path) > limit:
            if tar:
                tar.close()
            n += 1
            path = os.path.join(outdir, f"expected-{n}.tar.xz")
            tar = tarfile.open(path, "w:xz")
        tar.add(exp, arcname=os.path.basename(exp))
    if tar:
        tar.close()
    print(f"run_local --nvcc: packed into {n} archive(s) in {outdir}; unpack beside the .cu files with "
          f"`tar -xJf expected-N.tar.xz -C DIR`", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("paths", nargs="*", help="generated .cu files or directories of them")
    ap.add_argument("--cc", default=os.path.join(ROOT, "build", "bin", "cu2cl-cc"))
    ap.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "cu2cl-difftest"),
                    help="build directory (one subdirectory per file)")
    ap.add_argument("--timeout", type=int, default=600, help="seconds per build or run")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--nvcc", metavar="DIR", help="record <name>.expected for every .cu of DIR with nvcc")
    ap.add_argument("--nvcc-bin", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--skip-existing", action="store_true", help="--nvcc: keep .expected files that exist")
    ap.add_argument("--generate", metavar="A-B", help="first write dt_A.cu … dt_B.cu (gen.py --seed S) "
                    "into the directory, where missing, and test only those")
    ap.add_argument("--kernels", type=int, default=40, help="--generate: kernels per file")
    ap.add_argument("--avoid", default="", help="--generate: gen.py --avoid")
    ap.add_argument("--pack", metavar="DIR", help="--nvcc: also pack the .expected files into "
                    "DIR/expected-N.tar.xz (archives under 16 MiB)")
    opts = ap.parse_args()
    if opts.nvcc:
        return nvcc_main(opts)
    if not opts.paths:
        ap.error("give generated .cu files or directories, or --nvcc DIR")
    opts.cc = os.path.abspath(opts.cc)
    return local_main(opts)


if __name__ == "__main__":
    sys.exit(main())
