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
  [[ -d "$d" ]] || { mkdir -p "$d" && { cp -rl "$demo/." "$d/" 2>/dev/null || cp -r "$demo/." "$d/"; }; } # hard links: same bytes
done
find "$demo" -type f -exec cat {} + > /dev/null # page cache (the copies are hard links to these files)
java "${flags[@]}" -XX:ArchiveClassesAtExit="$work/rocekit.jsa" -jar "$jar" doctor --snapshot "$work/snapshots/node0" \
  > /dev/null 2>&1 || true

# Runs the three commands on each copy in turn (so that a change in the machine's load during the
# run hits all three alike), keeping wall and CPU time per command; prints running means every 100.
names=("peer: java -version" "rocekit doctor --snapshot" "rocekit doctor --snapshot (AppCDS)")
cmd() { # index snapshot
  case "$1" in
    0) java "${flags[@]}" -version ;;
    1) java "${flags[@]}" -jar "$jar" doctor --snapshot "$2" ;;
    2) java "${flags[@]}" -XX:SharedArchiveFile="$work/rocekit.jsa" -jar "$jar" doctor --snapshot "$2" ;;
  esac
}
children_cpu() { awk '{print $16 + $17}' /proc/$$/stat; } # cutime + cstime, in clock ticks
wall=(0 0 0); cpu=(0 0 0); hz=$(getconf CLK_TCK)
report() { # copies done
  for j in 0 1 2; do
    printf '%-40s %7.0f ms wall %7.0f ms CPU  per snapshot (%d snapshots)\n' "${names[$j]}" \
      "$(echo "${wall[$j]} / $1 * 1000" | bc -l)" "$(echo "${cpu[$j]} / $hz / $1 * 1000" | bc -l)" "$1"
  done
}
echo "$copies copies of the demo snapshot in $work; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); $(java -version 2>&1 | head -1)"
for ((i = 0; i < copies; i++)); do
  for j in 0 1 2; do
    c0=$(children_cpu); t0=$(date +%s.%N)
    cmd "$j" "$work/snapshots/node$i" > /dev/null 2>&1 || [[ $? -eq 1 ]] # exit 1 = findings, expected
    t1=$(date +%s.%N); c1=$(children_cpu)
    wall[$j]=$(echo "${wall[$j]} + $t1 - $t0" | bc -l); cpu[$j]=$((cpu[$j] + c1 - c0))
  done
  if (( (i + 1) % 100 == 0 && i + 1 < copies )); then report $((i + 1)); echo; fi
done
echo "load at the end $(cut -d' ' -f1-3 /proc/loadavg)"
report "$copies"
printf 'doctor / JVM start (wall): %.1fx plain, %.1fx with AppCDS\n' \
  "$(echo "${wall[1]} / ${wall[0]}" | bc -l)" "$(echo "${wall[2]} / ${wall[0]}" | bc -l)"
