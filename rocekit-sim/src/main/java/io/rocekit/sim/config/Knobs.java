package io.rocekit.sim.config;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The catalogue of knobs (an immutable constant). Order here is the order of the documentation.
 */
public final class Knobs {
    private static final double INF = Double.POSITIVE_INFINITY;
    // Upper bounds where a knob has no natural one: what the simulator holds without overflow
    // (times within SimLimits.MAX_TIME_PS on its picosecond clock), said in the range message.
    private static final double MAX_BYTES = 1L << 40;
    private static final double MAX_DURATION_PS = io.rocekit.sim.SimLimits.MAX_TIME_PS;
    private static final double MAX_MICROS = io.rocekit.sim.SimLimits.MAX_TIME_PS / 1e6;
    private static final double MAX_RATE = io.rocekit.sim.SimLimits.MAX_RATE_BITS_PER_SEC;
    private static final double MAX_MBPS = io.rocekit.sim.SimLimits.MAX_RATE_BITS_PER_SEC / 1e6;
    private static final double MAX_INT = Integer.MAX_VALUE;
    private static final Map<String, Knob> BY_NAME;

    static {
        Map<String, Knob> m = new LinkedHashMap<>();
        for (Knob k : List.of(
                // ---- packets and links
                Knob.of("packet.mtu", KnobType.BYTES, "bytes", 64, 9000,
                        "payload bytes per data packet (the reference's PACKET_PAYLOAD_SIZE)"),
                Knob.of("packet.header-bytes", KnobType.BYTES, "bytes", 0, 512,
                        "bytes on the wire around each data payload (reference: 48; RoCEv2 over IPv4 with"
                                + " FCS: 14+20+8+12+4+4 = 62)"),
                Knob.of("packet.first-packet-extra-bytes", KnobType.BYTES, "bytes", 0, 512,
                        "extra header bytes on a message's first packet (RETH of an RDMA WRITE: 16)"),
                Knob.of("packet.ack-bytes", KnobType.BYTES, "bytes", 1, 512, "wire size of an ACK or NAK"),
                Knob.of("packet.cnp-bytes", KnobType.BYTES, "bytes", 1, 512, "wire size of a CNP packet"),
                Knob.of("packet.pfc-bytes", KnobType.BYTES, "bytes", 1, 512, "wire size of a PFC frame"),
                Knob.of("packet.wire-overhead-bytes", KnobType.BYTES, "bytes", 0, 64,
                        "bytes added to every frame for preamble, SFD and inter-frame gap (Ethernet: 20)"),
                Knob.choice("link.serialization",
                        "exact: serialisation time in picoseconds; ns-truncated: truncated to whole"
                                + " nanoseconds as the reference's ns-3 time conversion does",
                        "exact", "ns-truncated"),
                // ---- switch buffer and PFC
                Knob.of("switch.buffer", KnobType.BYTES, "bytes", 1, MAX_BYTES, "shared packet buffer per switch"),
                Knob.of("switch.reserve-bytes", KnobType.BYTES, "bytes", 0, MAX_BYTES,
                        "guaranteed buffer per ingress port and priority, before the shared pool"),
                Knob.of("switch.headroom-bdp-factor", KnobType.DOUBLE, "x rate x delay", 0, 100,
                        "PFC headroom per ingress port as a multiple of the link's one-way bandwidth-delay"
                                + " product (reference: 3)"),
                Knob.of("switch.headroom-bytes", KnobType.BYTES, "bytes", 0, MAX_BYTES,
                        "fixed PFC headroom per ingress port; 0 = use headroom-bdp-factor"),
                Knob.of("switch.pfc-alpha-shift", KnobType.INT, "", 0, 30,
                        "dynamic threshold: a port may use (free shared buffer) >> shift; 3 = alpha 1/8"),
                Knob.of("switch.pfc-alpha-scales-with-speed", KnobType.BOOL, "", 0, 0,
                        "lower the shift by one per doubling of port speed above the NIC rate (reference)"),
                Knob.of("switch.resume-offset-bytes", KnobType.BYTES, "bytes", 0, MAX_BYTES,
                        "resume when the port's shared use is this far below the threshold"),
                Knob.of("switch.ack-high-priority", KnobType.BOOL, "", 0, 0,
                        "switches put ACK/NAK in the strict-priority queue 0; off = in the flow's data queue"
                                + " (the reference: its switches never get the ACK_HIGH_PRIO setting)"),
                Knob.of("pfc.enabled", KnobType.BOOL, "", 0, 0,
                        "switches send PFC pause; off = lossless classes become lossy (drops when full)"),
                Knob.choice("pfc.pause-mode",
                        "until-resume: paused until an explicit resume (reference); quanta: a pause expires"
                                + " after pfc.pause-quanta x 512 bit times and is refreshed while congested",
                        "until-resume", "quanta"),
                Knob.of("pfc.pause-quanta", KnobType.INT, "x 512 bit times", 1, 65535, "pause time in a PFC frame"),
                // ---- ECN
                Knob.of("ecn.enabled", KnobType.BOOL, "", 0, 0, "switches mark ECN CE"),
                Knob.choice("ecn.mark-at", "dequeue (reference) or enqueue", "dequeue", "enqueue"),
                Knob.of("ecn.kmin", KnobType.BYTES, "bytes", 0, MAX_BYTES, "RED Kmin at ecn.reference-rate"),
                Knob.of("ecn.kmax", KnobType.BYTES, "bytes", 0, MAX_BYTES, "RED Kmax at ecn.reference-rate"),
                Knob.of("ecn.pmax", KnobType.DOUBLE, "probability", 0, 1, "marking probability at Kmax"),
                Knob.of("ecn.reference-rate", KnobType.RATE, "b/s", 1, MAX_RATE,
                        "port speed the Kmin/Kmax values are given for"),
                Knob.of("ecn.scale-with-rate", KnobType.BOOL, "", 0, 0,
                        "scale Kmin/Kmax linearly with each port's speed (reference: yes)"),
                // ---- NIC
                Knob.of("nic.ack-every", KnobType.INT, "packets", 1, 1_000_000,
                        "the receiver ACKs every n-th in-order packet (reference: 1)"),
                Knob.of("nic.chunk-bytes", KnobType.BYTES, "bytes", 0, MAX_BYTES,
                        "also ACK when the expected sequence crosses a multiple of this (0 = off)"),
                Knob.of("nic.nack-interval", KnobType.DURATION, "", 0, MAX_DURATION_PS,
                        "a receiver re-sends a NAK for the same sequence at most this often"),
                Knob.of("nic.ack-high-priority", KnobType.BOOL, "", 0, 0,
                        "a NIC sends its ACK/NAK/CNP queue before data and never holds it for PFC"
                                + " (reference ACK_HIGH_PRIO 1); off = the queue obeys PFC of its priority"),
                Knob.of("nic.go-back-zero", KnobType.BOOL, "", 0, 0,
                        "on loss, resend from the start of the chunk (else from the first lost byte)"),
                // ---- DCQCN: ConnectX names and units
                Knob.of("dcqcn.enabled", KnobType.BOOL, "", 0, 0,
                        "DCQCN rate control on; off = every QP sends at line rate"),
                Knob.of("dcqcn.rpg_time_reset", KnobType.DOUBLE, "us", 0.001, MAX_MICROS, "rate-increase timer"),
                Knob.of("dcqcn.rpg_byte_reset", KnobType.INT, "x 64 bytes", 0, MAX_INT,
                        "byte counter for rate-increase events, in 64-byte units (0 = off)"),
                Knob.of("dcqcn.rpg_threshold", KnobType.INT, "", 0, 1000,
                        "increase events before leaving fast recovery (paper: F)"),
                Knob.of("dcqcn.rpg_ai_rate", KnobType.DOUBLE, "Mb/s", 0, MAX_MBPS, "additive-increase step"),
                Knob.of("dcqcn.rpg_hai_rate", KnobType.DOUBLE, "Mb/s", 0, MAX_MBPS, "hyper-increase step"),
                Knob.of("dcqcn.rpg_gd", KnobType.INT, "", 1, 20,
                        "alpha-to-rate shift: a cut is RC x alpha x 2^(10-gd); 11 = RC x alpha / 2"),
                Knob.of("dcqcn.rpg_min_dec_fac", KnobType.DOUBLE, "percent", 0, 100,
                        "one cut never takes the rate below this percentage of the current rate"),
                Knob.of("dcqcn.rpg_min_rate", KnobType.DOUBLE, "Mb/s", 0, MAX_MBPS, "rate floor"),
                Knob.of("dcqcn.rpg_max_rate", KnobType.DOUBLE, "Mb/s", 0, MAX_MBPS, "rate cap; 0 = line rate"),
                Knob.of("dcqcn.rate_to_set_on_first_cnp", KnobType.DOUBLE, "Mb/s", 0, MAX_MBPS,
                        "with first-cnp = set-rate: RC and RT on a QP's first CNP, with no cut for it; 0 = not used"),
                Knob.of("dcqcn.dce_tcp_g", KnobType.INT, "/1024", 0, 1024,
                        "alpha EWMA: alpha <- (g/1024) alpha + (1 - g/1024) on a CNP period;"
                                + " 1019 = gain 5/1024, 1020 = 1/256"),
                Knob.of("dcqcn.dce_tcp_rtt", KnobType.DOUBLE, "us", 0.001, MAX_MICROS, "alpha update period"),
                Knob.of("dcqcn.initial_alpha_value", KnobType.INT, "/1024", 0, 1024, "alpha set on the first CNP"),
                Knob.of("dcqcn.rate_reduce_monitor_period", KnobType.DOUBLE, "us", 0, MAX_MICROS,
                        "at most one rate cut per period"),
                Knob.of("dcqcn.clamp_tgt_rate", KnobType.BOOL, "", 0, 0, "every cut sets RT <- RC"),
                Knob.of("dcqcn.clamp_tgt_rate_after_time_inc", KnobType.BOOL, "", 0, 0,
                        "a cut sets RT <- RC if a rate increase happened since the last cut"),
                Knob.of("dcqcn.min_time_between_cnps", KnobType.DOUBLE, "us", 0, MAX_MICROS,
                        "notification point: at most one CNP per QP per interval (0 = no limit)"),
                Knob.of("dcqcn.cnp_dscp", KnobType.INT, "", 0, 63, "DSCP of CNP packets (recorded; queues use cnp_802p_prio)"),
                Knob.of("dcqcn.cnp_802p_prio", KnobType.INT, "", 0, 7, "priority (switch queue) of CNP packets"),
                // ---- DCQCN model switches
                Knob.choice("dcqcn.cnp-delivery",
                        "ack-flag: a CE-marked packet's ACK carries the CNP (reference); packet: the receiver"
                                + " sends a CNP packet, paced by min_time_between_cnps",
                        "ack-flag", "packet"),
                Knob.of("dcqcn.byte-counter", KnobType.BOOL, "", 0, 0,
                        "bytes sent (rpg_byte_reset) drive increase events too (reference: off)"),
                Knob.choice("dcqcn.stage-rule",
                        "hpcc: timer stages only, one additive step at rpg_threshold then hyper; mellanox:"
                                + " hyper when both counters passed rpg_threshold, additive when one reached it;"
                                + " paper: as mellanox with hyper step i x rpg_hai_rate",
                        "hpcc", "mellanox", "paper"),
                Knob.choice("dcqcn.first-cnp",
                        "hpcc: alpha = 1, RC = RT = first-cnp-fraction x RC, the first periodic check cuts;"
                                + " set-rate: alpha = initial_alpha_value, RC = RT = rate_to_set_on_first_cnp, no"
                                + " further cut for that CNP (0 = not used: the first CNP cuts like any other)",
                        "hpcc", "set-rate"),
                Knob.of("dcqcn.first-cnp-fraction", KnobType.DOUBLE, "", 0, 1,
                        "with first-cnp = hpcc: fraction of the current rate kept on the first CNP"),
                Knob.choice("dcqcn.decrease",
                        "periodic: check every rate_reduce_monitor_period from the first CNP (reference);"
                                + " holdoff: cut on a CNP unless one was cut within the period, then at its end;"
                                + " immediate: cut on every CNP",
                        "periodic", "holdoff", "immediate"),
                Knob.choice("dcqcn.alpha-update",
                        "periodic: every dce_tcp_rtt, up if a CNP came in the period, else decay;"
                                + " paper: up on each CNP, decay after dce_tcp_rtt without one",
                        "periodic", "paper"),
                // ---- run
                Knob.of("sim.seed", KnobType.INT, "", 0, INF, "seed of every random draw (ECN marks, traffic)"),
                Knob.choice("sim.event-queue", "the engine's event list: auto = binary heap up to 256 links, calendar"
                        + " queue above (measured faster there, docs/performance.md)", "auto", "calendar", "heap"),
                Knob.of("metrics.queue-sample-interval", KnobType.DURATION, "", 0, MAX_DURATION_PS,
                        "sample every switch port's queue this often (0 = off)")
        )) {
            m.put(k.name(), k);
        }
        BY_NAME = Collections.unmodifiableMap(m);
    }

    private Knobs() {
    }

    public static List<Knob> all() {
        return List.copyOf(BY_NAME.values());
    }

    /** The knob called {@code name}, also accepting DCQCN knobs without their {@code dcqcn.} prefix. */
    public static Optional<Knob> find(String name) {
        Knob k = BY_NAME.get(name);
        if (k == null && !name.contains(".")) {
            k = BY_NAME.get("dcqcn." + name);
        }
        return Optional.ofNullable(k);
    }
}
