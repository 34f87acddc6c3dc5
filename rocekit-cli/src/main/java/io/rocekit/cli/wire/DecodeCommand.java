package io.rocekit.cli.wire;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.command.StdoutWriter;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.wire.frame.DecodeError;
import io.rocekit.wire.frame.FrameFilter;
import io.rocekit.wire.frame.IcrcVerdict;
import io.rocekit.wire.frame.RoceFrame;
import io.rocekit.wire.frame.Tunnel;
import io.rocekit.wire.pcap.CaptureFiles;
import io.rocekit.wire.pcap.CaptureFormatException;
import io.rocekit.wire.pcap.CaptureReader;
import io.rocekit.wire.pcap.CaptureRecord;
import io.rocekit.wire.pcap.LinkType;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit decode}: RoCEv2 frames of a capture, as text, JSON Lines or tab-separated fields. */
@Command(
        name = "decode",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Decode the RoCEv2 frames of a pcap or pcapng capture (gzipped or not, '-' for standard input).",
            "One line per RoCEv2 frame; other frames are counted, and shown with --all. Malformed frames",
            "are shown with the header and byte offset at fault, and the rest of the file is still read.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit decode capture.pcap --verify-icrc",
            "  rocekit decode capture.pcapng \\",
            "      --filter 'qp=0xd1 opcode=RC_RDMA_WRITE_* psn=1000-1100'",
            "  rocekit decode capture.pcap --json | jq 'select(.ip.ecn == 3)'",
            "  rocekit decode capture.pcap --fields frame,destQp,psn,ip.dscp --header",
            "  tcpdump -i eth0 -w - udp port 4791 | rocekit decode -",
            "",
            "Filter keys: qp psn opcode transport src dst ip dscp ecn pcp vid sport frame",
            "ackReq becn icrc error.",
            "Frames of a remote mirror session (GRE/ERSPAN I, II, III or VXLAN) are",
            "decapsulated (one level): the frame inside is decoded and shown after",
            "[GRE/ERSPAN II OUTER-SRC -> OUTER-DST session N]; the summary counts them.",
            "JSON: one object per frame with frame, timestampNanos, tunnel{}, vlan{}, ip{},",
            "udp{}, bth{}, reth{}, aeth{}, deth{}, immediate, invalidateRkey, atomic{},",
            "atomicAck{}, payloadLength, icrc{}, error, present only where the frame has",
            "that header. 64-bit values (virtual addresses, atomic data) are written as",
            "plain JSON numbers even above 2^53: parse them as 64-bit integers. icrc.wire",
            "and icrc.computed are the 4 ICRC bytes read big-endian, as tshark prints",
            "infiniband.invariant.crc.",
        })
