package io.rocekit.host.parse.ethtool;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code ethtool IFACE}. Link mode lists continue on following lines without a key; they
 * belong to the last key.
 */
public final class EthtoolSettingsParser implements ArtifactParser<EthtoolSettings> {
    private static final Pattern SETTINGS = Pattern.compile("^Settings for (\\S+):\\s*$");
    private static final Pattern KEY = Pattern.compile("^\\s*([A-Za-z][A-Za-z0-9 /-]*):\\s*(.*)$");
    private static final Pattern SPEED = Pattern.compile("^(\\d{1,15})Mb/s$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.ETHTOOL;
    }

    @Override
    public EthtoolSettings parse(TextSource src) throws ParseException {
        Optional<String> name = Optional.empty();
        List<String> supported = new ArrayList<>();
        List<String> advertised = new ArrayList<>();
        OptionalLong speed = OptionalLong.empty();
        Optional<SourceLine> speedLine = Optional.empty();
        Optional<Boolean> link = Optional.empty();
        Optional<SourceLine> linkLine = Optional.empty();
        Optional<Boolean> autoneg = Optional.empty();
        Optional<SourceLine> supportedLine = Optional.empty();
        List<String> current = null;
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            Matcher s = SETTINGS.matcher(raw);
            if (s.matches()) {
                name = Optional.of(s.group(1));
                continue;
            }
            Matcher k = KEY.matcher(raw);
            if (!k.matches()) {
                if (current != null && Character.isWhitespace(raw.charAt(0))) {
                    current.addAll(Arrays.asList(raw.strip().split("\\s+")));
                    continue;
                }
                if (Character.isWhitespace(raw.charAt(0))) {
                    continue; // continuation of a value rocekit does not read (message level flags)
                }
                throw new ParseException(src.file(), line.number(), "'Key: value' (ethtool IFACE)", raw);
            }
            String key = k.group(1).strip();
            String value = k.group(2).strip();
            current = null;
            switch (key) {
                case "Supported link modes" -> {
                    current = supported;
                    supportedLine = Optional.of(line);
                    addModes(supported, value);
                }
                case "Advertised link modes" -> {
                    current = advertised;
                    addModes(advertised, value);
                }
                case "Speed" -> {
                    speedLine = Optional.of(line);
                    Matcher m = SPEED.matcher(value);
                    if (m.matches()) {
                        speed = OptionalLong.of(Long.parseLong(m.group(1)));
                    } else if (!value.startsWith("Unknown")) {
                        throw new ParseException(src.file(), line.number(), "a speed such as '400000Mb/s' or 'Unknown!'", value);
                    }
                }
                case "Link detected" -> {
                    link = Optional.of(yesNo(src, line, value));
                    linkLine = Optional.of(line);
                }
                case "Auto-negotiation" -> autoneg = Optional.of(value.equals("on"));
                default -> {
                }
            }
        }
        return new EthtoolSettings(name, supported, advertised, speed, speedLine, link, linkLine, autoneg, supportedLine);
    }

    private static void addModes(List<String> into, String value) {
        if (!value.isEmpty() && !value.equals("Not reported")) {
            into.addAll(Arrays.asList(value.split("\\s+")));
        }
    }

    private static boolean yesNo(TextSource src, SourceLine line, String v) throws ParseException {
        if (v.equals("yes")) {
            return true;
        }
        if (v.startsWith("no")) {
            return false;
        }
        throw new ParseException(src.file(), line.number(), "'yes' or 'no'", v);
    }
}
