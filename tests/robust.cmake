# Robustness: the bounded line reader and the atomic writer, and every program's files tried
# as missing, empty, truncated, corrupt, huge, a directory, a FIFO, /dev/zero, on a full disk
# and a read-only one (docs/robustness.md is the table these tests back).
s4_add_suite(core_file_reader SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_file_reader.c LIBS s4core)
s4_add_suite(core_atomic_file SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/core_atomic_file.c LIBS s4core)
