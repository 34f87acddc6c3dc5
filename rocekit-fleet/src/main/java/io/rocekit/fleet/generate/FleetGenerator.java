package io.rocekit.fleet.generate;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;

/**
 * A seeded fleet: {@code n} copies of {@link BaseSnapshot}, each with its own host name and a
 * little run-to-run noise in its benchmark results (within 1 %), and a handful of nodes given one
 * planted difference each:
 * <ul>
 * <li>older firmware on every ConnectX-7 of one node;</li>
 * <li>one mlxconfig value ({@code ROCE_CC_PRIO_MASK_P1} 255 to 8) on one node;</li>
 * <li>a "rack" of three consecutive nodes whose NIC trusts PCP instead of DSCP;</li>
 * <li>ACS switched on at the switch port above mlx5_0 (GPU0's rail) on one node;</li>
 * <li>GPU1's link trained at x8 instead of x16 on one node;</li>
 * <li>two nodes at 70 % of the fleet's nccl-tests bus bandwidth, one at 60 % of its perftest
 *     bandwidth, one at 150 % of its latency;</li>
 * <li>one node whose rx out-of-buffer counter is 10,000 times the others'.</li>
 * </ul>
 * The same seed gives the same fleet, byte for byte.
 */
public final class FleetGenerator {
    /** Metric names the summaries give the base's benchmark files (checked by the generator's test). */
    public static final String NCCL_METRIC = "nccl-tests.all_reduce.busBwGBps";
    public static final String PERFTEST_BW_METRIC = "perftest.ib_write_bw.bwGbps";
    public static final String PERFTEST_LAT_METRIC = "perftest.ib_read_lat.latencyUsec";
    public static final String COUNTER_METRIC = "counter.out_of_buffer.perSec";

    static final String OLD_FW = "28.36.1010";
    /** SrcValid, ReqRedir, CmpltRedir, UpstreamFwd: what Linux sets on a switch port when an IOMMU is on. */
    static final int PLANTED_ACS = 0x001d;
    private static final String ACS_BRIDGE_CONFIG = "sys/devices/pci0000:15/0000:15:01.0/0000:16:00.0/0000:17:01.0/config";
    private static final String GPU1_WIDTH = "sys/devices/pci0000:37/0000:37:01.0/0000:38:00.0/0000:39:00.0/0000:3a:00.0/current_link_width";
    private static final String NCCL = "extra/nccl-tests.all_reduce_perf.txt";
    private static final String BW = "extra/ib_write_bw.txt";
    private static final String LAT = "extra/ib_read_lat.txt";
    private static final String COUNTERS = "extra/show_counters.mlx5_4.txt";
    private static final String QOS = "commands/mlnx_qos.ens83np0.txt";
    private static final String MLXCONFIG = "commands/mlxconfig-q.0000:83:00.0.txt";
    private static final FileTime MTIME = FileTime.fromMillis(1_764_633_600_000L);

    /** How the fleet is written. */
    public enum Format { DIRECTORY, TAR_GZ }

    private final int nodes;
    private final long seed;
    private final Map<String, byte[]> base = BaseSnapshot.load();
    private final Roles roles;

    /** A fleet of {@code nodes} (at least 12: the planted nodes are distinct) from {@code seed}. */
    public FleetGenerator(int nodes, long seed) {
        if (nodes < 12) {
            throw new IllegalArgumentException("a generated fleet needs at least 12 nodes (11 carry a planted difference), got " + nodes);
        }
        this.nodes = nodes;
        this.seed = seed;
        this.roles = Roles.draw(nodes, new Random(seed));
    }

    /** The host name of node {@code i} (0-based): {@code node00001}... */
    public String host(int i) {
        return String.format(Locale.ROOT, "node%05d", i + 1);
    }

