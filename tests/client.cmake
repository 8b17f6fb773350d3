# The referee session shared by the window, the console and the match runner (src/client).
s4_add_suite(client_session SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/client_session.c
             LIBS s4core s4client TIMEOUT 300)
add_dependencies(test_client_session score4-engine)
# Our own engine's analysis for hints, shared by the window and the console (src/client).
s4_add_suite(client_analysis SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/client_analysis.c
             LIBS s4core s4client TIMEOUT 120)
add_dependencies(test_client_analysis score4-engine)
# Engines ended without waiting for them (src/client/reaper.c).
s4_add_suite(client_reaper SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/client_reaper.c
             LIBS s4core s4client TIMEOUT 120)
