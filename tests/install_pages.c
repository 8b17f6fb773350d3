/* install_pages.c: every program's man page renders with `man -l` and names its options,
 * and `cmake --install` installs programs, man pages, the desktop entry and the icon. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct Page {
    const char *program;
    const char *option; /* one of its own options the page must show */
} Page;

static const Page pages[] = {
    {"score4-engine", "--movetime"},
    {"score4-console", "--test"},
    {"score4-match", "--games"},
    {"score4-check-proof", "--leaf-nodes"},
#ifdef S4_HAVE_WINDOW
    {"score4", "--replay"},
#endif
#ifdef S4_HAVE_MPI
    {"score4-solve-mpi", "--checkpoint"},
#endif
};

/* Runs a shell command and returns what it printed (stdout and stderr), NUL-terminated. */
static char *run(const char *command, int *status)
{
    char full[2048];
    snprintf(full, sizeof full, "{ %s ; } 2>&1", command);
    FILE *p = popen(full, "r");
    cr_assert_not_null(p);
    size_t size = 1 << 16, used = 0;
    char *out = malloc(size);
    cr_assert_not_null(out);
    size_t n;
    while ((n = fread(out + used, 1, size - 1 - used, p)) > 0)
        used += n;
    out[used] = '\0';
    *status = pclose(p);
    return out;
}

Test(install, every_man_page_renders_and_names_its_options)
{
    for (size_t i = 0; i < sizeof pages / sizeof pages[0]; i++) {
        char command[1024];
        snprintf(command, sizeof command,
                 "MANWIDTH=100 MAN_KEEP_FORMATTING= man -l %s/man/%s.1 | col -b", S4_BUILD_DIR,
                 pages[i].program);
        int status;
        char *out = run(command, &status);
        cr_assert_eq(status, 0, "%s: %s", pages[i].program, out);
        cr_assert(strstr(out, "NAME"), "%s: %s", pages[i].program, out);
        cr_assert(strstr(out, pages[i].program), "%s", out);
        cr_assert(strstr(out, pages[i].option), "%s lacks %s:\n%s", pages[i].program,
                  pages[i].option, out);
        cr_assert(strstr(out, "--help") && strstr(out, "--version"), "%s", out);
        free(out);
    }
}

Test(install, cmake_install_puts_programs_pages_desktop_entry_and_icon_in_place)
{
    char prefix[] = "/tmp/s4_install_XXXXXX";
    cr_assert_not_null(mkdtemp(prefix));
    char command[1024];
    snprintf(command, sizeof command, "'%s' --install '%s' --prefix '%s'", S4_CMAKE, S4_BUILD_DIR,
             prefix);
    int status;
    char *out = run(command, &status);
    cr_assert_eq(status, 0, "%s", out);
    free(out);
    for (size_t i = 0; i < sizeof pages / sizeof pages[0]; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/bin/%s", prefix, pages[i].program);
        cr_assert_eq(access(path, X_OK), 0, "%s", path);
        snprintf(path, sizeof path, "%s/share/man/man1/%s.1", prefix, pages[i].program);
        cr_assert_eq(access(path, R_OK), 0, "%s", path);
    }
#ifdef S4_HAVE_WINDOW
    char path[512];
    snprintf(path, sizeof path, "%s/share/applications/score4.desktop", prefix);
    cr_assert_eq(access(path, R_OK), 0, "%s", path);
    snprintf(path, sizeof path, "%s/share/icons/hicolor/scalable/apps/score4.svg", prefix);
    cr_assert_eq(access(path, R_OK), 0, "%s", path);
#endif
    snprintf(command, sizeof command, "rm -rf '%s'", prefix);
    cr_assert_eq(system(command), 0);
}
