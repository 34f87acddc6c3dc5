#!/usr/bin/env bash
# rocekit sim at cluster scale (issue 22, docs/performance.md "The simulator at cluster scale"):
# a k-ary fat-tree at 400 Gb/s, 1 us links, every host sending 256 KB to one other host (a random
# cyclic permutation, seed 1), profile hpcc-dcqcn, for k = 8, 16 and 32 (128, 1,024 and 8,192
# hosts) in one run, plus FAT320 (the HPCC reference's own fat-tree files, whose reference
# figures are known: 141.5 s wall, 352 MB RSS on this project's machine).
# ws8, ws16, ws32: the same fat-trees under one lighter workload, FAT320's (websearch flow sizes,
# Poisson arrivals at 30 % load), each for as long as gives about 35-39 M events (1,280, 160 and
# 20 us of arrivals): the cost of an event by fabric size with the work per event held equal.
#
# Each size runs as a user runs it, `./rocekit sim SCENARIO --json --no-progress` in a fresh JVM
# (the launcher's flags: serial GC, class-data archive), RUNS times. Printed per run: process wall,
# CPU (user + sys of the whole process, from GNU time: the figure to compare on a shared machine),
# peak RSS, the simulation's own thread CPU, events and events per second (of process wall and of
# simulation thread CPU). The load average before and after is printed: on a loaded machine wall
# time is mostly waiting for a core. So is the latency of one dependent memory read over 4, 16 and
# 96 MB (MemoryLatency.java, a pointer chase): the k=32 run waits on such reads, and on a
# shared virtual machine it changes from minute to minute (one evening here: 85-156 ns over 16 MB),
# so two tables are comparable only where it was alike. The 4 MB figure shows what cache the
# machine gives a core at that moment: 32 MB are reported here, but 4 MB read in 19-21 ns and
# 6-8 MB already in 50-120 ns, and once 4 MB took 103 ns. Then the time per random line over 96 MB
# when the reads do not wait on each other (9-10 ns here): the most that reading ahead can overlap,
# since a core keeps only so many misses in flight. SCALE_NO_LATENCY=1 skips both (~6 s).
#
# Usage: benchmarks/sim/scale.sh [RUNS (default 2)] [SIZES (default "8 16 32 fat320"; also ls32 (the reference's leaf-spine), ws8 ws16 ws32, and any k such as 64: 65,536 hosts, ~3 minutes, 1.6 GB)]
# Threads: SCALE_THREADS="1 2" runs every size with `--threads 1` and then `--threads 2` (the fabric in
# two parts on two threads, issue 22); the build column then reads rocekit-t1, rocekit-t2. "sim cpu s"
# is the CPU of every simulating thread together, "ev/s wall" what the user waits for.
# Side by side: SCALE_JARS="old.jar new.jar" benchmarks/sim/scale.sh ... runs each jar in turn for
# every size and run, with the launcher's flags for sim (serial GC, transparent huge pages where
# the kernel offers them; no class-data archive, which belongs to one jar), so that two builds are
# measured under the same load.
# Needs: java 17+, GNU time (/usr/bin/time), python3; builds the jar through ./rocekit if needed.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-2}"
sizes="${2:-8 16 32 fat320}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[[ -x /usr/bin/time ]] || { echo "scale.sh: GNU time (/usr/bin/time) is needed (Debian: apt-get install time)" >&2; exit 2; }

scenario() { # k [TRAFFIC]
  cat > "$work/k$1.yaml" <<EOF
name: fattree-k$1-${3:-permutation}
profile: hpcc-dcqcn
topology:
  fat-tree: {k: $1, host-rate: 400Gbps, delay: 1us}
traffic:
  - ${2:-"permutation: {size: 256KB}"}
EOF
  echo "$work/k$1.yaml"
}
websearch() { # k: arrivals for as long as gives about 35-39 M events (k=8 1,280 us, k=32 20 us)
  scenario "$1" "poisson: {load: 0.3, cdf: websearch, duration: $((655360 / ($1 * $1 * $1)))us}" websearch
}