    /** What this fleet plants. */
    public Planted planted() {
        List<Planted.Fact> drift = new ArrayList<>();
        Map<String, String> majority = new LinkedHashMap<>();
        for (String dev : List.of("mlx5_0", "mlx5_1", "mlx5_2", "mlx5_3", "mlx5_4", "mlx5_5", "mlx5_7")) {
            drift.add(new Planted.Fact("firmware." + dev + ".version", host(roles.firmware), OLD_FW));
            majority.put("firmware." + dev + ".version", BaseSnapshot.CX7_FW);
        }
        drift.add(new Planted.Fact("mlxconfig.mlx5_4.ROCE_CC_PRIO_MASK_P1", host(roles.mlxconfig), "8"));
        majority.put("mlxconfig.mlx5_4.ROCE_CC_PRIO_MASK_P1", "255");
        for (int i = 0; i < 3; i++) {
            drift.add(new Planted.Fact("qos.mlx5_4.trust", host(roles.qosRack + i), "pcp"));
        }
        majority.put("qos.mlx5_4.trust", "dscp");
        // the bits named are those the doctor counts as blocking peer-to-peer among the planted ones
        io.rocekit.host.topology.AcsState planted = io.rocekit.host.topology.AcsState.ofRegister(PLANTED_ACS,
                io.rocekit.core.finding.Evidence.value(""));
        drift.add(new Planted.Fact("pcie.acs.GPU0-mlx5_0", host(roles.acs), "on at 0000:17:01.0 (" + String.join(" ",
                io.rocekit.host.topology.AcsState.BITS.stream().filter(planted.p2pObstacles()::contains).toList()) + ")"));
        majority.put("pcie.acs.GPU0-mlx5_0", "off");
        drift.add(new Planted.Fact("pcie.GPU1.link", host(roles.degraded), "32.0 GT/s PCIe x8"));
        majority.put("pcie.GPU1.link", "32.0 GT/s PCIe x16");
        List<Planted.Metric> outliers = new ArrayList<>();
        for (int n : roles.slowNccl) {
            outliers.add(new Planted.Metric(NCCL_METRIC, host(n)));
        }
        outliers.add(new Planted.Metric(PERFTEST_BW_METRIC, host(roles.slowPerftest)));
        outliers.add(new Planted.Metric(PERFTEST_LAT_METRIC, host(roles.slowLatency)));
        outliers.add(new Planted.Metric(COUNTER_METRIC, host(roles.counters)));
        return new Planted(drift, outliers, majority);
    }

    /** The files of node {@code i}. */
    public Map<String, byte[]> node(int i) {
        Map<String, byte[]> f = new TreeMap<>(base);
        Edits.replace(f, "manifest.json", "\"host\": \"demo-h100-untuned\"", "\"host\": \"" + host(i) + "\"");
        Random noise = new Random(seed * 1_000_003L + i);
        double ncclFactor = 1 + (noise.nextDouble() - 0.5) * 0.02;
        double bwFactor = 1 + (noise.nextDouble() - 0.5) * 0.02;
        double latFactor = 1 + (noise.nextDouble() - 0.5) * 0.02;
        if (i == roles.firmware) {
            for (Map.Entry<String, byte[]> e : new ArrayList<>(f.entrySet())) {
                if (e.getKey().endsWith("/fw_ver") && Edits.text(f, e.getKey()).strip().equals(BaseSnapshot.CX7_FW)) {
                    Edits.put(f, e.getKey(), OLD_FW + "\n");
                }
            }
        }
        if (i == roles.mlxconfig) {
            Edits.lines(f, MLXCONFIG, "ROCE_CC_PRIO_MASK_P1 ", l -> l.replace("255            ", "8              "));
        }
        if (i >= roles.qosRack && i < roles.qosRack + 3) {
            Edits.replace(f, QOS, "Priority trust state: dscp", "Priority trust state: pcp");
        }
        if (i == roles.acs) {
            // SrcValid, ReqRedir, CmpltRedir, UpstreamFwd: what Linux sets on a switch port when an IOMMU is on
            f.put(ACS_BRIDGE_CONFIG, Edits.acsControl(f.get(ACS_BRIDGE_CONFIG), PLANTED_ACS));
        }
        if (i == roles.degraded) {
            Edits.put(f, GPU1_WIDTH, "8\n");
        }
        if (roles.slowNccl.contains(i)) {
            ncclFactor = 0.7;
        }
        if (i == roles.slowPerftest) {
            bwFactor = 0.6;
        }
        if (i == roles.slowLatency) {
            latFactor = 1.5;
        }
        double nf = ncclFactor;
        Edits.lines(f, NCCL, "17179869184", l -> Edits.scaleFields(Edits.scaleFields(l, Set.of(6, 10), 1 / nf),
                Set.of(7, 8, 11, 12), nf));
        Edits.lines(f, NCCL, "Avg bus bandwidth", l -> Edits.scaleFields(l, Set.of(5), nf));
        double bf = bwFactor;
        Edits.lines(f, BW, "224958464", l -> Edits.scaleFields(l, Set.of(3, 4), bf));
        double lf = latFactor;
        Edits.lines(f, LAT, "13.20", l -> Edits.scaleFields(l, Set.of(2, 3, 4, 5, 7, 8), lf));
        if (i == roles.counters) {
            Edits.lines(f, COUNTERS, "out_of_buffer:", l -> l.replace(": 135", ": 1350000"));
        }
        return f;
    }

