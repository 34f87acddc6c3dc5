package io.rocekit.capture;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.rules.CaptureRules;
import io.rocekit.capture.track.FlowAnalyzer;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Analyses a RoCEv2 capture in one streaming pass: flows, reliability, congestion, QoS, a timeline,
 * then the capture rules. Memory is bounded by the number of flows, never by the number of frames.
 *
 * <pre>{@code
 * CaptureReport r = new CaptureAnalyzer(AnalysisOptions.defaults()).analyze(Path.of("x.pcap"));
 * }</pre>
 */
public final class CaptureAnalyzer {
    /** Progress is reported every this many frames. */
    public static final long PROGRESS_EVERY_FRAMES = 1 << 20;

    /** Told about progress on long captures. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (frames, fileOffset) -> { };

        void update(long frames, long fileOffset);
    }

    private final AnalysisOptions options;

    public AnalysisOptions options() {
        return options;
    }

    public CaptureAnalyzer(AnalysisOptions options) {
        this.options = Objects.requireNonNull(options, "options");
    }

    /** Analyses the capture at {@code file}. */
    public CaptureReport analyze(Path file) throws IOException {
        return analyze(file, Progress.NONE);
    }

    /**
     * Analyses the capture at {@code file}.
     *
     * @throws io.rocekit.wire.pcap.CaptureFormatException when it is not a capture
     */
    public CaptureReport analyze(Path file, Progress progress) throws IOException {
        try (CaptureReader reader = CaptureFiles.open(file)) {
            return analyze(reader, file.toString(), progress);
        }
    }

    /** Analyses a capture arriving on a stream (standard input). */
    public CaptureReport analyze(String name, InputStream in, Progress progress) throws IOException {
        try (CaptureReader reader = CaptureFiles.open(name, in)) {
            return analyze(reader, name, progress);
        }
    }

    /** Analyses every frame {@code reader} delivers. */
    public CaptureReport analyze(CaptureReader reader, String name, Progress progress) throws IOException {
        FlowAnalyzer engine = new FlowAnalyzer(options.trackConfig());
        CaptureRecord rec = new CaptureRecord();
        long nextProgress = PROGRESS_EVERY_FRAMES;
        while (reader.next(rec)) {
            engine.accept(rec);
            if (engine.frames() == nextProgress) {
                progress.update(engine.frames(), rec.fileOffset());
                nextProgress += PROGRESS_EVERY_FRAMES;
            }
        }
        CaptureReport report = engine.report(name, reader.format(), reader.problem());
        return report.withFindings(CaptureRules.evaluate(report, options.rules()));
    }
}
