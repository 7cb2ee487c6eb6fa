# cu2cl_add_program_tests(<prefix> <name> <source> <label>): the two tests of a whole CUDA
# program that checks its own results (prints PASS/FAIL lines, exits non-zero on a failure):
#
#   <prefix>.<name>.nvcc  compiles it with nvcc -arch=sm_90, so that it stays valid CUDA;
#                         reported as skipped (not passed) where there is no nvcc;
#   <prefix>.<name>.pocl  builds it with cu2cl-cc and runs it on the OpenCL device (PoCL on CI):
#                         passes on exit 0 with a PASS line and no FAIL (run_program.cmake).
find_program(CU2CL_NVCC nvcc HINTS ENV CUDA_PATH PATH_SUFFIXES bin PATHS /usr/local/cuda/bin
  DOC "nvcc for the *.nvcc tests")
# Python reports a missing nvcc with an exit code of its own (SKIP_RETURN_CODE): a failing
# cmake -P script exits with 1, like a failed compilation.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set(CU2CL_SKIP_CODE 77)
set(CU2CL_RUN_PROGRAM ${CMAKE_CURRENT_LIST_DIR}/run_program.cmake)

function(cu2cl_add_program_tests prefix name source label)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/${name})
  file(MAKE_DIRECTORY ${dir})
  if(CU2CL_NVCC)
    add_test(NAME ${prefix}.${name}.nvcc
      COMMAND ${CU2CL_NVCC} -arch=sm_90 -o ${dir}/${name}.nvcc ${source})
  else()
    add_test(NAME ${prefix}.${name}.nvcc
      COMMAND ${Python3_EXECUTABLE} -c
              "import sys; print('nvcc not found (set CU2CL_NVCC): not compiled'); sys.exit(${CU2CL_SKIP_CODE})")
    set_tests_properties(${prefix}.${name}.nvcc PROPERTIES SKIP_RETURN_CODE ${CU2CL_SKIP_CODE})
  endif()
  set_tests_properties(${prefix}.${name}.nvcc PROPERTIES LABELS ${label})
  if(TARGET cu2cl-cc AND TARGET cu2cl)
    add_test(NAME ${prefix}.${name}.pocl
      COMMAND ${CMAKE_COMMAND} -DCU2CL_CC=$<TARGET_FILE:cu2cl-cc> -DSOURCE=${source}
              -DEXECUTABLE=${dir}/${name} -P ${CU2CL_RUN_PROGRAM})
    # PoCL on a CPU runs the largest cases in seconds; the build is most of the time.
    set_tests_properties(${prefix}.${name}.pocl PROPERTIES LABELS ${label} TIMEOUT 900)
  endif()
endfunction()
