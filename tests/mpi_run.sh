# mpi_run.sh: what the suites that run score4-solve-mpi under mpirun share; sourced (". FILE")
# after `set -u`, never run on its own.
# MPIRUN: three ranks (a coordinator and two workers), as root, on a host of any size.
MPIRUN="mpirun --allow-run-as-root --oversubscribe -np 3"
# RECOVER: mpirun's options for a job that must outlive a worker killed on purpose.
RECOVER="--mca orte_enable_recovery 1 --mca orte_abort_on_non_zero_status 0"
# wait_for SECONDS CONDITION...: checks CONDITION (a command) until it holds or SECONDS have
# passed (a generous limit: a loaded host only makes it hold later); its status says which.
wait_for() {
    limit=$(( $(date +%s) + $1 ))
    shift
    until "$@"; do
        [ "$(date +%s)" -le "$limit" ] || return 1
        sleep 0.05
    done
}
# cpu_ticks PID: the processor time the process has used, in clock ticks (0 once it is gone).
cpu_ticks() {
    sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | awk '{print $12 + $13}' | grep . || echo 0
}
