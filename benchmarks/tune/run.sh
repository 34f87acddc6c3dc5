#!/usr/bin/env bash
# Runs the tune scale benchmark: the same 64-point x 2-seed sweep on local threads and on Spark
# local[2] (fresh results directories, so nothing is cached), then successive halving. Prints the
# figures for docs/performance.md. Needs: mvn -DskipTests package -pl rocekit-spark,rocekit-cli -am
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-/tmp/rocekit-tune-bench}
rm -rf "$out"; mkdir -p "$out"
uptime
/usr/bin/time -f "local: %e s wall, %U s user" ./rocekit tune benchmarks/tune/fattree-sweep.yaml --out "$out/local" \
  --threads 2 --no-progress > "$out/local.txt"
/usr/bin/time -f "spark: %e s wall, %U s user" ./rocekit tune benchmarks/tune/fattree-sweep.yaml --out "$out/spark" \
  --spark-master 'local[2]' --no-progress > "$out/spark.txt" 2> >(grep -v WARN >&2)
/usr/bin/time -f "halving: %e s wall, %U s user" ./rocekit tune benchmarks/tune/fattree-halving.yaml --out "$out/halving" \
  --threads 2 --no-progress > "$out/halving.txt"
uptime
head -2 "$out/local.txt" "$out/spark.txt" "$out/halving.txt"
grep -h "^recommended" "$out/local.txt" "$out/spark.txt" "$out/halving.txt"
python3 - "$out" <<'PY'
import json, sys
d = sys.argv[1]
def rows(p):
    return sorted((r['id'], r['seed'], json.dumps(r['metrics'], sort_keys=True)) for r in map(json.loads, open(p)))
a, b = rows(d + '/local/rows.jsonl'), rows(d + '/spark/rows.jsonl')
print('identical tables local vs spark:', a == b, len(a), 'rows')
for n in ('local', 'spark', 'halving'):
    s = json.load(open(f'{d}/{n}/result.json'))['simulations']
    print(n, 'recommended', json.load(open(f'{d}/{n}/result.json'))['recommended']['id'], s)
PY
