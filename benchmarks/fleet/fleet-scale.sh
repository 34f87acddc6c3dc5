#!/usr/bin/env bash
# Fleet at scale: how rocekit fleet's time and memory grow with the number of nodes, against two
# peers measured in the same run: the doctor run once per node in its own JVM (what a cluster does
# without fleet), and `tar -xzf` of the same snapshots (the floor: unpacking alone).
#
#   benchmarks/fleet/fleet-scale.sh [DIR] [SIZES...]      # default: /tmp/rocekit-fleet 1000 2500 5000 10000
#
# Generates the largest size once with the seeded generator (.tar.gz, seed 1) and runs fleet on
# the first N snapshots for each size, on 2 threads, with the launcher's options for fleet (C2,
# ParallelGC). Prints wall, CPU (user+sys), peak RSS, and the load average around each run.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
jar="$root/rocekit-cli/target/rocekit.jar"
dir=${1:-/tmp/rocekit-fleet}; shift || true
sizes=("$@"); ((${#sizes[@]})) || sizes=(1000 2500 5000 10000)
max=0; for s in "${sizes[@]}"; do ((s > max)) && max=$s; done
[[ -f "$jar" ]] || { echo "build first: mvn -B -DskipTests package -pl rocekit-cli -am" >&2; exit 2; }
have=$(ls "$dir" 2>/dev/null | grep -c '\.tar\.gz$' || true)
if ((have < max)); then
  rm -rf "$dir"
  # the generated fleet of rocekit fleet --demo (seed 1, tar.gz), kept in $dir
  java -jar "$jar" fleet --demo="$max" --demo-dir "$dir" --no-progress --quiet >/dev/null 2>&1 || (($? <= 1))
fi
mapfile -t all < <(ls "$dir"/*.tar.gz | sort)
measure() { # label, command...: prints wall s, cpu s, max RSS MiB
  local label=$1; shift
  local load; load=$(cut -d' ' -f1 /proc/loadavg)
  /usr/bin/time -f "%e %U %S %M" -o /tmp/fleet-scale.time "$@" >/dev/null 2>/tmp/fleet-scale.err || true
  read -r wall user sys rss < <(tail -1 /tmp/fleet-scale.time)  # GNU time puts "Command exited with non-zero status" first
  printf '%-34s wall %8.1f s  cpu %8.1f s  peak RSS %6d MiB  load %s..%s\n' "$label" "$wall" \
    "$(echo "$user + $sys" | bc)" $((rss / 1024)) "$load" "$(cut -d' ' -f1 /proc/loadavg)"
}
opts=(-XX:+UseParallelGC -XX:-UsePerfData)
for n in "${sizes[@]}"; do
  measure "fleet $n nodes" java "${opts[@]}" -jar "$jar" fleet --threads 2 --json "${all[@]:0:$n}"
done
n=${sizes[0]}
measure "fleet $n nodes, -Xmx256m" java "${opts[@]}" -Xmx256m -jar "$jar" fleet --threads 2 --json "${all[@]:0:$n}"
n=$max
measure "fleet $n nodes, -Xmx512m" java "${opts[@]}" -Xmx512m -jar "$jar" fleet --threads 2 --json "${all[@]:0:$n}"
# peers, on the first 1,000 (tar) and the first 50 (a JVM per node) snapshots
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
measure "peer: tar -xzf, 1000 snapshots" bash -c 'for f in "$@"; do d='"$tmp"'/$(basename "$f"); mkdir "$d"; tar -xzf "$f" -C "$d"; done' _ "${all[@]:0:1000}"
measure "peer: doctor per node, 50 JVMs" bash -c 'for f in "$@"; do java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar '"$jar"' doctor --snapshot "$f" --json >/dev/null || true; done' _ "${all[@]:0:50}"
