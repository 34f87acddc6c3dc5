package io.rocekit.doctor.examine;

import io.rocekit.capture.AnalysisOptions;
import io.rocekit.capture.CaptureAnalyzer;
import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.host.facts.ObservedQos;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Packet captures given among a node's evidence files: told apart by their magic number (pcap in
 * either byte order and time resolution, pcapng), analysed by rocekit's capture reader, and reduced
 * to the DSCP values RoCE data and CNPs were sent with, which the switch-against-host rules compare
 * with the switch.
 */
public final class CaptureEvidence {
    private CaptureEvidence() {
    }

    /** True when {@code file} starts like a pcap or pcapng file. */
    public static boolean isCapture(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        byte[] head = new byte[4];
        try (InputStream in = Files.newInputStream(file)) {
            if (in.readNBytes(head, 0, 4) < 4) {
                return false;
            }
        } catch (IOException e) {
            return false; // the loader reports what it cannot read
        }
        int magic = ((head[0] & 0xff) << 24) | ((head[1] & 0xff) << 16) | ((head[2] & 0xff) << 8) | (head[3] & 0xff);
        return magic == 0xa1b2c3d4 || magic == 0xd4c3b2a1 || magic == 0xa1b23c4d || magic == 0x4d3cb2a1
                || magic == 0x0a0d0d0a;
    }

    /** The captures among {@code files}. */
    public static List<Path> in(List<Path> files) {
        return files.stream().filter(CaptureEvidence::isCapture).toList();
    }

    /** The DSCP values seen in {@code captures}, or empty when none is given. */
    public static Optional<ObservedQos> observed(List<Path> captures) throws EvidenceException {
        if (captures.isEmpty()) {
            return Optional.empty();
        }
        TreeMap<Integer, Long> data = new TreeMap<>();
        TreeMap<Integer, Long> cnp = new TreeMap<>();
        List<String> names = new ArrayList<>();
        CaptureAnalyzer analyzer = new CaptureAnalyzer(AnalysisOptions.defaults());
        for (Path p : captures) {
            CaptureReport r;
            try {
                r = analyzer.analyze(p);
            } catch (IOException | RuntimeException e) {
                throw new EvidenceException(p + ": not a readable capture: " + e.getMessage(), e);
            }
            names.add(p.toString());
            for (FlowReport f : r.flows()) {
                f.qos().dscpPackets().forEach((dscp, n) -> data.merge(dscp, n - f.qos().cnpDscpPackets().getOrDefault(dscp, 0L), Long::sum));
                f.qos().cnpDscpPackets().forEach((dscp, n) -> cnp.merge(dscp, n, Long::sum));
            }
        }
        data.values().removeIf(n -> n <= 0);
        return Optional.of(new ObservedQos(names, data, cnp));
    }
}
