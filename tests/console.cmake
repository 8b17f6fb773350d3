# The console: score4-console driven through pipes with transcripts (tests/console/).
if(TARGET score4-console)
  s4_add_suite(console_commands
    SOURCES ${CMAKE_SOURCE_DIR}/tests/console_commands.c ${CMAKE_SOURCE_DIR}/src/console/commands.c
    LIBS s4core
    LABELS console
    TIMEOUT 120)
  s4_add_suite(console_play
    SOURCES ${CMAKE_SOURCE_DIR}/tests/console_play.c ${CMAKE_SOURCE_DIR}/tests/console_harness.c
    LABELS console end-to-end
    TIMEOUT 600)
  add_dependencies(test_console_play score4-console score4-engine)
  s4_add_suite(console_testing
    SOURCES ${CMAKE_SOURCE_DIR}/tests/console_testing.c ${CMAKE_SOURCE_DIR}/tests/console_harness.c
    LIBS s4core
    LABELS console end-to-end
    TIMEOUT 600)
  add_dependencies(test_console_testing score4-console score4-engine)
endif()
# Opens the real window (offscreen), so only where the window is built (S4_GUI). Spawning
# SDL and GL under the sanitizers is slow and reports the drivers' leaks, so release only.
if(TARGET score4-console AND TARGET score4)
  s4_add_suite(console_gui
    SOURCES ${CMAKE_SOURCE_DIR}/tests/console_gui.c ${CMAKE_SOURCE_DIR}/tests/console_harness.c
    LIBS s4core
    LABELS console end-to-end no-sanitizer
    TIMEOUT 300)
  add_dependencies(test_console_gui score4-console score4)
endif()

# Hostile input through every program (issue 11): each defect found by an audit, pinned down.
if(TARGET score4-console)
  s4_add_suite(hostile_input
    SOURCES ${CMAKE_SOURCE_DIR}/tests/hostile_input.c ${CMAKE_SOURCE_DIR}/tests/console_harness.c
            ${CMAKE_SOURCE_DIR}/tests/program_run.c
    LIBS s4core
    LABELS console end-to-end
    TIMEOUT 300)
  add_dependencies(test_hostile_input score4-console score4-engine)
endif()
