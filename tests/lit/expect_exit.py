#!/usr/bin/env python3
"""expect_exit.py CODE COMMAND...: runs COMMAND and succeeds only if it exits with CODE.
lit tests use it to check cu2cl's documented exit codes (0, 1, 2) exactly."""
import subprocess
import sys

expected = int(sys.argv[1])
status = subprocess.call(sys.argv[2:])
if status != expected:
    sys.stderr.write(f"expected exit code {expected}, got {status}: {' '.join(sys.argv[2:])}\n")
    sys.exit(1)
