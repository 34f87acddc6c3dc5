#!/usr/bin/env bash
# CI check of the Spark runner on a real standalone cluster (issue 21): starts a master and a
# worker on 127.0.0.1 with standalone.sh, runs `rocekit tune` and `rocekit fleet` through
# spark-submit against it, runs the same locally on threads, and requires the same results byte
# for byte (JSON with the run's own timing and runner name removed; the results table with each
# row's wall time removed); fleet also from the snapshot folder's file:// URI (read by the executors
# through Hadoop's FileSystem API). Also prints the measured Spark overhead (docs/performance.md).
# Needs `mvn -B package` (rocekit.jar, rocekit-spark.jar and target/spark-lib). .ci/run runs it.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
jar="$root/rocekit-cli/target/rocekit.jar"
work="${WORK:-$here/target/check}"
sweep="${SWEEP:-$root/rocekit-cli/src/test/resources/tune/tiny-sweep.yaml}"
nodes="${NODES:-24}"
[[ -f "$jar" && -f "$root/rocekit-spark/target/rocekit-spark.jar" ]] || {
  echo "check-standalone.sh: build first: mvn -B -DskipTests package" >&2; exit 2; }
rm -rf "$work"; mkdir -p "$work"
trap '"$here/standalone.sh" stop' EXIT
cluster=$("$here/standalone.sh" start 1 2) || exit 1
eval "$cluster"
export SPARK_HOME
rocekit() { java -jar "$jar" "$@"; }
now() { date +%s.%N; }

# tune: threads, then the cluster, into separate results directories
t0=$(now); rocekit tune "$sweep" --out "$work/tune-local" --threads 2 --no-progress --json > "$work/tune-local.json"
t1=$(now); rocekit tune "$sweep" --out "$work/tune-spark" --spark-master "$SPARK_MASTER" --json \
  > "$work/tune-spark.json" 2> "$work/tune-spark.err" || { cat "$work/tune-spark.err" >&2; exit 1; }
t2=$(now)
norm_json() { jq -S 'del(.simulations)' "$1"; }
norm_rows() { jq -cS 'del(.wallSeconds)' "$1" | sort; }
cmp <(norm_json "$work/tune-local.json") <(norm_json "$work/tune-spark.json") \
  || { echo "tune: Spark result differs from local" >&2; diff <(norm_json "$work/tune-local.json") <(norm_json "$work/tune-spark.json") | head -20 >&2; exit 1; }
cmp <(norm_rows "$work/tune-local/rows.jsonl") <(norm_rows "$work/tune-spark/rows.jsonl") \
  || { echo "tune: Spark rows differ from local" >&2; exit 1; }
jq -e '.simulations.runner | startswith("Spark spark://")' "$work/tune-spark.json" >/dev/null \
  || { echo "tune: the Spark run did not run on the cluster: $(jq .simulations.runner "$work/tune-spark.json")" >&2; exit 1; }
sims=$(jq '.simulations.run' "$work/tune-spark.json")

# fleet: generated snapshots, read by the executors from the shared (here: local) filesystem
rc=0; rocekit fleet --demo="$nodes" --demo-dir "$work/snaps" --no-progress --quiet >/dev/null 2>&1 || rc=$?
[[ $rc -le 1 ]] || { echo "fleet --demo (generating the snapshots) exited $rc" >&2; exit 1; }
t3=$(now); rc=0; rocekit fleet "$work/snaps" --threads 2 --json --no-progress > "$work/fleet-local.json" || rc=$?
[[ $rc -le 1 ]] || { echo "fleet (local) exited $rc" >&2; exit 1; }
t4=$(now); rc=0; rocekit fleet "$work/snaps" --spark-master "$SPARK_MASTER" --json > "$work/fleet-spark.json" \
  2> "$work/fleet-spark.err" || rc=$?
[[ $rc -le 1 ]] || { cat "$work/fleet-spark.err" >&2; echo "fleet (Spark) exited $rc" >&2; exit 1; }
t5=$(now)
cmp "$work/fleet-local.json" "$work/fleet-spark.json" \
  || { echo "fleet: Spark result differs from local" >&2; diff "$work/fleet-local.json" "$work/fleet-spark.json" | head -20 >&2; exit 1; }
# the same folder as a file:// URI: listed by the driver, opened by the executors through Hadoop's FileSystem API
uri="file://$work/snaps/"
t6=$(now); rc=0; rocekit fleet "$uri" --spark-master "$SPARK_MASTER" --json > "$work/fleet-uri.json" \
  2> "$work/fleet-uri.err" || rc=$?
[[ $rc -le 1 ]] || { cat "$work/fleet-uri.err" >&2; echo "fleet (Spark, $uri) exited $rc" >&2; exit 1; }
t7=$(now)
cmp "$work/fleet-local.json" "$work/fleet-uri.json" \
  || { echo "fleet: Spark result from $uri differs from local" >&2; diff "$work/fleet-local.json" "$work/fleet-uri.json" | head -20 >&2; exit 1; }

printf 'spark standalone check: tune (%d simulations) and fleet (%d nodes, from the folder and from %s) identical to local\n' "$sims" "$nodes" "$uri"
awk -v a="$t0" -v b="$t1" -v c="$t2" -v d="$t3" -v e="$t4" -v f="$t5" -v g="$t6" -v h="$t7" -v n="$(nproc)" -v l="$(cut -d' ' -f1-3 /proc/loadavg)" \
  'BEGIN { printf "wall: tune local %.1f s, Spark %.1f s; fleet local %.1f s, Spark %.1f s, Spark from file:// %.1f s (%s CPUs, load %s)\n", b-a, c-b, e-d, f-e, h-g, n, l }'
