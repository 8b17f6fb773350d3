/* wording.c: every outcome of a command in the same words, in every program. */
#include "client/session.h"

#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "core/notation.h"
#include "core/quote.h"

static void describe_exit(int status, char *buf, size_t size)
{
    if (status < 0)
        snprintf(buf, size, "closed its output and ended");
    else if (WIFSIGNALED(status))
        snprintf(buf, size, "crashed (killed by signal %d)", WTERMSIG(status));
    else if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        snprintf(buf, size, "could not be run (command not found, exit status 127)");
    else if (WIFEXITED(status) && WEXITSTATUS(status) > 128)
        snprintf(buf, size, "crashed (killed by signal %d)", WEXITSTATUS(status) - 128);
    else if (WIFEXITED(status))
        snprintf(buf, size, "exited with status %d", WEXITSTATUS(status));
    else
        snprintf(buf, size, "closed its output and ended");
}

void s4_reply_describe(const S4Geometry *geo, const S4Reply *r, char *buf, size_t size)
{
    char peg[S4_PEG_TEXT] = "?";
    char shown[S4_QUOTE_SIZE]; /* the engine's line as a message shows it */
    if (geo && r->peg >= 0 && r->peg < geo->pegs)
        s4_peg_format(geo, r->peg, peg);
    switch (r->kind) {
    case S4_REPLY_OK: snprintf(buf, size, "answered 'ok.' to '%s'", r->asked); return;
    case S4_REPLY_ACCEPTED: snprintf(buf, size, "accepted '%s'", r->asked); return;
    case S4_REPLY_DECLINED:
        snprintf(buf, size, "does not support '%s' (%s)", r->asked, r->reason);
        return;
    case S4_REPLY_MOVE: snprintf(buf, size, "played %s", peg); return;
    case S4_REPLY_ILLEGAL:
        snprintf(buf, size, "named an illegal peg %s (%s)", peg, s4_status_str(r->illegal));
        return;
    case S4_REPLY_OFF_BOARD:
        snprintf(buf, size, "named an illegal peg '%s', which is not on the board",
                 s4_quote(r->line, strlen(r->line), shown, sizeof shown));
        return;
    case S4_REPLY_REFUSED:
        if (r->asked_move)
            snprintf(buf, size, "refused to move: %s", r->reason);
        else
            snprintf(buf, size, "refused '%s': %s", r->asked, r->reason);
        return;
    case S4_REPLY_UNEXPECTED:
        if (r->asked[0] == '\0')
            snprintf(buf, size, "said '%s' when nothing was asked",
                     s4_quote(r->line, strlen(r->line), shown, sizeof shown));
        else
            snprintf(buf, size, "answered '%s' to '%s'",
                     s4_quote(r->line, strlen(r->line), shown, sizeof shown), r->asked);
        return;
    case S4_REPLY_GARBAGE:
        snprintf(buf, size, "answered garbage: '%s'",
                 s4_quote(r->line, strlen(r->line), shown, sizeof shown));
        return;
    case S4_REPLY_SILENT:
        snprintf(buf, size, "gave no answer to '%s' within %d ms", r->asked, r->limit_ms);
        return;
    case S4_REPLY_EXITED: describe_exit(r->exit_status, buf, size); return;
    case S4_REPLY_CLOSED:
        snprintf(buf, size, "%s", r->network ? "closed the connection"
                                             : "closed its output while still running");
        return;
    case S4_REPLY_DEAF:
        snprintf(buf, size, "%s (at '%s')",
                 r->network ? "stopped reading the connection" : "stopped reading its input",
                 r->asked);
        return;
    case S4_REPLY_NOT_STARTED:
        snprintf(buf, size, "could not be %s: %s", r->network ? "reached" : "started",
                 strerror(r->error_number));
        return;
    }
    snprintf(buf, size, "did something unknown");
}
