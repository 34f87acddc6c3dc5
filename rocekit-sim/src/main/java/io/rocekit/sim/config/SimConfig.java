package io.rocekit.sim.config;

import io.rocekit.sim.SimInputException;
import java.util.Locale;

/**
 * Everything a simulation needs besides topology and traffic, validated from {@link Settings}.
 *
 * @param queueSampleIntervalPs sampling period of the per-port queue time series (0 = off)
 */
public record SimConfig(PacketConfig packet, SwitchConfig sw, NicConfig nic, DcqcnConfig dcqcn, long seed,
        String eventQueue, long queueSampleIntervalPs, Settings settings) {

    /** Checks cross-knob constraints and converts units; errors name the knobs. */
    public static SimConfig from(Settings s) {
        PacketConfig packet = new PacketConfig(s.getInt("packet.mtu"), s.getInt("packet.header-bytes"),
                s.getInt("packet.first-packet-extra-bytes"), s.getInt("packet.ack-bytes"),
                s.getInt("packet.cnp-bytes"), s.getInt("packet.pfc-bytes"),
                s.getInt("packet.wire-overhead-bytes"),
                s.getString("link.serialization").equals("ns-truncated"));
        long kmin = s.getLong("ecn.kmin");
        long kmax = s.getLong("ecn.kmax");
        if (kmin > kmax) {
            throw new SimInputException("ecn.kmin=" + kmin + " > ecn.kmax=" + kmax
                    + ": Kmin must not exceed Kmax");
        }
        long headroom = s.getLong("switch.headroom-bytes");
        if (headroom > 0 && headroom < packet.maxFrameBytes()) {
            throw new SimInputException("switch.headroom-bytes=" + headroom + " is below one MTU frame ("
                    + packet.maxFrameBytes() + " B): a paused sender's packet in flight would be dropped");
        }
        SwitchConfig sw = new SwitchConfig(s.getLong("switch.buffer"), s.getLong("switch.reserve-bytes"),
                s.getDouble("switch.headroom-bdp-factor"), headroom, s.getInt("switch.pfc-alpha-shift"),
                s.getBool("switch.pfc-alpha-scales-with-speed"), s.getLong("switch.resume-offset-bytes"),
                s.getBool("switch.ack-high-priority"), s.getBool("pfc.enabled"),
                s.getString("pfc.pause-mode").equals("until-resume"), s.getInt("pfc.pause-quanta"),
                s.getBool("ecn.enabled"), s.getString("ecn.mark-at").equals("dequeue"), kmin, kmax,
                s.getDouble("ecn.pmax"), s.getLong("ecn.reference-rate"), s.getBool("ecn.scale-with-rate"));
        NicConfig nic = new NicConfig(s.getInt("nic.ack-every"), s.getLong("nic.chunk-bytes"),
                s.getLong("nic.nack-interval"), s.getBool("nic.go-back-zero"),
                s.getBool("nic.ack-high-priority"));
        DcqcnConfig dcqcn = dcqcn(s);
        return new SimConfig(packet, sw, nic, dcqcn, s.getLong("sim.seed"), s.getString("sim.event-queue"),
                s.getLong("metrics.queue-sample-interval"), s);
    }

    private static DcqcnConfig dcqcn(Settings s) {
        double minRate = s.getDouble("dcqcn.rpg_min_rate") * 1e6;
        double maxRate = s.getDouble("dcqcn.rpg_max_rate") * 1e6;
        if (maxRate > 0 && maxRate < minRate) {
            throw new SimInputException("dcqcn.rpg_max_rate=" + s.display("dcqcn.rpg_max_rate")
                    + " is below dcqcn.rpg_min_rate=" + s.display("dcqcn.rpg_min_rate"));
        }
        boolean byteCounter = s.getBool("dcqcn.byte-counter") && s.getLong("dcqcn.rpg_byte_reset") > 0;
        return new DcqcnConfig(
                s.getBool("dcqcn.enabled"),
                (1024 - s.getLong("dcqcn.dce_tcp_g")) / 1024.0,
                Math.round(s.getDouble("dcqcn.dce_tcp_rtt") * 1e6),
                s.getLong("dcqcn.initial_alpha_value") / 1024.0,
                Math.pow(2, 10 - s.getLong("dcqcn.rpg_gd")),
                s.getDouble("dcqcn.rpg_min_dec_fac") / 100,
                Math.round(s.getDouble("dcqcn.rate_reduce_monitor_period") * 1e6),
                Math.round(s.getDouble("dcqcn.rpg_time_reset") * 1e6),
                byteCounter ? s.getLong("dcqcn.rpg_byte_reset") * 64 : 0,
                s.getInt("dcqcn.rpg_threshold"),
                s.getDouble("dcqcn.rpg_ai_rate") * 1e6,
                s.getDouble("dcqcn.rpg_hai_rate") * 1e6,
                minRate,
                maxRate,
                s.getDouble("dcqcn.rate_to_set_on_first_cnp") * 1e6,
                s.getDouble("dcqcn.first-cnp-fraction"),
                s.getBool("dcqcn.clamp_tgt_rate"),
                s.getBool("dcqcn.clamp_tgt_rate_after_time_inc"),
                Math.round(s.getDouble("dcqcn.min_time_between_cnps") * 1e6),
                s.getInt("dcqcn.cnp_802p_prio"),
                s.getInt("dcqcn.cnp_dscp"),
                enumOf(DcqcnConfig.CnpDelivery.class, s.getString("dcqcn.cnp-delivery")),
                enumOf(DcqcnConfig.StageRule.class, s.getString("dcqcn.stage-rule")),
                enumOf(DcqcnConfig.FirstCnp.class, s.getString("dcqcn.first-cnp")),
                enumOf(DcqcnConfig.Decrease.class, s.getString("dcqcn.decrease")),
                enumOf(DcqcnConfig.AlphaUpdate.class, s.getString("dcqcn.alpha-update")));
    }

    private static <E extends Enum<E>> E enumOf(Class<E> type, String word) {
        return Enum.valueOf(type, word.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
}
