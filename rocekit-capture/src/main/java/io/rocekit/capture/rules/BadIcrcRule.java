package io.rocekit.capture.rules;

import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.report.FlowReport;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import java.util.ArrayList;
import java.util.List;

/**
 * Frames whose ICRC does not verify. The receiving NIC drops them silently (the sender then
 * retransmits), so they show up as loss; corruption on a link, or a device that rewrites covered
 * header fields, are the usual causes.
 */
public final class BadIcrcRule implements CaptureRule {
    public static final String ID = "capture.icrc-bad";

    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "RoCEv2 frames whose invariant CRC does not match their contents.",
            "Packet capture: the ICRC recomputed over IP, UDP, BTH, extended headers and payload with the "
                    + "variant fields masked, compared with the 4 bytes on the wire.",
            "Look for link corruption on the path (mlxlink -d DEV -c: physical error counters and BER; mlxlink -d DEV "
                    + "--show_fec: FEC; ethtool -S IFACE: CRC errors); "
                    + "check that no middlebox rewrites covered fields (IPv4 identification, ports, BTH).",
            "IBTA InfiniBand Architecture Specification, Annex A17 (RoCEv2), invariant CRC; mstflint mstlink(1) / NVIDIA MFT "
                    + "mlxlink (-c show_counters, --show_fec): https://docs.nvidia.com/networking/display/mftv4320/mlxlink+Utility");

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(CaptureReport r, Limits limits) {
        List<Finding> out = new ArrayList<>();
        if (r.icrc().invalid() == 0) {
            return out;
        }
        for (FlowReport f : r.flows()) {
            if (f.badIcrc() == 0) {
                continue;
            }
            List<Evidence> ev = new ArrayList<>();
            ev.add(Evidence.value(f.badIcrc() + " of " + f.packets() + " frames of this flow fail the ICRC check"));
            ev.add(Evidence.inFile(r.file(), "first bad frames in the capture: " + r.icrc().invalidFrames().stream()
                    .limit(Texts.EVIDENCE_FRAMES).map(String::valueOf).reduce((a, b) -> a + ", " + b).orElse("")));
            out.add(new Finding(ID, Severity.FAIL, Texts.plural(f.badIcrc(), "frame") + " with a bad ICRC",
                    Texts.subject(f), ev,
                    List.of("mlxlink -d DEV -c   # on both ends of each hop: physical error counters and BER",
                            "mlxlink -d DEV --show_fec   # the FEC mode in use",
                            "ethtool -S IFACE | grep -Ei 'crc|symbol|fcs'"),
                    INFO.source()));
        }
        return out;
    }
}
