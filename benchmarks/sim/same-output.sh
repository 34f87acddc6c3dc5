#!/usr/bin/env bash
# This checkout's simulator against another build of it (for example main before a refactoring):
#   1. fct.txt and pfc.txt of the five HPCC reference runs (CONV2, INCAST16, INCAST16-PFC, LS32,
#      FAT320) must be byte-identical;
#   2. FAT320's speed, old and new alternately so both see the same machine load: in fresh JVMs
#      through the CLI (process wall, simulation wall, simulating thread's CPU), and JIT-warm in one
#      JVM (SimSpeed, the last of 3 runs); medians are printed.
#
# Usage: benchmarks/sim/same-output.sh OLD_CHECKOUT [RUNS_EACH (default 5)]
# OLD_CHECKOUT needs rocekit-cli/target/rocekit.jar and benchmarks/target/benchmarks.jar, e.g.
#   git worktree add /tmp/sim-base main
#   (cd /tmp/sim-base && mvn -q -DskipTests package -pl rocekit-cli,benchmarks -am)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
oldroot="$(cd "$1" && pwd)" runs="${2:-5}"
for r in "$root" "$oldroot"; do
  [[ -f "$r/rocekit-cli/target/rocekit.jar" && -f "$r/benchmarks/target/benchmarks.jar" ]] ||
    (cd "$r" && mvn -B -q package -DskipTests -pl rocekit-cli,benchmarks -am)
done
work="$(mktemp -d)"
hpcc="$root/examples/hpcc"
fat=(--hpcc-topology "$hpcc/fat320_topology.txt" --hpcc-flows "$hpcc/fat320_websearch_l30_2ms_seed1_flows.txt"
  --profile hpcc-dcqcn)
dir() { [[ $1 == old ]] && echo "$oldroot" || echo "$root"; }
scenario() { # name args...
  local name="$1"; shift
  for v in old new; do
    java -Xmx1g -jar "$(dir $v)/rocekit-cli/target/rocekit.jar" sim "$@" --fct-format hpcc \
      --out "$work/$name.$v" --json --no-progress > /dev/null
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
scenario FAT320 "${fat[@]}"
for i in $(seq 1 "$runs"); do
  for v in old new; do
    /usr/bin/time -f "%e" -o "$work/time" java -Xmx1g -jar "$(dir $v)/rocekit-cli/target/rocekit.jar" sim "${fat[@]}" \
      --json --no-progress > "$work/s.json"
    python3 -c "import json; r=json.load(open('$work/s.json'))['run']; print('cold', '$v', open('$work/time').read().strip(), r['wallSeconds'], r['cpuSeconds'])" >> "$work/speed"
    java -Xmx1g -cp "$(dir $v)/benchmarks/target/benchmarks.jar" io.rocekit.bench.sim.SimSpeed \
      "$hpcc/fat320_topology.txt" "$hpcc/fat320_websearch_l30_2ms_seed1_flows.txt" 3 calendar |
      tail -1 | sed -E 's/.*wall ([0-9.]+) s, thread cpu ([0-9.]+) s.*/warm '"$v"' \1 \1 \2/' >> "$work/speed"
    tail -2 "$work/speed"
  done
done
python3 - "$work/speed" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
for kind, what in (("cold", "fresh JVM: process wall, simulation wall, thread CPU"), ("warm", "JIT-warm (3rd run in one JVM): simulation wall, -, thread CPU")):
    for v in ("old", "new"):
        r = [list(map(float, x[2:])) for x in rows if x[0] == kind and x[1] == v]
        med = [statistics.median(c) for c in zip(*r)]
        print(f"FAT320 {kind} {v}: median of {len(r)}: " + ", ".join(f"{m:.2f} s" for m in med) + f"  ({what})")
PY
echo "machine load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
