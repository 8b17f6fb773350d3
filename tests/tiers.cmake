# The two tiers of tests. `make check` runs every suite not labelled `slow` (the fast tier, a
# few minutes here: what to run before each commit); `make test` runs everything. A suite
# joins the slow tier when it alone takes tens of seconds here: brute force, MPI, the
# solver's whole-move checks, window games driven by xdotool or over the network. This file
# is read after every other tests/*.cmake (they are read in sorted order), so all suites
# exist here.
set(S4_SLOW_SUITES
  cube_solver_brute  # the solver against plain minimax on thousands of positions (~95 s)
  cube_mpi           # score4-solve-mpi under mpirun, a worker killed (~120 s)
  cube_move          # the solver in play against its children's solves (~40 s)
  gui_window         # the window under Xvfb, xdotool clicks (~75 s)
  gui_texts          # every screen's texts, a whole game with the mouse (~25 s)
  cube_mpi_robust    # score4-solve-mpi's failures under mpirun (~50 s)
  cube_certificate   # a certificate by score4-solve-mpi, checked and corrupted (~30 s)
  cube_campaign      # a proof campaign's units under mpirun, joined and checked (~2 min)
  net_play           # two windows playing each other over 127.0.0.1 and ::1 (~30 s)
  net_storm          # thousands of connects at a hosting window during a game (~5 s)
  net_connecting     # joining windows that wait out a silent host (~12 s)
  net_friends        # two windows: undo, swap sides, play again, quitting
  gui_report_job     # the report job: the solver proves two late positions (~60 s)
  gui_report_window  # the report in the window: games graded, opened again (~60 s)
)
foreach(suite ${S4_SLOW_SUITES})
  if(TEST ${suite})
    set_property(TEST ${suite} APPEND PROPERTY LABELS slow)
  endif()
endforeach()
