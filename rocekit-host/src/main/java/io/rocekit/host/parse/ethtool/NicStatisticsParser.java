package io.rocekit.host.parse.ethtool;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code ethtool -S IFACE}: an optional {@code NIC statistics:} line, then indented
 * {@code name: value} lines (mlx5 names such as {@code rx_prio3_pause}). Grep fragments without
 * the header and blank lines between concatenated outputs are accepted, and per-queue names with a
 * queue prefix ({@code [0]: rx_bytes}, {@code rxq0: rx_bytes}).
 */
public final class NicStatisticsParser implements ArtifactParser<NicStatistics> {
    /**
     * {@code name: value}; the name may carry a queue prefix of its own, as bnx2x ({@code [0]: rx_bytes:
     * N}) and be2net ({@code rxq0: rx_bytes: N}) print per-queue counters: the name is kept whole, so a
     * queue's counter is never read as the port's.
     */
    private static final Pattern COUNTER = Pattern.compile("^\\s*((?:[\\w\\[\\]-]{1,32}: )?[^\\s:][^:]*?):\\s*(\\S+)\\s*$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.ETHTOOL_STATS;
    }

    @Override
    public NicStatistics parse(TextSource src) throws ParseException {
        List<NicStatistics.Counter> counters = new ArrayList<>();
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            if (raw.isBlank() || raw.strip().equals("NIC statistics:")) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            Matcher m = COUNTER.matcher(raw);
            if (!m.matches()) {
                throw new ParseException(src.file(), line.number(), "a counter line 'name: value' (ethtool -S)", raw);
            }
            counters.add(new NicStatistics.Counter(m.group(1).strip(),
                    Values.counter(src, line, m.group(2), "a counter value (unsigned integer) for " + m.group(1).strip()),
                    line));
        }
        return new NicStatistics(counters);
    }
}
