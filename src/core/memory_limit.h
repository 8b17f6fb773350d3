/* memory_limit.h: how much memory the tables of one process may take together. */
#ifndef S4_CORE_MEMORY_LIMIT_H
#define S4_CORE_MEMORY_LIMIT_H

/* The machine's memory in MB (sysconf), or 0 when it cannot be told. */
long s4_memory_mb(void);

/* The most every table of one process (the search's and the solver's) may take together, in
 * MB: S4_LIMIT_HASH_MB (core/limits.h), or half the machine's memory when that is less, so
 * that a typo in --hash is refused at start-up instead of swapping the machine. */
long s4_tables_limit_mb(void);

#endif
