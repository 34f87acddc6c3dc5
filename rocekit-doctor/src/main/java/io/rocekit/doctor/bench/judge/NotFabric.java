package io.rocekit.doctor.bench.judge;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestHeader;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A perftest bandwidth figure that is not the fabric's: a loopback run (client and server on one
 * port: perftest prints the same GID, or on InfiniBand the same LID, for the local and the remote
 * address, so the traffic turned inside the NIC and crossed no cable or switch), or a run of so
 * few iterations per size (perftest {@code -n}) that setup and the first completions dominate it.
 * Either is not judged against the line rate, as nccl-tests runs on one node are not.
 */
public final class NotFabric {
    /** Fewer iterations per size than this (perftest's default is 1000 or more) are not a steady state. */
    static final long MIN_ITERATIONS = 100;
    private static final Pattern LID = Pattern.compile("\\bLID (0x[0-9a-fA-F]{1,4}|\\d{1,5})\\b");

    private NotFabric() {
    }

    /** Why the run's figure is not a fabric bandwidth, when it is not. */
    public static Optional<String> why(PerftestBwRun run) {
        PerftestHeader h = run.header();
        Optional<String> gid = h.field("local GID").filter(g -> h.field("remote GID").map(g::equals).orElse(false));
        if (gid.isPresent()) {
            return Optional.of("loopback: the local and remote GID are the same (" + gid.get() + "): client and server ran "
                    + "on one port and the traffic crossed no cable or switch, so this is not a fabric bandwidth");
        }
        Optional<String> lid = lid(h, "local address").filter(l -> lid(h, "remote address").map(l::equals).orElse(false));
        if (lid.isPresent()) {
            return Optional.of("loopback: the local and remote LID are the same (" + lid.get() + "): client and server ran "
                    + "on one port and the traffic crossed no cable or switch, so this is not a fabric bandwidth");
        }
        if (h.bidirectional() && !run.durationMode() && !run.rows().isEmpty()
                && run.rows().stream().allMatch(r -> r.bwPeak() == 0.0)) {
            return Optional.of("BW peak 0.00 in a bidirectional run without perftest's duration warning: -N (iterations "
                    + "counted, both directions summed) or -D (each side prints its own direction) cannot be told apart, "
                    + "so neither one nor two directions of line rate is known to be the reference; rerun keeping the "
                    + "whole output (with -D perftest prints \"WARNING: BW peak won't be measured in this run.\")");
        }
        // --output=bandwidth prints no iteration count: nothing to say then
        long iterations = run.rows().stream().mapToLong(PerftestBwRow::iterations).max().orElse(MIN_ITERATIONS);
        iterations = iterations < 0 ? MIN_ITERATIONS : iterations;
        if (!run.durationMode() && iterations < MIN_ITERATIONS) {
            return Optional.of("only " + iterations + " iteration(s) per size (perftest -n): connection setup and the first "
                    + "completions dominate, not a steady-state fabric bandwidth; rerun with the default iterations or -D");
        }
        return Optional.empty();
    }

    /** The LID of an address line, unless it is 0 (RoCE prints LID 0000: the GID tells there). */
    private static Optional<String> lid(PerftestHeader h, String address) {
        Optional<Matcher> m = h.lineOf(address).map(Evidence::text).map(LID::matcher).filter(Matcher::find);
        return m.map(x -> x.group(1)).filter(l -> !l.replaceAll("^0x", "").matches("0+"));
    }
}
