package io.rocekit.host.parse.ethtool;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses {@code ethtool -i IFACE}: {@code key: value} lines with lower-case dashed keys. */
public final class DriverInfoParser implements ArtifactParser<DriverInfo> {
    private static final Pattern LINE = Pattern.compile("^([a-z][a-z-]*):(?:\\s(.*))?$");
    private static final Pattern FW = Pattern.compile("^(\\S+)(?:\\s+\\((\\S+)\\))?$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.ETHTOOL_DRIVER;
    }

    @Override
    public DriverInfo parse(TextSource src) throws ParseException {
        Optional<String> driver = Optional.empty();
        Optional<String> version = Optional.empty();
        Optional<String> fw = Optional.empty();
        Optional<String> psid = Optional.empty();
        Optional<PciAddress> bus = Optional.empty();
        Optional<SourceLine> driverLine = Optional.empty();
        Optional<SourceLine> fwLine = Optional.empty();
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            Matcher m = LINE.matcher(raw.stripTrailing());
            if (!m.matches()) {
                throw new ParseException(src.file(), line.number(), "'key: value' (ethtool -i)", raw);
            }
            String v = m.group(2) == null ? "" : m.group(2).strip();
            switch (m.group(1)) {
                case "driver" -> {
                    driver = Optional.of(v);
                    driverLine = Optional.of(line);
                }
                case "version" -> version = Optional.of(v);
                case "firmware-version" -> {
                    Matcher f = FW.matcher(v);
                    if (f.matches()) {
                        fw = Optional.of(f.group(1));
                        psid = Optional.ofNullable(f.group(2));
                    } else if (!v.isEmpty()) {
                        fw = Optional.of(v);
                    }
                    fwLine = Optional.of(line);
                }
                case "bus-info" -> bus = PciAddress.parse(v);
                default -> {
                }
            }
        }
        return new DriverInfo(driver, version, fw, psid, bus, driverLine, fwLine);
    }
}
