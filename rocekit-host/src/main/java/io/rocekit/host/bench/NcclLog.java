package io.rocekit.host.bench;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * What an {@code NCCL_DEBUG=INFO} log says about the network NCCL used.
 *
 * @param file          the file
 * @param version       {@code NCCL version 2.18.5+cuda12.2}
 * @param networks      each {@code Using network X} line (X = IB, IBext, Socket, AWS Libfabric...)
 * @param netDevices    the NICs of {@code NET/IB : Using [...]}, first host's list
 * @param netUsingLine  that line
 * @param relaxedOrdering {@code [RO]} on that line: PCIe relaxed ordering is on for the NICs
 * @param oob           the out-of-band (bootstrap) interface of that line ({@code OOB ibp25s0:...})
 * @param ibNoDevice    the {@code NET/IB : No device found.} line
 * @param socketLine    the {@code NET/Socket : Using [...]} line
 * @param gdr           the GPUDirect RDMA decisions
 * @param transports    channel connections per transport class
 * @param ringPxnGdr    the {@code Connected all rings, use ring PXN p GDR g} line, when printed
 * @param nranks        communicator size ({@code nranks N})
 * @param gpusPerHost   per host seen in line prefixes: the highest CUDA device index + 1
 * @param nodes         {@code nNodes N} (NCCL 2.19+ prints it once the communicator is up)
 * @param localRanks    {@code localRanks N}: ranks (GPUs) per node, same line
 * @param nicSpeedGbps  per-NIC speed NCCL reported ({@code speed=400000} Mb/s or {@code NET[50.0]} GB/s)
 * @param speedLine     where that speed was printed
 * @param env           {@code NCCL_X set by environment to V} settings, with their lines
 * @param warnings      {@code NCCL WARN} lines and transport-load failures
 * @param plugin        the {@code NET/Plugin} lines
 * @param gdrSupport    the ways to register GPU memory the log says are there (DMA-BUF or peer memory on a NIC,
 *                      DMA-BUF on a GPU): capabilities, not NCCL's decisions ({@link #gdr})
 */
