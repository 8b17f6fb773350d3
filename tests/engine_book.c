/* The opening book: its reader against good, corrupt, truncated and foreign files, the 8
 * symmetries of the probe, and the engine reporting a bad book once and playing on. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "book.h"
#include "symmetry.h"
#include "core/game.h"
#include "core/notation.h"
#include "program_run.h"

#define ENGINE S4_BIN_DIR "/score4-engine"

static S4Geometry geo;

static void setup(void) { cr_assert_eq(s4_geometry_preset(&geo, "score4"), S4_OK); }

/* Writes a book of two positions (the empty board: B2; after A1: D4) to a temporary file. */
static void good_book(char path[32])
{
    strcpy(path, "/tmp/s4-book-XXXXXX");
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    FILE *out = fdopen(fd, "w");
    S4BookEntry entries[2];
    int b2, d4, a1;
    s4_peg_parse(&geo, "B2", 2, &b2);
    s4_peg_parse(&geo, "D4", 2, &d4);
    s4_peg_parse(&geo, "A1", 2, &a1);
    int t;
    s4_book_canonical(&geo, 0, 0, &entries[0].white, &entries[0].black, &t);
    entries[0].peg = s4_symmetry_peg(&geo, b2, t);
    s4_book_canonical(&geo, 1ULL << a1, 0, &entries[1].white, &entries[1].black, &t);
    entries[1].peg = s4_symmetry_peg(&geo, d4, t);
    const char *comments[] = {" a test book"};
    s4_book_write(out, &geo, entries, 2, comments, 1);
    fclose(out);
}

static char *slurp(const char *path)
{
    FILE *in = fopen(path, "r");
    cr_assert_not_null(in);
    char *text = calloc(1, 1 << 16);
    fread(text, 1, (1 << 16) - 1, in);
    fclose(in);
    return text;
}

static void spit(const char *path, const char *text)
{
    FILE *out = fopen(path, "w");
    cr_assert_not_null(out);
    fputs(text, out);
    fclose(out);
}

Test(engine_book, a_written_book_reads_back_and_answers_in_every_orientation, .init = setup)
{
    char path[32];
    good_book(path);
    S4Book book;
    char why[S4_BOOK_MAX_WHY] = "";
    cr_assert(s4_book_read(&book, path, &geo, why), "%s", why);
    cr_assert_eq(book.count, 2);
    S4Board board;
    s4_board_init(&board, &geo);
    int b2;
    s4_peg_parse(&geo, "B2", 2, &b2);
    cr_assert_eq(s4_book_probe(&book, &board), b2);
    /* white's first bead on each corner: the answer is the opposite corner, whatever the turn */
    const char *corners[4][2] = {{"A1", "D4"}, {"D4", "A1"}, {"A4", "D1"}, {"D1", "A4"}};
    for (int i = 0; i < 4; i++) {
        int first, expected;
        s4_peg_parse(&geo, corners[i][0], 2, &first);
        s4_peg_parse(&geo, corners[i][1], 2, &expected);
        s4_board_init(&board, &geo);
        s4_board_play(&board, first, S4_WHITE);
        cr_assert_eq(s4_book_probe(&book, &board), expected, "after %s", corners[i][0]);
    }
    s4_board_play(&board, b2, S4_BLACK);
    cr_assert_eq(s4_book_probe(&book, &board), -1, "not in the book");
    s4_book_free(&book);
    remove(path);
}

Test(engine_book, corrupt_truncated_and_foreign_files_are_refused, .init = setup)
{
    char path[32];
    good_book(path);
    char *text = slurp(path);
    size_t len = strlen(text);
    struct {
        const char *name;
        char body[4096];
        const char *why;
    } cases[6];
    int n = 0;
    /* a changed peg: the checksum catches it */
    snprintf(cases[n].body, sizeof cases[n].body, "%s", text);
    char *peg = strstr(cases[n].body, " B2\n");
    cr_assert_not_null(peg);
    peg[1] = 'C';
    cases[n].name = "changed entry", cases[n++].why = "checksum";
    /* cut before the end line, and cut inside a line */
    snprintf(cases[n].body, sizeof cases[n].body, "%.*s", (int)(strstr(text, "end ") - text), text);
    cases[n].name = "no end line", cases[n++].why = "truncated";
    snprintf(cases[n].body, sizeof cases[n].body, "%.*s", (int)(len - 5), text);
    cases[n].name = "cut mid-line", cases[n++].why = "truncated";
    /* another program's file, another version, and garbage between the entries */
    snprintf(cases[n].body, sizeof cases[n].body, "GIF89a\x01\x02\n");
    cases[n].name = "foreign", cases[n++].why = "not a Score Four book";
    snprintf(cases[n].body, sizeof cases[n].body, "score4-book 2\n%s", strchr(text, '\n') + 1);
    cases[n].name = "version 2", cases[n++].why = "version";
    snprintf(cases[n].body, sizeof cases[n].body, "score4-book 1\nhello world\n%s",
             strchr(text, '\n') + 1);
    cases[n].name = "garbage line", cases[n++].why = "line 2: not an entry";
    for (int i = 0; i < n; i++) {
        spit(path, cases[i].body);
        S4Book book;
        char why[S4_BOOK_MAX_WHY] = "";
        cr_assert_not(s4_book_read(&book, path, &geo, why), "%s was accepted", cases[i].name);
        cr_assert(strstr(why, cases[i].why), "%s: '%s' lacks '%s'", cases[i].name, why, cases[i].why);
        cr_assert_eq(book.count, 0);
        cr_assert_null(book.entries);
    }
    S4Book book;
    char why[S4_BOOK_MAX_WHY];
    cr_assert_not(s4_book_read(&book, "/nonexistent/book.txt", &geo, why));
    S4Geometry c4;
    s4_geometry_preset(&c4, "connect4");
    good_book(path);
    cr_assert_not(s4_book_read(&book, path, &c4, why), "a Connect Four board has no book");
    free(text);
    remove(path);
}

