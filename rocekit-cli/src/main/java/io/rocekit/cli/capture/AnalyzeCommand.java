package io.rocekit.cli.capture;

import io.rocekit.capture.AnalysisOptions;
import io.rocekit.capture.CaptureAnalyzer;
import io.rocekit.capture.report.CaptureReport;
import io.rocekit.capture.rules.RetransmissionStormRule;
import io.rocekit.capture.rules.StalledFlowRule;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.options.RuleOptions;
import io.rocekit.cli.render.FailOnOption;
import io.rocekit.cli.render.HtmlOption;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.cli.render.QuietOption;
import io.rocekit.core.finding.Quantities;
import io.rocekit.core.unit.Unit;
import io.rocekit.wire.pcap.CaptureFormatException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit analyze}: per-QP flow analysis of a RoCEv2 capture. */
@Command(
        name = "analyze",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Analyse a RoCEv2 capture (pcap or pcapng, optionally gzipped; from tcpdump, ibdump, a switch "
                + "mirror port or a NIC sniffer) per QP flow, in one streaming pass. Frames a remote mirror "
                + "session delivers in GRE/ERSPAN (I, II, III) or VXLAN are decapsulated (one level) and "
                + "analysed like direct ones; the summary and JSON 'decapsulated' say how many.",
            "",
            "A flow is one direction (source IP, destination IP, destination QP); the two directions of an "
                + "RC connection are paired (requests one way, ACK/NAK/read responses and CNPs the other).",
            "Per flow: packets, bytes, goodput, opcode mix, messages, DSCP/ECN/PCP, UDP source ports; PSN "
                + "gaps (24-bit wrap), duplicates, late fills and retransmissions with their delay; NAKs "
                + "by code, RNR NAKs, ACK coalescing and ACK latency percentiles; reads matched to "
                + "responses; CE marks, CNPs matched by destination QP, CNP intervals, first CE to first CNP.",
            "Findings (rules capture.*): DSCP or priority mismatches, CNPs on the data priority, "
                + "non-ECT RoCE data, bad ICRCs, loss, retransmission storms, stalls, error NAKs.",
            "Memory grows with the number of flows, not with the number of frames.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  tcpdump -i eth2 -s 128 -w /tmp/roce.pcap udp port 4791",
            "  rocekit analyze /tmp/roce.pcap",
            "  rocekit analyze /tmp/roce.pcap --expect-dscp 26 --expect-cnp-dscp 48 \\",
            "      --dscp-map 26=3,48=6",
            "  rocekit analyze big.pcapng.gz --top 20 --bin 100us --html report.html",
            "  rocekit analyze /tmp/roce.pcap --json \\",
            "      | jq '.flows[] | select(.retransmittedPackets > 0)'",
            "  tcpdump -i eth2 -w - udp port 4791 | rocekit analyze -",
        })
public final class AnalyzeCommand implements Callable<Integer> {
    static final int DEFAULT_TOP = 10;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The capture (pcap, pcapng, .gz); - reads standard input.")
    String file;

    @Mixin
    JsonOption json;

    @Mixin
    HtmlOption html;

    @Mixin
    QuietOption quiet;

    @Option(names = "--top", paramLabel = "N",
            description = "Flows to show, most bytes first (text: default " + DEFAULT_TOP + "; JSON and HTML: all).")
    Integer top;

    @Option(names = "--expect-dscp", paramLabel = "DSCP",
            description = "The DSCP RoCE traffic must use (default: the most common one in the capture).")
    Integer expectDscp;

    @Option(names = "--expect-cnp-dscp", paramLabel = "DSCP",
            description = "The DSCP CNPs must use (default: the most common one among CNPs).")
    Integer expectCnpDscp;

    @Option(names = "--dscp-map", paramLabel = "DSCP=PRIO[,...]", split = ",",
            description = "The DSCP to 802.1p priority map of the switches, e.g. 26=3,48=6 (default: inferred, "
                    + "each DSCP to its most common priority).")
    Map<Integer, Integer> dscpMap;

    @Option(names = "--bin", paramLabel = "DURATION",
            description = "Timeline bin width, e.g. 100us, 1ms (default: automatic, at most 200 bins).")
    String bin;

    @Option(names = "--stall", paramLabel = "DURATION",
            description = "No progress for this long with requests outstanding is a stall. Default: 1ms. "
                    + "Same as --set capture.flow-stalled.stall=DURATION.")
    String stall;

    @Option(names = "--retx-storm", paramLabel = "FRACTION",
            description = "Retransmitted share of requests that makes a storm (0.05 or 5%%). Default: 5%%. "
                    + "Same as --set capture.retransmission-storm.fraction=FRACTION.")
    String retxStorm;

    @Option(names = "--retx-storm-min", paramLabel = "PACKETS",
            description = "...and at least this many retransmitted packets. Default: 100. "
                    + "Same as --set capture.retransmission-storm.minPackets=PACKETS.")
    String retxStormMin;

