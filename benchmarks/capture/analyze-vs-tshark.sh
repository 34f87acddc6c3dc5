#!/usr/bin/env bash
# rocekit analyze against tshark on the same captures, in the same run.
#
# Writes two captures of about 2,000,000 frames with the synthetic traffic generator (64 RC
# connections, 16-packet RDMA WRITE messages of 1 KB packets, coalesced ACKs, 0.01 % drops with
# NAK and go-back-N, 0.01 % reordering, 2 % CE with CNPs; VLAN, IPv4, nanosecond pcap):
#   flows.pcap       whole frames (about 2.1 GB)
#   flows-s128.pcap  the same traffic cut at 128 bytes, as `tcpdump -s 128` writes it (about 280 MB)
# warms the page cache, then times on each (through the ./rocekit launcher, JVM start included):
#   rocekit analyze FILE                    (text report, ICRC verified where captured)
#   rocekit analyze FILE --json             > /dev/null
#   the same with a 48 MB heap              (memory bounded by flows, not frames)
#   tshark -n -T fields -e infiniband.bth.destqp -e infiniband.bth.psn   > /dev/null
# and prints wall time, CPU time (user + sys), peak RSS, frames per second of wall and of CPU,
# and the ratios tshark / rocekit; then the steady-state analysis rate per core (AnalyzeThroughput:
# 8 runs in one JVM, thread CPU time). CPU-time figures hold on a loaded machine; wall times do not.
#
# Usage: benchmarks/capture/analyze-vs-tshark.sh [FRAMES (default 2000000)] [WORKDIR (default a temp dir)]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
frames="${1:-2000000}"
work="${2:-$(mktemp -d)}"
mkdir -p "$work"
jar="$root/rocekit-cli/target/rocekit.jar"
bench="$root/benchmarks/target/benchmarks.jar"

command -v tshark >/dev/null || { echo "tshark is needed (apt-get install tshark)" >&2; exit 2; }
if [[ ! -f "$bench" || ! -f "$jar" ]]; then
  (cd "$root" && mvn -B -q package -DskipTests -pl benchmarks,rocekit-cli -am)
fi

for snap in 0 128; do
  name=flows.pcap; [[ $snap != 0 ]] && name=flows-s$snap.pcap
  if [[ ! -f "$work/$name" || ! -f "$work/$name.frames" ]]; then
    java -cp "$bench" io.rocekit.bench.capture.GenerateFlowCapture "$work/$name" "$frames" "$snap" 2> "$work/gen.log"
    cat "$work/gen.log" >&2
    awk '{print $2}' "$work/gen.log" > "$work/$name.frames" # "wrote N frames ..."
  fi
done

measure() { # label file command...
  local label="$1" file="$2"; shift 2
  cat "$file" > /dev/null # page cache
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" > /dev/null 2> "$work/stderr" \
    || { local rc=$?; [[ $rc == 1 ]] || { cat "$work/stderr" >&2; exit 3; }; } # 1 = findings
  read -r wall user sys rss < <(tail -1 "$work/time")
  local n; n=$(cat "$file.frames")
  local cpu; cpu=$(echo "$user + $sys" | bc -l)
  printf '%-44s %8.2f s %8.2f s CPU %12.0f fr/s %12.0f fr/CPU-s %6d MB\n' "$label" "$wall" "$cpu" \
    "$(echo "$n / $wall" | bc -l)" "$(echo "$n / $cpu" | bc -l)" "$((rss / 1024))"
  echo "$wall $cpu" > "$work/t.$(echo "$label" | tr -c 'a-zA-Z0-9' _)"
}

echo "$(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(java -version 2>&1 | head -1), $(tshark -v | head -1)"
for name in flows-s128.pcap flows.pcap; do
  file="$work/$name"
  echo "== $name: $(($(stat -c %s "$file") / 1000000)) MB"
  measure "rocekit analyze" "$file" "$root/rocekit" analyze "$file"
  measure "rocekit analyze --json" "$file" "$root/rocekit" analyze "$file" --json
  measure "rocekit analyze (heap 48 MB)" "$file" env ROCEKIT_JAVA_OPTS="-XX:+UseSerialGC -Xmx48m" "$root/rocekit" analyze "$file"
  measure "tshark -T fields destqp,psn" "$file" tshark -r "$file" -n -T fields -e infiniband.bth.destqp -e infiniband.bth.psn
  read -r rw rc < "$work/t.rocekit_analyze_"
  read -r tw tc < "$work/t.tshark__T_fields_destqp_psn_"
  printf 'ratio tshark / rocekit analyze: %.1fx wall, %.1fx CPU\n' "$(echo "$tw / $rw" | bc -l)" "$(echo "$tc / $rc" | bc -l)"
  # Steady state per core (thread CPU time; JVM start and JIT warm-up excluded).
  java -XX:+UseSerialGC -cp "$bench" io.rocekit.bench.capture.AnalyzeThroughput "$file" 8 | tail -1
done
