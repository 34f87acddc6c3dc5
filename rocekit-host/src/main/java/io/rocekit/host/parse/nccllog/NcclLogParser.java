package io.rocekit.host.parse.nccllog;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.NcclGdr;
import io.rocekit.host.bench.NcclGdrSupport;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.bench.NcclNetDevice;
import io.rocekit.host.bench.NcclTransport;
import io.rocekit.host.parse.text.Lines;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parser for {@link ArtifactKind#NCCL_LOG}. Every line NCCL prints starts with
 * {@code host:pid:tid [cudaDev]} then {@code NCCL INFO} or {@code file.cc:line NCCL WARN}; lines
 * of other programs in the same file (the benchmark's table, the launcher) are ignored. Never
 * fails: a log that says nothing about the network gives an empty model.
 */
public final class NcclLogParser implements ArtifactParser<NcclLog> {
    /**
     * The line prefix. NCCL 2.26+ puts a timestamp before WARN lines by default
     * ({@code NCCL_DEBUG_TIMESTAMP_FORMAT} "[%F %T] ", {@code NCCL_DEBUG_TIMESTAMP_LEVELS} WARN), and
     * newer releases name the function after the source line ({@code net_ib.cc:123 (ncclIbFoo) NCCL
     * WARN}): NVIDIA/nccl src/debug.cc.
     */
    private static final Pattern PREFIX = Pattern.compile(
            "^(?:\\[\\d{4}-\\d\\d-\\d\\d[ T][\\d:.,]{5,20}] )?(?<host>[^\\s:]+):(?<pid>\\d+):(?<tid>\\d+) \\[(?<dev>[^\\]]*)] "
                    + "(?:(?<src>\\S+:\\d+) (?:\\([\\w:~<>]{1,200}\\) )?)?NCCL (?<level>INFO|WARN|TRACE|ABORT)\\s?(?<msg>.*)$");
    private static final Pattern TESTS_DEVICE = Pattern.compile(
            "^Rank\\s+\\d+\\s+(?:Group\\s+\\d+\\s+)?(?:Pid\\s+\\d+\\s+)?on\\s+(\\S+)\\s+device\\s+(\\d{1,9})\\s+\\[");
    private static final Pattern VERSION = Pattern.compile("NCCL version \\S+");
    private static final Pattern USING_NETWORK = Pattern.compile("^Using network\\s+\\S");
    private static final Pattern IB_USING = Pattern.compile("^NET/(?:IB|IBext|IBext_v\\d+|\\w+) ?: Using (\\[\\d+].*)$");
    /** {@code [0]mlx5_0:1/RoCE/SHARP}, or inside a merged device {@code [2] mlx5_0:1/RoCE}. */
    private static final Pattern IB_ENTRY = Pattern.compile(
            "\\[(\\d{1,9})] ?([^\\s:\\[\\]{}=,]+):(\\d{1,9})/(IB|RoCE)((?:/[A-Za-z_]+)*+)");
    /**
     * A merged (virtual) device of NCCL 2.19+: {@code [1]={[2] mlx5_0:1/RoCE, [3] mlx5_1:1/RoCE}}. The
     * body stops at any brace, opening or closing, so each match attempt ends at the next brace and
     * a line of many unclosed groups is scanned in linear time (not quadratic).
     */
    private static final Pattern IB_MERGED = Pattern.compile("\\[(\\d{1,9})]=\\{([^{}]*)}");
    private static final Pattern OOB = Pattern.compile("OOB ([^:\\s]+):");
    private static final Pattern SOCKET_USING = Pattern.compile("^NET/Socket ?: Using \\[\\d+]");
    private static final Pattern NO_DEVICE = Pattern.compile("^NET/IB ?: No device found");
    private static final Pattern GDR_GPU = Pattern.compile(
            "GPU Direct RDMA (Enabled|Disabled) for GPU (\\S+) / HCA (\\S+)(?: \\(([^)]*)\\))?");
    private static final Pattern GDR_HCA = Pattern.compile(
            "GPU Direct RDMA (Enabled|Disabled) for HCA (\\S+) '([^']*)'(?: \\(([^)]*)\\))?");
    /**
     * The NCCL RDMA plugin's capability lines (Mellanox/nccl-rdma-sharp-plugins src/p2p_plugin.c since its PR #104):
     * {@code NET/IB : GPU Direct RDMA (DMABUF) enabled for HCA 0 'mlx5_0} (its format has no closing quote).
     */
    private static final Pattern GDR_WAY = Pattern.compile(
            "GPU Direct RDMA \\((DMABUF|nvidia-peermem)\\) enabled? for HCA \\d{1,9} '([^'\\s]{1,64})");
    private static final Pattern GPU_DMABUF = Pattern.compile("^DMA-BUF is available on GPU device \\d{1,9}\\s*$");
    private static final Pattern VIA = Pattern.compile("\\bvia (\\S.*)$");
    private static final Pattern RING_PXN_GDR = Pattern.compile("Connected all rings,? use ring PXN (\\d+) GDR (\\d+)");
    /** {@code nranks 16} (Init START) or, NCCL 2.19+, {@code comm 0x... rank 0 nRanks 16 nNodes 2 localRanks 8}. */
    private static final Pattern NRANKS = Pattern.compile("\\bn[Rr]anks (\\d{1,9})\\b");
    private static final Pattern NNODES = Pattern.compile("\\bnNodes (\\d{1,9})\\b");
    private static final Pattern LOCAL_RANKS = Pattern.compile("\\blocalRanks (\\d{1,9})\\b");
    private static final Pattern CUDA_DEV = Pattern.compile("\\bcudaDev (\\d{1,9})\\b");
    private static final Pattern SPEED_MBPS = Pattern.compile("^NET/\\w+: \\[\\d+] \\S+ .*\\bspeed=(\\d{1,12})\\b");
    /**
     * NCCL 2.19+ {@code NET/IB : Made virtual device [0] name=mlx5_0+mlx5_1 speed=800000 ndevs=2}: the
     * speed of a merged device is the sum of its {@code ndevs} ports (NVIDIA/nccl src/transport/net_ib.cc).
     */
    private static final Pattern VIRTUAL_DEVICE = Pattern.compile(
            "^NET/\\w+ ?: Made virtual device \\[[\\d.]{1,20}] name=\\S+ speed=(\\d{1,12}) ndevs=(\\d{1,4})\\b");
    private static final Pattern TOPO_NET = Pattern.compile("\\bNET\\[(\\d+(?:\\.\\d+)?)] - NET/\\d+");
    private static final Pattern ENV = Pattern.compile("^(NCCL_\\w+) set by environment to (.*)$");
    private static final Pattern LOAD_FAILURE = Pattern.compile(
            "(?i)failed to open libibverbs|only efa provider is supported|NET/Plugin ?: ?(?:Plugin load|Failed)|unable to load");
    /**
     * NCCL's normal probing, not a failure: it asks a plugin for each interface version from the
     * newest down ({@code Failed to find ncclNetPlugin_v9 symbol.} then {@code Loaded net plugin ...
     * (v8)}), and with no plugin installed its dlopen fails with ENOENT before it says {@code No plugin
     * found, using internal implementation} (NVIDIA/nccl src/net.cc, later src/plugin/net.cc).
     */
    private static final Pattern PLUGIN_PROBE = Pattern.compile(
            "Failed to find nccl\\w*Plugin_v\\d+ symbol|lib[nr]ccl-net[\\w.-]*\\.so: cannot open shared object file: No such file");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.NCCL_LOG;
    }

    @Override
    public NcclLog parse(TextSource source) {
        Collector c = new Collector(source.file());
        List<String> lines = source.lines();
        for (int i = 0; i < lines.size(); i++) {
            String t = Lines.clean(lines.get(i)).strip();
            if (t.isEmpty()) {
                continue;
            }
            Evidence ev = Evidence.line(source.file(), source.lineNumber(i), t);
            Matcher p = PREFIX.matcher(t);
            if (p.matches()) {
                c.line(p.group("host"), p.group("dev"), p.group("level"), p.group("msg").strip(), ev);
            } else if (t.startsWith("NCCL version ")) {
                // rank 0 prints the version without a prefix in every release
                c.version = c.version.or(() -> Optional.of(ev));
            } else {
                // the nccl-tests device lines of the same run say which hosts and GPUs take part
                Matcher d = TESTS_DEVICE.matcher(Lines.uncomment(t));
                if (d.find()) {
                    c.gpus.merge(d.group(1), Integer.parseInt(d.group(2)) + 1, Math::max);
                }
            }
        }
        return c.build();
    }

    /** Accumulates what the lines say. */
    private static final class Collector {
        final String file;
        Optional<Evidence> version = Optional.empty();
        final List<Evidence> networks = new ArrayList<>();
        List<NcclNetDevice> netDevices = List.of();
        Optional<Evidence> netUsing = Optional.empty();
        boolean relaxedOrdering;
        Optional<String> oob = Optional.empty();
        Optional<Evidence> noDevice = Optional.empty();
        Optional<Evidence> socket = Optional.empty();
        final List<NcclGdr> gdr = new ArrayList<>();
        final List<NcclGdrSupport> gdrSupport = new ArrayList<>();
        final Map<NcclTransport.Kind, Integer> counts = new EnumMap<>(NcclTransport.Kind.class);
        final Map<NcclTransport.Kind, Evidence> examples = new EnumMap<>(NcclTransport.Kind.class);
        Optional<Evidence> ringPxnGdr = Optional.empty();
        OptionalInt nranks = OptionalInt.empty();
        final Map<String, Integer> gpus = new HashMap<>();
        OptionalInt nodes = OptionalInt.empty();
        OptionalInt localRanks = OptionalInt.empty();
        OptionalDouble speedGbps = OptionalDouble.empty();
        Optional<Evidence> speedLine = Optional.empty();
        final Map<String, Evidence> env = new LinkedHashMap<>();
        final List<Evidence> warnings = new ArrayList<>();
        final List<Evidence> plugin = new ArrayList<>();

        Collector(String file) {
            this.file = file;
        }

        void line(String host, String dev, String level, String msg, Evidence ev) {
            noteGpu(host, dev);
            if (level.equals("WARN") || level.equals("ABORT")) {
                warnings.add(ev);
            }
            Matcher m;
            if (VERSION.matcher(msg).find() && msg.startsWith("NCCL version")) {
                version = version.or(() -> Optional.of(ev));
            }
            if (USING_NETWORK.matcher(msg).find()) {
                networks.add(ev);
            }
            if ((m = IB_USING.matcher(msg)).find() && netDevices.isEmpty()) {
                List<NcclNetDevice> devs = netDevices(m.group(1), ev);
                if (!devs.isEmpty()) {
                    netDevices = devs;
                    netUsing = Optional.of(ev);
                    relaxedOrdering = m.group(1).contains("[RO]");
                    Matcher o = OOB.matcher(m.group(1));
                    if (o.find()) {
                        oob = Optional.of(o.group(1));
                    }
                }
            }
            if (NO_DEVICE.matcher(msg).find()) {
                noDevice = noDevice.or(() -> Optional.of(ev));
            }
            if (SOCKET_USING.matcher(msg).find()) {
                socket = socket.or(() -> Optional.of(ev));
            }
            gdrDecision(msg, ev);
            if (msg.startsWith("Channel") || msg.startsWith("Ring")) {
                Matcher v = VIA.matcher(msg);
                if (v.find()) {
                    NcclTransport.Kind k = transport(v.group(1));
                    counts.merge(k, 1, Integer::sum);
                    examples.putIfAbsent(k, ev);
                }
            }
            if (RING_PXN_GDR.matcher(msg).find()) {
                ringPxnGdr = ringPxnGdr.or(() -> Optional.of(ev));
            }
            if ((m = NRANKS.matcher(msg)).find()) {
                nranks = OptionalInt.of(Integer.parseInt(m.group(1)));
                Matcher d = CUDA_DEV.matcher(msg);
                if (d.find()) {
                    gpus.merge(host, Integer.parseInt(d.group(1)) + 1, Math::max);
                }
            }
            if ((m = NNODES.matcher(msg)).find()) {
                nodes = OptionalInt.of(Integer.parseInt(m.group(1)));
            }
            if ((m = LOCAL_RANKS.matcher(msg)).find()) {
                localRanks = OptionalInt.of(Integer.parseInt(m.group(1)));
            }
            if ((m = SPEED_MBPS.matcher(msg)).find() && speedGbps.isEmpty()) {
                double mbps = Double.parseDouble(m.group(1));
                if (mbps > 0) {
                    speedGbps = OptionalDouble.of(mbps / 1000.0);
                    speedLine = Optional.of(ev);
                }
            } else if ((m = VIRTUAL_DEVICE.matcher(msg)).find() && speedGbps.isEmpty()) {
                double mbps = Double.parseDouble(m.group(1)) / Math.max(1, Integer.parseInt(m.group(2)));
                if (mbps > 0) {
                    speedGbps = OptionalDouble.of(mbps / 1000.0);
                    speedLine = Optional.of(ev);
                }
            } else if ((m = TOPO_NET.matcher(msg)).find() && speedGbps.isEmpty()) {
                double gBps = Double.parseDouble(m.group(1));
                if (gBps > 0 && Double.isFinite(gBps)) {
                    speedGbps = OptionalDouble.of(gBps * 8);
                    speedLine = Optional.of(ev);
                }
            }
            if ((m = ENV.matcher(msg)).find()) {
                env.putIfAbsent(m.group(1), ev);
            }
            if (msg.startsWith("NET/Plugin") || msg.startsWith("NET/OFI") || LOAD_FAILURE.matcher(msg).find()) {
                plugin.add(ev);
                if (LOAD_FAILURE.matcher(msg).find() && !level.equals("WARN") && !PLUGIN_PROBE.matcher(msg).find()) {
                    warnings.add(ev);
                }
            }
        }

        /**
         * A way to register GPU memory the log shows ({@link NcclGdrSupport}), or a GPUDirect RDMA decision: per GPU and NIC ({@code ... for GPU 0 / HCA 0 (distance 8 > 5)}) or
         * per NIC ({@code NET/IB : ... for HCA 0 'mlx5_0'}). NET/Socket prints "Disabled" for every
         * interface: sockets never carry GPU memory, so that line is no decision (the socket finding
         * covers it).
         */
        private void gdrDecision(String msg, Evidence ev) {
            if (msg.startsWith("NET/Socket")) {
                return;
            }
            Matcher w = GDR_WAY.matcher(msg);
            if (w.find()) {
                gdrSupport.add(new NcclGdrSupport(w.group(1).equals("DMABUF") ? NcclGdrSupport.Way.NIC_DMABUF
                        : NcclGdrSupport.Way.NIC_PEERMEM, Optional.of(w.group(2)), ev));
                return;
            }
            if (GPU_DMABUF.matcher(msg).matches()) {
                gdrSupport.add(new NcclGdrSupport(NcclGdrSupport.Way.GPU_DMABUF, Optional.empty(), ev));
                return;
            }
            Matcher m = GDR_GPU.matcher(msg);
            if (m.find()) {
                gdr.add(new NcclGdr(m.group(1).equals("Enabled"), Optional.of(m.group(2)), Optional.of(m.group(3)),
                        Optional.ofNullable(m.group(4)), ev));
                return;
            }
            m = GDR_HCA.matcher(msg);
            if (m.find()) {
                gdr.add(new NcclGdr(m.group(1).equals("Enabled"), Optional.empty(),
                        Optional.of(m.group(2) + " '" + m.group(3) + "'"), Optional.ofNullable(m.group(4)), ev));
            }
        }

        /**
         * The ports of a {@code Using} list, in the order printed: those of merged devices
         * ({@code [0]={[0] a, [1] b}}) with their device, and the one-port devices NCCL prints flat
         * on the same line ({@code [2]c:1/RoCE}) without one.
         */
        private static List<NcclNetDevice> netDevices(String list, Evidence ev) {
            List<NcclNetDevice> devs = new ArrayList<>();
            Matcher merged = IB_MERGED.matcher(list);
            int outside = 0;
            while (merged.find()) {
                devs.addAll(ports(list.substring(outside, merged.start()), OptionalInt.empty(), ev));
                devs.addAll(ports(merged.group(2), OptionalInt.of(Integer.parseInt(merged.group(1))), ev));
                outside = merged.end();
            }
            devs.addAll(ports(list.substring(outside), OptionalInt.empty(), ev));
            return devs;
        }

        private static List<NcclNetDevice> ports(String entries, OptionalInt virtualDevice, Evidence ev) {
            List<NcclNetDevice> devs = new ArrayList<>();
            Matcher e = IB_ENTRY.matcher(entries);
            while (e.find()) {
                List<String> flags = new ArrayList<>();
                for (String f : e.group(5).split("/")) {
                    if (!f.isEmpty()) {
                        flags.add(f);
                    }
                }
                devs.add(new NcclNetDevice(Integer.parseInt(e.group(1)), e.group(2), Integer.parseInt(e.group(3)),
                        e.group(4), flags, virtualDevice, ev));
            }
            return devs;
        }

        private void noteGpu(String host, String dev) {
            try {
                int d = Integer.parseInt(dev.strip());
                gpus.merge(host, d + 1, Math::max);
            } catch (NumberFormatException e) {
                // "[dev]" is not always a number (proxy threads print other tags)
            }
        }

        private static NcclTransport.Kind transport(String via) {
            if (via.startsWith("NET/")) {
                if (via.startsWith("NET/Socket")) {
                    return NcclTransport.Kind.NET_SOCKET;
                }
                return via.contains("/GDRDMA") ? NcclTransport.Kind.NET_RDMA_GDR : NcclTransport.Kind.NET_RDMA_NO_GDR;
            }
            if (via.startsWith("P2P")) {
                return NcclTransport.Kind.P2P;
            }
            if (via.startsWith("SHM")) {
                return NcclTransport.Kind.SHM;
            }
            return NcclTransport.Kind.OTHER;
        }

        NcclLog build() {
            List<NcclTransport> transports = new ArrayList<>();
            for (Map.Entry<NcclTransport.Kind, Integer> e : counts.entrySet()) {
                transports.add(new NcclTransport(e.getKey(), e.getValue(), examples.get(e.getKey())));
            }
            return new NcclLog(file, version, networks, netDevices, netUsing, relaxedOrdering, oob, noDevice, socket, gdr, transports,
                    ringPxnGdr, nranks, gpus, nodes, localRanks, speedGbps, speedLine, env, warnings, plugin, gdrSupport);
        }
    }
}
