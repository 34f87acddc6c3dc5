package io.rocekit.capture.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.rocekit.capture.AnalysisOptions;
import io.rocekit.capture.CaptureAnalyzer;
import io.rocekit.core.fuzz.Budget;
import io.rocekit.wire.pcap.CaptureFormatException;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * Coverage-guided fuzzing of the capture analysis (flows, PSNs, pairing, timeline, rules) over
 * any bytes: a report, or a {@link CaptureFormatException}; nothing else (docs/reliability.md).
 */
class CaptureAnalysisFuzzTest {
    @FuzzTest(maxDuration = "2m")
    void analysesAnyCapture(byte[] data) throws IOException {
        long t0 = System.nanoTime();
        try {
            new CaptureAnalyzer(AnalysisOptions.defaults()).analyze("fuzz", new ByteArrayInputStream(data),
                    CaptureAnalyzer.Progress.NONE);
        } catch (CaptureFormatException expected) {
            // refused with a message
        }
        Budget.check(t0, data.length);
    }
}
