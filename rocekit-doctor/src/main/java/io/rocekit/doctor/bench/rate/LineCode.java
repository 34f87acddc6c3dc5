package io.rocekit.doctor.bench.rate;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An InfiniBand port whose printed rate is its signalling rate, not its data rate. SDR (2.5 Gb/s
 * a lane), DDR (5) and QDR (10) lanes use 8b/10b encoding, so 8 of every 10 bits are data: ibstat's
 * {@code Rate: 40} (QDR 4x) carries 32 Gb/s. FDR10 (10.3125 Gb/s a lane, 64b/66b; ibstat prints
 * {@code Rate: 40 (FDR10)}), FDR (14.0625, 64b/66b), EDR (25.78125, 64b/66b) and the PAM4 rates after
 * them (HDR, NDR, XDR) print their data rate, within FDR's 3 % (ibstat's 56 for 54.5 Gb/s of data).
 * Ethernet ports (RoCE) print their Ethernet rate, which is a data rate. Sources: InfiniBand
 * Architecture Specification Vol 2 (physical layer: 8b/10b for SDR/DDR/QDR, 64b/66b from FDR);
 * NVIDIA (Mellanox) switch system user manuals, "Speed" (FDR10: 10.3125 Gb/s a lane with 64b/66b,
 * 40 Gb/s effective, 20 % more than QDR); rdma-core ibv_devinfo ({@code active_speed} codes 1 SDR,
 * 2 DDR, 4 QDR, 8 FDR10, 16 FDR, 32 EDR, 64 HDR, 128 NDR).
 *
 * @param signallingGbps the rate as printed (width x lane signalling rate), Gb/s
 */
public record LineCode(double signallingGbps) {
    /** Data bits per line bit under 8b/10b. */
    public static final double EIGHT_TEN = 0.8;
    /** ibstat rates (width x lane rate) that only SDR, DDR and QDR widths reach. */
    private static final Set<Double> EIGHT_TEN_RATES = Set.of(2.5, 5.0, 10.0, 20.0, 30.0, 40.0, 60.0, 80.0, 120.0);
    /** ibv_devinfo's active_speed codes of the 8b/10b lane rates (SDR, DDR, QDR). */
    private static final Set<Integer> EIGHT_TEN_CODES = Set.of(1, 2, 4);
    private static final Pattern SPEED_CODE = Pattern.compile("\\((\\d{1,4})\\)");

    /** The data rate, Gb/s. */
    public double dataGbps() {
        return signallingGbps * EIGHT_TEN;
    }

    /** What the figure means, for the verdict and the finding. */
    public String describe() {
        return fmt(signallingGbps) + " Gb/s is InfiniBand SDR/DDR/QDR signalling, 8b/10b-encoded per IBTA Vol 2: "
                + fmt(dataGbps()) + " Gb/s of data";
    }

    /**
     * ibstat's {@code Rate:} value as printed ({@code 40}, {@code 40 (FDR10)}) on a port whose link
     * layer is known: an 8b/10b code only for an InfiniBand port at an SDR/DDR/QDR rate.
     */
    public static Optional<LineCode> ofIbstat(double rate, String printed, boolean infiniBand) {
        boolean named = printed.toUpperCase(Locale.ROOT).contains("(");
        return infiniBand && !named && EIGHT_TEN_RATES.contains(rate) ? Optional.of(new LineCode(rate)) : Optional.empty();
    }

    /**
     * ibv_devinfo -v's {@code active_width} x {@code active_speed}: an 8b/10b code for an
     * InfiniBand port whose speed code says SDR, DDR or QDR ({@code 10.0 Gbps (4)}), or, where no
     * code is printed, whose lane runs at 2.5 or 5 Gb/s (10.0 alone may be FDR10).
     */
    public static Optional<LineCode> ofDevinfo(double rate, double laneGbps, String speed, boolean infiniBand) {
        if (!infiniBand) {
            return Optional.empty();
        }
        OptionalInt code = speedCode(speed);
        boolean eightTen = code.isPresent() ? EIGHT_TEN_CODES.contains(code.getAsInt()) : laneGbps == 2.5 || laneGbps == 5.0;
        return eightTen ? Optional.of(new LineCode(rate)) : Optional.empty();
    }

    private static OptionalInt speedCode(String speed) {
        Matcher m = SPEED_CODE.matcher(speed);
        return m.find() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
