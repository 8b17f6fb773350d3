# Play over the network (src/client/tcp.c): engines served with --listen, score4-match's
# tcp: engines; the window's host and join.
s4_add_suite(net_engine SOURCES ${CMAKE_SOURCE_DIR}/tests/net_engine.c
             ${CMAKE_SOURCE_DIR}/tests/net_child.c LIBS s4core TIMEOUT 600)
add_dependencies(test_net_engine score4-engine score4-match score4-console)
# Addresses, join codes and the bounded stream, as units.
s4_add_suite(net_units SOURCES ${CMAKE_SOURCE_DIR}/tests/net_units.c LIBS s4client s4core
             TIMEOUT 60)
if(TARGET score4)
  # Two windows (offscreen, Mesa llvmpipe) over loopback: no sanitizer build, as the other
  # window suites.
  s4_add_suite(net_play SOURCES ${CMAKE_SOURCE_DIR}/tests/net_play.c
               ${CMAKE_SOURCE_DIR}/tests/net_child.c ${CMAKE_SOURCE_DIR}/tests/net_peer.c
               ${CMAKE_SOURCE_DIR}/tests/net_windows.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               LIBS s4client s4core LABELS no-sanitizer TIMEOUT 900)
  add_dependencies(test_net_play score4)
  # What friends do around a game: undo, swap sides, play again, quitting, a mistyped code.
  s4_add_suite(net_friends SOURCES ${CMAKE_SOURCE_DIR}/tests/net_friends.c
               ${CMAKE_SOURCE_DIR}/tests/net_child.c ${CMAKE_SOURCE_DIR}/tests/net_peer.c
               ${CMAKE_SOURCE_DIR}/tests/net_windows.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               LIBS s4client s4core LABELS no-sanitizer TIMEOUT 900)
  add_dependencies(test_net_friends score4)
  # Thousands of connects at a hosting window while a game goes on.
  s4_add_suite(net_storm SOURCES ${CMAKE_SOURCE_DIR}/tests/net_storm.c
               ${CMAKE_SOURCE_DIR}/tests/net_child.c ${CMAKE_SOURCE_DIR}/tests/net_peer.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               LIBS s4client s4core Threads::Threads LABELS no-sanitizer TIMEOUT 1800)
  add_dependencies(test_net_storm score4)
  # Joining without waiting: connecting, failing with a reason, Esc.
  s4_add_suite(net_connecting SOURCES ${CMAKE_SOURCE_DIR}/tests/net_connecting.c
               ${CMAKE_SOURCE_DIR}/tests/net_child.c ${CMAKE_SOURCE_DIR}/tests/net_peer.c
               ${CMAKE_SOURCE_DIR}/tests/gui_run.c
               LIBS s4core LABELS no-sanitizer TIMEOUT 900)
  add_dependencies(test_net_connecting score4)
endif()
# The host's limits per source address (several addresses of 127.0.0.0/8), the seat given
# back by a silent window, keepalive, and the joiner that keeps trying.
s4_add_suite(net_limits SOURCES ${CMAKE_SOURCE_DIR}/tests/net_limits.c LIBS s4client s4core
             TIMEOUT 120)
# score4-engine --listen as a stranger would try it: loopback unless asked, an engine
# process per client, the busy answer, write deadlines, the shared secret.
s4_add_suite(net_serve SOURCES ${CMAKE_SOURCE_DIR}/tests/net_serve.c
             ${CMAKE_SOURCE_DIR}/tests/net_child.c LIBS s4core TIMEOUT 600)
add_dependencies(test_net_serve score4-engine score4-match)
