#!/usr/bin/env bash
# Shared by the generated translated/*/run.sh (scripts/gpu/translate-tests.py); do not edit.
MODE=${MODE:-replay}
CU2CL=${CU2CL:-cu2cl} FILECHECK=${FILECHECK:-FileCheck} CL_BUILD_CHECK=${CL_BUILD_CHECK:-cl-build-check}
trap 'echo "FAILED at run.sh line $LINENO: $BASH_COMMAND" >&2' ERR

# A %cu2cl RUN line: translate here, copy the pre-translated files on the GPU machine.
translate() {
  if [ "$MODE" = generate ]; then
    "$@"
    cp "$T"/*.cl "$HERE"/
  else
    cp "$HERE"/*.cl "$T"/
  fi
}

# check_output N FILE [FileCheck arguments]: cl-run's output against the test's CHECK lines
# (generate) or against what they accepted here (replay).
check_output() {
  local n=$1 file=$2
  shift 2
  if [ "$MODE" = generate ]; then
    "$FILECHECK" "$@" <"$file"
    cp "$file" "$HERE/expected.$n.txt"
  else
    diff -u "$HERE/expected.$n.txt" "$file"
  fi
}
