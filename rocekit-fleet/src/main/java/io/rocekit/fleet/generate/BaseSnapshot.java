package io.rocekit.fleet.generate;

import io.rocekit.host.snapshot.ResourceSnapshot;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/**
 * The node every generated node starts from: the doctor's demo snapshot (published command
 * outputs of an H100-class node, see its README), completed with what a full {@code collect}
 * of such a node also holds, each from a published source:
 * <ul>
 * <li>NIC firmware and PSID in sysfs: ConnectX-7 {@code 28.39.2048} / {@code MT_0000000838} and
 *     ConnectX-6 Dx {@code 22.38.1900} / {@code MT_0000000436}, the values of the
 *     {@code ibv_devinfo} output in deepseek-ai/DeepEP issue #60;</li>
 * <li>benchmark outputs under {@code extra/}: nccl-tests all_reduce_perf on p5en.48xlarge
 *     (aws-samples/awsome-distributed-training), perftest {@code ib_write_bw} (linux-rdma/perftest
 *     issue #273) and an {@code ib_read_lat} row (see this package's resources and their notes);</li>
 * <li>{@code /proc/version}, {@code /proc/uptime}, hugepage pools, {@code ofed_info -s}: one
 *     value each, the same on every node (variations are planted on top).</li>
 * </ul>
 */
final class BaseSnapshot {
    static final String DEMO = "/io/rocekit/doctor/demo/h100-untuned/";
    private static final String RES = "/io/rocekit/fleet/generate/";

    static final String CX7_FW = "28.39.2048";
    static final String CX7_PSID = "MT_0000000838";
    static final String CX6DX_FW = "22.38.1900";
    static final String CX6DX_PSID = "MT_0000000436";

    private BaseSnapshot() {
    }

    /** Every file of the base node, by snapshot path. */
    static Map<String, byte[]> load() {
        try {
            Snapshot demo = ResourceSnapshot.open("demo", DEMO);
            Map<String, byte[]> files = new TreeMap<>();
            for (String f : demo.files()) {
                if (f.equals("README.md")) {
                    continue;
                }
                files.put(f, demo.readBytes(f).orElseThrow());
            }
            for (String e : demo.list("sys/class/infiniband")) {
                String dev = e.substring(0, e.length() - ".link".length());
                String real = demo.link("sys/class/infiniband/" + dev).orElseThrow();
                boolean cx6 = dev.equals("mlx5_6");
                put(files, real + "/fw_ver", (cx6 ? CX6DX_FW : CX7_FW) + "\n");
                put(files, real + "/board_id", (cx6 ? CX6DX_PSID : CX7_PSID) + "\n");
            }
            put(files, "proc/version", "Linux version 5.15.0-105-generic (buildd@lcy02-amd64-054) (gcc (Ubuntu "
                    + "11.4.0-1ubuntu1~22.04) 11.4.0, GNU ld (GNU Binutils for Ubuntu) 2.38) #115-Ubuntu SMP Mon Apr 15 "
                    + "09:52:04 UTC 2024\n");
            put(files, "proc/uptime", "864000.00 13824000.00\n");
            put(files, "commands/ofed_info-s.txt", "MLNX_OFED_LINUX-23.10-1.1.9.0:\n");
            put(files, "sys/kernel/mm/hugepages/hugepages-2048kB/nr_hugepages", "0\n");
            put(files, "sys/kernel/mm/hugepages/hugepages-1048576kB/nr_hugepages", "0\n");
            files.put("extra/nccl-tests.all_reduce_perf.txt", resource("awsome-p5en-topology-aware-no-group-header-elided.txt"));
            files.put("extra/ib_write_bw.txt", resource("perftest273-write-postlist-8B-msgrate.txt"));
            files.put("extra/ib_read_lat.txt", resource("perftest-read-lat-roce-cpufreq-noise.txt"));
            return files;
        } catch (SnapshotException e) {
            throw new IllegalStateException("the demo snapshot is missing from the doctor jar", e);
        }
    }

    private static void put(Map<String, byte[]> files, String rel, String text) {
        files.put(rel, text.getBytes(StandardCharsets.UTF_8));
    }

    private static byte[] resource(String name) {
        try (InputStream in = BaseSnapshot.class.getResourceAsStream(RES + name)) {
            if (in == null) {
                throw new IllegalStateException("generator resource missing: " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
