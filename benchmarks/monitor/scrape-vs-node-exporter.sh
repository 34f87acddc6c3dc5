#!/usr/bin/env bash
# One scrape of 16 RoCE ports x 150 counter files, and CPU per scrape at a 1 s interval:
# `rocekit monitor --prometheus` against node_exporter's infiniband collector (Debian's
# prometheus-node-exporter, --path.sysfs on the same tree), both started here, in the same run.
#
# Usage: benchmarks/monitor/scrape-vs-node-exporter.sh [SCRAPES] [HW]   (default 60 scrapes; HW=0 builds
#        the tree without hw_counters, so that both read the same 22 files per port; needs the jar:
#        mvn -o -q -DskipTests package -pl rocekit-cli -am)
set -euo pipefail
cd "$(dirname "$0")/../.."
JAR=rocekit-cli/target/rocekit.jar
SCRAPES=${1:-60}
HW=${2:-1}
command -v prometheus-node-exporter >/dev/null || { echo "prometheus-node-exporter not installed" >&2; exit 2; }
[[ -f $JAR ]] || { echo "$JAR missing: mvn -o -q -DskipTests package -pl rocekit-cli -am" >&2; exit 2; }
work=$(mktemp -d)
rk=""; ne=""
cleanup() { [[ -n $rk ]] && kill "$rk" 2>/dev/null; [[ -n $ne ]] && kill "$ne" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
python3 benchmarks/monitor/make-tree.py "$work/sys" 16 "$HW"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
p1=$(free_port); p2=$(free_port)
java -XX:+UseSerialGC -jar "$JAR" monitor --prometheus "127.0.0.1:$p1" --sysfs "$work/sys" --no-ethtool >/dev/null &
rk=$!
prometheus-node-exporter --collector.disable-defaults --collector.infiniband --path.sysfs="$work/sys" \
  --web.listen-address="127.0.0.1:$p2" 2>/dev/null &
ne=$!
for url in "http://127.0.0.1:$p1/metrics" "http://127.0.0.1:$p2/metrics"; do
  for _ in $(seq 100); do curl -sf -o /dev/null "$url" && break; sleep 0.1; done
done
echo "tree: 16 devices x 1 port, $(find "$work/sys/class/infiniband/mlx5_0/ports/1" -path "*counters/*" -type f | wc -l) counter files per port ($(find "$work/sys" -type f | wc -l) files); scrapes: $SCRAPES at 1 s"
printf 'samples per scrape: rocekit %s (rocekit_infiniband_* %s), node_exporter node_infiniband_* %s\n' \
  "$(curl -s "http://127.0.0.1:$p1/metrics" | grep -vc '^#')" \
  "$(curl -s "http://127.0.0.1:$p1/metrics" | grep -c '^rocekit_infiniband_')" \
  "$(curl -s "http://127.0.0.1:$p2/metrics" | grep -c '^node_infiniband_')"
for _ in $(seq 30); do curl -s -o /dev/null "http://127.0.0.1:$p1/metrics"; curl -s -o /dev/null "http://127.0.0.1:$p2/metrics"; done
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
r0=$(ticks "$rk"); n0=$(ticks "$ne")
: > "$work/rk.t"; : > "$work/ne.t"
for _ in $(seq "$SCRAPES"); do
  curl -s -o /dev/null -w '%{time_total}\n' "http://127.0.0.1:$p1/metrics" >> "$work/rk.t"
  curl -s -o /dev/null -w '%{time_total}\n' "http://127.0.0.1:$p2/metrics" >> "$work/ne.t"
  sleep 1
done
r1=$(ticks "$rk"); n1=$(ticks "$ne")
median() { sort -n "$1" | awk '{a[NR]=$1} END {m=a[int((NR+1)/2)]; printf "%.1f ms (p90 %.1f ms)", m*1000, a[int(NR*0.9)]*1000}'; }
echo "scrape wall, median: rocekit $(median "$work/rk.t"); node_exporter $(median "$work/ne.t")"
awk -v r="$((r1 - r0))" -v n="$((n1 - n0))" -v hz="$hz" -v s="$SCRAPES" 'BEGIN {
  printf "CPU per scrape (process, 1 s interval, idle time included): rocekit %.1f ms; node_exporter %.1f ms\n", r*1000/hz/s, n*1000/hz/s }'
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