    /** Writes the fleet into {@code dir} (created), on {@code threads} threads, and says what it planted. */
    public Planted write(Path dir, Format format, int threads) throws IOException {
        Files.createDirectories(dir);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                done.add(pool.submit(() -> IntStream.iterate(first, i -> i < nodes, i -> i + threads)
                        .forEach(i -> writeNode(dir, i, format))));
            }
            for (Future<?> d : done) {
                d.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IOException("writing the fleet failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return planted();
    }

    private void writeNode(Path dir, int i, Format format) {
        Map<String, byte[]> files = node(i);
        try {
            if (format == Format.DIRECTORY) {
                Path root = dir.resolve(host(i));
                for (Map.Entry<String, byte[]> e : files.entrySet()) {
                    Path p = root.resolve(e.getKey());
                    Path parent = p.getParent();
                    if (parent != null) {
                        Files.createDirectories(parent);
                    }
                    Files.write(p, e.getValue());
                }
            } else {
                try (OutputStream raw = Files.newOutputStream(dir.resolve(host(i) + ".tar.gz"), StandardOpenOption.CREATE_NEW);
                     TarArchiveOutputStream tar = new TarArchiveOutputStream(new FastGzip(raw))) {
                    tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
                    for (Map.Entry<String, byte[]> e : files.entrySet()) {
                        TarArchiveEntry te = new TarArchiveEntry(host(i) + "/" + e.getKey());
                        te.setSize(e.getValue().length);
                        te.setModTime(MTIME);
                        tar.putArchiveEntry(te);
                        tar.write(e.getValue());
                        tar.closeArchiveEntry();
                    }
                    tar.finish();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(host(i) + ": " + e.getMessage(), e);
        }
    }

    /** gzip at the fastest level: ten thousand nodes are written in minutes, not an hour, for a few % more disk. */
    private static final class FastGzip extends GZIPOutputStream {
        FastGzip(OutputStream out) throws IOException {
            super(new BufferedOutputStream(out, 1 << 16), 1 << 16);
            def.setLevel(java.util.zip.Deflater.BEST_SPEED);
        }
    }

    /** Which node carries which planted difference: distinct nodes, drawn from the seed. */
    private record Roles(int firmware, int mlxconfig, int qosRack, int acs, int degraded, Set<Integer> slowNccl,
                         int slowPerftest, int slowLatency, int counters) {
        static Roles draw(int n, Random r) {
            List<Integer> order = new ArrayList<>(IntStream.range(0, n).boxed().toList());
            java.util.Collections.shuffle(order, r);
            // the rack of three takes a run of consecutive nodes; the others are drawn outside it
            int rack = r.nextInt(n - 2);
            List<Integer> rest = order.stream().filter(x -> x < rack || x > rack + 2).toList();
            return new Roles(rest.get(0), rest.get(1), rack, rest.get(2), rest.get(3), Set.of(rest.get(4), rest.get(5)),
                    rest.get(6), rest.get(7), rest.get(8));
        }
    }
}
