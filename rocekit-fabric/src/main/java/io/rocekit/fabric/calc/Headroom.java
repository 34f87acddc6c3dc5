package io.rocekit.fabric.calc;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * PFC headroom as SONiC computes it for Mellanox switches (sonic-net/sonic-swss
 * {@code cfgmgr/buffer_headroom_mellanox.lua}), step by step, with the same constants and
 * roundings so the result is what buffermgrd would program:
 *
 * <pre>
 * peer_response   = pause_quanta(speed) x 512 / 8                    (IEEE 802.3 Annex 31B quanta)
 * bytes_on_cable  = 2 x cable_m x speed_Mbps x 1e9 / 198,000,000 / (8 x 1024)
 * propagation     = port_mtu + bytes_on_cable + 2 x gearbox + mac_phy_delay + peer_response
 * worst_factor    = cell / 64 if cell > 128 else 2 x cell / (1 + cell)
 * cell_occupancy  = (100 - small% + small% x worst_factor) / 100
 * xoff            = ceil_1KiB(lossless_mtu + propagation x cell_occupancy)
 * xon             = ceil_1KiB(pipeline_latency)        (x2 - 1024 on 8-lane ports)
 * size            = ceil_1KiB(xoff + xon [+ port_mtu on 8-lane]), or xon alone with a shared headroom pool
 * </pre>
 *
 * The cable term keeps the script's units as they are (Mb/s x 1e9 over 8 x 1024), which is 2.34 %
 * below the physical round trip (2 x L / v x rate / 8); rocekit reproduces the script, not the physics.
 */
public final class Headroom {
    /** Pause quanta per speed in Mb/s, from the script (IEEE 802.3 31B.3.7). */
    static final Map<Long, Integer> PAUSE_QUANTA = Map.of(800_000L, 905, 400_000L, 905, 200_000L, 453, 100_000L, 394,
            50_000L, 147, 40_000L, 118, 25_000L, 80, 10_000L, 67, 1_000L, 2, 100L, 1);

    /**
     * An ASIC's constants from SONiC's STATE_DB ASIC_TABLE (sonic-buildimage, the Mellanox {@code asic_table.j2}).
     *
     * @param cellBytes             buffer cell size
     * @param pipelineLatencyBytes  xon: the pipeline latency, in bytes (the table's KB x 1024)
     * @param macPhyDelayBytes      MAC/PHY delay in bytes
     * @param peerResponseBytes     peer response used where the speed has no pause quanta
     */
    public record Asic(String name, int cellBytes, double pipelineLatencyBytes, double macPhyDelayBytes, double peerResponseBytes) {
    }

    /**
     * The ASICs SONiC's Mellanox ASIC_TABLE lists (sonic-net/sonic-buildimage
     * {@code platform/mellanox/asic_table.j2}: cell size; pipeline latency 19 KB, 42 KB on Spectrum-6;
     * MAC/PHY delay 0.8 KB; peer response 3.8 KB).
     */
    public static final Map<String, Asic> ASICS = Map.of(
            "spectrum", new Asic("spectrum", 96, 19 * 1024, 0.8 * 1024, 3.8 * 1024),
            "spectrum-2", new Asic("spectrum-2", 144, 19 * 1024, 0.8 * 1024, 3.8 * 1024),
            "spectrum-3", new Asic("spectrum-3", 144, 19 * 1024, 0.8 * 1024, 3.8 * 1024),
            "spectrum-4", new Asic("spectrum-4", 192, 19 * 1024, 0.8 * 1024, 3.8 * 1024),
            "spectrum-5", new Asic("spectrum-5", 192, 19 * 1024, 0.8 * 1024, 3.8 * 1024),
            "spectrum-6", new Asic("spectrum-6", 256, 42 * 1024, 0.8 * 1024, 3.8 * 1024));

