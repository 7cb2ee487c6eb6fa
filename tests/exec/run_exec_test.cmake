# Runs one executed test: translate the CUDA file with cu2cl, then run the
# driver on the emitted .cl. A translation failure fails this test only.
#   cmake -DCU2CL=<cu2cl> -DCUDA=<file.cu> -DOUT_DIR=<dir> -DDRIVER=<driver> -P run_exec_test.cmake
file(MAKE_DIRECTORY ${OUT_DIR})
execute_process(COMMAND ${CU2CL} ${CUDA} -o ${OUT_DIR}/ RESULT_VARIABLE translate_status)
if(NOT translate_status EQUAL 0)
  message(FATAL_ERROR "cu2cl could not translate ${CUDA} (exit ${translate_status})")
endif()
get_filename_component(stem ${CUDA} NAME_WE)
execute_process(COMMAND ${DRIVER} ${OUT_DIR}/${stem}.cl RESULT_VARIABLE run_status)
if(NOT run_status EQUAL 0)
  message(FATAL_ERROR "${DRIVER} failed (exit ${run_status})")
endif()
