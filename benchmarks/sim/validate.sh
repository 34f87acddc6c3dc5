#!/usr/bin/env bash
# The numbers behind docs/sim.md's validation table: rocekit's hpcc-dcqcn profile on the reference
# scenarios' own input files, over several ECN seeds (the reference's results are in
# fixtures/sim/README.md). CONV2 and INCAST16 use generated stars identical to the reference files.
#
# Usage: benchmarks/sim/validate.sh [SEEDS (default 5)]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
seeds="${1:-5}"
[[ -f "$root/benchmarks/target/benchmarks.jar" ]] || (cd "$root" && mvn -B -q package -DskipTests -pl benchmarks -am)
run() { java -cp "$root/benchmarks/target/benchmarks.jar" io.rocekit.bench.sim.Validate "$@"; }
hpcc="$root/examples/hpcc"
echo "== LS32 (reference: all 1.367/5.180/7.196; <100KB 1.127/6.211/9.644; 100KB-1MB 1.428/5.148/5.816; >=1MB 2.030/4.754/6.172; peak 1,125 KB)"
run "$hpcc/ls32_topology.txt" "$hpcc/ls32_websearch_l30_5ms_seed1_flows.txt" "$seeds"
echo "== CONV2, INCAST16, INCAST16-PFC: rocekit sim examples/{conv2,incast16,incast16-pfc}.yaml --seed S"
for s in $(seq 1 "$seeds"); do
  for ex in conv2 incast16 incast16-pfc; do
    java -jar "$root/rocekit-cli/target/rocekit.jar" sim "$root/examples/$ex.yaml" --seed "$s" --json --no-progress |
      python3 -c "import json,sys; d=json.load(sys.stdin); h=d['hottestPort']; t=d['totals']; print('$ex seed $s', 'FCT(us) first/last', round(d['flows']['firstStartUs']), round(d['flows']['lastFinishUs']-d['flows']['firstStartUs'],1), 'peak KB', round(h['queuePeakBytes']/1e3), 'mean busy KB', round(h['queueMeanWhileBusyBytes']/1e3), 'PAUSE', t['pauseFramesReceived'], 'RESUME', t['resumeFramesReceived'])"
  done
done
