package io.rocekit.doctor.rule.counter;

import io.rocekit.core.finding.Evidence;
import io.rocekit.doctor.rule.Devices;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.parse.ethtool.NicStatistics;
import io.rocekit.host.parse.hwcounters.RdmaCounters;
import java.util.ArrayList;
import java.util.List;

/** What the counter rules share: counters are cumulative, so every finding says so. */
final class CounterSupport {
    static final String CUMULATIVE = "Counters are totals since the driver loaded: take two snapshots a minute apart "
            + "(rocekit collect) to see whether they still rise.";
    static final String DOC = "Linux Documentation/networking/device_drivers/ethernet/mellanox/mlx5/counters.rst; "
            + "drivers/infiniband/hw/mlx5/counters.c (hw_counters)";

    private CounterSupport() {
    }

    /** An ethtool -S counter with its value. */
    record Stat(ParsedArtifact<NicStatistics> artifact, NicStatistics.Counter counter) {
        Evidence evidence() {
            return artifact.evidence(counter.line());
        }
    }

    /** An RDMA counter with its value. */
    record Hw(ParsedArtifact<RdmaCounters> artifact, RdmaCounters.Counter counter) {
        Evidence evidence() {
            return artifact.evidence(counter.line());
        }

        String where() {
            String w = counter.where();
            return w.isEmpty() ? "RDMA port of " + artifact.file() : w;
        }
    }

    static List<Stat> stats(List<ParsedArtifact<NicStatistics>> artifacts, String regex) {
        List<Stat> out = new ArrayList<>();
        for (ParsedArtifact<NicStatistics> a : artifacts) {
            for (NicStatistics.Counter c : a.model().matching(regex)) {
                out.add(new Stat(a, c));
            }
        }
        return out;
    }

    static List<Hw> hw(List<ParsedArtifact<RdmaCounters>> artifacts, String name) {
        List<Hw> out = new ArrayList<>();
        for (ParsedArtifact<RdmaCounters> a : artifacts) {
            for (RdmaCounters.Counter c : a.model().all(name)) {
                out.add(new Hw(a, c));
            }
        }
        return out;
    }

    /** The interface to show as a finding's subject: its name when the file says, else the file. */
    static String iface(ParsedArtifact<NicStatistics> a) {
        return Devices.netdevOfFile(a.file()).orElse("netdev of " + a.file());
    }

    /** The interface for a fix command: the one the prompt's {@code ethtool -S IF} or the file names, else {@code <iface>}. */
    static String ifaceArg(ParsedArtifact<NicStatistics> a) {
        return Devices.netdev(a);
    }
}
