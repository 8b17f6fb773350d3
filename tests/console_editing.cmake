# The console at a terminal (a pseudo-terminal): line editing and history (libedit), and the
# move spellings people type. The terminal part needs the console built with libedit.
if(TARGET score4-console)
  s4_add_suite(console_editing
    SOURCES ${CMAKE_SOURCE_DIR}/tests/console_editing.c ${CMAKE_SOURCE_DIR}/tests/console_harness.c
    LIBS util
    LABELS console end-to-end
    TIMEOUT 300)
  add_dependencies(test_console_editing score4-console)
  get_target_property(S4_CONSOLE_DEFS score4-console COMPILE_DEFINITIONS)
  if(NOT "S4_HAVE_LIBEDIT" IN_LIST S4_CONSOLE_DEFS)
    target_compile_definitions(test_console_editing PRIVATE S4_NO_LINE_EDITING)
  endif()
endif()
