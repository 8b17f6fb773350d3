/* net_code.c: join codes from the system's random source. */
#define _DEFAULT_SOURCE
#include "client/net_code.h"

#include "core/quote.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

/* 32 symbols, so each random byte maps evenly (256 = 8 * 32). */
static const char ALPHABET[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

static bool random_bytes(unsigned char *buf, size_t n)
{
    ssize_t got;
    do
        got = getrandom(buf, n, 0);
    while (got < 0 && errno == EINTR);
    if (got == (ssize_t)n)
        return true;
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    size_t done = 0;
    while (done < n) {
        ssize_t r = read(fd, buf + done, n - done);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        done += (size_t)r;
    }
    close(fd);
    return done == n;
}

bool s4_net_code_make(char code[S4_NET_CODE_SIZE])
{
    unsigned char bytes[S4_NET_CODE_LEN];
    if (!random_bytes(bytes, sizeof bytes))
        return false;
    for (int i = 0; i < S4_NET_CODE_LEN; i++)
        code[i] = ALPHABET[bytes[i] % 32];
    code[S4_NET_CODE_LEN] = '\0';
    return true;
}

/* Reads what a person typed: blanks and '-' skipped, lower case raised. Copies the first
 * S4_NET_CODE_LEN symbols of the alphabet into code (NUL-terminated) and returns how many
 * symbols it read in all; *stranger is the first (raised) character that is no symbol, or
 * '\0' when there is none. */
static int read_typed(const char *typed, char code[S4_NET_CODE_SIZE], char *stranger)
{
    int n = 0;
    *stranger = '\0';
    for (const char *p = typed; *p != '\0' && *stranger == '\0'; p++) {
        char c = *p;
        if (c == ' ' || c == '-')
            continue;
        if (c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        if (!strchr(ALPHABET, c))
            *stranger = c;
        else if (n++ < S4_NET_CODE_LEN)
            code[n - 1] = c;
    }
    code[n < S4_NET_CODE_LEN ? n : S4_NET_CODE_LEN] = '\0';
    return n;
}

bool s4_net_code_normalise(const char *typed, char code[S4_NET_CODE_SIZE])
{
    char stranger;
    int n = read_typed(typed, code, &stranger);
    return stranger == '\0' && n == S4_NET_CODE_LEN;
}

void s4_net_code_why_not(const char *typed, char *why, size_t why_size)
{
    char shown[S4_QUOTE_SIZE], code[S4_NET_CODE_SIZE], stranger;
    s4_quote(typed, strlen(typed), shown, sizeof shown);
    int n = read_typed(typed, code, &stranger);
    if (stranger != '\0' && strchr("IO01", stranger))
        snprintf(why, why_size, "'%s' is not a join code: codes never have I, O, 0 or 1 (they "
                                "look alike), so its '%c' is a misread", shown, stranger);
    else if (stranger != '\0')
        snprintf(why, why_size, "'%s' is not a join code: codes have only letters and digits",
                 shown);
    else if (n != S4_NET_CODE_LEN)
        snprintf(why, why_size, "'%s' is not a join code: it has %d letters and digits, a "
                                "code has %d", shown, n, S4_NET_CODE_LEN);
    else if (why_size > 0)
        why[0] = '\0';
}

bool s4_net_code_equal(const char *a, const char *b)
{
    unsigned diff = 0;
    for (int i = 0; i < S4_NET_CODE_LEN; i++)
        diff |= (unsigned)(unsigned char)a[i] ^ (unsigned)(unsigned char)b[i];
    return diff == 0;
}

void s4_net_code_file_tag(const char *code, char out[17])
{
    unsigned long long h = 1469598103934665603ull;
    for (const char *c = "score4-friend:"; *c; c++)
        h = (h ^ (unsigned char)*c) * 1099511628211ull;
    for (const char *c = code; *c; c++)
        h = (h ^ (unsigned char)*c) * 1099511628211ull;
    snprintf(out, 17, "%016llx", h);
}
