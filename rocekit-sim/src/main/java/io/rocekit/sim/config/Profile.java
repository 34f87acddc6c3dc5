package io.rocekit.sim.config;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Named starting points for every knob. Rates that the reference scales with the NIC speed (its
 * AI/HAI steps, its ECN thresholds) are evaluated for the fabric's NIC rate.
 *
 * <ul>
 *   <li>{@code hpcc-dcqcn}: the HPCC simulator's DCQCN preset (run.py "dcqcn", CC_MODE 1) with
 *       its packet format, buffer, PFC and ECN model: reproduces the reference.</li>
 *   <li>{@code connectx-default}: ConnectX-4+ firmware defaults as documented by NVIDIA (CNP
 *       packets paced at 4 us, byte counter 32767 x 64 B, AI 5 Mb/s, HAI 50 Mb/s, alpha gain
 *       5/1024), RoCEv2 wire sizes, 20 B preamble and gap; the switch as in hpcc-dcqcn.</li>
 *   <li>{@code dcqcn-paper}: the SIGCOMM 2015 paper's algorithm and 40G testbed parameters
 *       (Kmin 5 KB, Kmax 200 KB, Pmax 1 %, g 1/256, 50 us CNP interval, 55 us timers, 10 MB byte
 *       counter, F 5, AI 40 Mb/s).</li>
 * </ul>
 */
public enum Profile {
    HPCC_DCQCN("hpcc-dcqcn"),
    CONNECTX_DEFAULT("connectx-default"),
    DCQCN_PAPER("dcqcn-paper");

    private final String id;

