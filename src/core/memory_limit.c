/* memory_limit.c: the ceiling on tables (see memory_limit.h). */
#include "core/memory_limit.h"

#include <unistd.h>

#include "core/limits.h"

long s4_memory_mb(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (pages <= 0 || page <= 0)
        return 0;
    return (long)((double)pages * (double)page / (1024.0 * 1024.0));
}

long s4_tables_limit_mb(void)
{
    long half = s4_memory_mb() / 2;
    return half > 0 && half < S4_LIMIT_HASH_MB ? half : S4_LIMIT_HASH_MB;
}
