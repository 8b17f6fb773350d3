/* net_code.h: the join code a host reads out to a friend: random, short to type, and
 * compared without giving away how much of a guess was right. */
#ifndef S4_CLIENT_NET_CODE_H
#define S4_CLIENT_NET_CODE_H

#include <stdbool.h>
#include <stddef.h>

enum {
    S4_NET_CODE_LEN = 6,   /* characters of a code: 32^6, about a billion codes */
    S4_NET_CODE_SIZE = 8,  /* a code's buffer, NUL included */
};

/* A fresh code from the system's random source (getrandom, else /dev/urandom): letters
 * and digits that cannot be mistaken for one another (no I, O, 0, 1). False when the
 * system gives no random bytes. */
bool s4_net_code_make(char code[S4_NET_CODE_SIZE]);

/* The code a person typed, in the canonical form (upper case, no blanks or '-'); false
 * when it is not S4_NET_CODE_LEN characters of the alphabet. */
bool s4_net_code_normalise(const char *typed, char code[S4_NET_CODE_SIZE]);

/* Why `typed` is not a code, in words for the person who typed it (into why, at most
 * why_size bytes): a character that no code has (a code never has I, O, 0 or 1, which
 * look alike), or the wrong number of characters. Empty when it is a code. */
void s4_net_code_why_not(const char *typed, char *why, size_t why_size);

/* A name for files that belong to the game of `code` without showing the code (a saved
 * game's file name: directory listings and backups' file lists do not give the code away):
 * 16 hex digits of a 64-bit FNV-1a hash of the canonical code, in out[17]. Not a secret
 * against whoever can read the directory (a billion codes are hashed in seconds): the
 * files themselves are private (0600). */
void s4_net_code_file_tag(const char *code, char out[17]);

/* True when the two canonical codes are equal; takes the same time whatever differs. */
bool s4_net_code_equal(const char *a, const char *b);

#endif