    Profile(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<Profile> byId(String id) {
        for (Profile p : values()) {
            if (p.id.equals(id.toLowerCase(Locale.ROOT))) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    public static List<String> ids() {
        return List.of(HPCC_DCQCN.id, CONNECTX_DEFAULT.id, DCQCN_PAPER.id);
    }

    /** Every knob's value under this profile for NICs of {@code nicRateBitsPerSec}. */
    public Settings settings(long nicRateBitsPerSec) {
        Map<String, Object> m = hpcc(nicRateBitsPerSec);
        switch (this) {
            case HPCC_DCQCN -> { }
            case CONNECTX_DEFAULT -> connectx(m);
            case DCQCN_PAPER -> paper(m);
            default -> throw new IllegalStateException();
        }
        return Settings.ofValues(m);
    }

    private static final long KIB = 1024;
    private static final long MIB = 1024 * 1024;

    /** The reference: the HPCC simulator's DCQCN preset (simulation/mix/config.txt, run.py "dcqcn"). */
    private static Map<String, Object> hpcc(long nic) {
        double bwGbps = nic / 1e9;
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("packet.mtu", 1000L);
        m.put("packet.header-bytes", 48L);
        m.put("packet.first-packet-extra-bytes", 0L);
        m.put("packet.ack-bytes", 60L);
        m.put("packet.cnp-bytes", 60L);
        // PPP-as-Ethernet 14 B + IPv4 20 B + pause header 9 B
        m.put("packet.pfc-bytes", 43L);
        m.put("packet.wire-overhead-bytes", 0L);
        m.put("link.serialization", "ns-truncated");
        // run.py: BUFFER_SIZE = 16 MB x bw / 50 (32 MiB at 100G)
        m.put("switch.buffer", Math.max(1, Math.round(16 * bwGbps / 50)) * MIB);
        m.put("switch.reserve-bytes", 4 * KIB);
        m.put("switch.headroom-bdp-factor", 3.0);
        m.put("switch.headroom-bytes", 0L);
        m.put("switch.pfc-alpha-shift", 3L);
        m.put("switch.pfc-alpha-scales-with-speed", true);
        m.put("switch.resume-offset-bytes", 3 * KIB);
        // third.cc applies ACK_HIGH_PRIO to the NICs only; SwitchNode's AckHighPrio stays 0.
        m.put("switch.ack-high-priority", false);
        m.put("pfc.enabled", true);
        m.put("pfc.pause-mode", "until-resume");
        m.put("pfc.pause-quanta", 65535L);
        m.put("ecn.enabled", true);
        m.put("ecn.mark-at", "dequeue");
        m.put("ecn.kmin", 100_000L);
        m.put("ecn.kmax", 400_000L);
        m.put("ecn.pmax", 0.2);
        m.put("ecn.reference-rate", 25_000_000_000L);
        m.put("ecn.scale-with-rate", true);
        m.put("nic.ack-every", 1L);
        m.put("nic.chunk-bytes", 4000L);
        m.put("nic.nack-interval", 500_000_000L);
        m.put("nic.go-back-zero", false);
        m.put("nic.ack-high-priority", true);
        m.put("dcqcn.enabled", true);
        m.put("dcqcn.rpg_time_reset", 300.0);
        m.put("dcqcn.rpg_byte_reset", 0L);
        m.put("dcqcn.rpg_threshold", 1L);
        m.put("dcqcn.rpg_ai_rate", 5 * bwGbps / 25);
        m.put("dcqcn.rpg_hai_rate", 50 * bwGbps / 25);
        m.put("dcqcn.rpg_gd", 11L);
        m.put("dcqcn.rpg_min_dec_fac", 0.0);
        m.put("dcqcn.rpg_min_rate", 1000.0);
        m.put("dcqcn.rpg_max_rate", 0.0);
        m.put("dcqcn.rate_to_set_on_first_cnp", 0.0);
        m.put("dcqcn.dce_tcp_g", 1020L);
        m.put("dcqcn.dce_tcp_rtt", 1.0);
        m.put("dcqcn.initial_alpha_value", 1024L);
        m.put("dcqcn.rate_reduce_monitor_period", 4.0);
        m.put("dcqcn.clamp_tgt_rate", false);
        m.put("dcqcn.clamp_tgt_rate_after_time_inc", true);
        m.put("dcqcn.min_time_between_cnps", 0.0);
        m.put("dcqcn.cnp_dscp", 48L);
        m.put("dcqcn.cnp_802p_prio", 6L);
        m.put("dcqcn.cnp-delivery", "ack-flag");
        m.put("dcqcn.byte-counter", false);
        m.put("dcqcn.stage-rule", "hpcc");
        m.put("dcqcn.first-cnp", "hpcc");
        m.put("dcqcn.first-cnp-fraction", 1.0);
        m.put("dcqcn.decrease", "periodic");
        m.put("dcqcn.alpha-update", "periodic");
        m.put("sim.seed", 1L);
        m.put("sim.event-queue", "auto");
        m.put("metrics.queue-sample-interval", 1_000_000L);
        return m;
    }

    /** ConnectX-4+ firmware defaults: NVIDIA's DCQCN parameters (mlxconfig) and Google's isekai model of them. */
    private static void connectx(Map<String, Object> m) {
        // RoCEv2 RC over IPv4: Eth 14 + IPv4 20 + UDP 8 + BTH 12 + ICRC 4 + FCS 4
        m.put("packet.mtu", 1024L);
        m.put("packet.header-bytes", 62L);
        m.put("packet.first-packet-extra-bytes", 16L);
        m.put("packet.ack-bytes", 66L);
        m.put("packet.cnp-bytes", 78L);
        m.put("packet.pfc-bytes", 64L);
        m.put("packet.wire-overhead-bytes", 20L);
        m.put("link.serialization", "exact");
        m.put("nic.ack-high-priority", false);
        m.put("pfc.pause-mode", "quanta");
        m.put("dcqcn.rpg_time_reset", 300.0);
        m.put("dcqcn.rpg_byte_reset", 32767L);
        m.put("dcqcn.rpg_threshold", 1L);
        m.put("dcqcn.rpg_ai_rate", 5.0);
        m.put("dcqcn.rpg_hai_rate", 50.0);
        m.put("dcqcn.rpg_gd", 11L);
        m.put("dcqcn.rpg_min_dec_fac", 50.0);
        m.put("dcqcn.rpg_min_rate", 1.0);
        m.put("dcqcn.rate_to_set_on_first_cnp", 0.0);
        m.put("dcqcn.dce_tcp_g", 1019L);
        m.put("dcqcn.dce_tcp_rtt", 1.0);
        m.put("dcqcn.initial_alpha_value", 1023L);
        m.put("dcqcn.rate_reduce_monitor_period", 4.0);
        m.put("dcqcn.clamp_tgt_rate", false);
        m.put("dcqcn.clamp_tgt_rate_after_time_inc", true);
        m.put("dcqcn.min_time_between_cnps", 4.0);
        m.put("dcqcn.cnp-delivery", "packet");
        m.put("dcqcn.byte-counter", true);
        m.put("dcqcn.stage-rule", "mellanox");
        m.put("dcqcn.first-cnp", "set-rate");
        m.put("dcqcn.decrease", "holdoff");
        m.put("dcqcn.alpha-update", "periodic");
    }

    /** The DCQCN paper (SIGCOMM 2015) and its 40G testbed parameters. */
    private static void paper(Map<String, Object> m) {
        m.put("packet.mtu", 1024L);
        m.put("packet.header-bytes", 62L);
        m.put("packet.first-packet-extra-bytes", 16L);
        m.put("packet.ack-bytes", 66L);
        m.put("packet.cnp-bytes", 78L);
        m.put("packet.pfc-bytes", 64L);
        m.put("packet.wire-overhead-bytes", 20L);
        m.put("link.serialization", "exact");
        m.put("switch.buffer", 12 * MIB);
        m.put("ecn.kmin", 5_000L);
        m.put("ecn.kmax", 200_000L);
        m.put("ecn.pmax", 0.01);
        m.put("ecn.reference-rate", 40_000_000_000L);
        m.put("ecn.scale-with-rate", false);
        m.put("nic.ack-high-priority", false);
        m.put("dcqcn.rpg_time_reset", 55.0);
        m.put("dcqcn.rpg_byte_reset", 10_000_000L / 64);
        m.put("dcqcn.rpg_threshold", 5L);
        m.put("dcqcn.rpg_ai_rate", 40.0);
        m.put("dcqcn.rpg_hai_rate", 200.0);
        m.put("dcqcn.rpg_gd", 11L);
        m.put("dcqcn.rpg_min_dec_fac", 0.0);
        m.put("dcqcn.rpg_min_rate", 100.0);
        m.put("dcqcn.dce_tcp_g", 1020L);
        m.put("dcqcn.dce_tcp_rtt", 55.0);
        m.put("dcqcn.initial_alpha_value", 1024L);
        m.put("dcqcn.rate_reduce_monitor_period", 0.0);
        m.put("dcqcn.clamp_tgt_rate", true);
        m.put("dcqcn.min_time_between_cnps", 50.0);
        m.put("dcqcn.cnp-delivery", "packet");
        m.put("dcqcn.byte-counter", true);
        m.put("dcqcn.stage-rule", "paper");
        m.put("dcqcn.first-cnp", "set-rate");
        m.put("dcqcn.decrease", "immediate");
        m.put("dcqcn.alpha-update", "paper");
    }
}
