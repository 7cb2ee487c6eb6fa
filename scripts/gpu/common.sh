# Shared by the scripts of scripts/gpu (source it; it defines functions and variables only):
# registering NVIDIA's OpenCL ICD, finding the OpenCL headers and loader, and building the host
# runtime with g++ alone (the GPU machine has no LLVM and needs no cmake).
#
# After `source common.sh`: ROOT (the repository), GPU_INPUTS (the generated inputs), CXX,
# CXXFLAGS (array), CL_LIB, and the functions below.

ROOT=${ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
# What the GPU machine needs and cannot make (it has no translator): generated on the CPU
# machine by scripts/gpu/prepare.sh into this folder, which git ignores, and carried over with
# the working tree (the device tool's `carry: [".device"]`).
GPU_INPUTS=$ROOT/.device

gpu_log() { echo "[${GPU_LOG_TAG:-gpu}] $*" >&2; }

# gpu_require_inputs FILE...: returns 1, saying how to make them, if a generated input is missing.
gpu_require_inputs() {
  local f missing=0
  for f in "$@"; do
    if [ ! -e "$f" ]; then
      gpu_log "error: ${f#"$ROOT"/} is missing: run scripts/gpu/prepare.sh on the CPU machine" \
        "and carry .device to this one"
      missing=1
    fi
  done
  return $missing
}

# NVIDIA's OpenCL ICD is not registered by default (GUIDE.md §6); needs root.
gpu_register_nvidia_icd() {
  local lib=/usr/local/nvidia/lib64/libnvidia-opencl.so.1
  if [ -e "$lib" ] && ! grep -qs "libnvidia-opencl" /etc/OpenCL/vendors/*.icd; then
    if mkdir -p /etc/OpenCL/vendors 2>/dev/null && echo "$lib" >/etc/OpenCL/vendors/nvidia.icd; then
      gpu_log "registered $lib in /etc/OpenCL/vendors/nvidia.icd"
    else
      gpu_log "warning: cannot register $lib (not root?): the NVIDIA platform will be missing"
    fi
  fi
}

# Sets CXX, CXXFLAGS and CL_LIB; returns 1 if there are no OpenCL headers.
gpu_find_opencl() {
  local d f cl_inc=""
  for d in /usr/include /usr/local/cuda/include /opt/cuda/include; do
    if [ -e "$d/CL/cl.h" ]; then cl_inc=$d; break; fi
  done
  if [ -z "$cl_inc" ]; then
    gpu_log "error: no CL/cl.h found (install opencl-headers or the CUDA toolkit)"
    return 1
  fi
  CL_LIB=""
  for f in /usr/lib/x86_64-linux-gnu/libOpenCL.so /usr/lib/x86_64-linux-gnu/libOpenCL.so.1 \
    /usr/local/cuda/lib64/libOpenCL.so /usr/local/cuda/lib64/libOpenCL.so.1 /usr/lib64/libOpenCL.so.1; do
    if [ -e "$f" ]; then CL_LIB=$f; break; fi
  done
  [ -z "$CL_LIB" ] && CL_LIB=-lOpenCL
  CXX=${CXX:-g++}
  CXXFLAGS=(-std=c++17 -O2 -DCL_TARGET_OPENCL_VERSION=120 "-I$ROOT/runtime/host/include"
    "-I$ROOT/runtime/host/src" "-I$ROOT/runtime/abi" "-I$ROOT/runtime/device")
  # (-isystem /usr/include would break the C++ headers' #include_next)
  [ "$cl_inc" != /usr/include ] && CXXFLAGS+=(-isystem "$cl_inc")
  gpu_log "OpenCL headers from $cl_inc, loader $CL_LIB"
}

# gpu_build_runtime OBJ_DIR: compiles runtime/host/src/*.cpp into OBJ_DIR in parallel and sets
# RUNTIME_OBJS (array). Returns 1 (after printing the compiler's messages) if one fails.
gpu_build_runtime() {
  local obj_dir=$1 src obj failed=0 p
  local defs=("-DCU2CL_DEVICE_INCLUDE_DIR=\"$ROOT/runtime/device\""
    "-DCU2CL_INSTALLED_DEVICE_INCLUDE_DIR=\"/usr/share/cu2cl/device\"")
  local pids=()
  mkdir -p "$obj_dir"
  rm -f "$obj_dir"/*.o
  for src in "$ROOT"/runtime/host/src/*.cpp; do
    obj="$obj_dir/$(basename "${src%.cpp}").o"
    "$CXX" "${CXXFLAGS[@]}" "${defs[@]}" -c "$src" -o "$obj" >"$obj.log" 2>&1 &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p" || failed=1; done
  if [ $failed -ne 0 ]; then
    cat "$obj_dir"/*.log >&2
    gpu_log "error: building the host runtime failed"
    return 1
  fi
  RUNTIME_OBJS=("$obj_dir"/*.o)
}

# gpu_build_probe NAME WORK_DIR: builds the host runtime into WORK_DIR/obj and
# scripts/gpu/probes/NAME.cpp against it into WORK_DIR/NAME. Returns 1 if either fails.
gpu_build_probe() {
  local name=$1 work=$2
  gpu_build_runtime "$work/obj" || return 1
  "$CXX" "${CXXFLAGS[@]}" "$ROOT/scripts/gpu/probes/$name.cpp" "${RUNTIME_OBJS[@]}" $CL_LIB \
    -o "$work/$name"
}

# gpu_nvidia_device WORK_DIR: prints the index (platform:device) of the first device on NVIDIA's
# OpenCL platform (after gpu_build_runtime). Returns 1, saying why, if there is none.
gpu_nvidia_device() {
  local work=$1 index
  gpu_list_devices "$work/bin" "$work/devices.tsv" || { gpu_log "error: no OpenCL device"; return 1; }
  index=$(awk -F'\t' '$2 ~ /NVIDIA/ {print $1; exit}' "$work/devices.tsv")
  [ -n "$index" ] || { gpu_log "error: no NVIDIA OpenCL platform"; return 1; }
  echo "$index"
}

# gpu_list_devices BIN_DIR OUT_TSV: builds list_devices (if needed) and writes one line per
# OpenCL device (see list_devices.cpp for the columns). Returns 1 if there is none.
gpu_list_devices() {
  local bin_dir=$1 tsv=$2
  mkdir -p "$bin_dir"
  if [ ! -x "$bin_dir/list_devices" ] || [ "$ROOT/scripts/gpu/list_devices.cpp" -nt "$bin_dir/list_devices" ]; then
    "$CXX" "${CXXFLAGS[@]}" "$ROOT/scripts/gpu/list_devices.cpp" "${RUNTIME_OBJS[@]}" $CL_LIB \
      -o "$bin_dir/list_devices" || return 1
  fi
  "$bin_dir/list_devices" >"$tsv" 2>"$tsv.err"
  [ -s "$tsv" ]
}

# gpu_platform_label PLATFORM_NAME INDEX: a short file-name-safe label, e.g. pocl-0_0.
gpu_platform_label() {
  local label
  case "$1" in
  *NVIDIA*) label=nvidia ;;
  *Portable*) label=pocl ;;
  *) label=$(echo "$1" | tr -c 'A-Za-z0-9\n' '_' | cut -c1-20) ;;
  esac
  echo "$label-${2/:/_}"
}

# gpu_backend_combos DEVICES_TSV COMBOS [auto]: one line "index <tab> label <tab> backend" per
# platform and backend the device can run (emulated always, subgroup and nvidia where the
# device has them, and "auto" first when asked); the subgroup backends not run are listed in
# the variable SKIPPED.
gpu_backend_combos() {
  local devices=$1 combos=$2 with_auto=${3:-}
  : >"$combos"
  SKIPPED=""
  while IFS=$'\t' read -r index platform device subgroup fp64 nvidia rest; do
    local label
    label=$(gpu_platform_label "$platform" "$index")
    if [ -n "$with_auto" ]; then
      printf '%s\t%s\t%s\n' "$index" "$label" auto >>"$combos"
    fi
    printf '%s\t%s\t%s\n' "$index" "$label" emulated >>"$combos"
    if [ "$subgroup" = yes ]; then
      printf '%s\t%s\t%s\n' "$index" "$label" subgroup >>"$combos"
    else
      SKIPPED="$SKIPPED$label/subgroup: $subgroup"$'\n'
    fi
    if [ "$nvidia" = yes ]; then
      printf '%s\t%s\t%s\n' "$index" "$label" nvidia >>"$combos"
    fi
  done <"$devices"
}
