package io.rocekit.wire;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The scapy-built corpus in test resources (see corpus/SOURCE.md). */
public final class Corpus {
    public static final List<String> CASES = List.of(
            "c01_rc_all_opcodes_ipv4", "c02_rc_all_opcodes_ipv6_vlan", "c03_uc_ud_ipv4_vlan", "c04_cnp",
            "c05_ecn_dscp_flags", "c06_malformed");

    /** A frame copied out of a capture, with its record metadata. */
    public record Frame(long number, byte[] bytes, int originalLength, long timestampNanos, int linkType) {
    }

    private Corpus() {
    }

    public static Path path(String file) {
        try {
            return Path.of(Corpus.class.getResource("/corpus/" + file).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("corpus file missing: " + file, e);
        }
    }

    public static List<Frame> frames(String file) {
        try (CaptureReader r = CaptureFiles.open(path(file))) {
            List<Frame> out = new ArrayList<>();
            CaptureRecord rec = new CaptureRecord();
            while (r.next(rec)) {
                out.add(new Frame(rec.number(), Arrays.copyOfRange(rec.buffer(), rec.offset(),
                        rec.offset() + rec.capturedLength()), rec.originalLength(), rec.timestampNanos(),
                        rec.linkType()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JsonNode json(String file) {
        try {
            return new ObjectMapper().readTree(path(file).toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
