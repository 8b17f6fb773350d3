/* check_proof_main.c: score4-check-proof: a Score Four certificate checked with the rules
 * alone and its leaves re-solved by a plain search of its own (proof_check.h).
 *
 *   score4-check-proof [--leaf-nodes N] FILE
 *
 * Exit status: 0 accepted, 1 refused (the reason on stderr), 2 a usage error or a file that
 * cannot be read.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli/options.h"
#include "core/file_reader.h"
#include "core/status.h"
#include "proof_check.h"

#ifndef S4_VERSION
#define S4_VERSION "0.0.0"
#endif

int main(int argc, char **argv)
{
    long leaf_nodes = 20000000;
    const S4Option options[] = {
        {"--leaf-nodes", S4_OPT_NUMBER, &leaf_nodes, 0, 1000000000000L, "N",
         "positions the plain search may visit for one leaf (default 20000000;\n"
         "0: no limit); a leaf not settled within them is refused", NULL},
    };
    const S4Program program = {
        .name = "score4-check-proof",
        .version = S4_VERSION,
        .synopsis = "[options] FILE",
        .about = "Checks a Score Four certificate (score4-solve-mpi --certificate): every\n"
                 "move replayed with the rules, every reply of the opponent present, each\n"
                 "finished game and each leaf worth the claim, the leaves re-solved by a plain\n"
                 "alpha-beta of this program's own. Exit status 0 when accepted, 1 when\n"
                 "refused (the reason on stderr), 2 when the file cannot be read.",
        .epilog = "example: score4-check-proof proof.txt",
        .options = options,
        .option_count = (int)(sizeof options / sizeof options[0]),
        .min_operands = 1,
        .max_operands = 1,
        .operand_name = "certificate",
    };
    const char *path = NULL;
    int count = 0;
    S4CliResult parsed = s4_cli_parse(&program, argc, argv, &path, &count);
    if (parsed != S4_CLI_GO_ON)
        return parsed;
    int fd, saved = 0;
    S4Status status = s4_open_regular(path, &fd, &saved);
    FILE *in = status == S4_OK ? fdopen(fd, "r") : NULL;
    if (!in) {
        char reason[160];
        s4_status_describe(status, status == S4_OK ? errno : saved, reason, sizeof reason);
        s4_cli_error(&program, "%s: %s", path, reason);
        return 2;
    }
    S4ProofReport report;
    char why[S4_PROOF_WHY];
    bool ok = s4_proof_check(in, path, (uint64_t)leaf_nodes, &report, why);
    fclose(in);
    if (!ok) {
        s4_cli_error(&program, "refused: %s", why);
        return 1;
    }
    printf("accepted: %s from \"%s\" (%d beads): %ld nodes, %ld leaves re-solved (%d beads at "
           "most on the board, %llu plain-search positions, %llu at most for one), %ld "
           "finished games, %ld merged positions%s\n",
           report.claim, report.root, report.root_beads, report.nodes, report.leaves,
           report.deepest_leaf, (unsigned long long)report.search_nodes,
           (unsigned long long)report.largest_leaf, report.finished, report.merged,
           report.halves == 1 && strstr(report.claim, "draw")
               ? "; one side's half of a draw: the prover does not lose"
               : "");
    return 0;
}