public final class DecodeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "pcap or pcapng capture; '-' reads standard input")
    String file;

    @Mixin
    JsonOption json;

    @Option(names = "--fields", paramLabel = "F1,F2", description = "only these fields, tab-separated (JSON names: destQp, psn, ip.dscp, ...)")
    String fields;

    @Option(names = "--header", description = "with --fields: a first line of the field names (as tshark -E header=y)")
    boolean header;

    @Option(names = "--all", description = "also print frames that are not RoCEv2")
    boolean all;

    @Option(names = "--verify-icrc", description = "compute and check every ICRC")
    boolean verifyIcrc;

    @Option(names = "--filter", paramLabel = "EXPR", description = "only frames matching, e.g. 'qp=0x12 opcode=RC_RDMA_WRITE_ONLY psn=100-200'")
    String filter;

    @Option(names = "--fail-on-bad-icrc", description = "exit with 1 when any ICRC is wrong (implies --verify-icrc)")
    boolean failOnBadIcrc;

    @Option(names = "--port", paramLabel = "N", defaultValue = "4791", description = "UDP destination port of RoCEv2 (default: ${DEFAULT-VALUE})")
    int port;

    @Option(names = "--no-summary", description = "leave out the closing summary line")
    boolean noSummary;

    @Override
    public Integer call() throws IOException {
        if (json.enabled() && fields != null) {
            throw new InputException("--json and --fields exclude each other: choose one output format");
        }
        List<FrameField> columns = null;
        if (fields != null) {
            try {
                columns = FrameField.resolve(fields);
            } catch (IllegalArgumentException e) {
                throw new InputException("--fields: " + e.getMessage());
            }
        }
        FrameFilter frameFilter;
        try {
            frameFilter = filter == null ? FrameFilter.all() : FrameFilter.parse(filter);
        } catch (FrameFilter.SyntaxException e) {
            throw new InputException("--filter: " + e.getMessage());
        }
        boolean verify = verifyIcrc || failOnBadIcrc || frameFilter.needsIcrc();
        if (header && columns == null) {
            throw new InputException("--header names the columns of --fields: give --fields too");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (header) {
            out.println(java.util.Arrays.stream(fields.split(",")).map(String::trim).filter(f -> !f.isEmpty())
                    .collect(java.util.stream.Collectors.joining("\t")));
        }
        out.flush();
        TextSink sink = out instanceof StdoutWriter stdout ? new TextSink(stdout.stream()) : new TextSink(out);
        DecodeStats stats = new DecodeStats();
        try (CaptureReader reader = open()) {
            FrameContext c = new FrameContext();
            c.frame.rocePort(port);
            RoceFrame f = c.frame;
            CaptureRecord rec = new CaptureRecord();
            while (reader.next(rec)) {
                c.number = rec.number();
                c.timestampNanos = rec.timestampNanos();
                if (c.firstTimestampNanos == Long.MIN_VALUE) {
                    c.firstTimestampNanos = c.timestampNanos;
                }
                boolean roce = f.decode(rec.buffer(), rec.offset(), rec.capturedLength(), rec.originalLength(),
                        rec.linkType());
                if (verify) {
                    f.verifyIcrc();
                }
                stats.count(f, roce);
                // A frame the snaplen cut inside a header is shown with its cut: the decoder drops the cut of a
                // datagram it saw go to another UDP port, so what remains is RoCEv2 or could have been.
                boolean cut = f.cut() != DecodeError.NONE;
                // A link type rocekit does not decode is not damage: such frames are counted, shown only with --all.
                boolean malformed = f.hasError() && f.error() != DecodeError.LINK_TYPE_UNSUPPORTED;
                if (!(roce || all || malformed || cut) || !frameFilter.test(f, c.number)) {
                    continue;
                }
                if (json.enabled()) {
                    JsonFrameWriter.write(sink, c);
                } else if (columns != null) {
                    FramePrinters.fields(sink, c, columns);
                } else {
                    FramePrinters.text(sink, c);
                }
            }
            if (json.enabled() && reader.problem().isPresent()) {
                // A script reading the JSON Lines never sees standard error: a closing object it can test
                // says that the file was cut or corrupt (the exit code stays 0, the frames before were read).
                sink.str("{\"captureProblem\":").jsonString(reader.problem().get()).str(",\"framesRead\":")
                        .num(stats.frames).ch('}').endLine();
            }
            sink.flush();
            reader.problem().ifPresent(p -> {
                stats.fileProblem = p;
                err.println("rocekit: " + p + " (frames before it were read)");
            });
        } catch (CaptureFormatException e) {
            throw new InputException(e.getMessage(), e);
        }
        if (!noSummary && !json.enabled() && columns == null) {
            out.println(stats.summary(verify));
        } else if (!noSummary) {
            err.println(stats.summary(verify));
        }
        out.flush();
        return failOnBadIcrc && stats.badIcrc > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
    }

    private CaptureReader open() throws IOException {
        if (file.equals("-")) {
            return CaptureFiles.open("<stdin>", System.in);
        }
        return CaptureFiles.open(Path.of(file));
    }

    /** Counts for the closing summary line. */
    static final class DecodeStats {
        long frames;
        long roce;
        long errors;
        long snaplenCut;
        long badIcrc;
        long uncheckable;
        /** Frames of link types rocekit does not decode, by link type (a handful of types at most). */
        final Map<Integer, Long> linkTypesNotDecoded = new TreeMap<>();
        /** Frames decapsulated, by {@link Tunnel} ordinal. */
        final long[] decapsulated = new long[Tunnel.values().length];
        String fileProblem;

        void count(RoceFrame f, boolean roce) {
            frames++;
            if (roce) {
                this.roce++;
            }
            if (f.error() == DecodeError.LINK_TYPE_UNSUPPORTED) {
                linkTypesNotDecoded.merge(f.linkType(), 1L, Long::sum);
            } else if (f.hasError()) {
                errors++;
            } else if (f.cutBySnaplen()) {
                // a header cut (RoCEv2, to its port, or cut before the port was known), or RoCEv2 short of its ICRC
                snaplenCut++;
            }
            if (f.decapsulated()) {
                decapsulated[f.tunnel().ordinal()]++;
            }
            if (f.icrcVerdict() == IcrcVerdict.INVALID) {
                badIcrc++;
            } else if (f.icrcVerdict() == IcrcVerdict.UNCHECKABLE) {
                uncheckable++;
            }
        }

        /** {@code ; 4 decapsulated (3 GRE/ERSPAN II, 1 VXLAN)}, when a mirror session delivered frames. */
        private void appendDecapsulated(StringBuilder sb) {
            long total = java.util.Arrays.stream(decapsulated).sum();
            if (total == 0) {
                return;
            }
            sb.append("; ").append(total).append(" decapsulated (");
            String sep = "";
            for (Tunnel t : Tunnel.values()) {
                if (decapsulated[t.ordinal()] > 0) {
                    sb.append(sep).append(decapsulated[t.ordinal()]).append(' ').append(t.label());
                    sep = ", ";
                }
            }
            sb.append(')');
        }

        String summary(boolean verified) {
            StringBuilder sb = new StringBuilder();
            sb.append(frames).append(" frames: ").append(roce).append(" RoCEv2, ").append(frames - roce)
                    .append(" other; ");
            if (verified) {
                sb.append(badIcrc).append(" bad ICRC");
                if (uncheckable > 0) {
                    sb.append(" (").append(uncheckable).append(" not checkable)");
                }
                sb.append("; ");
            } else {
                sb.append("ICRC not checked (--verify-icrc); ");
            }
            sb.append(errors).append(errors == 1 ? " malformed frame" : " malformed frames");
            if (snaplenCut > 0) {
                sb.append("; ").append(snaplenCut).append(" cut by the snaplen (ICRC and payload not checked)");
            }
            linkTypesNotDecoded.forEach((type, n) -> sb.append("; ").append(n).append(n == 1 ? " frame" : " frames")
                    .append(" of link type ").append(type).append(" (").append(LinkType.name(type)).append(") not decoded"));
            appendDecapsulated(sb);
            if (fileProblem != null) {
                sb.append("; capture file cut or corrupt (see above)");
            }
            return sb.toString();
        }
    }
}
