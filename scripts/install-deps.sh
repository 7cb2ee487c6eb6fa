#!/usr/bin/env bash
# Installs the Debian 12 packages cu2cl needs to build, translate and run its tests.
# Safe to run repeatedly; needs root (or sudo) for apt-get.
set -euo pipefail

packages=(
  build-essential cmake ninja-build git python3
  xz-utils # the differential test's stored set (tests/difftest/stored/*.tar.xz)
  clang-19 libclang-19-dev libclang-cpp19-dev llvm-19-dev llvm-19-tools
  libclang-rt-19-dev # the sanitizers and libFuzzer of the build-asan run (docs/reliability.md)
  clang-format-19
  libfmt-dev libgtest-dev
  ocl-icd-opencl-dev opencl-c-headers opencl-clhpp-headers pocl-opencl-icd clinfo
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
  echo "install-deps: all packages present"
  exit 0
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
echo "install-deps: installing ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
