package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.MalformedFrame;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import java.util.ArrayList;
import java.util.List;

/** Problems with the capture itself: malformed RoCE frames, a cut file, no RoCE at all. */
public final class CaptureFileRule implements CaptureRule {
    public static final String MALFORMED = "capture.malformed-frames";
    public static final String TRUNCATED = "capture.truncated";
    public static final String NO_ROCE = "capture.no-roce";

    static final RuleInfo MALFORMED_INFO = new RuleInfo(MALFORMED, Severity.WARN,
            "Frames to the RoCEv2 UDP port that do not decode (truncated headers, lengths that disagree, a BTH "
                    + "with TVer not 0).",
            "Packet capture: the decoder's message with the frame number and byte offset.",
            "If the capture used a snaplen, make it cover the headers (tcpdump -s 128 or more); otherwise "
                    + "something on the path sends non-RoCE traffic to UDP 4791.",
            "IBTA Annex A17 (RoCEv2 encapsulation); docs/wire.md");
    static final RuleInfo TRUNCATED_INFO = new RuleInfo(TRUNCATED, Severity.WARN,
            "The capture file ends in the middle of a record: the analysis covers the frames before it.",
            "The capture file's record headers.",
            "Stop the capture cleanly (tcpdump flushes on SIGINT) or copy the file after the capture ended.",
            "tcpdump.org \"PCAP Capture File Format\"; IETF draft-ietf-opsawg-pcapng");
    static final RuleInfo NO_ROCE_INFO = new RuleInfo(NO_ROCE, Severity.INFO,
            "The capture holds no RoCEv2 frame (UDP destination port 4791 with a valid BTH).",
            "Packet capture.",
            "Capture on the RDMA interface with 'tcpdump -i IFACE -s 128 udp port 4791'; ConnectX NICs only show "
                    + "RDMA traffic to tcpdump with the mlx5 sniffer or ibdump/docker-based capture.",
            "NVIDIA \"Offloaded Traffic Sniffer\" (MLNX_OFED)");

    private final RuleInfo info;

    private CaptureFileRule(RuleInfo info) {
        this.info = info;
    }

    static List<CaptureRule> all() {
        return List.of(new CaptureFileRule(MALFORMED_INFO), new CaptureFileRule(TRUNCATED_INFO),
                new CaptureFileRule(NO_ROCE_INFO));
    }

    @Override
    public RuleInfo info() {
        return info;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        String subject = "capture " + r.file();
        switch (info.id()) {
            case MALFORMED -> {
                if (r.malformedFrames() > 0) {
                    List<Evidence> ev = new ArrayList<>();
                    for (MalformedFrame m : r.malformed()) {
                        if (ev.size() < Texts.EVIDENCE_FRAMES) {
                            ev.add(Evidence.inFile(r.file(), "frame " + m.frame() + ": " + m.message()));
                        }
                    }
                    // A mirror's damaged GRE/ERSPAN/VXLAN header is not on the RoCEv2 port: say where else they were.
                    boolean mirror = r.decapsulated().frames() > 0 || r.otherFrames().encapsulated() > 0;
                    out.add(new Finding(MALFORMED, Severity.WARN, Texts.plural(r.malformedFrames(), "malformed frame")
                            + (mirror ? " to the RoCEv2 port or in a mirror tunnel" : " to the RoCEv2 port"), subject, ev,
                            List.of("tcpdump -i IFACE -s 256 -w capture.pcap udp port 4791"), info.source()));
                }
            }
            case TRUNCATED -> r.truncated().ifPresent(why -> out.add(new Finding(TRUNCATED, Severity.WARN,
                    "the capture file is cut; " + r.frames() + " frames before the cut were analysed", subject,
                    List.of(Evidence.inFile(r.file(), why)), List.of("Re-copy the capture after tcpdump has exited"),
                    info.source())));
            default -> {
                if (r.roceFrames() == 0) {
                    List<Evidence> ev = new ArrayList<>();
                    ev.add(Evidence.inFile(r.file(), r.frames() + " frames, 0 to UDP 4791 with a BTH"));
                    r.otherFrames().explain().forEach(s -> ev.add(Evidence.inFile(r.file(), s)));
                    out.add(new Finding(NO_ROCE, Severity.INFO, "no RoCEv2 frames among " + r.frames() + " frames",
                            subject, ev,
                            List.of("tcpdump -i IFACE -s 128 -w capture.pcap udp port 4791"), info.source()));
                }
            }
        }
        return out;
    }
}
