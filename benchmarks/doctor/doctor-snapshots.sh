#!/usr/bin/env bash
# rocekit doctor over N copies of the demo snapshot, one JVM per snapshot (as a fleet script would
# run it), against the JVM's own start-up in the same run.
#
# Makes COPIES copies of the bundled demo snapshot (an 8-GPU node: 500 files, sysfs tree and
# command outputs), then times, over every copy:
#   rocekit doctor --snapshot COPY              (JVM start included)
#   the same with an AppCDS archive of rocekit's classes (made by one training run)
#   java -version                               (the peer: the floor any JVM tool pays)
# and prints the mean wall time per snapshot, the CPU time, and the ratio to the peer.
#
# Usage: benchmarks/doctor/doctor-snapshots.sh [COPIES (default 1000)] [WORKDIR (default a temp dir)]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
copies="${1:-1000}"
work="${2:-$(mktemp -d)}"
jar="$root/rocekit-cli/target/rocekit.jar"
demo="$root/rocekit-doctor/src/main/resources/io/rocekit/doctor/demo/h100-untuned"
flags=(-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto)

[[ -f "$jar" ]] || (cd "$root" && mvn -B -q package -DskipTests -pl rocekit-cli -am)
mkdir -p "$work/snapshots"
for ((i = 0; i < copies; i++)); do
  d="$work/snapshots/node$i"
  [[ -d "$d" ]] || cp -r "$demo" "$d"
done
find "$work/snapshots" -type f -exec cat {} + > /dev/null # page cache, as on a host that just collected
java "${flags[@]}" -XX:ArchiveClassesAtExit="$work/rocekit.jsa" -jar "$jar" doctor --snapshot "$work/snapshots/node0" \
  > /dev/null 2>&1 || true

run_all() { # name command... (the snapshot directory is appended)
  local name="$1"; shift
  local t0 t1 cpu0 cpu1
  cpu0=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  t0=$(date +%s.%N)
  for ((i = 0; i < copies; i++)); do
    "$@" "$work/snapshots/node$i" > /dev/null 2>&1 || [[ $? -eq 1 ]] # exit 1 = findings, expected
  done
  t1=$(date +%s.%N)
  cpu1=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
  local wall cpu
  wall=$(echo "($t1 - $t0) / $copies * 1000" | bc -l)
  cpu=$(echo "($cpu1 - $cpu0) / $(getconf CLK_TCK) / $copies * 1000" | bc -l)
  printf '%-44s %8.0f ms wall %8.0f ms CPU  per snapshot\n' "$name" "$wall" "$cpu"
  echo "$wall" > "$work/t.$name"
}
version() { java "${flags[@]}" -version; } # the peer ignores its argument

echo "$copies copies of the demo snapshot in $work; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); $(java -version 2>&1 | head -1)"
run_all "peer: java -version" version
run_all "rocekit doctor --snapshot" java "${flags[@]}" -jar "$jar" doctor --snapshot
run_all "rocekit doctor --snapshot (AppCDS)" java "${flags[@]}" -XX:SharedArchiveFile="$work/rocekit.jsa" -jar "$jar" doctor --snapshot
peer=$(cat "$work/t.peer: java -version")
printf 'doctor / JVM start: %.1fx plain, %.1fx with AppCDS\n' \
  "$(echo "$(cat "$work/t.rocekit doctor --snapshot") / $peer" | bc -l)" \
  "$(echo "$(cat "$work/t.rocekit doctor --snapshot (AppCDS)") / $peer" | bc -l)"
