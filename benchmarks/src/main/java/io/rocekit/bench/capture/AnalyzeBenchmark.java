package io.rocekit.bench.capture;

import io.rocekit.capture.AnalysisOptions;
import io.rocekit.capture.CaptureAnalyzer;
import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.synth.SyntheticTraffic;
import io.rocekit.capture.synth.TrafficSpec;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The whole analysis of a capture file on one thread, warmed up: reading (page cache), decoding,
 * flows, PSN tracking, ACK matching, CNPs, timeline, report and rules. The capture is the
 * benchmark capture's shape ({@link GenerateFlowCapture}) at {@value #FRAMES} frames. Score =
 * frames per second.
 *
 * <p>{@code snap}: 128 = headers only (tcpdump -s 128, ICRC not checkable), 0 = whole 1090-byte
 * frames; {@code icrc}: verify every ICRC or not.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx1g"})
public class AnalyzeBenchmark {
    static final int FRAMES = 1 << 19;

    @Param({"128", "0"})
    int snap;

    @Param({"true", "false"})
    boolean icrc;

    Path file;
    CaptureAnalyzer analyzer;
    long frames;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        file = Files.createTempFile("rocekit-analyze-bench", ".pcap");
        TrafficSpec spec = GenerateFlowCapture.spec(FRAMES, snap);
        try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
            frames = SyntheticTraffic.write(spec, os).frames();
        }
        analyzer = new CaptureAnalyzer(AnalysisOptions.defaults().withVerifyIcrc(icrc));
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        Files.deleteIfExists(file);
    }

    @Benchmark
    @OperationsPerInvocation(FRAMES)
    public CaptureReport analyze() throws IOException {
        return analyzer.analyze(file);
    }
}