    /**
     * SONiC's default share of small packets in lossless traffic (LOSSLESS_TRAFFIC_PATTERN
     * {@code small_packet_percentage}): 50 since sonic-buildimage PR #20632 ({@code buffers_config.j2}),
     * 100 before.
     */
    public static final int SONIC_SMALL_PACKET_PERCENT = 50;

    /** SONiC's default LOSSLESS_TRAFFIC_PATTERN {@code mtu}. */
    public static final int SONIC_LOSSLESS_MTU = 1024;

    /**
     * The inputs.
     *
     * @param speedMbps            port speed in Mb/s
     * @param cableMeters          cable length
     * @param portMtuBytes         port MTU
     * @param losslessMtuBytes     LOSSLESS_TRAFFIC_PATTERN mtu (SONiC default 1024)
     * @param smallPacketPercent   LOSSLESS_TRAFFIC_PATTERN small_packet_percentage (SONiC default 50)
     * @param gearboxDelayBytes    gearbox delay in bytes (0 without a gearbox)
     * @param eightLanes           whether the port has 8 lanes
     * @param sharedHeadroomPool   whether a shared headroom pool is used (size is then xon alone)
     */
    public record Inputs(long speedMbps, double cableMeters, int portMtuBytes, int losslessMtuBytes, double smallPacketPercent,
            double gearboxDelayBytes, boolean eightLanes, boolean sharedHeadroomPool, Asic asic) {
    }

    /**
     * The result and every step.
     *
     * @param xoffBytes the xoff threshold
     * @param xonBytes  the xon threshold
     * @param sizeBytes the headroom reserved per priority group
     * @param steps     the arithmetic, one line per step
     */
    public record Result(long xoffBytes, long xonBytes, long sizeBytes, List<String> steps) {
    }

    private Headroom() {
    }

    public static Result compute(Inputs in) {
        List<String> steps = new ArrayList<>();
        Asic a = in.asic();
        double pipeline = a.pipelineLatencyBytes();
        double overhead = 0;
        if (in.eightLanes()) {
            pipeline = pipeline * 2 - 1024;
            overhead = in.portMtuBytes();
        }
        double worst = a.cellBytes() > 2 * 64 ? a.cellBytes() / 64.0 : 2.0 * a.cellBytes() / (1 + a.cellBytes());
        steps.add(f("worst case factor   = %s = %.4f", a.cellBytes() > 128 ? "cell " + a.cellBytes() + " / 64"
                : "2 x " + a.cellBytes() + " / (1 + " + a.cellBytes() + ")", worst));
        double occupancy = (100 - in.smallPacketPercent() + in.smallPacketPercent() * worst) / 100;
        steps.add(f("cell occupancy      = (100 - %.0f + %.0f x %.4f) / 100 = %.4f", in.smallPacketPercent(), in.smallPacketPercent(),
                worst, occupancy));
        Optional<Integer> quanta = Optional.ofNullable(PAUSE_QUANTA.get(in.speedMbps()));
        double peer = quanta.map(q -> q * 512 / 8.0).orElse(a.peerResponseBytes());
        steps.add(quanta.map(q -> f("peer response       = %d quanta x 512 / 8 = %.1f B", q, q * 512 / 8.0))
                .orElse(f("peer response       = ASIC default %.1f B (no pause quanta for %d Mb/s)", peer, in.speedMbps())));
        double cable = 2 * in.cableMeters() * in.speedMbps() * 1e9 / 198_000_000 / (8 * 1024);
        steps.add(f("bytes on cable      = 2 x %s m x %d Mb/s x 1e9 / 1.98e8 m/s / 8192 = %.1f B", trim(in.cableMeters()),
                in.speedMbps(), cable));
        double gearbox = in.gearboxDelayBytes();
        double propagation = in.portMtuBytes() + cable + 2 * gearbox + a.macPhyDelayBytes() + peer;
        steps.add(f("propagation         = %d + %.1f + 2 x %.1f + %.1f + %.1f = %.1f B", in.portMtuBytes(), cable, gearbox,
                a.macPhyDelayBytes(), peer, propagation));
        double xoffRaw = in.losslessMtuBytes() + propagation * occupancy;
        long xoff = ceilKiB(xoffRaw);
        steps.add(f("xoff                = %d + %.1f x %.4f = %.1f -> %d B (rounded up to 1 KiB)", in.losslessMtuBytes(),
                propagation, occupancy, xoffRaw, xoff));
        long xon = ceilKiB(pipeline);
        steps.add(f("xon                 = pipeline latency %.1f B%s -> %d B", pipeline, in.eightLanes() ? " (8 lanes: x2 - 1024)" : "", xon));
        long size = in.sharedHeadroomPool() ? ceilKiB(xon) : ceilKiB(xoff + xon + overhead);
        steps.add(in.sharedHeadroomPool() ? f("size                = xon (shared headroom pool holds xoff) = %d B", size)
                : f("size                = %d + %d%s = %d B", xoff, xon, overhead > 0 ? " + " + (long) overhead : "", size));
        return new Result(xoff, xon, size, steps);
    }

