#!/usr/bin/env bash
# One scrape of 16 RoCE ports x 150 counter files, and CPU per scrape at a 1 s interval:
# `rocekit monitor --prometheus` against node_exporter's infiniband collector (Debian's
# prometheus-node-exporter, --path.sysfs on the same tree), both started here, in the same run.
#
# Usage: benchmarks/monitor/scrape-vs-node-exporter.sh [SCRAPES] [HW] [BEFORE_JAR]
#   SCRAPES     scrapes of each exporter at 1 s (default 60)
#   HW=0        builds the tree without hw_counters, so that both read the same 22 files per port
#   BEFORE_JAR  an older rocekit.jar, run as a third exporter in the same minutes (before/after)
# Needs the jar: mvn -o -q -DskipTests package -pl rocekit-cli -am
# rocekit runs with the JVM options the launcher (./rocekit) gives `monitor --prometheus`
# (ROCEKIT_BENCH_JAVA_OPTS overrides them; ROCEKIT_BENCH_BEFORE_JAVA_OPTS those of BEFORE_JAR,
# by default the same). Each exporter first answers WARM scrapes back to back (default 2000),
# and the CPU they took is printed too: the one-time cost. The minute measured after it is the
# exporter's steady state, which is what it costs for the weeks it runs. Why 2000: measured in
# 500-scrape rounds from the start, the JIT's C2 thread kept compiling the scrape path for about
# 1,500 scrapes (8.9, 1.6, 0.8, 0.1 ms of compilation per scrape), so after the former default of
# 300 a third to a half of the "CPU per scrape" was compilation (docs/performance.md, "A scrape
# after the JIT is done").
set -euo pipefail
cd "$(dirname "$0")/../.."
JAR=rocekit-cli/target/rocekit.jar
SCRAPES=${1:-60}
HW=${2:-1}
BEFORE=${3:-}
WARM=${WARM:-2000}
# as ./rocekit runs a long-lived monitor: serial GC, no perf-data file, the optimising JIT kept
read -r -a OPTS <<< "${ROCEKIT_BENCH_JAVA_OPTS:--XX:+UseSerialGC -XX:-UsePerfData}"
read -r -a BEFORE_OPTS <<< "${ROCEKIT_BENCH_BEFORE_JAVA_OPTS:-${OPTS[*]}}"
command -v prometheus-node-exporter >/dev/null || { echo "prometheus-node-exporter not installed" >&2; exit 2; }
[[ -f $JAR ]] || { echo "$JAR missing: mvn -o -q -DskipTests package -pl rocekit-cli -am" >&2; exit 2; }
[[ -z $BEFORE || -f $BEFORE ]] || { echo "$BEFORE: no such jar" >&2; exit 2; }
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
python3 benchmarks/monitor/make-tree.py "$work/sys" 16 "$HW"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
names=(); urls=()
start_rocekit() { # NAME JAR JAVA_OPTIONS...
  local port; port=$(free_port)
  java "${@:3}" -jar "$2" monitor --prometheus "127.0.0.1:$port" --sysfs "$work/sys" --no-ethtool >/dev/null &
  pids+=($!); names+=("$1"); urls+=("http://127.0.0.1:$port/metrics")
}
start_rocekit "rocekit" "$JAR" "${OPTS[@]}"
[[ -n $BEFORE ]] && start_rocekit "rocekit before" "$BEFORE" "${BEFORE_OPTS[@]}"
port=$(free_port)
prometheus-node-exporter --collector.disable-defaults --collector.infiniband --path.sysfs="$work/sys" \
  --web.listen-address="127.0.0.1:$port" 2>/dev/null &
pids+=($!); names+=("node_exporter"); urls+=("http://127.0.0.1:$port/metrics")
for url in "${urls[@]}"; do
  for _ in $(seq 100); do curl -sf -o /dev/null "$url" && break; sleep 0.1; done
done
echo "tree: 16 devices x 1 port, $(find "$work/sys/class/infiniband/mlx5_0/ports/1" -path "*counters/*" -type f | wc -l) counter files per port ($(find "$work/sys" -type f | wc -l) files); scrapes: $SCRAPES at 1 s after $WARM back to back"
echo "rocekit JVM options: ${OPTS[*]}${BEFORE:+; before: ${BEFORE_OPTS[*]}}"
printf 'samples per scrape: rocekit %s (rocekit_infiniband_* %s), node_exporter node_infiniband_* %s\n' \
  "$(curl -s "${urls[0]}" | grep -vc '^#')" \
  "$(curl -s "${urls[0]}" | grep -c '^rocekit_infiniband_')" \
  "$(curl -s "${urls[-1]}" | grep -c '^node_infiniband_')"
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
for i in "${!pids[@]}"; do
  w0=$(ticks "${pids[$i]}")
  for _ in $(seq "$WARM"); do curl -s -o /dev/null "${urls[$i]}"; done
  awk -v n="${names[$i]}" -v t="$(( $(ticks "${pids[$i]}") - w0 ))" -v hz="$hz" -v w="$WARM" 'BEGIN {
    printf "warm-up, %d scrapes back to back: %s %.2f s CPU (%.1f ms per scrape)\n", w, n, t / hz, t * 1000 / hz / w }'
done
t0=()
for i in "${!pids[@]}"; do t0[$i]=$(ticks "${pids[$i]}"); : > "$work/$i.t"; done
for _ in $(seq "$SCRAPES"); do
  for i in "${!pids[@]}"; do curl -s -o /dev/null -w '%{time_total}\n' "${urls[$i]}" >> "$work/$i.t"; done
  sleep 1
done
median() { sort -n "$1" | awk '{a[NR]=$1} END {m=a[int((NR+1)/2)]; printf "%.1f ms (p90 %.1f ms)", m*1000, a[int(NR*0.9)]*1000}'; }
for i in "${!pids[@]}"; do
  awk -v n="${names[$i]}" -v m="$(median "$work/$i.t")" -v t="$(( $(ticks "${pids[$i]}") - t0[i] ))" -v hz="$hz" \
    -v s="$SCRAPES" 'BEGIN { printf "%-15s scrape wall, median %s; CPU per scrape (process, 1 s interval, idle time included) %.1f ms\n", n, m, t * 1000 / hz / s }'
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