if [[ -n "${SCALE_JARS:-}" ]]; then
  read -r -a jars <<< "$SCALE_JARS"
  flags=(-XX:+UseSerialGC -XX:-UsePerfData -XX:PretenureSizeThreshold=1m -Xmn24m) # as the launcher runs sim
  [[ "$(cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null)" == *"[never]"* ||
     ! -r /sys/kernel/mm/transparent_hugepage/enabled ]] || flags+=(-XX:+UseTransparentHugePages)
else
  jars=(launcher)
  "$root/rocekit" --version > /dev/null # builds the jar (and its class-data archive) once, outside the timings
fi
latency() {
  [[ -n "${SCALE_NO_LATENCY:-}" ]] || java -XX:+UseSerialGC "$root/benchmarks/sim/MemoryLatency.java" 4 16 96
}
echo "machine: $(nproc) cores, $(java -version 2>&1 | head -1); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
latency
printf '%-9s %-7s %5s %6s %10s %9s %8s %9s %11s %9s %12s %12s %s\n' build size hosts run "wall s" "cpu s" "RSS MB" "sim cpu s" events "sim us" "ev/s wall" "ev/s simcpu" "fct.txt sha256"
for size in $sizes; do
  case "$size" in
    fat320) args=(--hpcc-topology "$root/examples/hpcc/fat320_topology.txt"
                  --hpcc-flows "$root/examples/hpcc/fat320_websearch_l30_2ms_seed1_flows.txt" --profile hpcc-dcqcn)
            hosts=320 ;;
    ls32) args=(--hpcc-topology "$root/examples/hpcc/ls32_topology.txt"
                --hpcc-flows "$root/examples/hpcc/ls32_websearch_l30_5ms_seed1_flows.txt" --profile hpcc-dcqcn)
          hosts=32 ;;
    ws*) args=("$(websearch "${size#ws}")"); hosts=$((${size#ws} ** 3 / 4)) ;;
    *) args=("$(scenario "$size")"); hosts=$((size * size * size / 4)) ;;
  esac
  for i in $(seq 1 "$runs"); do
   for threads in ${SCALE_THREADS:-1}; do
   for jar in "${jars[@]}"; do
    rm -rf "$work/out"
    if [[ "$jar" == launcher ]]; then cmd=("$root/rocekit"); label=rocekit
    else cmd=(java "${flags[@]}" -jar "$jar"); label="$(basename "$jar" .jar)"; fi
    thr=() # old builds (SCALE_JARS) know no --threads: passed only when asked for
    [[ -z "${SCALE_THREADS:-}" ]] || { label="${label:0:6}-t$threads"; thr=(--threads "$threads"); }
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" "${cmd[@]}" sim "${args[@]}" "${thr[@]}" --json --no-progress \
      --fct-format hpcc --out "$work/out" > "$work/summary.json"
    read -r wall user sys rss < "$work/time"
    python3 - "$work/summary.json" "$size" "$hosts" "$i" "$wall" "$user" "$sys" "$rss" "$(sha256sum < "$work/out/fct.txt" | cut -c1-16)" "$label" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["run"]
size, hosts, i = sys.argv[2], int(sys.argv[3]), sys.argv[4]
wall, user, sys_, rss = float(sys.argv[5]), float(sys.argv[6]), float(sys.argv[7]), int(sys.argv[8])
label = f"k={size}" if size.isdigit() else size
print(f"{sys.argv[10][:9]:9s} {label:7s} {hosts:5d} {i:>6s} {wall:10.2f} {user + sys_:9.2f} {rss / 1024:8.0f} {r['cpuSeconds']:9.2f} "
      f"{r['events'] / 1e6:9.2f} M {r['simulatedUs']:9.1f} {r['events'] / wall / 1e6:10.2f} M {r['events'] / r['cpuSeconds'] / 1e6:10.2f} M {sys.argv[9]}")
PY
   done
   done
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
latency
