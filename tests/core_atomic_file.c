/* core_atomic_file.c: the atomic writer on a full disk, a read-only file system and with a
 * directory in the way: an error, no temporary left, the previous file intact. Full and
 * read-only file systems are small tmpfs mounts in a private mount namespace (unshare); the
 * tests that need one are skipped where the system allows no namespace. */
#define _GNU_SOURCE /* unshare, mount: a private tmpfs for the full and read-only cases */
#include <criterion/criterion.h>
#include <errno.h>
#include <sched.h>
#include <stdbool.h>
#include <sys/mount.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/atomic_file.h"

static void temp_dir(char *dir, size_t size)
{
    snprintf(dir, size, "/tmp/s4_atomic_XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void read_text(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f, "%s", path);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
    fclose(f);
}

/* Files in dir (not counting . and ..). */
static int entries(const char *dir)
{
    DIR *d = opendir(dir);
    cr_assert_not_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
}

Test(atomic_file, a_write_replaces_the_file_whole)
{
    char dir[64], path[128], text[64];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings", dir);
    int saved;
    cr_assert_eq(s4_atomic_write(path, "old\n", 4, &saved), S4_OK);
    cr_assert_eq(s4_atomic_write(path, "new\n", 4, &saved), S4_OK);
    read_text(path, text, sizeof text);
    cr_assert_str_eq(text, "new\n");
    cr_assert_eq(entries(dir), 1, "no temporary left");
}

static unsigned mode_of(const char *path)
{
    struct stat st;
    cr_assert_eq(stat(path, &st), 0, "%s", path);
    return st.st_mode & 0777;
}

Test(atomic_file, new_files_follow_the_umask_and_private_ones_stay_private)
{
    char dir[64], path[128], private_path[128];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/settings", dir);
    snprintf(private_path, sizeof private_path, "%s/friend-game", dir);
    int saved;
    umask(077);
    cr_assert_eq(s4_atomic_write(path, "a\n", 2, &saved), S4_OK);
    cr_assert_eq(mode_of(path), 0600, "umask 077");
    cr_assert_eq(unlink(path), 0);
    umask(027);
    cr_assert_eq(s4_atomic_write(path, "a\n", 2, &saved), S4_OK);
    cr_assert_eq(mode_of(path), 0640, "umask 027");
    /* A file replaced keeps its mode. */
    cr_assert_eq(chmod(path, 0604), 0);
    cr_assert_eq(s4_atomic_write(path, "b\n", 2, &saved), S4_OK);
    cr_assert_eq(mode_of(path), 0604);
    /* A private file is 0600 whatever the umask, and narrows a wider one it replaces. */
    umask(0);
    cr_assert_eq(s4_atomic_write_mode(private_path, "c\n", 2, 0600, &saved), S4_OK);
    cr_assert_eq(mode_of(private_path), 0600);
    cr_assert_eq(chmod(private_path, 0644), 0);
    cr_assert_eq(s4_atomic_write_mode(private_path, "d\n", 2, 0600, &saved), S4_OK);
    cr_assert_eq(mode_of(private_path), 0600);
    cr_assert_eq(entries(dir), 2, "no temporary left");
}

Test(atomic_file, a_directory_in_the_way_is_an_error_and_leaves_no_temporary)
{
    char dir[64], path[128];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/ck", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    int saved;
    cr_assert_eq(s4_atomic_write(path, "x\n", 2, &saved), S4_ERR_SYSTEM);
    cr_assert_neq(saved, 0);
    cr_assert_eq(entries(dir), 1, "only the directory");
}

Test(atomic_file, a_missing_directory_is_an_error_naming_the_path)
{
    S4AtomicFile f;
    cr_assert_eq(s4_atomic_open(&f, "/nonexistent-dir/x.txt"), S4_ERR_SYSTEM);
    char msg[256];
    s4_atomic_describe(&f, S4_ERR_SYSTEM, msg, sizeof msg);
    cr_assert_str_eq(msg, "/nonexistent-dir/x.txt: system error: No such file or directory");
}

Test(atomic_file, new_files_never_replace_one_another)
{
    char dir[64], path[128], got[3][S4_ATOMIC_PATH], text[64];
    temp_dir(dir, sizeof dir);
    snprintf(path, sizeof path, "%s/game.txt", dir);
    for (int i = 0; i < 3; i++) {
        S4AtomicFile f;
        cr_assert_eq(s4_atomic_open(&f, path), S4_OK);
        fprintf(f.file, "game %d\n", i);
        cr_assert_eq(s4_atomic_commit_new(&f), S4_OK);
        snprintf(got[i], sizeof got[i], "%s", f.path);
    }
    cr_assert_str_eq(got[0], path);
    char want[128];
    snprintf(want, sizeof want, "%s/game-2.txt", dir);
    cr_assert_str_eq(got[1], want);
    snprintf(want, sizeof want, "%s/game-3.txt", dir);
    cr_assert_str_eq(got[2], want);
    read_text(got[0], text, sizeof text);
    cr_assert_str_eq(text, "game 0\n");
    read_text(got[2], text, sizeof text);
    cr_assert_str_eq(text, "game 2\n");
    cr_assert_eq(entries(dir), 3);
}

/* Runs check(dir) in a child process with its own mount namespace and a tmpfs of
 * size_kb (read-only when readonly, after a file "target" holding "old" was written) over
 * dir. Returns the child's exit status, or -1 when the system allows no namespace. */
static int in_tmpfs(const char *dir, int size_kb, bool readonly, int (*check)(const char *))
{
    pid_t pid = fork();
    cr_assert_geq(pid, 0);
    if (pid == 0) {
        uid_t uid = geteuid();
        gid_t gid = getegid();
        int flags = CLONE_NEWNS | (uid == 0 ? 0 : CLONE_NEWUSER);
        if (unshare(flags) != 0)
            _exit(99);
        if (uid != 0) {
            char map[64];
            FILE *f = fopen("/proc/self/setgroups", "w");
            if (f) { fputs("deny", f); fclose(f); }
            snprintf(map, sizeof map, "0 %u 1", (unsigned)uid);
            f = fopen("/proc/self/uid_map", "w");
            if (!f || fputs(map, f) < 0 || fclose(f) != 0) _exit(99);
            snprintf(map, sizeof map, "0 %u 1", (unsigned)gid);
            f = fopen("/proc/self/gid_map", "w");
            if (!f || fputs(map, f) < 0 || fclose(f) != 0) _exit(99);
        }
        if (mount("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
            _exit(99);
        char opts[32];
        snprintf(opts, sizeof opts, "size=%dk", size_kb);
        if (mount("tmpfs", dir, "tmpfs", 0, opts) != 0)
            _exit(99);
        char path[256];
        snprintf(path, sizeof path, "%s/target", dir);
        FILE *f = fopen(path, "w");
        if (!f || fputs("old", f) < 0 || fclose(f) != 0)
            _exit(98);
        if (readonly && mount("tmpfs", dir, "tmpfs", MS_REMOUNT | MS_RDONLY, opts) != 0)
            _exit(99);
        _exit(check(dir));
    }
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    cr_assert(WIFEXITED(status));
    return WEXITSTATUS(status) == 99 ? -1 : WEXITSTATUS(status);
}

/* Exit codes of the checks: 0 when everything held, else the first thing that did not. */
static int write_fails_and_keeps_old(const char *dir)
{
    char path[256], text[64];
    snprintf(path, sizeof path, "%s/target", dir);
    static char big[64 * 1024];
    memset(big, 'x', sizeof big);
    int saved;
    if (s4_atomic_write(path, big, sizeof big, &saved) != S4_ERR_SYSTEM)
        return 1;
    if (saved != ENOSPC && saved != EROFS)
        return 2;
    FILE *f = fopen(path, "r");
    if (!f)
        return 3;
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    if (strcmp(text, "old") != 0)
        return 4;
    DIR *d = opendir(dir);
    int count = 0;
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL)
        count += e->d_name[0] != '.';
    if (d)
        closedir(d);
    return count == 1 ? 0 : 5; /* no temporary left */
}

Test(atomic_file, a_full_disk_is_an_error_the_old_file_intact_no_temporary_left)
{
    char dir[64];
    temp_dir(dir, sizeof dir);
    int rc = in_tmpfs(dir, 16, false, write_fails_and_keeps_old);
    if (rc < 0)
        cr_skip_test("no mount namespace here");
    cr_assert_eq(rc, 0, "check %d failed", rc);
}

Test(atomic_file, a_read_only_file_system_is_an_error_the_old_file_intact)
{
    char dir[64];
    temp_dir(dir, sizeof dir);
    int rc = in_tmpfs(dir, 128, true, write_fails_and_keeps_old);
    if (rc < 0)
        cr_skip_test("no mount namespace here");
    cr_assert_eq(rc, 0, "check %d failed", rc);
}
