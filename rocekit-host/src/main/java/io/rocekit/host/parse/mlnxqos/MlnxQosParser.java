package io.rocekit.host.parse.mlnxqos;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code mlnx_qos -i IFACE} output of MLNX_OFED and DOCA-OFED (firmware or OS DCBX, with
 * or without the receive-buffer lines). Keys rocekit does not read are skipped; a known key whose
 * value cannot be read is an error, as is a PFC table cut off before its {@code enabled} row.
 */
public final class MlnxQosParser implements ArtifactParser<QosSettings> {
    private static final Pattern PRIO_DSCP = Pattern.compile("^prio:(\\d) dscp:([\\d,]*)$");
    private static final Pattern TC = Pattern.compile("^tc: (\\d{1,9}) ratelimit: ([^,]+), tsa: (\\w+)(?:, bw: (\\d{1,9})%)?\\s*$");
    private static final Pattern TC_PRIO = Pattern.compile("^(?:priority|up):\\s+(\\d)$");
    private static final Pattern ROW = Pattern.compile("^(priority|enabled|buffer)((?:\\s+\\d{1,9}(?=\\s|$))*+)\\s*$");
    private static final Pattern KEY = Pattern.compile("^([A-Za-z][\\w ()]*?):\\s*(.*)$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.MLNX_QOS;
    }

    @Override
    public QosSettings parse(TextSource src) throws ParseException {
        Optional<String> dcbx = Optional.empty();
        Optional<QosSettings.Trust> trust = Optional.empty();
        Optional<SourceLine> trustLine = Optional.empty();
        List<QosSettings.DscpMapping> dscp = new ArrayList<>();
        List<Long> buffers = new ArrayList<>();
        OptionalInt cable = OptionalInt.empty();
        SourceLine pfcHeader = null;
        List<Boolean> enabled = null;
        SourceLine enabledLine = null;
        List<Integer> buffer = List.of();
        List<QosSettings.TrafficClass> tcs = new ArrayList<>();
        TcBuilder tc = null;
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            String text = raw.strip();
            Matcher m;
            if ((m = PRIO_DSCP.matcher(text)).matches()) {
                List<Integer> values = new ArrayList<>();
                for (String d : m.group(2).split(",")) {
                    if (!d.isEmpty()) {
                        values.add(Values.integer(src, line, d, "a DSCP value 0..63"));
                    }
                }
                dscp.add(new QosSettings.DscpMapping(Integer.parseInt(m.group(1)), values, line));
            } else if ((m = TC.matcher(text)).matches()) {
                if (tc != null) {
                    tcs.add(tc.build());
                }
                String tsa = m.group(3);
                if (!tsa.equals("ets") && !tsa.equals("strict") && !tsa.equals("vendor")) {
                    throw new ParseException(src.file(), line.number(), "tsa ets, strict or vendor", tsa);
                }
                tc = new TcBuilder(Integer.parseInt(m.group(1)), m.group(2).strip(), tsa,
                        m.group(4) == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(m.group(4))), line);
            } else if ((m = TC_PRIO.matcher(text)).matches()) {
                if (tc == null) {
                    throw new ParseException(src.file(), line.number(), "a 'tc: N ...' line before its priorities", raw);
                }
                tc.priorities.add(Integer.parseInt(m.group(1)));
            } else if ((m = ROW.matcher(text)).matches()) {
                if (pfcHeader == null) {
                    throw new ParseException(src.file(), line.number(), "'PFC configuration:' before the PFC table", raw);
                }
                List<Integer> v = ints(m.group(2));
                if (v.size() != 8) {
                    throw new ParseException(src.file(), line.number(), "8 values (priorities 0..7) in the '" + m.group(1)
                            + "' row", text);
                }
                if (m.group(1).equals("enabled")) {
                    enabled = v.stream().map(x -> x != 0).toList();
                    enabledLine = line;
                } else if (m.group(1).equals("buffer")) {
                    buffer = v;
                }
            } else if (text.startsWith("tc:")) {
                throw new ParseException(src.file(), line.number(), "'tc: N ratelimit: R, tsa: T[, bw: B%]'", text);
            } else if ((m = KEY.matcher(text)).matches()) {
                String key = m.group(1);
                String value = m.group(2).strip();
                switch (key) {
                    case "DCBX mode" -> dcbx = Optional.of(value);
                    case "Priority trust state", "Priority trust mode" -> {
                        trust = Optional.of(switch (value) {
                            case "dscp" -> QosSettings.Trust.DSCP;
                            case "pcp" -> QosSettings.Trust.PCP;
                            default -> throw new ParseException(src.file(), line.number(), "trust 'pcp' or 'dscp'", value);
                        });
                        trustLine = Optional.of(line);
                    }
                    case "Cable len" -> cable = OptionalInt.of(Values.integer(src, line, value, "a cable length in meters"));
                    case "Receive buffer size (bytes)" -> {
                        for (String b : value.split(",")) {
                            if (!b.isEmpty() && !b.startsWith("max_buffer_size")) {
                                buffers.add(Values.counter(src, line, b, "a buffer size in bytes"));
                            }
                        }
                    }
                    case "PFC configuration" -> pfcHeader = line;
                    default -> {
                    }
                }
            } else {
                throw new ParseException(src.file(), line.number(), "a line of mlnx_qos output", raw);
            }
        }
        if (tc != null) {
            tcs.add(tc.build());
        }
        Optional<QosSettings.Pfc> pfc = Optional.empty();
        if (pfcHeader != null) {
            if (enabled == null) {
                throw new ParseException(src.file(), pfcHeader.number(),
                        "the 'enabled' row of the PFC table (the output was cut short?)", pfcHeader.trimmed());
            }
            pfc = Optional.of(new QosSettings.Pfc(enabled, buffer, enabledLine));
        }
        return new QosSettings(dcbx, trust, trustLine, dscp, buffers, cable, pfc, tcs);
    }

    private static List<Integer> ints(String s) {
        List<Integer> out = new ArrayList<>();
        for (String t : s.strip().split("\\s+")) {
            if (!t.isEmpty()) {
                out.add(Integer.parseInt(t));
            }
        }
        return out;
    }

    private static final class TcBuilder {
        final int tc;
        final String rate;
        final String tsa;
        final OptionalInt bw;
        final SourceLine line;
        final List<Integer> priorities = new ArrayList<>();

        TcBuilder(int tc, String rate, String tsa, OptionalInt bw, SourceLine line) {
            this.tc = tc;
            this.rate = rate;
            this.tsa = tsa;
            this.bw = bw;
            this.line = line;
        }

        QosSettings.TrafficClass build() {
            return new QosSettings.TrafficClass(tc, rate, tsa, bw, priorities, line);
        }
    }
}