    @Mixin
    RuleOptions ruleOptions = new RuleOptions();

    @Option(names = "--pmtu", paramLabel = "BYTES", defaultValue = "0",
            description = "Path MTU (256-4096) for READ PSN spans (default: inferred from the capture).")
    int pmtu;

    @Option(names = "--no-icrc", description = "Do not verify ICRCs (faster on full-size frames).")
    boolean noIcrc;

    @Option(names = "--roce-port", paramLabel = "PORT", defaultValue = "4791",
            description = "UDP destination port of RoCEv2. Default: ${DEFAULT-VALUE}.")
    int rocePort;

    @Mixin
    FailOnOption failOn;

    @Override
    public Integer call() throws IOException {
        html.check(); // before any work
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        AnalysisOptions options = options();
        if (top != null && top < 1) {
            throw new InputException("--top=" + top + ": must be at least 1");
        }
        CaptureReport report = analyse(new CaptureAnalyzer(options), err);
        if (html.file().isPresent()) {
            html.write(CaptureHtml.render(top != null ? report.withTopFlows(top) : report), err);
        }
        if (json.enabled()) {
            out.println(Json.pretty(top != null ? report.withTopFlows(top) : report));
        } else {
            CaptureText.print(out, report, top != null ? top : DEFAULT_TOP);
        }
        out.flush();
        int code = failOn.exitCode(report.findings());
        // No RoCEv2 frame: the capture rules had nothing to look at, which is not "nothing wrong".
        return code == ExitCodes.OK && report.roceFrames() == 0 ? ExitCodes.NOTHING_TO_JUDGE : code;
    }

    private AnalysisOptions options() {
        try {
            Map<Integer, Integer> map = dscpMap == null ? Map.of() : new TreeMap<>(dscpMap);
            AnalysisOptions o = AnalysisOptions.defaults()
                    .withExpectDscp(expectDscp == null ? OptionalInt.empty() : OptionalInt.of(expectDscp))
                    .withExpectCnpDscp(expectCnpDscp == null ? OptionalInt.empty() : OptionalInt.of(expectCnpDscp))
                    .withDscpToPcp(map)
                    .withBinNanos(bin == null ? 0 : parseNanos("--bin", bin))
                    .withPmtu(pmtu)
                    .withVerifyIcrc(!noIcrc)
                    .withRocePort(rocePort);
            // the older options are shorthands for --set; an explicit --set still wins
            if (stall != null) {
                ruleOptions.imply(StalledFlowRule.ID + "." + StalledFlowRule.STALL.name() + "=" + stall);
            }
            if (retxStorm != null) {
                ruleOptions.imply(RetransmissionStormRule.ID + "." + RetransmissionStormRule.FRACTION.name() + "="
                        + retxStorm);
            }
            if (retxStormMin != null) {
                ruleOptions.imply(RetransmissionStormRule.ID + "." + RetransmissionStormRule.MIN_PACKETS.name() + "="
                        + retxStormMin);
            }
            return o.withRules(ruleOptions.settings());
        } catch (IllegalArgumentException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    private CaptureReport analyse(CaptureAnalyzer analyzer, PrintWriter err) throws IOException {
        long start = System.nanoTime();
        CaptureAnalyzer.Progress progress = (frames, offset) -> quiet.note(err, String.format(Locale.ROOT,
                "rocekit analyze: %s frames, %s read, %.1f s", Quantities.count(frames), Quantities.bytes(offset),
                (System.nanoTime() - start) / 1e9));
        try {
            CaptureReport r = file.equals("-") ? analyzer.analyze("<stdin>", System.in, progress)
                    : analyzer.analyze(Path.of(file), progress);
            r.truncated().ifPresent(why -> {
                err.println("rocekit analyze: warning: " + why);
                err.flush();
            });
            return r;
        } catch (NoSuchFileException e) {
            throw new InputException(file + ": no such file", e);
        } catch (CaptureFormatException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    /**
     * {@code 100us}, {@code 1.5ms}, {@code 250ns}, {@code 2s} (also {@code µs}) in nanoseconds, read by
     * the one unit parser of rocekit-core; a bare number is refused here, since "100" on a command
     * line is more likely meant as microseconds than as nanoseconds.
     */
    static long parseNanos(String option, String text) {
        if (text.strip().matches("[0-9.eE+-]*")) {
            throw new IllegalArgumentException(option + "=" + text + ": give a unit, e.g. 100us, 1ms, 500ns, 2s");
        }
        double v;
        try {
            v = Unit.NANOSECONDS.parse(text.strip().replace('\u00b5', 'u'));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + "=" + text + ": " + e.getMessage(), e);
        }
        long nanos = Math.round(v);
        if (nanos <= 0) {
            throw new IllegalArgumentException(option + "=" + text + ": must be at least 1 ns");
        }
        return nanos;
    }
}
