#!/usr/bin/env bash
# Runs rocekit commands on an installed or unpacked package: ROCEKIT=/opt/rocekit/bin/rocekit by
# default. Each must exit 0 or 1 (1: findings), never 2 or 3, and print no Java exception.
set -euo pipefail
rk=${ROCEKIT:-/opt/rocekit/bin/rocekit}
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
check() {
  local rc=0
  "$rk" "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
  if [[ $rc -gt 1 ]] || grep -q "Exception\|Error:" "$tmp/err"; then
    echo "smoke: rocekit $* exited $rc" >&2; cat "$tmp/err" >&2; exit 1
  fi
  echo "smoke: rocekit $* -> $rc"
}
check --version
check doctor --demo
check doctor --demo --json
check doctor --demo --html "$tmp/d.html"
check rules
check bench "$root/rocekit-doctor/src/test/resources/bench/variants/nccltests-roce-2node-h100-tuned-with-log.txt"
check sim "$root/examples/incast16.yaml" --json
check decode "$root/examples/captures/$(ls "$root/examples/captures" | grep -m1 'pcap')"
check collect -o "$tmp/{host}.tar.gz"
check fleet "$tmp"
check monitor --help
