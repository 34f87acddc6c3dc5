#!/usr/bin/env bash
# rocekit sim's speed against the HPCC ns-3 simulator (the reference) on the same input files.
#
# The reference's figures were measured on this project's 2-core machine, one thread, no queue
# monitor (fixtures/sim/README.md): LS32 12.2 s wall for 4.05 M packet-hop transmissions
# (3.3e5/s), FAT320 141.5 s wall and 352 MB RSS for 24.8 M (1.8e5/s). This script runs rocekit on
# the same topology and flow files:
#   1. as a user would: `rocekit sim --hpcc-topology ... --hpcc-flows ...` in a fresh JVM
#      (start-up and JIT included), calendar queue and binary heap, -Xmx1g for FAT320;
#   2. in one JVM, several runs (JIT-warm), to separate the simulator from JVM warm-up.
# For each it prints wall time, the simulating thread's CPU time (a fair figure on a machine
# shared with other jobs), packet-hops per second, peak RSS, and the ratio to the reference.
#
# Usage: benchmarks/sim/speed.sh [REPS_WARM (default 4)]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
reps="${1:-4}"
hpcc="$root/examples/hpcc"
work="$(mktemp -d)"
if [[ ! -f "$root/benchmarks/target/benchmarks.jar" || ! -f "$root/rocekit-cli/target/rocekit.jar" ]]; then
  (cd "$root" && mvn -B -q package -DskipTests -pl benchmarks,rocekit-cli -am)
fi
jar="$root/rocekit-cli/target/rocekit.jar"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(java -version 2>&1 | head -1)"

cold() { # name topo flows ref_wall_s ref_hops queue xmx
  local name="$1" topo="$2" flows="$3" refwall="$4" refhops="$5" queue="$6" xmx="$7"
  /usr/bin/time -f "%e %M" -o "$work/time" java "-Xmx$xmx" -jar "$jar" sim --hpcc-topology "$topo" \
    --hpcc-flows "$flows" --profile hpcc-dcqcn --set "sim.event-queue=$queue" --json --no-progress \
    > "$work/summary.json"
  read -r wall rss < "$work/time"
  python3 - "$work/summary.json" "$name" "$queue" "$wall" "$rss" "$refwall" "$refhops" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))["run"]
name, queue, wall, rss, refwall, refhops = sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6]), float(sys.argv[7])
ref_rate = refhops / refwall
print(f"{name:7s} {queue:8s} cold JVM: process {wall:6.2f} s wall (sim {s['wallSeconds']:.2f} s, thread cpu {s['cpuSeconds']:.2f} s), "
      f"{s['packetHops']/1e6:.2f} M hops, {s['packetHops']/wall:.3e} hops/s process-wall, "
      f"{s['packetHopsPerCpuSecond']:.3e} hops/s cpu, RSS {rss/1024:.0f} MB | reference {refwall} s "
      f"({ref_rate:.2e}/s): x{s['packetHops']/wall/ref_rate:.1f} process-wall, x{s['packetHopsPerCpuSecond']/ref_rate:.1f} cpu")
PY
}

for q in calendar heap; do
  cold LS32 "$hpcc/ls32_topology.txt" "$hpcc/ls32_websearch_l30_5ms_seed1_flows.txt" 12.2 4.05e6 "$q" 1g
  cold FAT320 "$hpcc/fat320_topology.txt" "$hpcc/fat320_websearch_l30_2ms_seed1_flows.txt" 141.5 24.8e6 "$q" 1g
done
for q in calendar heap; do
  java -Xmx1g -cp "$root/benchmarks/target/benchmarks.jar" io.rocekit.bench.sim.SimSpeed \
    "$hpcc/ls32_topology.txt" "$hpcc/ls32_websearch_l30_5ms_seed1_flows.txt" "$reps" "$q"
done
echo "machine load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
