#!/usr/bin/env bash
# rocekit decode against tshark on the same capture, in the same run.
#
# Writes a capture of N RDMA WRITE Middle frames (1 KB payload, VLAN, 64 QPs, nanosecond pcap,
# every ICRC correct) with rocekit's own builder and writer, warms the page cache, then times
#   rocekit decode --fields destQp,psn     > /dev/null
#   rocekit decode --json                  > /dev/null
#   tshark -T fields -e infiniband.bth.destqp -e infiniband.bth.psn > /dev/null
# (through the ./rocekit launcher, JVM start included) and prints wall times, peak RSS and the ratios.
#
# Usage: benchmarks/wire/decode-vs-tshark.sh [FRAMES (default 2000000)] [WORKDIR (default a temp dir)]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
frames="${1:-2000000}"
work="${2:-$(mktemp -d)}"
cap="$work/decode-bench.pcap"

command -v tshark >/dev/null || { echo "tshark is needed (apt-get install tshark)" >&2; exit 2; }
if [[ ! -f "$root/benchmarks/target/benchmarks.jar" || ! -f "$root/rocekit-cli/target/rocekit.jar" ]]; then
  (cd "$root" && mvn -B -q package -DskipTests -pl benchmarks,rocekit-cli -am)
fi

if [[ ! -f "$cap" ]]; then
  java -cp "$root/benchmarks/target/benchmarks.jar" io.rocekit.bench.wire.GenerateCapture "$cap" "$frames"
fi
bytes=$(stat -c %s "$cap")
cat "$cap" > /dev/null # page cache

measure() { # name command...
  local name="$1"; shift
  local t0 t1
  t0=$(date +%s.%N)
  /usr/bin/time -f "%M" -o "$work/rss" "$@" > /dev/null 2> "$work/stderr" || { cat "$work/stderr" >&2; exit 3; }
  t1=$(date +%s.%N)
  local wall; wall=$(echo "$t1 - $t0" | bc -l)
  local rss; rss=$(tail -1 "$work/rss")
  printf '%-34s %9.2f s %12.0f frames/s %8.0f MB/s %7d MB RSS\n' "$name" "$wall" \
    "$(echo "$frames / $wall" | bc -l)" "$(echo "$bytes / $wall / 1000000" | bc -l)" "$((rss / 1024))"
  eval "t_$2=$wall" 2>/dev/null || true
  echo "$wall" > "$work/t.$name"
}

echo "capture: $cap ($frames frames, $((bytes / 1000000)) MB), $(nproc) cores, $(java -version 2>&1 | head -1)"
measure "rocekit decode --fields destQp,psn" "$root/rocekit" decode "$cap" --fields destQp,psn --no-summary
measure "rocekit decode --json" "$root/rocekit" decode "$cap" --json --no-summary
measure "rocekit decode --verify-icrc (text)" "$root/rocekit" decode "$cap" --verify-icrc
measure "tshark -T fields destqp,psn" tshark -r "$cap" -n -T fields -e infiniband.bth.destqp -e infiniband.bth.psn
ts=$(cat "$work/t.tshark -T fields destqp,psn")
printf 'ratio tshark/rocekit --fields: %.1fx   --json: %.1fx   text+ICRC: %.1fx\n' \
  "$(echo "$ts / $(cat "$work/t.rocekit decode --fields destQp,psn")" | bc -l)" \
  "$(echo "$ts / $(cat "$work/t.rocekit decode --json")" | bc -l)" \
  "$(echo "$ts / $(cat "$work/t.rocekit decode --verify-icrc (text)")" | bc -l)"
