# Man pages: one per program, generated at build time from its --help and --version by
# Debian's help2man (DEB_PACKAGES), written to build/man/ and installed with the programs
# (cmake --install), beside the desktop entry and icon.
find_program(S4_HELP2MAN help2man REQUIRED)
set(S4_MAN_DIR ${CMAKE_BINARY_DIR}/man)

# s4_man_page(TARGET "one-line description")
function(s4_man_page target description)
  set(page ${S4_MAN_DIR}/${target}.1)
  add_custom_command(
    OUTPUT ${page}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${S4_MAN_DIR}
    # The window answers --help before it opens anything; no display is needed.
    COMMAND ${CMAKE_COMMAND} -E env SDL_VIDEODRIVER=offscreen
            ${S4_HELP2MAN} --no-info --no-discard-stderr --name=${description}
            --output=${page} $<TARGET_FILE:${target}>
    DEPENDS ${target}
    COMMENT "Writing the man page of ${target}"
    VERBATIM)
  add_custom_target(man_${target} ALL DEPENDS ${page})
  install(FILES ${page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()

s4_man_page(score4-engine "Score Four engine speaking the line protocol on stdin and stdout")
s4_man_page(score4-console "Score Four in the terminal, and the testing mode")
s4_man_page(score4-match "engine-against-engine matches of Score Four with Elo estimates")
if(TARGET score4-solve-mpi)
  s4_man_page(score4-solve-mpi "one Score Four position solved by many MPI processes")
endif()
s4_man_page(score4-check-proof "a Score Four certificate checked with the rules and a plain search")
if(TARGET score4)
  s4_man_page(score4 "Score Four, three-dimensional four in a row, in a window")
endif()
