/* core_file_reader.c: the bounded line reader against the inputs that used to hang or grow
 * a program: endless lines, /dev/zero, FIFOs, directories, huge files. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/file_reader.h"

/* A fresh directory for one test's files. */
static void temp_dir(char *dir, size_t size)
{
    snprintf(dir, size, "/tmp/s4_reader_XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void write_text(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    cr_assert_not_null(f);
    cr_assert_eq(fwrite(text, 1, len, f), len);
    fclose(f);
}

/* A file `name` holding text (len bytes) in a fresh directory; its path into path. */
static void temp_file(char *path, size_t size, const char *name, const char *text, size_t len)
{
    char dir[64];
    temp_dir(dir, sizeof dir);
    snprintf(path, size, "%s/%s", dir, name);
    write_text(path, text, len);
}

Test(file_reader, lines_come_back_numbered_without_their_ends)
{
    char path[128];
    temp_file(path, sizeof path, "a.txt", "one\ntwo\r\n\nlast", 15);
    S4FileReader r;
    cr_assert_eq(s4_file_reader_open(&r, path, 16, 1024), S4_OK);
    const char *want[] = {"one", "two", "", "last"};
    S4Status st;
    for (int i = 0; i < 4; i++) {
        cr_assert(s4_file_reader_next(&r, &st));
        cr_assert_eq(st, S4_OK);
        cr_assert_str_eq(r.line, want[i]);
        cr_assert_eq(r.line_no, i + 1);
    }
    cr_assert_not(s4_file_reader_next(&r, &st));
    s4_file_reader_close(&r);
    s4_file_reader_close(&r);
}

Test(file_reader, a_long_line_is_an_error_naming_file_and_line_and_reading_goes_on)
{
    char path[128];
    temp_file(path, sizeof path, "long.txt", "ok\n0123456789abcdef\nnext\n", 25);
    S4FileReader r;
    cr_assert_eq(s4_file_reader_open(&r, path, 8, 1024), S4_OK);
    S4Status st;
    cr_assert(s4_file_reader_next(&r, &st));
    cr_assert(s4_file_reader_next(&r, &st));
    cr_assert_eq(st, S4_ERR_LINE_TOO_LONG);
    char msg[256];
    s4_file_reader_describe(&r, st, msg, sizeof msg);
    char want[256];
    snprintf(want, sizeof want, "%s: line 2: line longer than 8 bytes", path);
    cr_assert_str_eq(msg, want);
    cr_assert(s4_file_reader_next(&r, &st));
    cr_assert_eq(st, S4_OK);
    cr_assert_str_eq(r.line, "next");
    cr_assert_eq(r.line_no, 3);
    s4_file_reader_close(&r);
}

Test(file_reader, dev_zero_is_refused_before_a_byte_is_read)
{
    S4FileReader r;
    cr_assert_eq(s4_file_reader_open(&r, "/dev/zero", 64, 1 << 20), S4_ERR_NOT_REGULAR);
    char msg[256];
    s4_file_reader_describe(&r, S4_ERR_NOT_REGULAR, msg, sizeof msg);
    cr_assert_str_eq(msg, "/dev/zero: not a regular file");
    s4_file_reader_close(&r);
}

Test(file_reader, a_fifo_without_a_writer_is_refused_without_blocking)
{
    char dir[64], path[128];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/fifo", dir);
    cr_assert_eq(mkfifo(path, 0600), 0);
    S4FileReader r;
    cr_assert_eq(s4_file_reader_open(&r, path, 64, 1024), S4_ERR_NOT_REGULAR);
    int fd, saved;
    cr_assert_eq(s4_open_regular(path, &fd, &saved), S4_ERR_NOT_REGULAR);
    cr_assert_eq(fd, -1);
}

Test(file_reader, a_directory_and_a_missing_file_are_refused)
{
    char dir[64], path[128];
    temp_dir(dir, sizeof dir);
    S4FileReader r;
    cr_assert_eq(s4_file_reader_open(&r, dir, 64, 1024), S4_ERR_NOT_REGULAR);
    snprintf(path, sizeof path, "%s/none", dir);
    cr_assert_eq(s4_file_reader_open(&r, path, 64, 1024), S4_ERR_SYSTEM);
    char msg[256], want[256];
    s4_file_reader_describe(&r, S4_ERR_SYSTEM, msg, sizeof msg);
    snprintf(want, sizeof want, "%s: system error: No such file or directory", path);
    cr_assert_str_eq(msg, want);
}

Test(file_reader, endless_input_on_a_stream_stops_at_the_input_bound)
{
    FILE *zero = fopen("/dev/zero", "r"); /* a stream the caller chose, as stdin would be */
    cr_assert_not_null(zero);
    S4FileReader r;
    cr_assert_eq(s4_file_reader_init(&r, zero, "standard input", 100, 10000), S4_OK);
    S4Status st;
    long too_long = 0;
    while (s4_file_reader_next(&r, &st) && st == S4_ERR_LINE_TOO_LONG)
        too_long++;
    cr_assert_eq(too_long, 1, "one long line, its rest skipped");
    cr_assert_eq(st, S4_ERR_INPUT_TOO_BIG);
    cr_assert_eq(r.total, 10000);
    cr_assert_not(s4_file_reader_next(&r, &st));
    s4_file_reader_close(&r);
    fclose(zero);
}

Test(file_reader, a_file_over_the_input_bound_ends_with_an_error_after_its_good_lines)
{
    char path[128];
    temp_file(path, sizeof path, "big.txt", "aaaa\nbbbb\ncccc\n", 15);
    S4FileReader r;
    cr_assert_eq(s4_file_reader_open(&r, path, 8, 12), S4_OK);
    S4Status st;
    cr_assert(s4_file_reader_next(&r, &st) && st == S4_OK);
    cr_assert(s4_file_reader_next(&r, &st) && st == S4_OK);
    cr_assert(s4_file_reader_next(&r, &st));
    cr_assert_eq(st, S4_ERR_INPUT_TOO_BIG);
    cr_assert_not(s4_file_reader_next(&r, &st));
    s4_file_reader_close(&r);
    /* Exactly at the bound is still fine. */
    cr_assert_eq(s4_file_reader_open(&r, path, 8, 15), S4_OK);
    int lines = 0;
    while (s4_file_reader_next(&r, &st)) {
        cr_assert_eq(st, S4_OK);
        lines++;
    }
    cr_assert_eq(lines, 3);
    s4_file_reader_close(&r);
}

Test(file_reader, the_first_line_comes_back_without_its_blanks_and_an_empty_file_is_named)
{
    char path[128], out[16], why[256];
    size_t len = 99;
    temp_file(path, sizeof path, "code.txt", " \tabc def\t \nsecond\n", 19);
    cr_assert(s4_file_first_line(path, out, sizeof out, &len, why, sizeof why));
    cr_assert_str_eq(out, "abc def");
    cr_assert_eq(len, 7);

    temp_file(path, sizeof path, "empty.txt", "", 0);
    cr_assert_not(s4_file_first_line(path, out, sizeof out, &len, why, sizeof why));
    cr_assert_not_null(strstr(why, "empty.txt: the file is empty"), "%s", why);
    cr_assert_str_eq(out, "");
    cr_assert_eq(len, 0);
}

Test(file_reader, a_first_line_longer_than_the_buffer_is_refused)
{
    char path[128], out[8], why[256];
    size_t len;
    temp_file(path, sizeof path, "long.txt", "12345678\n", 9);
    cr_assert_not(s4_file_first_line(path, out, sizeof out, &len, why, sizeof why));
    cr_assert_not_null(strstr(why, "long.txt"), "%s", why);
    cr_assert_eq(len, 0);
    temp_file(path, sizeof path, "fits.txt", "1234567\n", 8);
    cr_assert(s4_file_first_line(path, out, sizeof out, &len, why, sizeof why));
    cr_assert_str_eq(out, "1234567");
}
