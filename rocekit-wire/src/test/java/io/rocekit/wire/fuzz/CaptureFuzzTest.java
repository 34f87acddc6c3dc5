package io.rocekit.wire.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.wire.frame.FrameFilter;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureFormatException;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * Coverage-guided fuzzing of the capture readers and the frame decoder (docs/reliability.md).
 * The contract: any bytes are read to their end or to a problem the reader names, or refused
 * with a {@link CaptureFormatException}; never another exception, never an Error, within
 * {@link Budget#SECONDS_PER_INPUT}. In {@code mvn verify} the committed inputs under
 * {@code CaptureFuzzTestInputs/} run once (regression); {@code JAZZER_FUZZ=1} fuzzes.
 */
class CaptureFuzzTest {
    @FuzzTest(maxDuration = "2m")
    void readsAnyCapture(byte[] data) throws IOException {
        long t0 = System.nanoTime();
        try (CaptureReader r = CaptureFiles.open("fuzz", new ByteArrayInputStream(data))) {
            CaptureRecord rec = new CaptureRecord();
            RoceFrame f = new RoceFrame();
            while (r.next(rec)) {
                f.decode(rec.buffer(), rec.offset(), rec.capturedLength(), rec.originalLength(), rec.linkType());
                f.verifyIcrc();
            }
            r.problem();
        } catch (CaptureFormatException expected) {
            // refused with a message naming the file and what was expected
        }
        Budget.check(t0, data.length);
    }

    @FuzzTest(maxDuration = "2m")
    void parsesAnyFilter(byte[] data) {
        long t0 = System.nanoTime();
        String expression = new String(data, java.nio.charset.StandardCharsets.UTF_8);
        try {
            FrameFilter.parse(expression).test(new RoceFrame(), 1);
        } catch (FrameFilter.SyntaxException expected) {
            // refused with the term and what was expected
        }
        Budget.check(t0, expression.length());
    }
}
