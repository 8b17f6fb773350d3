# The docs' tables are rendered from bench/results/*.tsv (bench/results.py): this test fails
# when a table and its file differ, so no figure in docs/ is typed by hand.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  add_test(NAME docs_tables_match_results
           COMMAND Python3::Interpreter ${CMAKE_SOURCE_DIR}/bench/results.py render --check)
endif()
