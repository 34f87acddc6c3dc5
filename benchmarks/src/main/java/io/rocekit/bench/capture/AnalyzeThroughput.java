package io.rocekit.bench.capture;

import io.rocekit.capture.AnalysisOptions;
import io.rocekit.capture.CaptureAnalyzer;
import io.rocekit.capture.report.CaptureReport;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Steady-state analysis throughput per core, measured in thread CPU time so that other load on
 * the machine does not distort it (JMH's {@link AnalyzeBenchmark} measures wall time and needs
 * a quiet machine). Analyses the file {@code ITERATIONS} times in one JVM and prints each run's
 * frames per CPU second and per wall second, then the median of the second half.
 *
 * <p>Usage: {@code java -cp benchmarks.jar io.rocekit.bench.capture.AnalyzeThroughput FILE
 * [ITERATIONS (default 10)] [--no-icrc]}
 */
public final class AnalyzeThroughput {
    private AnalyzeThroughput() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: AnalyzeThroughput FILE [ITERATIONS] [--no-icrc]");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        boolean icrc = !(args.length > 2 && args[2].equals("--no-icrc"));
        CaptureAnalyzer analyzer = new CaptureAnalyzer(AnalysisOptions.defaults().withVerifyIcrc(icrc));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] perCpu = new double[iterations];
        double[] perWall = new double[iterations];
        for (int i = 0; i < iterations; i++) {
            long w0 = System.nanoTime();
            long c0 = threads.getCurrentThreadCpuTime();
            CaptureReport r = analyzer.analyze(file);
            long c1 = threads.getCurrentThreadCpuTime();
            long w1 = System.nanoTime();
            perCpu[i] = r.frames() / ((c1 - c0) / 1e9);
            perWall[i] = r.frames() / ((w1 - w0) / 1e9);
            System.out.printf("run %2d: %d frames, %.3f s CPU, %.3f s wall: %.2f M frames/CPU-s, %.2f M frames/s%n",
                    i + 1, r.frames(), (c1 - c0) / 1e9, (w1 - w0) / 1e9, perCpu[i] / 1e6, perWall[i] / 1e6);
        }
        int from = iterations / 2;
        System.out.printf("steady state (median of runs %d-%d), ICRC %s: %.2f M frames per CPU second, %.2f M frames/s wall%n",
                from + 1, iterations, icrc ? "verified" : "not verified",
                median(Arrays.copyOfRange(perCpu, from, iterations)) / 1e6,
                median(Arrays.copyOfRange(perWall, from, iterations)) / 1e6);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
