package io.rocekit.doctor.bench.judge;

import io.rocekit.core.rule.Threshold;
import io.rocekit.core.unit.Unit;

/**
 * Every number the bench rules compare with, in one place so that {@code docs/bench.md} can cite
 * them. Sources are given per constant.
 */
public final class Thresholds {
    /**
     * Below this fraction of line rate a run is WARN. A tuned RoCE fabric reaches 96 % of line rate
     * on nccl-tests AllReduce (rocekit's own default, overridable with --set; no public source gives one); RoCEv2 framing alone costs 2 %
     * at MTU 4096 (see {@link #ROCE_OVERHEAD_BYTES}), so 90 % leaves room for the protocol and run
     * to run noise but not for a misconfiguration.
     */
    public static final double WARN_BELOW = 0.90;
    /**
     * Below this fraction a run is FAIL (rocekit's own default, overridable with --set: 70 %
     * of line rate) is the line between "tuning left" and "something is broken".
     */
    public static final double FAIL_BELOW = 0.70;
    /**
     * With no line rate known, a run whose bandwidth is below the slowest port rocekit's hardware
     * has (25 Gb/s, ConnectX-4 Lx and later) did not use any RDMA, NVLink or PCIe peer path.
     */
    public static final double FLOOR_GBPS = 25.0;
    /** perftest rows smaller than this are message-rate tests: bandwidth is not judged. */
    public static final long PERFTEST_MIN_BW_BYTES = 65_536;
    /** nccl-tests runs whose largest size is below this are latency-bound: not judged. */
    public static final long NCCL_MIN_BW_BYTES = 8L << 20;
    /** The floor is only applied to nccl-tests runs reaching this size (bandwidth-bound for sure). */
    public static final long NCCL_FLOOR_MIN_BYTES = 64L << 20;
    /**
     * Bytes a RoCEv2 packet costs on the wire beyond its payload: preamble and SFD 8, Ethernet
     * header 14, IPv4 20, UDP 8, BTH 12, ICRC 4, FCS 4, inter-frame gap 12 (IBTA Annex A17;
     * IEEE 802.3). Without VLAN tag and extended headers.
     */
    public static final int ROCE_OVERHEAD_BYTES = 82;
    /** Bytes an InfiniBand packet costs beyond its payload: LRH 8, BTH 12, ICRC 4, VCRC 2. */
    public static final int IB_OVERHEAD_BYTES = 26;
    /**
     * Typical half round trip of {@code ib_write_lat}/{@code ib_send_lat} with small messages,
     * microseconds, on InfiniBand (about 1 us) and on RoCEv2 (about 2 us): rocekit's own defaults, overridable.
     * perftest reports the whole round trip for read and atomic ({@code rtt_factor} 1 instead of 2
     * in {@code print_report_lat}), so those typicals are twice these.
     */
    public static final double TYPICAL_LAT_IB_US = 1.0;
    public static final double TYPICAL_LAT_ROCE_US = 2.0;
    /** Latency above this multiple of typical is WARN ... */
    public static final double LAT_WARN_FACTOR = 2.0;
    /** ... and above this multiple FAIL. */
    public static final double LAT_FAIL_FACTOR = 5.0;
    /** Latency is judged on rows up to this size (perftest's default is 2 bytes). */
    public static final long LAT_MAX_BYTES = 64;

    /** bench.below-line-rate: WARN under this fraction of line rate. */
    public static final Threshold LINE_RATE_WARN = new Threshold("warnBelow", WARN_BELOW, Unit.RATIO,
            "WARN under this fraction of line rate x NICs used. rocekit's own default, not a vendor figure: RoCEv2 "
                    + "headers alone cost 2 % at MTU 4096, and a tuned fabric runs well above 90 %; set your "
                    + "fabric's measured baseline.").between(0, 1);
    /** bench.below-line-rate: FAIL under this fraction of line rate. */
    public static final Threshold LINE_RATE_FAIL = new Threshold("failBelow", FAIL_BELOW, Unit.RATIO,
            "FAIL under this fraction. rocekit's own default for 'something is broken, not just untuned'; "
                    + "override it per fabric.").between(0, 1);
    /** bench.below-line-rate: with no line rate known, WARN under this rate. */
    public static final Threshold LINE_RATE_FLOOR = new Threshold("floor", FLOOR_GBPS * 1e9, Unit.BITS_PER_SECOND,
            "With no line rate known, WARN under this rate: the slowest RDMA port (25 Gb/s, ConnectX-4 Lx and "
                    + "later).");
    /** bench.below-line-rate: perftest rows judged on bandwidth start at this size. */
    public static final Threshold PERFTEST_MIN_SIZE = new Threshold("perftestMinSize", PERFTEST_MIN_BW_BYTES,
            Unit.BYTES, "perftest rows below this size are message-rate tests, not judged on bandwidth.");
    /** bench.below-line-rate: nccl-tests runs judged reach at least this size. */
    public static final Threshold NCCL_MIN_SIZE = new Threshold("ncclMinSize", NCCL_MIN_BW_BYTES, Unit.BYTES,
            "nccl-tests runs whose largest size is below this are latency-bound, not judged.");
    /** perftest.latency-high: typical InfiniBand small-message latency. */
    public static final Threshold LAT_TYPICAL_IB = new Threshold("typicalIb", TYPICAL_LAT_IB_US * 1000,
            Unit.NANOSECONDS, "Typical half round trip of a small write/send on InfiniBand (x2 for read/atomic). "
                    + "rocekit's own default, not a vendor figure: set the baseline your fabric measures.");
    /** perftest.latency-high: typical RoCE small-message latency. */
    public static final Threshold LAT_TYPICAL_ROCE = new Threshold("typicalRoce", TYPICAL_LAT_ROCE_US * 1000,
            Unit.NANOSECONDS, "Typical half round trip of a small write/send on RoCEv2 (x2 for read/atomic). "
                    + "rocekit's own default, not a vendor figure: set the baseline your fabric measures.");
    /** perftest.latency-high: WARN factor. */
    public static final Threshold LAT_WARN = new Threshold("warnFactor", LAT_WARN_FACTOR, Unit.NUMBER,
            "WARN above this multiple of typical.");
    /** perftest.latency-high: FAIL factor. */
    public static final Threshold LAT_FAIL = new Threshold("failFactor", LAT_FAIL_FACTOR, Unit.NUMBER,
            "FAIL above this multiple of typical.");
    /** perftest.latency-high: largest row judged. */
    public static final Threshold LAT_MAX_SIZE = new Threshold("maxSize", LAT_MAX_BYTES, Unit.BYTES,
            "Rows judged: message sizes up to this (perftest's default is 2 B).");
    /** perftest.mtu-small: smallest MTU not reported. */
    public static final Threshold MIN_MTU = new Threshold("minMtu", 4096, Unit.BYTES,
            "MTU below which goodput loses more than 2 % to headers (RoCEv2 costs 82 B per packet on the wire).");

    private Thresholds() {
    }

    /**
     * The best goodput fraction of line rate an RDMA WRITE can reach at this MTU: payload over
     * payload plus per-packet overhead.
     */
    public static double protocolCeiling(int mtuBytes, boolean roce) {
        int overhead = roce ? ROCE_OVERHEAD_BYTES : IB_OVERHEAD_BYTES;
        return (double) mtuBytes / (mtuBytes + overhead);
    }
}
