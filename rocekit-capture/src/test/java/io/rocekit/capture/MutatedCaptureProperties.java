package io.rocekit.capture;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.capture.report.TimeBin;
import io.rocekit.capture.synth.SyntheticTraffic;
import io.rocekit.capture.synth.TrafficSpec;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import io.rocekit.wire.pcap.LinkType;
import io.rocekit.wire.pcap.PcapWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;

/**
 * The analysis is total: a capture whose frames have random bytes flipped, random lengths cut,
 * random timestamps shuffled, must still give a report whose counts add up, never an exception.
 */
class MutatedCaptureProperties {
    @Property(tries = 40)
    void garbledFramesNeverBreakTheAnalysis(@ForAll long seed, @ForAll @DoubleRange(min = 0, max = 1) double rate)
            throws IOException {
        ByteArrayOutputStream clean = new ByteArrayOutputStream();
        SyntheticTraffic.write(new TrafficSpec(3, 6, 4, 64, 0.05, 0.05, 0.2, seed, seed % 2 == 0, seed % 3 == 0, 0,
                100), clean);
        SplittableRandom rnd = new SplittableRandom(seed);
        ByteArrayOutputStream garbled = new ByteArrayOutputStream();
        long frames = 0;
        try (CaptureReader in = CaptureFiles.open("clean", new ByteArrayInputStream(clean.toByteArray()));
                PcapWriter out = new PcapWriter(garbled, LinkType.ETHERNET, 65535, true)) {
            CaptureRecord r = new CaptureRecord();
            while (in.next(r)) {
                byte[] f = Arrays.copyOfRange(r.buffer(), r.offset(), r.offset() + r.capturedLength());
                int len = f.length;
                long t = r.timestampNanos();
                if (rnd.nextDouble() < rate) {
                    for (int k = 1 + rnd.nextInt(4); k > 0; k--) {
                        f[rnd.nextInt(f.length)] ^= (byte) (1 << rnd.nextInt(8));
                    }
                }
                if (rnd.nextDouble() < rate / 4) {
                    len = rnd.nextInt(f.length + 1);
                }
                if (rnd.nextDouble() < rate / 4) {
                    t -= rnd.nextLong(1_000_000);
                }
                out.write(f, 0, len, f.length, t);
                frames++;
            }
        }
        CaptureReport report = new CaptureAnalyzer(AnalysisOptions.defaults()).analyze("garbled",
                new ByteArrayInputStream(garbled.toByteArray()), CaptureAnalyzer.Progress.NONE);
        assertThat(report.frames()).isEqualTo(frames);
        assertThat(report.flows().stream().mapToLong(FlowReport::packets).sum()).isEqualTo(report.roceFrames());
        assertThat(report.timeline().stream().mapToLong(TimeBin::frames).sum()).isEqualTo(frames);
        assertThat(report.icrc().valid() + report.icrc().invalid() + report.icrc().uncheckable())
                .isEqualTo(report.roceFrames());
        for (FlowReport f : report.flows()) {
            assertThat(f.psn().uniquePsns()).isLessThanOrEqualTo(f.dataPackets());
            assertThat(f.psn().retransmittedPackets()).isLessThanOrEqualTo(f.dataPackets());
            assertThat(f.congestion().ceFraction()).isBetween(0.0, 1.0);
        }
        if (rate == 0) {
            assertThat(report.icrc().invalid()).isZero();
        }
    }
}
