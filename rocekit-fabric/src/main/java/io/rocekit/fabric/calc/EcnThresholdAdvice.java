package io.rocekit.fabric.calc;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * ECN marking thresholds for a port speed and round-trip time, proposed from the bandwidth-delay
 * product, beside the vendors' fixed defaults scaled or not. The proposal follows the rule of thumb
 * of Huawei's CloudEngine "Configuring Static ECN" guide (Kmax about 2-3 x BDP, Kmin a small
 * fraction of it; its 100GE / 20 us design is 7 KB / 500 KB / 30 %): Kmin = BDP / 10, Kmax = 2 x BDP,
 * Pmax = 30 %, rounded up to 1 KiB. Beside it: NVIDIA's RoCE default (150,000 B / 1,500,000 B / 100 %,
 * Cumulus Linux "RDMA over Converged Ethernet - RoCE"), SONiC's AZURE_LOSSLESS WRED profile
 * (1 MiB / 2 MiB / 5 %, sonic-buildimage qos_config.j2) and the HPCC simulator's DCQCN preset
 * (100 KB / 400 KB at 25G scaled with speed, KB = 1000 B, 20 %; alibaba-edu/High-Precision-Congestion-Control run.py).
 */
public final class EcnThresholdAdvice {
    private EcnThresholdAdvice() {
    }

    /**
     * One set of thresholds.
     *
     * @param name               where it comes from
     * @param minBytes           Kmin
     * @param maxBytes           Kmax
     * @param probabilityPercent Pmax
     * @param source             its source
     */
    public record Option(String name, long minBytes, long maxBytes, double probabilityPercent, String source) {
    }

    /**
     * The proposal, the vendor defaults and the arithmetic.
     *
     * @param bdpBytes the bandwidth-delay product
     * @param proposal the BDP-derived thresholds
     * @param defaults the vendors' defaults for comparison
     * @param steps    the arithmetic, one line per step
     */
    public record Advice(long bdpBytes, Option proposal, List<Option> defaults, List<String> steps) {
    }

    public static Advice advise(long speedMbps, long rttNanos) {
        if (speedMbps <= 0 || rttNanos <= 0) {
            throw new IllegalArgumentException("speed and RTT must be positive");
        }
        List<String> steps = new ArrayList<>();
        double bdp = speedMbps * 1e6 * rttNanos * 1e-9 / 8;
        long bdpBytes = Math.round(bdp);
        steps.add(f("BDP  = %d Mb/s x %s us / 8 = %d B", speedMbps, us(rttNanos), bdpBytes));
        long kmin = ceilKiB(bdp / 10);
        steps.add(f("Kmin = BDP / 10 = %.0f B -> %d B (rounded up to 1 KiB)", bdp / 10, kmin));
        long kmax = ceilKiB(2 * bdp);
        steps.add(f("Kmax = 2 x BDP = %.0f B -> %d B", 2 * bdp, kmax));
        steps.add("Pmax = 30 % (marking probability at Kmax; above Kmax every packet is marked)");
        Option proposal = new Option("from BDP", kmin, kmax, 30, "Huawei CloudEngine \"Configuring Static ECN\" (EDOC1100155250): "
                + "Kmax about 2-3 x BDP, Kmin small");
        double scale = speedMbps / 25_000.0;
        long hpccMin = Math.round(100_000 * scale);
        long hpccMax = Math.round(400_000 * scale);
        steps.add(f("HPCC preset: 100 KB x %s / 25G = %d B, 400 KB x %s / 25G = %d B (KB = 1000 B)", gbps(speedMbps), hpccMin,
                gbps(speedMbps), hpccMax));
        List<Option> defaults = List.of(
                // NVIDIA documents bytes: 150,000 and 1,500,000 (the nvidia-lossless intent holds the same)
                new Option("NVIDIA RoCE default", 150_000, 1_500_000, 100,
                        "Cumulus Linux 5.12 \"RDMA over Converged Ethernet - RoCE\" (nv set qos roce): min 150000, max "
                                + "1500000 bytes, probability 100 %"),
                new Option("SONiC AZURE_LOSSLESS", 1024 * 1024, 2 * 1024 * 1024, 5,
                        "sonic-buildimage files/build_templates/qos_config.j2 WRED_PROFILE AZURE_LOSSLESS"),
                new Option("HPCC DCQCN preset", hpccMin, hpccMax, 20,
                        "alibaba-edu/High-Precision-Congestion-Control run.py (100/400 KB at 25G, scaled with speed)"));
        return new Advice(bdpBytes, proposal, defaults, steps);
    }

    private static long ceilKiB(double v) {
        return (long) Math.ceil(v / 1024) * 1024;
    }

    private static String us(long nanos) {
        return nanos % 1000 == 0 ? String.valueOf(nanos / 1000) : String.format(Locale.ROOT, "%.3f", nanos / 1000.0);
    }

    private static String gbps(long mbps) {
        return mbps % 1000 == 0 ? (mbps / 1000) + "G" : String.format(Locale.ROOT, "%.1fG", mbps / 1000.0);
    }

    private static String f(String fmt, Object... args) {
        return String.format(Locale.ROOT, fmt, args);
    }

    /** {@code 10us}, {@code 2.5us}, {@code 800ns}, {@code 0.01ms} to nanoseconds. */
    public static long parseRttNanos(String s) {
        String t = s.trim().toLowerCase(Locale.ROOT).replace("µs", "us");
        double factor;
        String n;
        if (t.endsWith("ns")) {
            factor = 1;
            n = t.substring(0, t.length() - 2);
        } else if (t.endsWith("us")) {
            factor = 1e3;
            n = t.substring(0, t.length() - 2);
        } else if (t.endsWith("ms")) {
            factor = 1e6;
            n = t.substring(0, t.length() - 2);
        } else {
            throw new NumberFormatException("expected a unit ns, us or ms in '" + s + "'");
        }
        return Math.round(Double.parseDouble(n) * factor);
    }
}
