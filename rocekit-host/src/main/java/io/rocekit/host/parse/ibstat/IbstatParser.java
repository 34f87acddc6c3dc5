package io.rocekit.host.parse.ibstat;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code ibstat}: {@code CA 'name'} blocks of TAB-indented {@code Key: value} lines and
 * {@code Port N:} sub-blocks; and {@code ibstatus} (infiniband-diags' script over the same sysfs
 * port files): {@code Infiniband device 'name' port N status:} blocks of lower-case keys whose
 * values keep sysfs' form ({@code state: 4: ACTIVE}, {@code rate: 200 Gb/sec (4X HDR)}), read into
 * the same ports with ibstat's words ({@code Active}, {@code LinkUp}, {@code 200}).
 */
public final class IbstatParser implements ArtifactParser<IbstatOutput> {
    private static final Pattern CA = Pattern.compile("^CA '([^']+)'\\s*$");
    private static final Pattern PORT = Pattern.compile("^Port (\\d{1,9}):\\s*$");
    private static final Pattern KEY = Pattern.compile("^([A-Za-z][\\w ]*?):\\s*(.*)$");
    private static final Pattern IBSTATUS_PORT = Pattern.compile("^Infiniband device '([^']+)' port (\\d{1,9}) status:\\s*$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.IBSTAT;
    }

    @Override
    public IbstatOutput parse(TextSource src) throws ParseException {
        List<IbstatOutput.Adapter> out = new ArrayList<>();
        Ca ca = null;
        PortB port = null;
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            String text = raw.strip();
            Matcher st = IBSTATUS_PORT.matcher(text);
            if (st.matches()) {
                if (ca == null || !ca.name.equals(st.group(1))) {
                    if (ca != null) {
                        out.add(ca.build());
                    }
                    ca = new Ca(st.group(1), line);
                }
                port = new PortB(Integer.parseInt(st.group(2)), line);
                ca.ports.add(port);
                continue;
            }
            Matcher c = CA.matcher(text);
            if (c.matches()) {
                if (ca != null) {
                    out.add(ca.build());
                }
                ca = new Ca(c.group(1), line);
                port = null;
                continue;
            }
            if (ca == null) {
                throw new ParseException(src.file(), line.number(), "a \"CA 'name'\" line first (ibstat)", raw);
            }
            Matcher p = PORT.matcher(text);
            if (p.matches()) {
                port = new PortB(Integer.parseInt(p.group(1)), line);
                ca.ports.add(port);
                continue;
            }
            Matcher kv = KEY.matcher(text);
            if (!kv.matches()) {
                throw new ParseException(src.file(), line.number(), "'Key: value' (ibstat)", raw);
            }
            String key = IbstatusValues.key(kv.group(1));
            String value = IbstatusValues.value(key, kv.group(2).strip());
            if (port != null) {
                switch (key) {
                    case "State" -> {
                        port.state = Optional.of(value);
                        port.stateLine = Optional.of(line);
                    }
                    case "Physical state" -> port.phys = Optional.of(value);
                    case "Rate" -> {
                        try {
                            // "40 (FDR10)": infiniband-diags names the speed where the number alone is ambiguous
                            port.rate = OptionalDouble.of(Double.parseDouble(value.replaceFirst("\\s*\\([A-Za-z0-9]{1,8}\\)$", "")));
                        } catch (NumberFormatException e) {
                            throw new ParseException(src.file(), line.number(), "a rate in Gb/s such as 400", value);
                        }
                        port.rateLine = Optional.of(line);
                    }
                    case "Link layer" -> port.linkLayer = Optional.of(value);
                    default -> {
                    }
                }
            } else {
                switch (key) {
                    case "CA type" -> ca.type = Optional.of(value);
                    case "Number of ports" -> ca.nports = OptionalInt.of(Values.integer(src, line, value, "a port count"));
                    case "Firmware version" -> ca.fw = Optional.of(value);
                    default -> {
                    }
                }
            }
        }
        if (ca != null) {
            out.add(ca.build());
        }
        return new IbstatOutput(out);
    }

    private static final class Ca {
        final String name;
        final SourceLine header;
        Optional<String> type = Optional.empty();
        OptionalInt nports = OptionalInt.empty();
        Optional<String> fw = Optional.empty();
        final List<PortB> ports = new ArrayList<>();

        Ca(String name, SourceLine header) {
            this.name = name;
            this.header = header;
        }

        IbstatOutput.Adapter build() {
            return new IbstatOutput.Adapter(name, header, type, nports, fw, ports.stream().map(PortB::build).toList());
        }
    }

    private static final class PortB {
        final int number;
        final SourceLine header;
        Optional<String> state = Optional.empty();
        Optional<String> phys = Optional.empty();
        OptionalDouble rate = OptionalDouble.empty();
        Optional<SourceLine> rateLine = Optional.empty();
        Optional<String> linkLayer = Optional.empty();
        Optional<SourceLine> stateLine = Optional.empty();

        PortB(int number, SourceLine header) {
            this.number = number;
            this.header = header;
        }

        IbstatOutput.Port build() {
            return new IbstatOutput.Port(number, header, state, phys, rate, rateLine, linkLayer, stateLine);
        }
    }
}
