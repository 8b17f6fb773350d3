/* skeleton_memo.c: score4-skeleton's canonical positions (the least image under the square's
 * 8 symmetries) and its memo of them (skeleton.h). */
#include "skeleton.h"

#include <stdlib.h>

#include "symmetry.h"

int s4_skeleton_canonical_symmetry(const S4Geometry *geo, const S4Board *b, uint64_t *kw,
                                   uint64_t *kb)
{
    int best = 0;
    *kw = b->beads[0];
    *kb = b->beads[1];
    for (int t = 1; t < 8; t++) {
        uint64_t iw = s4_symmetry_beads(geo, b->beads[0], t);
        uint64_t ib = s4_symmetry_beads(geo, b->beads[1], t);
        if (iw < *kw || (iw == *kw && ib < *kb)) {
            *kw = iw;
            *kb = ib;
            best = t;
        }
    }
    return best;
}

void s4_skeleton_canonical(const S4Geometry *geo, const S4Board *b, uint64_t *kw, uint64_t *kb)
{
    s4_skeleton_canonical_symmetry(geo, b, kw, kb);
}

Memo *s4_skeleton_memo_at(Skeleton *s, uint64_t kw, uint64_t kb)
{
    if (2 * (s->memo_used + 1) > s->memo_capacity) {
        size_t old = s->memo_capacity, grown = old ? old * 2 : 1 << 14;
        Memo *was = s->memo, *now = calloc(grown, sizeof *now);
        if (!now)
            return NULL;
        for (size_t i = 0; i < old; i++) {
            if (!(was[i].kw | was[i].kb))
                continue;
            size_t j = (size_t)((was[i].kw * 0x9E3779B97F4A7C15ULL ^ was[i].kb) >> 17) &
                       (grown - 1);
            while (now[j].kw | now[j].kb)
                j = (j + 1) & (grown - 1);
            now[j] = was[i];
        }
        free(was);
        s->memo = now;
        s->memo_capacity = grown;
    }
    size_t j = (size_t)((kw * 0x9E3779B97F4A7C15ULL ^ kb) >> 17) & (s->memo_capacity - 1);
    while (s->memo[j].kw | s->memo[j].kb) {
        if (s->memo[j].kw == kw && s->memo[j].kb == kb)
            return &s->memo[j];
        j = (j + 1) & (s->memo_capacity - 1);
    }
    s->memo[j] = (Memo){.kw = kw, .kb = kb, .move = -2};
    s->memo_used++;
    return &s->memo[j];
}

Memo *s4_skeleton_memo_of(Skeleton *s, const S4Board *b, S4Board *image)
{
    uint64_t kw, kb;
    s4_skeleton_canonical(&s->geo, b, &kw, &kb);
    if (image != NULL) {
        *image = *b;
        image->beads[0] = kw;
        image->beads[1] = kb;
    }
    return s4_skeleton_memo_at(s, kw, kb);
}
