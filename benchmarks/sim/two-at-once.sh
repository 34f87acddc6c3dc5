#!/usr/bin/env bash
# Does this host give a second core of its own? (issue 22, docs/performance.md "Twelfth round")
# The k=32 permutation (scale.sh's scenario) once alone, then twice at the same time, for ROUNDS
# rounds; prints each run's wall, simulation-thread CPU and events per simulation-CPU second. If
# the two at once run as fast as one alone, the cores keep their misses in flight independently
# and a simulation split over two threads could approach twice the rate; if not, they share.
# Usage: benchmarks/sim/two-at-once.sh [ROUNDS (default 3)] [K (default 32)]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
rounds="${1:-3}"
k="${2:-32}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/k$k.yaml" <<YAML
name: fattree-k$k-permutation
profile: hpcc-dcqcn
topology:
  fat-tree: {k: $k, host-rate: 400Gbps, delay: 1us}
traffic:
  - permutation: {size: 256KB}
YAML
one() { # tag
  local t0 t1
  t0=$(date +%s.%N)
  "$root/rocekit" sim "$work/k$k.yaml" --json --no-progress > "$work/$1.json" 2>/dev/null
  t1=$(date +%s.%N)
  python3 - "$work/$1.json" "$1" "$t0" "$t1" <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))["run"]
cpu, ev = run["cpuSeconds"], run["events"]
print("%-8s wall %6.2f s  simulation CPU %6.2f s  %d events  %.2f M events / simulation-CPU s"
      % (sys.argv[2], float(sys.argv[4]) - float(sys.argv[3]), cpu, ev, ev / cpu / 1e6))
PY
}
"$root/rocekit" --version > /dev/null # builds the jar first if needed
for round in $(seq 1 "$rounds"); do
  echo "round $round, load $(cut -d' ' -f1-3 /proc/loadavg)"
  one "alone$round"
  one "pairA$round" & one "pairB$round" & wait
done
