# ctest <prefix>.<name>.pocl (Cu2clProgramTests.cmake): builds one program with cu2cl-cc and runs it.
#   cmake -DCU2CL_CC=<cu2cl-cc> -DSOURCE=<prog.cu> -DEXECUTABLE=<output> -P run_program.cmake
# Fails if the build fails, the program exits non-zero, prints a FAIL or prints no PASS line.
foreach(var CU2CL_CC SOURCE EXECUTABLE)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "run_program.cmake: -D${var}=... missing")
  endif()
endforeach()

file(REMOVE ${EXECUTABLE})
execute_process(COMMAND ${CU2CL_CC} -O2 ${SOURCE} -o ${EXECUTABLE} RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "cu2cl-cc could not build ${SOURCE} (exit ${built})")
endif()

# From another directory than the executable's: it must need no .cl file beside it.
get_filename_component(dir ${EXECUTABLE} DIRECTORY)
execute_process(COMMAND ${EXECUTABLE}
  WORKING_DIRECTORY ${dir}/..
  RESULT_VARIABLE status
  OUTPUT_VARIABLE output ECHO_OUTPUT_VARIABLE
  ERROR_VARIABLE errors ECHO_ERROR_VARIABLE)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${EXECUTABLE} exited with ${status}")
endif()
if(output MATCHES "FAIL" OR errors MATCHES "FAIL")
  message(FATAL_ERROR "${EXECUTABLE} reported a failure")
endif()
if(NOT output MATCHES "(^|\n)PASS|PASS(\n|$)")
  message(FATAL_ERROR "${EXECUTABLE} printed no PASS line")
endif()