public record NcclLog(
        String file,
        Optional<Evidence> version,
        List<Evidence> networks,
        List<NcclNetDevice> netDevices,
        Optional<Evidence> netUsingLine,
        boolean relaxedOrdering,
        Optional<String> oob,
        Optional<Evidence> ibNoDevice,
        Optional<Evidence> socketLine,
        List<NcclGdr> gdr,
        List<NcclTransport> transports,
        Optional<Evidence> ringPxnGdr,
        OptionalInt nranks,
        Map<String, Integer> gpusPerHost,
        OptionalInt nodes,
        OptionalInt localRanks,
        OptionalDouble nicSpeedGbps,
        Optional<Evidence> speedLine,
        Map<String, Evidence> env,
        List<Evidence> warnings,
        List<Evidence> plugin,
        List<NcclGdrSupport> gdrSupport) {
    public NcclLog {
        Objects.requireNonNull(file);
        Objects.requireNonNull(version);
        networks = List.copyOf(networks);
        netDevices = List.copyOf(netDevices);
        Objects.requireNonNull(netUsingLine);
        Objects.requireNonNull(oob);
        Objects.requireNonNull(ibNoDevice);
        Objects.requireNonNull(socketLine);
        gdr = List.copyOf(gdr);
        transports = List.copyOf(transports);
        Objects.requireNonNull(ringPxnGdr);
        Objects.requireNonNull(nranks);
        gpusPerHost = Map.copyOf(gpusPerHost);
        Objects.requireNonNull(nodes);
        Objects.requireNonNull(localRanks);
        Objects.requireNonNull(nicSpeedGbps);
        Objects.requireNonNull(speedLine);
        env = Map.copyOf(env);
        warnings = List.copyOf(warnings);
        plugin = List.copyOf(plugin);
        gdrSupport = List.copyOf(gdrSupport);
    }

    /** A log without {@link #gdrSupport} lines. */
    public NcclLog(String file, Optional<Evidence> version, List<Evidence> networks, List<NcclNetDevice> netDevices,
                   Optional<Evidence> netUsingLine, boolean relaxedOrdering, Optional<String> oob, Optional<Evidence> ibNoDevice,
                   Optional<Evidence> socketLine, List<NcclGdr> gdr, List<NcclTransport> transports, Optional<Evidence> ringPxnGdr,
                   OptionalInt nranks, Map<String, Integer> gpusPerHost, OptionalInt nodes, OptionalInt localRanks,
                   OptionalDouble nicSpeedGbps, Optional<Evidence> speedLine, Map<String, Evidence> env, List<Evidence> warnings,
                   List<Evidence> plugin) {
        this(file, version, networks, netDevices, netUsingLine, relaxedOrdering, oob, ibNoDevice, socketLine, gdr, transports,
                ringPxnGdr, nranks, gpusPerHost, nodes, localRanks, nicSpeedGbps, speedLine, env, warnings, plugin, List.of());
    }

    /** The ways to register GPU memory of kind {@code way} the log shows. */
    public List<NcclGdrSupport> gdrSupport(NcclGdrSupport.Way way) {
        return gdrSupport.stream().filter(g -> g.way() == way).toList();
    }

    /** The NCCL version string ({@code 2.18.5+cuda12.2}), when logged. */
    public Optional<String> versionText() {
        return version.map(e -> {
            String t = e.text();
            int i = t.indexOf("NCCL version");
            return t.substring(i + "NCCL version".length()).strip();
        });
    }

    private static final java.util.regex.Pattern ENV_INT =
            java.util.regex.Pattern.compile("set by environment to (\\d{1,9})\\.?\\s*$");

    /**
     * The integer an {@code NCCL_X set by environment to N.} line sets (NCCL reads these variables as integers);
     * empty where the variable is not set or its value is not a number.
     */
    public OptionalInt envInt(String name) {
        Evidence e = env.get(name);
        java.util.regex.Matcher m = e == null ? null : ENV_INT.matcher(e.text());
        return m != null && m.find() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }

    /** The device ports of {@code NET/IB : Using} whose link layer is RoCE. */
    public List<NcclNetDevice> roceDevices() {
        return netDevices.stream().filter(d -> "RoCE".equals(d.linkLayer())).toList();
    }

    /** The last network NCCL said it uses ({@code IB}, {@code Socket}, ...). */
    public Optional<String> network() {
        if (networks.isEmpty()) {
            return Optional.empty();
        }
        String t = networks.get(networks.size() - 1).text();
        int i = t.indexOf("Using network");
        return Optional.of(t.substring(i + "Using network".length()).strip());
    }

    /**
     * True when the network is an external plugin ({@code IBext}, {@code AWS Libfabric}, ...), not
     * NCCL's internal IB or Socket transport.
     */
    public boolean externalPlugin() {
        return network().map(n -> !n.equals("IB") && !n.equals("Socket")).orElse(false);
    }

    /** Connections over one transport class (0 when none). */
    public int connections(NcclTransport.Kind kind) {
        return transports.stream().filter(t -> t.kind() == kind).mapToInt(NcclTransport::connections).sum();
    }

    /** The transport entry of a class, when any connection used it. */
    public Optional<NcclTransport> transport(NcclTransport.Kind kind) {
        return transports.stream().filter(t -> t.kind() == kind).findFirst();
    }

    /** GPUs per node: {@code localRanks} when logged, else the most GPUs any one host showed. */
    public OptionalInt gpusPerNode() {
        OptionalInt seen = gpusPerHost.values().stream().mapToInt(Integer::intValue).max();
        if (localRanks.isPresent()) {
            return OptionalInt.of(Math.max(localRanks.getAsInt(), seen.orElse(0)));
        }
        return seen;
    }

    /** Hosts taking part: {@code nNodes} when logged, else the hosts seen in line prefixes. */
    public int hostCount() {
        return Math.max(nodes.orElse(0), gpusPerHost.size());
    }

    /** True when the log holds nothing NCCL printed about its network. */
    public boolean isEmpty() {
        return version.isEmpty() && networks.isEmpty() && netDevices.isEmpty() && ibNoDevice.isEmpty()
                && socketLine.isEmpty() && gdr.isEmpty() && transports.isEmpty() && nranks.isEmpty()
                && warnings.isEmpty() && plugin.isEmpty();
    }
}
