# lit configuration of cu2cl's translation tests.
import os

import lit.formats

config.name = "cu2cl"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs", "CMakeLists.txt", "expect_exit.py"]

config.substitutions.append(("%cu2cl", config.cu2cl))
config.substitutions.append(("%cl-build-check", config.cl_build_check))
config.substitutions.append(("%cl-run", config.cl_run))
config.substitutions.append(
    ("%expect-exit", "python3 " + os.path.join(config.test_source_root, "expect_exit.py")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
# A translated .host.cpp must compile against the host runtime's headers (syntax only: the
# runtime library is not linked).
config.substitutions.append(
    ("%host-syntax-check", "c++ -std=c++17 -fsyntax-only -I" + os.path.normpath(
        os.path.join(config.test_source_root, "..", "..", "runtime", "host", "include"))))
# The nvidia backend's half of an emitted file (#if CU2CL_NATIVE_FLOW, inline PTX) must compile
# as OpenCL C for an NVIDIA target; Clang's NVPTX back end checks it without an NVIDIA driver.
config.substitutions.append(
    ("%cl-nvptx-check", os.path.join(config.llvm_tools_dir, "clang") +
     " -x cl -cl-std=CL1.2 -target nvptx64-nvidia-nvcl -DCU2CL_BACKEND_NVIDIA -O2 -S -o /dev/null -I" +
     os.path.normpath(os.path.join(config.test_source_root, "..", "..", "runtime", "device"))))
# A translated .host.cpp keeps the input's comments: this drops the RUN and FileCheck lines.
config.substitutions.append(("%strip-checks", "grep -Ev '^ *// ([A-Z]+(-[A-Z]+)*|RUN):'"))
# Tools as whole words only: "not" inside an option such as "-Wno-cu2cl-..." stays as it is.
for tool in ["FileCheck", "not", "count"]:
    config.substitutions.append(
        (r"(?<![-\w/.])" + tool + r"(?![-\w])", os.path.join(config.llvm_tools_dir, tool)))

# Translations must not depend on the user's terminal or locale.
config.environment["LC_ALL"] = "C"
config.environment.pop("CU2CL_DEVICE", None)
