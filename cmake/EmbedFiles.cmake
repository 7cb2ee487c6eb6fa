# Writes OUTPUT, a C++ initializer list of {name, contents} pairs, one per file of FILES
# (paths relative to BASE), each contents a raw string literal. Run with cmake -P.
set(entries "")
foreach(name IN LISTS FILES)
  file(READ "${BASE}/${name}" contents)
  string(APPEND entries "{\"${name}\", R\"cu2cl_embedded(${contents})cu2cl_embedded\"},\n")
endforeach()
file(WRITE "${OUTPUT}.tmp" "${entries}")
# Unchanged contents keep the old file, so what includes it is not rebuilt.
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUTPUT}.tmp" "${OUTPUT}")
file(REMOVE "${OUTPUT}.tmp")
