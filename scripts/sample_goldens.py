#!/usr/bin/env python3
"""Checks (default) or regenerates (--update) the golden translations of the samples.

For each sample samples/<name>/<name>.cu, cu2cl translates it into a temporary directory and
the results must equal samples/<name>/expected/: <name>.cl, <name>.host.cpp, <name>.stderr
(cu2cl's warnings, then its exit code) and <name>.sarif (--report). Paths under the source
tree are written as they are relative to it, so the files do not depend on where the tree is.

    scripts/sample_goldens.py build/bin/cu2cl [--update] [NAME ...]

Exit status: 0 all equal (or updated), 1 a difference (printed as a unified diff), 2 bad use.
"""
import argparse
import difflib
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"


def normalise(text: str) -> str:
    # Absolute paths (file:// URIs in SARIF, plain in messages) become relative to the tree.
    for prefix in (f"file://{ROOT}/", f"{ROOT}/"):
        text = text.replace(prefix, "")
    return text


def translate(cu2cl: str, name: str, out: pathlib.Path) -> dict:
    source = pathlib.Path("samples") / name / f"{name}.cu"
    sarif = out / f"{name}.sarif"
    run = subprocess.run([cu2cl, str(source), "-o", f"{out}/", f"--report={sarif}"],
                         cwd=ROOT, capture_output=True, text=True)
    results = {f"{name}.stderr": normalise(run.stderr) + f"exit code {run.returncode}\n"}
    for suffix in (".cl", ".host.cpp", ".sarif"):
        path = out / f"{name}{suffix}"
        results[f"{name}{suffix}"] = normalise(path.read_text()) if path.exists() else None
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cu2cl")
    parser.add_argument("--update", action="store_true", help="rewrite the expected files")
    parser.add_argument("names", nargs="*", help="samples (default: every one with a .cu)")
    args = parser.parse_intermixed_args()
    # A sample is a directory with <name>.cu and a README.md saying what it reproduces.
    names = args.names or sorted(d.name for d in SAMPLES.iterdir()
                                 if (d / f"{d.name}.cu").exists() and (d / "README.md").exists())
    if not names:
        print("no samples found", file=sys.stderr)
        return 2
    different = 0
    for name in names:
        before = different
        expected_dir = SAMPLES / name / "expected"
        with tempfile.TemporaryDirectory() as tmp:
            results = translate(args.cu2cl, name, pathlib.Path(tmp))
        for file, actual in results.items():
            golden = expected_dir / file
            if args.update:
                expected_dir.mkdir(exist_ok=True)
                if actual is None:
                    golden.unlink(missing_ok=True)
                else:
                    golden.write_text(actual)
                continue
            expected = golden.read_text() if golden.exists() else None
            if expected == actual:
                continue
            different += 1
            if expected is None or actual is None:
                print(f"{name}: {file}: {'missing from expected/' if expected is None else 'no longer written'}")
                continue
            sys.stdout.writelines(difflib.unified_diff(
                expected.splitlines(keepends=True), actual.splitlines(keepends=True),
                f"expected/{file}", f"translated/{file}"))
        print(f"{name}: {'updated' if args.update else 'differs' if different > before else 'matches'}")
    if different:
        print("the translation differs from the golden files; if the change is intended, run "
              "scripts/sample_goldens.py <cu2cl> --update and review the diff", file=sys.stderr)
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
