package io.rocekit.cli.spark;

import io.rocekit.cli.command.InputException;
import io.rocekit.core.text.Printable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a {@code --spark-master} value before Spark sees it: Spark's own parse errors surface as
 * internal errors, {@code local[99999999]} starts threads until the JVM runs out of native ones, and
 * Spark logs the value raw (an ESC in it reaches the terminal). Accepted: {@code local},
 * {@code local[N]} with 1 &lt;= N &lt;= {@value #MAX_LOCAL_THREADS}, {@code local[*]},
 * {@code spark://HOST:PORT[,HOST:PORT...]}, {@code yarn}, {@code k8s://[https://]HOST[:PORT]},
 * {@code mesos://HOST:PORT}, as Spark's "Master URLs" documents them
 * (https://spark.apache.org/docs/latest/submitting-applications.html#master-urls).
 */
final class SparkMaster {
    /** More local threads than any machine has cores is a typo, not a request. */
    static final int MAX_LOCAL_THREADS = 1024;

    private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\*|[0-9]{1,10})\\])?");
    private static final String HOST_PORT = "[A-Za-z0-9](?:[A-Za-z0-9.-]{0,253})(?::[0-9]{1,5})?";
    private static final Pattern SPARK = Pattern.compile("spark://" + HOST_PORT + "(?:," + HOST_PORT + ")*");
    private static final Pattern K8S = Pattern.compile("k8s://(?:https?://)?" + HOST_PORT + "(?:/[A-Za-z0-9._/-]*)?");
    private static final Pattern MESOS = Pattern.compile("mesos://" + HOST_PORT);

    private SparkMaster() {
    }

    /** {@code master} when Spark accepts it and rocekit can run it; else an input error (exit 2). */
    static String check(String master) {
        Matcher local = LOCAL.matcher(master);
        if (local.matches()) {
            String n = local.group(1);
            if (n != null && !n.equals("*")) {
                long threads = Long.parseLong(n);
                if (threads < 1 || threads > MAX_LOCAL_THREADS) {
                    throw bad(master, "local[N] takes 1 to " + MAX_LOCAL_THREADS + " threads (local[*]: one per core)");
                }
            }
            return master;
        }
        if (master.equals("yarn") || SPARK.matcher(master).matches() || K8S.matcher(master).matches()
                || MESOS.matcher(master).matches()) {
            return master;
        }
        throw bad(master, "expected local, local[N], local[*], spark://HOST:PORT, yarn, k8s://HOST:PORT or"
                + " mesos://HOST:PORT");
    }

    private static InputException bad(String master, String expected) {
        String shown = Printable.oneLine(master.length() > 200 ? master.substring(0, 200) + "..." : master);
        return new InputException("--spark-master '" + shown + "': " + expected
                + " (https://spark.apache.org/docs/latest/submitting-applications.html#master-urls)");
    }
}