    /**
     * The xoff SONiC's dynamic buffer model computes with its defaults (lossless MTU 1024, 50 % small
     * packets, no gearbox, no shared headroom pool) for the given ASIC, or, where the ASIC is not
     * known, for the ASIC of {@link #ASICS} that needs the least (a lower bound whichever the switch has).
     */
    public static Lowest sonicDefault(Optional<Asic> asic, long speedMbps, double cableMeters, int portMtuBytes, boolean eightLanes) {
        Lowest best = null;
        List<Asic> candidates = asic.map(List::of).orElseGet(() -> ASICS.values().stream()
                .sorted(java.util.Comparator.comparing(Asic::name)).toList());
        for (Asic a : candidates) {
            Result r = compute(new Inputs(speedMbps, cableMeters, portMtuBytes, SONIC_LOSSLESS_MTU, SONIC_SMALL_PACKET_PERCENT, 0,
                    eightLanes, false, a));
            if (best == null || r.xoffBytes() < best.result().xoffBytes()) {
                best = new Lowest(a, r);
            }
        }
        return best;
    }

    /**
     * The xoff with no cell overhead (0 % small packets: every cell full): the bytes in flight after
     * PAUSE (peer response, cable round trip, a frame being sent, the MAC/PHY delay) plus one lossless
     * MTU. It is the same on every ASIC of {@link #ASICS}, and below it a lossless class drops even when
     * all its packets are large.
     */
    public static Result inFlight(long speedMbps, double cableMeters, int portMtuBytes) {
        return compute(new Inputs(speedMbps, cableMeters, portMtuBytes, SONIC_LOSSLESS_MTU, 0, 0, false, false, ASICS.get("spectrum-2")));
    }

    /**
     * The least-demanding ASIC's headroom.
     *
     * @param asic   the ASIC whose constants give it
     * @param result its xoff, xon, size and arithmetic
     */
    public record Lowest(Asic asic, Result result) {
    }

    private static long ceilKiB(double v) {
        return (long) Math.ceil(v / 1024) * 1024;
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    private static String f(String fmt, Object... args) {
        return String.format(Locale.ROOT, fmt, args);
    }

    /** {@code 400G}, {@code 100g}, {@code 25000} (Mb/s) to Mb/s. */
    public static long parseSpeedMbps(String s) {
        String t = s.trim().toUpperCase(Locale.ROOT);
        if (t.endsWith("G")) {
            return Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1000);
        }
        if (t.endsWith("M")) {
            return Long.parseLong(t.substring(0, t.length() - 1));
        }
        return Long.parseLong(t);
    }

    /** {@code 5m}, {@code 300m}, {@code 40} (meters) to meters. */
    public static double parseMeters(String s) {
        String t = s.trim().toLowerCase(Locale.ROOT);
        return Double.parseDouble(t.endsWith("m") ? t.substring(0, t.length() - 1) : t);
    }
}
