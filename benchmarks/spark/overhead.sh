#!/usr/bin/env bash
# Spark's overhead against local threads, in one run on one machine (docs/performance.md): the
# same sweeps of the tiny test scenario, 1 simulation and N simulations, each run on 2 local
# threads and through spark-submit on a standalone cluster (standalone.sh: 1 worker, 2 cores).
# Start-up is the 1-simulation run's extra wall time; the per-task cost is the extra wall time of
# the N-simulation run beyond start-up, divided by N. Prints wall, the rocekit process's CPU
# (user+sys: for Spark the driver inside spark-submit) and the cluster JVMs' CPU, and the load.
#
#   benchmarks/spark/overhead.sh [N]        # default N=48; needs mvn -B -DskipTests package
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
jar="$root/rocekit-cli/target/rocekit.jar"
n=${1:-48}
work="$here/target/overhead"; rm -rf "$work"; mkdir -p "$work"
cp "$root/rocekit-cli/src/test/resources/tune/tiny-scenario.yaml" "$work/"
sweep() { # NAME POINTS: a sweep of POINTS Kmin values x 1 seed, no baselines, no effect rounds
  local vals; vals=$(seq 1 "$2" | sed 's/$/KB/' | paste -sd, -)
  printf 'name: %s\nbase: {scenario: tiny-scenario.yaml}\nspace: {ecn.kmin: [%s]}\nseeds: 1\n' "$1" "$vals" > "$work/$1.yaml"
  printf 'objectives: [{minimize: fct.slowdown.p99.all}]\nbaselines: []\neffects: false\n' >> "$work/$1.yaml"
}
sweep one 1; sweep many "$n"
trap '"$here/standalone.sh" stop' EXIT
cluster=$("$here/standalone.sh" start 1 2) || exit 1
eval "$cluster"
export SPARK_HOME
cluster_cpu() { # clock ticks used so far by the master, the worker and its executors
  local t=0 p
  for p in $(cat "$here/target/standalone"/*.pid) $(pgrep -f CoarseGrainedExecutorBackend || true); do
    [[ -r /proc/$p/stat ]] && t=$((t + $(awk '{print $14 + $15 + $16 + $17}' /proc/$p/stat)))
  done
  echo $t
}
hz=$(getconf CLK_TCK)
run() { # LABEL SWEEP ARGS...: prints label, wall s, rocekit CPU s, cluster CPU s
  local label=$1 s=$2; shift 2
  local c0 c1; c0=$(cluster_cpu)
  /usr/bin/time -f "%e %U %S" -o "$work/time" java -jar "$jar" tune "$work/$s.yaml" --out "$work/out-$label" \
    --no-progress "$@" > "$work/$label.out" 2> "$work/$label.err" || { cat "$work/$label.err" >&2; exit 1; }
  c1=$(cluster_cpu)
  read -r wall user sys < <(tail -1 "$work/time")
  awk -v l="$label" -v w="$wall" -v u="$user" -v s="$sys" -v c0="$c0" -v c1="$c1" -v hz="$hz" \
    -v ld="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN { printf "%-22s wall %6.2f s  rocekit CPU %6.2f s  cluster CPU %6.2f s  load %s\n", l, w, u + s, (c1 - c0) / hz, ld }'
  echo "$wall" > "$work/$label.wall"
}
echo "# $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg) at start; $n simulations in the larger sweep"
run local-1 one --threads 2
run spark-1 one --spark-master "$SPARK_MASTER"
run local-$n many --threads 2
run spark-$n many --spark-master "$SPARK_MASTER"
w() { cat "$work/$1.wall"; }
awk -v s1="$(w spark-1)" -v l1="$(w local-1)" -v sn="$(w spark-$n)" -v ln="$(w local-$n)" -v n="$n" 'BEGIN {
  up = s1 - l1; per = ((sn - ln) - up) / n
  printf "Spark start-up (1 simulation, spark-submit to result): +%.2f s; per task beyond start-up: %+.3f s (%d tasks)\n", up, per, n }'
