/* limits.h: one home for every limit the programs and parsers share. Parsers check input
 * against these; buffers are sized from them. */
#ifndef S4_CORE_LIMITS_H
#define S4_CORE_LIMITS_H

enum {
    S4_LIMIT_DEPTH = 64,                  /* largest search depth: `depth N;`, --depth */
    S4_LIMIT_MOVETIME_MS = 86400000,      /* longest time per move (a day): `movetime MS;` */
    S4_LIMIT_COMMAND = 128,               /* characters of one protocol command before ';' */
    S4_LIMIT_LINE = 256,                  /* characters of one response line */
    S4_LIMIT_ENGINE_COMMAND = 1024,       /* a shell command line that starts an engine */
    S4_LIMIT_STARTUP_MS = 5000,           /* at least this for an engine's first answer */
    S4_LIMIT_LEVEL = 10,                  /* strongest level: `level N;`, --level (1..10) */
    S4_LIMIT_SEED = 2147483647,           /* largest seed: `seed N;`, --seed (0..2^31-1) */
    S4_LIMIT_CLOCK_MS = 864000000,        /* a clock's time left: `time W B;` (ten days) */
    S4_LIMIT_HASH_MB = 4096,              /* --hash: every table of one process together (MB);
                                             at start-up also at most half the machine's RAM */
    S4_LIMIT_FIT_POSITIONS = 1 << 21,     /* `score4-engine fit`: positions read at most
                                             (2,097,152; its features then take about 0.5 GB) */
};

#endif
