package io.rocekit.host.parse.hwcounters;

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
 * Parses the three forms of mlx5 RDMA counters (see {@link RdmaCounters}): {@code rdma statistic
 * show} lines ({@code link DEV/PORT name value ...}, or with {@code -p} a {@code link DEV/PORT} line
 * alone and one indented {@code name value} per line under it), {@code show_counters} ({@code Port N
 * hw counters:} then {@code name: value}), and sysfs listings ({@code [.../DEV/]ports/P/hw_counters/name
 * value} or {@code ...:value}).
 */
public final class RdmaCountersParser implements ArtifactParser<RdmaCounters> {
    private static final Pattern LINK = Pattern.compile("^link (\\S+)/(\\d{1,9})(\\s.*)?$");
    private static final Pattern PORT_HEADER = Pattern.compile("^Port (\\d{1,9}) (hw )?counters:\\s*$");
    private static final Pattern PATH = Pattern.compile(
            "^(?:(.*?)/)?ports/(\\d{1,9})/(hw_counters|counters)/([\\w.-]+)(?::\\s*|\\s+)(\\S+)\\s*$");
    private static final Pattern NAME_VALUE = Pattern.compile("^([\\w./-]+?)(?::\\s*|\\s+)(\\S.*?)\\s*$");
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.HW_COUNTERS;
    }

    @Override
    public RdmaCounters parse(TextSource src) throws ParseException {
        List<RdmaCounters.Counter> counters = new ArrayList<>();
        List<RdmaCounters.Attribute> attributes = new ArrayList<>();
        Optional<String> headerDevice = Optional.empty();
        OptionalInt headerPort = OptionalInt.empty();
        RdmaCounters.Group headerGroup = RdmaCounters.Group.UNSPECIFIED;
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            String text = raw.strip();
            Matcher link = LINK.matcher(text);
            if (link.matches() && (link.group(3) == null || link.group(3).isBlank())) {
                // rdma statistic show -p: the link alone, its counters one per line below it
                headerDevice = Optional.of(link.group(1));
                headerPort = OptionalInt.of(Integer.parseInt(link.group(2)));
                headerGroup = RdmaCounters.Group.UNSPECIFIED;
                continue;
            }
            if (link.matches()) {
                String[] t = link.group(3).strip().split("\\s+");
                if (t.length % 2 != 0 || t[0].isEmpty()) {
                    throw new ParseException(src.file(), line.number(),
                            "'name value' pairs after 'link " + link.group(1) + "/" + link.group(2) + "'", text);
                }
                for (int k = 0; k < t.length; k += 2) {
                    counters.add(new RdmaCounters.Counter(Optional.of(link.group(1)),
                            OptionalInt.of(Integer.parseInt(link.group(2))), RdmaCounters.Group.UNSPECIFIED, t[k],
                            Values.counter(src, line, t[k + 1], "a counter value for " + t[k]), line));
                }
                continue;
            }
            Matcher header = PORT_HEADER.matcher(text);
            if (header.matches()) {
                headerDevice = Optional.empty();
                headerPort = OptionalInt.of(Integer.parseInt(header.group(1)));
                headerGroup = header.group(2) != null ? RdmaCounters.Group.HW_COUNTERS : RdmaCounters.Group.PORT_COUNTERS;
                continue;
            }
            Matcher path = PATH.matcher(text);
            if (path.matches()) {
                Optional<String> device = device(path.group(1));
                RdmaCounters.Group g = path.group(3).equals("hw_counters") ? RdmaCounters.Group.HW_COUNTERS
                        : RdmaCounters.Group.PORT_COUNTERS;
                counters.add(new RdmaCounters.Counter(device, OptionalInt.of(Integer.parseInt(path.group(2))), g,
                        path.group(4), Values.counter(src, line, path.group(5), "a counter value for " + path.group(4)),
                        line));
                continue;
            }
            Matcher nv = NAME_VALUE.matcher(text);
            if (!nv.matches()) {
                throw new ParseException(src.file(), line.number(),
                        "a counter 'name value', 'name: value', a sysfs path with its value, or 'link DEV/PORT ...'", raw);
            }
            String name = nv.group(1);
            String value = nv.group(2);
            if (!name.contains("/") && NUMBER.matcher(value).matches()) {
                counters.add(new RdmaCounters.Counter(headerDevice, headerPort, headerGroup, name,
                        Values.counter(src, line, value, "a counter value for " + name), line));
            } else {
                attributes.add(new RdmaCounters.Attribute(name, value, line));
            }
        }
        return new RdmaCounters(counters, attributes);
    }

    /** The device in a path prefix such as {@code /sys/class/infiniband/mlx5_0}. */
    private static Optional<String> device(String prefix) {
        if (prefix == null || prefix.isEmpty()) {
            return Optional.empty();
        }
        String p = prefix.endsWith("/") ? prefix.substring(0, prefix.length() - 1) : prefix;
        int slash = p.lastIndexOf('/');
        String last = slash < 0 ? p : p.substring(slash + 1);
        return last.isEmpty() ? Optional.empty() : Optional.of(last);
    }
}
