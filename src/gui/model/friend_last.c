/* friend_last.c: the last game with a friend, kept for a window started again
 * (friend_last.h). The file is lines of "key value": role, game, side, code, address. */
#include "gui/model/friend_last.h"

#include <stdio.h>
#include <string.h>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/geometry.h"
#include "core/number.h"
#include "gui/model/data_dir.h"

bool gui_friend_last_path(char *buf, size_t size)
{
    char dir[GUI_FRIEND_LAST_PATH], err[GUI_FRIEND_LAST_PATH + 64];
    if (!gui_data_dir(dir, sizeof dir, err, sizeof err))
        return false;
    return (size_t)snprintf(buf, size, "%s/friend-last.txt", dir) < size;
}

bool gui_friend_last_save(const char *path, const GuiFriendLast *last, char *why, size_t size)
{
    char text[512];
    int n = last->role == GUI_NET_HOST
                ? snprintf(text, sizeof text, "role host\ngame %s\nside %s\ncode %s\nport %d\n",
                           last->game, last->side == S4_BLACK ? "black" : "white", last->code,
                           last->port)
                : snprintf(text, sizeof text, "role join\naddress %s\ncode %s\n", last->address,
                           last->code);
    if (n < 0 || (size_t)n >= sizeof text) {
        snprintf(why, size, "%s: too long to keep", path);
        return false;
    }
    int saved_errno = 0;
    S4Status st = s4_atomic_write_mode(path, text, (size_t)n, 0600, &saved_errno);
    if (st != S4_OK) {
        snprintf(why, size, "%.300s: %s", path,
                 st == S4_ERR_SYSTEM ? strerror(saved_errno) : s4_status_str(st));
        return false;
    }
    return true;
}

/* A value of printable characters without blanks, shorter than size. */
static bool take_value(const char *value, size_t len, char *out, size_t size)
{
    if (len == 0 || len >= size)
        return false;
    for (size_t i = 0; i < len; i++)
        if (value[i] <= ' ' || value[i] > '~')
            return false;
    memcpy(out, value, len);
    out[len] = '\0';
    return true;
}

/* One "key value" line into *last; false when it is not one of ours. */
static bool take_line(GuiFriendLast *last, const char *line, size_t len)
{
    const char *space = memchr(line, ' ', len);
    if (space == NULL)
        return false;
    size_t key_len = (size_t)(space - line), value_len = len - key_len - 1;
    const char *value = space + 1;
    char word[16];
    if (key_len == 4 && memcmp(line, "role", 4) == 0 && take_value(value, value_len, word, sizeof word)) {
        last->role = strcmp(word, "host") == 0   ? GUI_NET_HOST
                     : strcmp(word, "join") == 0 ? GUI_NET_JOIN
                                                 : GUI_NET_NONE;
        return last->role != GUI_NET_NONE;
    }
    if (key_len == 4 && memcmp(line, "game", 4) == 0) {
        S4Geometry geo;
        return take_value(value, value_len, last->game, sizeof last->game) &&
               s4_geometry_preset(&geo, last->game) == S4_OK;
    }
    if (key_len == 4 && memcmp(line, "side", 4) == 0 && take_value(value, value_len, word, sizeof word)) {
        last->side = strcmp(word, "black") == 0 ? S4_BLACK : S4_WHITE;
        return strcmp(word, "black") == 0 || strcmp(word, "white") == 0;
    }
    if (key_len == 4 && memcmp(line, "code", 4) == 0) {
        char typed[32];
        return take_value(value, value_len, typed, sizeof typed) &&
               s4_net_code_normalise(typed, last->code);
    }
    if (key_len == 4 && memcmp(line, "port", 4) == 0) {
        long port;
        char digits[8];
        if (!take_value(value, value_len, digits, sizeof digits) ||
            s4_parse_long(digits, 0, 65535, &port) != S4_OK)
            return false;
        last->port = (int)port;
        return true;
    }
    if (key_len == 7 && memcmp(line, "address", 7) == 0)
        return take_value(value, value_len, last->address, sizeof last->address);
    return false;
}

bool gui_friend_last_load(const char *path, GuiFriendLast *last)
{
    memset(last, 0, sizeof *last);
    S4FileReader reader;
    if (s4_file_reader_open(&reader, path, 256, 4096) != S4_OK)
        return false;
    S4Status status = S4_OK;
    bool whole = true;
    while (whole && s4_file_reader_next(&reader, &status))
        whole = take_line(last, reader.line, reader.len);
    s4_file_reader_close(&reader);
    /* What each role needs, or nothing. */
    if (!whole || status != S4_OK || last->code[0] == '\0' ||
        (last->role == GUI_NET_HOST && last->game[0] == '\0') ||
        (last->role == GUI_NET_JOIN && last->address[0] == '\0') || last->role == GUI_NET_NONE) {
        memset(last, 0, sizeof *last);
        return false;
    }
    return true;
}