/* Runs the engine on a short script; returns its stderr's line count containing `needle`
 * and the first answer to move; in peg. */
static int run_engine(const char *options, const char *needle, char *answer, size_t size)
{
    /* stderr goes to a file of this process alone: another run of the suite never
     * writes the same one */
    char command[512], stderr_path[64];
    snprintf(stderr_path, sizeof stderr_path, "/tmp/s4-book-stderr-%d.txt", (int)getpid());
    snprintf(command, sizeof command,
             "printf 'move;\\nrestart;\\nmove;\\nquit;\\n' | %s --threads 1 --hash 2 --movetime 50 %s "
             "2>%s",
             ENGINE, options, stderr_path);
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    cr_assert_not_null(fgets(answer, (int)size, pipe));
    char rest[256];
    while (fgets(rest, sizeof rest, pipe))
        ;
    cr_assert_eq(pclose(pipe), 0);
    char *err = slurp(stderr_path);
    int count = 0;
    for (char *at = err; (at = strstr(at, needle)) != NULL; at++)
        count++;
    free(err);
    remove(stderr_path);
    return count;
}

Test(engine_book, the_engine_plays_from_its_book_reports_a_bad_one_once_and_obeys_no_book,
     .init = setup)
{
    char path[32], options[128], answer[64];
    good_book(path);
    snprintf(options, sizeof options, "--book %s", path);
    cr_assert_eq(run_engine(options, "opening book", answer, sizeof answer), 0);
    /* the book's move on the empty board, or its image under a symmetry of the grid that
     * the seed chose (levels.h, s4_level_twin) */
    cr_assert(strcmp(answer, "B2.\n") == 0 || strcmp(answer, "C2.\n") == 0 ||
                  strcmp(answer, "B3.\n") == 0 || strcmp(answer, "C3.\n") == 0,
              "the book's move on the empty board: '%s'", answer);
    spit(path, "score4-book 1\n0000000000000000 0000000000000000 B2\n");
    cr_assert_eq(run_engine(options, "opening book", answer, sizeof answer), 1,
                 "a truncated book is reported once, not at every move");
    cr_assert(strlen(answer) >= 3 && answer[strlen(answer) - 2] == '.', "still plays: '%s'", answer);
    snprintf(options, sizeof options, "--book %s --no-book", path);
    cr_assert_eq(run_engine(options, "opening book", answer, sizeof answer), 0, "--no-book reads nothing");
    remove(path);
}

/* ================================================================ writing a book */

/* The names in dir, one per line, for spotting a stray temporary. */
static void list_dir(const char *dir, char *buf, size_t size)
{
    char cmd[256];
    snprintf(cmd, sizeof cmd, "ls -A %s", dir);
    FILE *p = popen(cmd, "r");
    cr_assert_not_null(p);
    size_t n = fread(buf, 1, size - 1, p);
    buf[n] = '\0';
    pclose(p);
}

/* Was: `book PLIES > FILE` through stdout, so a failed or killed run left a half book
 * where the old one was. Now `book PLIES FILE` writes through the atomic writer: a whole
 * book, or an error with the previous file untouched and no temporary left. */
Test(engine_book, book_to_a_file_is_written_whole_or_not_at_all, .init = setup)
{
    char dir[] = "/tmp/s4-bookw-XXXXXX", args[256], names[1024];
    cr_assert_not_null(mkdtemp(dir));
    ProgramRun run;
    snprintf(args, sizeof args, "--depth 1 --threads 1 --hash 1 book 1 %s/book.txt", dir);
    program_run(ENGINE, args, "", &run);
    cr_assert_eq(run.status, 0, "%s", run.err);
    cr_assert_str_eq(run.out, "", "the book goes to the file, not stdout");
    char path[128], why[S4_BOOK_MAX_WHY] = "";
    snprintf(path, sizeof path, "%s/book.txt", dir);
    S4Book book;
    cr_assert(s4_book_read(&book, path, &geo, why), "%s", why);
    cr_assert_gt(book.count, 0);
    s4_book_free(&book);
    list_dir(dir, names, sizeof names);
    cr_assert_str_eq(names, "book.txt\n", "a stray file: %s", names);

    /* A directory in the way, and a directory that does not exist: an error at once. */
    snprintf(path, sizeof path, "%s/sub", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(args, sizeof args, "--depth 1 book 1 %s", path);
    program_run(ENGINE, args, "", &run);
    cr_assert_eq(run.status, 1, "%s", run.err);
    cr_assert(strstr(run.err, "score4-engine: book: ") == run.err, "%s", run.err);
    cr_assert(strstr(run.err, "Is a directory"), "%s", run.err);
    snprintf(args, sizeof args, "--depth 1 book 1 %s/none/book.txt", dir);
    program_run(ENGINE, args, "", &run);
    cr_assert_eq(run.status, 1, "%s", run.err);
    cr_assert(strstr(run.err, "No such file or directory"), "%s", run.err);
    list_dir(dir, names, sizeof names);
    cr_assert_str_eq(names, "book.txt\nsub\n", "a stray file: %s", names);

    /* Another subcommand takes no second argument. */
    program_run(ENGINE, "analyse \"\" extra", "", &run);
    cr_assert_eq(run.status, 2, "%s", run.err);
    cr_assert(strstr(run.err, "analyse: unexpected argument 'extra'"), "%s", run.err);
    snprintf(path, sizeof path, "%s/book.txt", dir);
    remove(path);
    snprintf(path, sizeof path, "%s/sub", dir);
    rmdir(path);
    rmdir(dir);
}
