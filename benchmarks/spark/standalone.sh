#!/usr/bin/env bash
# A Spark standalone cluster on 127.0.0.1 from the Spark version the build uses (the jars Maven put
# in rocekit-spark/target/spark-lib), for the CI check and for trying the Spark runner by hand.
#
#   benchmarks/spark/standalone.sh start [WORKERS] [CORES_PER_WORKER]   # prints export lines
#   benchmarks/spark/standalone.sh stop
#   benchmarks/spark/standalone.sh status
#
# It lays the jars out as a SPARK_HOME (jars/, RELEASE, bin/spark-submit, conf/), starts one master
# (spark://127.0.0.1:$SPARK_MASTER_PORT, default 7077) and the workers as plain JVMs (Spark's
# sbin/ scripts are not in Maven jars), waits until every worker has registered, and writes pids
# and logs under $STATE (default benchmarks/spark/target/standalone). Needs `mvn package` first.
# SPARK_SCALA_VERSION=2.13 tells a worker's launcher which Scala build the jars are: without it a
# SPARK_HOME that is not a Spark distribution is refused when the worker starts an executor.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
lib="$root/rocekit-spark/target/spark-lib"
state="${STATE:-$here/target/standalone}"
home="$state/spark-home"
port="${SPARK_MASTER_PORT:-7077}"
ui_port="${SPARK_MASTER_WEBUI_PORT:-0}"   # 0: any free port (no clash with 8080)
master="spark://127.0.0.1:$port"
export SPARK_LOCAL_IP=127.0.0.1 SPARK_SCALA_VERSION=2.13
# the module openings Spark needs on Java 17 (the list Spark's own launcher adds)
opens=(--add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED
  --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED
  --add-opens=java.base/java.net=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED
  --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.util.concurrent=ALL-UNNAMED
  --add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED --add-opens=java.base/jdk.internal.ref=ALL-UNNAMED
  --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-opens=java.base/sun.nio.cs=ALL-UNNAMED
  --add-opens=java.base/sun.security.action=ALL-UNNAMED --add-opens=java.base/sun.util.calendar=ALL-UNNAMED
  -Djdk.reflect.useDirectMethodHandle=false -Dio.netty.tryReflectionSetAccessible=true)

layout() {
  local core version
  core=$(ls "$lib"/spark-core_2.13-*.jar 2>/dev/null | head -1) || true
  [[ -n "$core" ]] || { echo "standalone.sh: $lib has no Spark jars; run 'mvn -B -DskipTests package' first" >&2; exit 2; }
  version=$(basename "$core" .jar); version=${version#spark-core_2.13-}
  mkdir -p "$home/jars" "$home/bin" "$home/conf" "$state/worker-dirs" "$state/logs"
  cp -u "$lib"/*.jar "$home/jars/"
  echo "Spark $version (Scala 2.13) laid out by rocekit benchmarks/spark/standalone.sh from Maven jars" > "$home/RELEASE"
  # spark-submit as Spark's bin/spark-class runs it, without the shell launcher library
  cat > "$home/bin/spark-submit" <<SUBMIT
#!/usr/bin/env bash
export SPARK_HOME="$home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1
exec java -Xmx\${SPARK_DRIVER_MEMORY:-1g} ${opens[*]} -cp "$home/conf:$home/jars/*" org.apache.spark.deploy.SparkSubmit "\$@"
SUBMIT
  chmod +x "$home/bin/spark-submit"
  # executors get the same openings; logs stay quiet
  printf 'spark.executor.extraJavaOptions %s\nspark.driver.extraJavaOptions %s\n' "${opens[*]}" "${opens[*]}" \
    > "$home/conf/spark-defaults.conf"
  printf 'rootLogger.level = warn\nrootLogger.appenderRef.stderr.ref = console\nappender.console.type = Console\nappender.console.name = console\nappender.console.target = SYSTEM_ERR\nappender.console.layout.type = PatternLayout\nappender.console.layout.pattern = %%d{HH:mm:ss} %%p %%c{1}: %%m%%n\nlogger.master.name = org.apache.spark.deploy.master.Master\nlogger.master.level = info\nlogger.worker.name = org.apache.spark.deploy.worker.Worker\nlogger.worker.level = info\n' \
    > "$home/conf/log4j2.properties"
  echo "$version"
}

jvm() { # NAME CLASS ARGS...: one daemon JVM, pid and log under $state
  local name=$1; shift
  SPARK_HOME="$home" nohup java -Xmx512m "${opens[@]}" -cp "$home/conf:$home/jars/*" "$@" \
    > "$state/logs/$name.log" 2>&1 &
  echo $! > "$state/$name.pid"
}

registered() { grep -c "Registering worker" "$state/logs/master.log" 2>/dev/null || true; }

start() {
  local workers=${1:-1} cores=${2:-2} version
  stop >/dev/null 2>&1 || true
  version=$(layout)
  jvm master org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port "$ui_port"
  for ((i = 1; i <= workers; i++)); do
    jvm "worker$i" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --cores "$cores" --memory 2g \
      --webui-port 0 --work-dir "$state/worker-dirs/worker$i" "$master"
  done
  for ((t = 0; t < ${START_TIMEOUT:-300}; t++)); do
    [[ $(registered) -ge $workers ]] && break
    for p in "$state"/*.pid; do
      kill -0 "$(cat "$p")" 2>/dev/null || { echo "standalone.sh: $(basename "$p" .pid) exited; see $state/logs" >&2; stop; exit 1; }
    done
    sleep 1
  done
  [[ $(registered) -ge $workers ]] || { echo "standalone.sh: workers did not register in ${START_TIMEOUT:-300} s; see $state/logs" >&2; stop; exit 1; }
  echo "# Spark $version standalone: $master, $workers worker(s) x $cores cores; logs in $state/logs" >&2
  echo "export SPARK_HOME=$home SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 SPARK_MASTER=$master"
}

stop() {
  local p
  for p in "$state"/*.pid; do
    [[ -f "$p" ]] || continue
    kill "$(cat "$p")" 2>/dev/null || true
    rm -f "$p"
  done
  # executors are children of the workers and end with them; give the JVMs a moment
  sleep 1
}

status() {
  local p
  for p in "$state"/*.pid; do
    [[ -f "$p" ]] || continue
    if kill -0 "$(cat "$p")" 2>/dev/null; then echo "$(basename "$p" .pid) running (pid $(cat "$p"))"; else echo "$(basename "$p" .pid) gone"; fi
  done
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start [WORKERS] [CORES_PER_WORKER] | stop | status" >&2; exit 2 ;;
esac
