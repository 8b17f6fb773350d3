# The man pages render with `man -l`, and `cmake --install` puts the programs, the man pages,
# the desktop entry and the icon where a desktop finds them.
s4_add_suite(install_pages SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/install_pages.c TIMEOUT 300)
target_compile_definitions(test_install_pages PRIVATE
  S4_BUILD_DIR="${CMAKE_BINARY_DIR}" S4_CMAKE="${CMAKE_COMMAND}")
foreach(page score4-engine score4-console score4-match score4-check-proof)
  add_dependencies(test_install_pages man_${page})
endforeach()
if(TARGET score4)
  add_dependencies(test_install_pages man_score4)
  target_compile_definitions(test_install_pages PRIVATE S4_HAVE_WINDOW=1)
endif()
if(TARGET score4-solve-mpi)
  add_dependencies(test_install_pages man_score4-solve-mpi)
  target_compile_definitions(test_install_pages PRIVATE S4_HAVE_MPI=1)
endif()
