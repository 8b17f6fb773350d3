# The window (src/gui): pure maths and referee suites run everywhere (also under ASan);
# suites that open a window run headless on Mesa llvmpipe and skip the sanitizer build.
if(TARGET score4)
  # A deliberately misbehaving engine for the failure tests, built beside the programs.
  add_executable(gui_stub_engine ${CMAKE_SOURCE_DIR}/tests/gui_stub_engine.c)
  target_include_directories(gui_stub_engine PRIVATE ${CMAKE_SOURCE_DIR}/src)
  target_link_libraries(gui_stub_engine PRIVATE s4core)

  s4_add_suite(gui_pick SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_pick.c LIBS s4guicore TIMEOUT 120)
  s4_add_suite(gui_beads SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_beads.c LIBS s4guicore TIMEOUT 120)
  s4_add_suite(gui_feel SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_feel.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_board_room SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_board_room.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_change_marks SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_change_marks.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_game_list SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_game_list.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_mesh SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_mesh.c LIBS s4guicore TIMEOUT 120)
  s4_add_suite(gui_icon SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_icon.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_options SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_options.c LIBS s4guicore TIMEOUT 120)
  s4_add_suite(gui_door SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_door.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_settings SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_settings.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_puzzle SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_puzzle.c LIBS s4guicore TIMEOUT 900)
  s4_add_suite(gui_referee SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_referee.c
    ${CMAKE_SOURCE_DIR}/tests/referee_harness.c LIBS s4guicore TIMEOUT 300)
  add_dependencies(test_gui_referee gui_stub_engine score4-engine)
  s4_add_suite(gui_referee_words SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_referee_words.c
    ${CMAKE_SOURCE_DIR}/tests/referee_harness.c LIBS s4guicore TIMEOUT 300)
  add_dependencies(test_gui_referee_words gui_stub_engine)
  s4_add_suite(gui_referee_reaper SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_referee_reaper.c
    ${CMAKE_SOURCE_DIR}/tests/referee_harness.c LIBS s4guicore TIMEOUT 300)
  add_dependencies(test_gui_referee_reaper gui_stub_engine)

  find_package(PkgConfig REQUIRED)
  pkg_check_modules(S4_TEST_STB REQUIRED IMPORTED_TARGET stb)
  s4_add_suite(gui_window SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_window.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               ${CMAKE_SOURCE_DIR}/tests/gui_image.c
               LIBS s4guicore PkgConfig::S4_TEST_STB LABELS no-sanitizer TIMEOUT 900)
  add_dependencies(test_gui_window score4 gui_stub_engine score4-engine)
  s4_add_suite(gui_screens SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_screens.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               ${CMAKE_SOURCE_DIR}/tests/gui_image.c LIBS s4guicore PkgConfig::S4_TEST_STB LABELS no-sanitizer TIMEOUT 900)
  add_dependencies(test_gui_screens score4 score4-engine)
  s4_add_suite(gui_puzzle_window SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_puzzle_window.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c LIBS s4guicore LABELS slow no-sanitizer TIMEOUT 900)
  add_dependencies(test_gui_puzzle_window score4)
  s4_add_suite(gui_texts SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_texts.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               ${CMAKE_SOURCE_DIR}/tests/gui_frames.c
               LIBS s4guicore LABELS no-sanitizer TIMEOUT 900)
  add_dependencies(test_gui_texts score4 score4-engine gui_stub_engine)
  s4_add_suite(gui_result_texts SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_result_texts.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c ${CMAKE_SOURCE_DIR}/tests/gui_frames.c
               LIBS s4guicore LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_result_texts score4 gui_stub_engine)
  s4_add_suite(gui_help SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_help.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               ${CMAKE_SOURCE_DIR}/tests/gui_frames.c ${CMAKE_SOURCE_DIR}/tests/gui_image.c
               LIBS s4guicore PkgConfig::S4_TEST_STB LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_help score4)
  s4_add_suite(gui_marks SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_marks.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               ${CMAKE_SOURCE_DIR}/tests/gui_frames.c ${CMAKE_SOURCE_DIR}/tests/gui_image.c
               LIBS s4guicore PkgConfig::S4_TEST_STB LABELS no-sanitizer TIMEOUT 300)
  add_dependencies(test_gui_marks score4)
  s4_add_suite(gui_view SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_view.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               ${CMAKE_SOURCE_DIR}/tests/gui_image.c ${CMAKE_SOURCE_DIR}/tests/gui_frames.c
               LIBS s4guicore PkgConfig::S4_TEST_STB LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_view score4)
  s4_add_suite(gui_layers SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_layers.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               ${CMAKE_SOURCE_DIR}/tests/gui_image.c
               LIBS s4guicore PkgConfig::S4_TEST_STB LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_layers score4 gui_stub_engine)
  s4_add_suite(gui_look SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_look.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               ${CMAKE_SOURCE_DIR}/tests/gui_image.c
               LIBS s4guicore PkgConfig::S4_TEST_STB LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_look score4)
  s4_add_suite(gui_hint_words SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_hint_words.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_level_record SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_level_record.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_lesson SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_lesson.c LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_game_setup SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_game_setup.c LIBS s4guicore TIMEOUT 60)
  # The friend game's connection (model/net.c, in the window's executable) on its own.
  s4_add_suite(gui_net_seat SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_net_seat.c
               ${CMAKE_SOURCE_DIR}/src/gui/model/net.c ${CMAKE_SOURCE_DIR}/src/gui/model/friend_last.c
               LIBS s4guicore TIMEOUT 60)
  s4_add_suite(gui_flow SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_flow.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               LIBS s4guicore LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_flow score4 gui_stub_engine)
  s4_add_suite(gui_door_window SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_door_window.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c LIBS s4guicore LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_door_window score4 score4-engine)
  s4_add_suite(gui_games_window SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_games_window.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c LIBS s4guicore LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_games_window score4)
  s4_add_suite(gui_redraw SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_redraw.c ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               LIBS s4guicore LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_redraw score4 score4-engine gui_stub_engine)
  # The window's game report without a window: its job, its thread and its cache file.
  s4_add_suite(gui_report_job SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_report_job.c LIBS s4guicore
               TIMEOUT 900)
  add_dependencies(test_gui_report_job score4-engine)
  # The game report in the window: opened, filled in, hovered, clicked, kept (script harness).
  s4_add_suite(gui_report_window SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_report_window.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c ${CMAKE_SOURCE_DIR}/tests/gui_frames.c
               LIBS s4guicore LABELS no-sanitizer TIMEOUT 900)
  add_dependencies(test_gui_report_window score4 score4-engine)
