#!/usr/bin/env bash
# Two builds of rocekit compared on the HPCC reference scenarios: fct.txt (and pfc.txt) of every
# run must be byte-identical, and FAT320's speed is measured alternately (old, new, old, new, ...)
# in fresh JVMs so both see the same machine load; medians are printed.
#
# Usage: benchmarks/sim/same-output.sh OLD_ROCEKIT_JAR NEW_ROCEKIT_JAR [FAT320_RUNS_EACH (default 5)]
# Make the old jar from another checkout, e.g.
#   git worktree add /tmp/sim-base main && (cd /tmp/sim-base && mvn -q -DskipTests package -pl rocekit-cli -am)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
old="$1" new="$2" runs="${3:-5}"
work="$(mktemp -d)"
hpcc="$root/examples/hpcc"
sim() { # jar outdir args...
  local jar="$1" out="$2"; shift 2
  java -Xmx1g -jar "$jar" sim "$@" --fct-format hpcc --out "$out" --json --no-progress > "$out.json"
}
scenario() { # name args...
  local name="$1"; shift
  for v in old new; do
    local jar; jar=$([[ $v == old ]] && echo "$old" || echo "$new")
    sim "$jar" "$work/$name.$v" "$@"
  done
  if cmp -s "$work/$name.old/fct.txt" "$work/$name.new/fct.txt" && cmp -s "$work/$name.old/pfc.txt" "$work/$name.new/pfc.txt"; then
    echo "$name: fct.txt identical ($(wc -l < "$work/$name.new/fct.txt") flows, sha256 $(sha256sum < "$work/$name.new/fct.txt" | cut -c1-16)), pfc.txt identical ($(wc -l < "$work/$name.new/pfc.txt") frames)"
  else
    echo "$name: DIFFERENT"; diff "$work/$name.old/fct.txt" "$work/$name.new/fct.txt" | head -5; exit 1
  fi
}
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
scenario CONV2 "$root/examples/conv2.yaml"
scenario INCAST16 "$root/examples/incast16.yaml"
scenario INCAST16PFC "$root/examples/incast16-pfc.yaml"
scenario LS32 --hpcc-topology "$hpcc/ls32_topology.txt" --hpcc-flows "$hpcc/ls32_websearch_l30_5ms_seed1_flows.txt" --profile hpcc-dcqcn
scenario FAT320 --hpcc-topology "$hpcc/fat320_topology.txt" --hpcc-flows "$hpcc/fat320_websearch_l30_2ms_seed1_flows.txt" --profile hpcc-dcqcn
# speed: FAT320 alternately; process wall (GNU time), simulation wall and thread CPU from summary.json
for i in $(seq 1 "$runs"); do
  for v in old new; do
    jar=$([[ $v == old ]] && echo "$old" || echo "$new")
    /usr/bin/time -f "%e" -o "$work/time" java -Xmx1g -jar "$jar" sim --hpcc-topology "$hpcc/fat320_topology.txt" \
      --hpcc-flows "$hpcc/fat320_websearch_l30_2ms_seed1_flows.txt" --profile hpcc-dcqcn --json --no-progress > "$work/s.json"
    python3 -c "import json,sys; r=json.load(open('$work/s.json'))['run']; print('$v', open('$work/time').read().strip(), r['wallSeconds'], r['cpuSeconds'])" >> "$work/speed"
    tail -1 "$work/speed"
  done
done
python3 - "$work/speed" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
for v in ("old", "new"):
    r = [list(map(float, x[1:])) for x in rows if x[0] == v]
    med = [statistics.median(c) for c in zip(*r)]
    print(f"FAT320 {v}: median of {len(r)} runs: process {med[0]:.2f} s wall, simulation {med[1]:.2f} s wall, thread CPU {med[2]:.2f} s")
PY
echo "machine load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
