# Sanitizer and fuzzing builds (docs/reliability.md).
#
#   CU2CL_SANITIZE=ON  the translator, the runtime, the tests and the programs that cu2cl-cc
#                      builds, all with AddressSanitizer and UndefinedBehaviorSanitizer; any
#                      report ends the process with an error, so `ctest` passes only if clean.
#   CU2CL_FUZZ=ON      also the libFuzzer target of the translation (tests/fuzz). Needs Clang
#                      (libFuzzer is Clang's); implies CU2CL_SANITIZE.
#   CU2CL_TSAN=ON      the runtime and its tests with ThreadSanitizer (the runtime runs streams
#                      and callbacks on threads of its own and of the OpenCL driver); not with
#                      CU2CL_SANITIZE, whose AddressSanitizer cannot share a process with it.
option(CU2CL_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(CU2CL_FUZZ "Build the libFuzzer target of the translation (Clang; implies CU2CL_SANITIZE)"
       OFF)

option(CU2CL_TSAN "Build the runtime and its tests with ThreadSanitizer" OFF)

if(CU2CL_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "CU2CL_FUZZ needs Clang (libFuzzer): configure with "
                        "-DCMAKE_CXX_COMPILER=clang++-19 -DCMAKE_C_COMPILER=clang-19")
  endif()
  if(NOT CU2CL_SANITIZE)
    message(STATUS "cu2cl: CU2CL_FUZZ builds with the sanitizers (CU2CL_SANITIZE=ON)")
    set(CU2CL_SANITIZE ON CACHE BOOL "Build with AddressSanitizer and UndefinedBehaviorSanitizer"
        FORCE)
  endif()
endif()

if(CU2CL_TSAN AND CU2CL_SANITIZE)
  message(FATAL_ERROR "CU2CL_TSAN and CU2CL_SANITIZE (or CU2CL_FUZZ) cannot be combined: "
                      "ThreadSanitizer and AddressSanitizer need separate builds")
endif()

# Also what cu2cl-cc adds to its compile and link commands: a program linked with a sanitized
# runtime needs the sanitizers' run-time libraries.
set(CU2CL_SANITIZER_FLAGS "")
if(CU2CL_SANITIZE)
  set(CU2CL_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=undefined)
  # The runtime then brings LeakSanitizer's suppressions for the OpenCL drivers it loads.
  add_compile_definitions(CU2CL_SANITIZE=1)
elseif(CU2CL_TSAN)
  set(CU2CL_SANITIZER_FLAGS -fsanitize=thread)
endif()
if(CU2CL_SANITIZER_FLAGS)
  add_compile_options(${CU2CL_SANITIZER_FLAGS} -fno-omit-frame-pointer
    # Line numbers in the reports, without the build time of full debug information.
    $<IF:$<CXX_COMPILER_ID:Clang>,-gline-tables-only,-g1>)
  add_link_options(${CU2CL_SANITIZER_FLAGS})
  message(STATUS "cu2cl: building with ${CU2CL_SANITIZER_FLAGS}")
endif()