endif()
# The window's headers depend one way (no include cycle, and no part of the App knows the
# App): tests/gui_include_graph.py walks the include lines of every header under src/; it
# also checks that the screens' draw functions and table handlers take parts, not the App.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
  add_test(NAME gui_include_graph
           COMMAND Python3::Interpreter ${CMAKE_SOURCE_DIR}/tests/gui_include_graph.py
                   ${CMAKE_SOURCE_DIR}/src)
endif()
# The window's layers hold as calls (tests/gui_call_layers.py, on the built objects with
# nm): no circle of more than two src/gui files, no call up from model/ or draw/ into
# screens/ or app/ (nor from screens/ into app/), no SDL or GL in model/. Its self-test
# shows each check failing on a made-up graph that breaks it.
if(Python3_Interpreter_FOUND AND TARGET score4)
  add_test(NAME gui_call_layers
           COMMAND Python3::Interpreter ${CMAKE_SOURCE_DIR}/tests/gui_call_layers.py
                   ${CMAKE_BINARY_DIR} ${CMAKE_SOURCE_DIR})
  add_test(NAME gui_call_layers_self_test
           COMMAND Python3::Interpreter ${CMAKE_SOURCE_DIR}/tests/gui_call_layers.py --self-test)
endif()
if(TARGET score4)
  s4_add_suite(gui_lesson_window SOURCES ${CMAKE_SOURCE_DIR}/tests/gui_lesson_window.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c ${CMAKE_SOURCE_DIR}/tests/gui_frames.c LIBS s4guicore LABELS no-sanitizer TIMEOUT 600)
  add_dependencies(test_gui_lesson_window score4 score4-engine)
endif()
