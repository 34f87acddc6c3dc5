package io.rocekit.monitor.sample;

import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.collect.CommandResult;
import io.rocekit.host.collect.CommandRunner;
import io.rocekit.host.collect.CommandSpec;
import io.rocekit.host.collect.ProcessCommandRunner;
import io.rocekit.host.parse.ethtool.NicStatistics;
import io.rocekit.host.parse.ethtool.NicStatisticsParser;
import io.rocekit.host.snapshot.ItemStatus;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Runs {@code ethtool -S IF} with the doctor's command runner (argument list, no shell, timeout,
 * output cap) and parses it with the doctor's {@link NicStatisticsParser}.
 */
public final class LiveEthtool implements EthtoolStats {
    /** Interface names as the kernel allows them; anything else is never passed to a command. */
    private static final Pattern IFNAME = Pattern.compile("[A-Za-z0-9_.:@-]{1,15}");
    private static final int CAP_BYTES = 1 << 20;
    private final CommandRunner runner;
    private final long timeoutMillis;

    public LiveEthtool(long timeoutMillis) {
        this(new ProcessCommandRunner(), timeoutMillis);
    }

    public LiveEthtool(CommandRunner runner, long timeoutMillis) {
        this.runner = runner;
        this.timeoutMillis = timeoutMillis;
    }

    @Override
    public Optional<SortedMap<String, Long>> read(String netdev, Consumer<String> notes) {
        if (!IFNAME.matcher(netdev).matches() || netdev.startsWith("-")) {
            notes.accept("ethtool -S skipped: '" + netdev + "' is not an interface name");
            return Optional.empty();
        }
        CommandResult r = runner.run(new CommandSpec("ethtool-S." + netdev + ".txt", List.of("ethtool", "-S", netdev),
                timeoutMillis, CAP_BYTES));
        if (r.status() == ItemStatus.NOT_INSTALLED) {
            notes.accept("ethtool not installed: per-priority pause, discard and out-of-buffer counters of " + netdev
                    + " skipped");
            return Optional.empty();
        }
        if (r.status() != ItemStatus.OK) {
            notes.accept("ethtool -S " + netdev + ": " + r.status().label()
                    + (r.stderrHead().isEmpty() ? "" : " (" + r.stderrHead() + ")"));
            return Optional.empty();
        }
        try {
            NicStatistics s = new NicStatisticsParser().parse(
                    TextSource.of("ethtool -S " + netdev, new String(r.stdout(), StandardCharsets.UTF_8)));
            SortedMap<String, Long> out = new TreeMap<>();
            for (NicStatistics.Counter c : s.counters()) {
                out.put(c.name(), c.value());
            }
            return Optional.of(out);
        } catch (ParseException e) {
            notes.accept(e.getMessage());
            return Optional.empty();
        }
    }
}
