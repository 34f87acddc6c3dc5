package io.rocekit.doctor.bench.rate;

import io.rocekit.core.finding.Evidence;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Lines;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads port rates from {@code ibv_devinfo -v} and {@code ibstat} text. ibv_devinfo prints the
 * lane count ({@code active_width: 4X (2)}) and the per-lane data rate ({@code active_speed: 25.0
 * Gbps (32)}, or {@code 100.0 Gbps} per lane for NDR) only with {@code -v}; ibstat prints
 * {@code Rate: 400} directly. Either indentation (TABs of MLNX_OFED 4.x, spaces of rdma-core) reads.
 */
public final class PortRates {
    private static final Pattern HCA = Pattern.compile("^hca_id:\\s*(\\S+)");
    private static final Pattern DEVINFO_PORT = Pattern.compile("^port:\\s*(\\d{1,9})\\b");
    private static final Pattern STATE = Pattern.compile("^state:\\s*(\\S+)");
    private static final Pattern WIDTH = Pattern.compile("^active_width:\\s*(\\d{1,3})X");
    private static final Pattern SPEED = Pattern.compile("^active_speed:\\s*(\\d+(?:\\.\\d+)?)\\s*Gbps(.*)");
    private static final Pattern LINK_LAYER = Pattern.compile("^(?:link_layer|Link layer):\\s*(\\S+)");
    private static final Pattern CA = Pattern.compile("^CA '([^']+)'");
    private static final Pattern IBSTAT_PORT = Pattern.compile("^Port (\\d{1,9}):");
    private static final Pattern IBSTAT_STATE = Pattern.compile("^State:\\s*(\\S+)");
    private static final Pattern RATE = Pattern.compile("^Rate:\\s*(\\d+(?:\\.\\d+)?)(.*)");

    private PortRates() {
    }

    /** Every port with a known rate in the text (empty when the text is neither tool's output). */
    public static List<PortRate> read(TextSource source) {
        Scan scan = new Scan();
        for (int i = 0; i < source.lines().size(); i++) {
            String t = Lines.clean(source.lines().get(i)).strip();
            scan.line(t, Evidence.line(source.file(), source.lineNumber(i), t));
        }
        return scan.out;
    }

    /** The state of a read: the adapter and port being printed, and what is known of the port so far. */
    private static final class Scan {
        private final List<PortRate> out = new ArrayList<>();
        private String device;
        private int port;
        private boolean active;
        private Integer width;
        private Double speed;
        private String speedCode;
        private Evidence speedLine;
        private String linkLayer;
        /** ibstat prints Rate before Link layer: the index of the port's rate, its value as printed. */
        private int ibstatAt = -1;
        private String ibstatRate;

        void line(String t, Evidence ev) {
            Matcher m;
            if ((m = HCA.matcher(t)).find() || (m = CA.matcher(t)).find()) {
                device = m.group(1);
                newPort(0);
            } else if ((m = DEVINFO_PORT.matcher(t)).find() || (m = IBSTAT_PORT.matcher(t)).find()) {
                newPort(Integer.parseInt(m.group(1)));
            } else if ((m = STATE.matcher(t)).find() || (m = IBSTAT_STATE.matcher(t)).find()) {
                String s = m.group(1).toUpperCase(Locale.ROOT);
                active = s.equals("PORT_ACTIVE") || s.equals("ACTIVE");
            } else if ((m = LINK_LAYER.matcher(t)).find()) {
                linkLayer = m.group(1);
                ibstatLinkLayer();
            } else if ((m = WIDTH.matcher(t)).find()) {
                width = Integer.parseInt(m.group(1));
            } else if ((m = SPEED.matcher(t)).find()) {
                speed = Double.parseDouble(m.group(1));
                speedCode = m.group(2);
                speedLine = ev;
            } else if ((m = RATE.matcher(t)).find() && device != null) {
                ibstatRate(m.group(1), m.group(2), ev);
            }
            devinfoRate();
        }

        private void newPort(int number) {
            port = number;
            active = false;
            width = null;
            speed = null;
            linkLayer = null;
            ibstatAt = -1;
        }

        private void ibstatRate(String value, String printed, Evidence ev) {
            double r = Double.parseDouble(value);
            if (r > 0 && Double.isFinite(r)) {
                ibstatAt = out.size();
                ibstatRate = printed.strip();
                out.add(new PortRate(device, Math.max(port, 1), r, active, ev));
            }
        }

        /** The link layer that follows an ibstat port's rate says whether the rate is 8b/10b signalling. */
        private void ibstatLinkLayer() {
            if (ibstatAt < 0) {
                return;
            }
            PortRate p = out.get(ibstatAt);
            Optional<LineCode> code = LineCode.ofIbstat(p.rateGbps(), ibstatRate, isInfiniBand());
            out.set(ibstatAt, PortRate.printed(p.device(), p.port(), p.rateGbps(), p.active(), p.line(), code));
            ibstatAt = -1;
        }

        private void devinfoRate() {
            if (device == null || width == null || speed == null) {
                return;
            }
            double printed = width * speed;
            if (Double.isFinite(printed) && printed > 0) {
                out.add(PortRate.printed(device, Math.max(port, 1), printed, active, speedLine,
                        LineCode.ofDevinfo(printed, speed, speedCode, isInfiniBand())));
            }
            width = null;
            speed = null;
        }

        private boolean isInfiniBand() {
            return linkLayer != null && linkLayer.equalsIgnoreCase("InfiniBand");
        }
    }

    /**
     * A port's data rate from ibv_devinfo's {@code active_width} ({@code 4X}) and
     * {@code active_speed} ({@code 25.0 Gbps}), as the values are printed.
     */
    public static Optional<Double> rate(String width, String speed) {
        Matcher w = Pattern.compile("^(\\d{1,3})X").matcher(width.strip());
        Matcher s = Pattern.compile("^(\\d+(?:\\.\\d+)?)\\s*Gbps").matcher(speed.strip());
        if (!w.find() || !s.find()) {
            return Optional.empty();
        }
        double r = Integer.parseInt(w.group(1)) * Double.parseDouble(s.group(1));
        return r > 0 && Double.isFinite(r) ? Optional.of(r) : Optional.empty();
    }

    /**
     * A parsed ibv_devinfo port as a {@link PortRate}: {@link #rate} less 8b/10b encoding where the
     * link layer is InfiniBand and the speed an SDR/DDR/QDR one ({@link LineCode#ofDevinfo}).
     */
    public static Optional<PortRate> devinfoPort(String device, int port, String width, String speed, boolean infiniBand,
            boolean active, Evidence line) {
        Matcher lane = Pattern.compile("^(\\d+(?:\\.\\d+)?)\\s*Gbps(.*)").matcher(speed.strip());
        return rate(width, speed).filter(r -> lane.find()).map(r -> PortRate.printed(device, port, r, active, line,
                LineCode.ofDevinfo(r, Double.parseDouble(lane.group(1)), lane.group(2), infiniBand)));
    }

    /** The rate of a device's active port, when exactly that device is listed. */
    public static Optional<PortRate> forDevice(List<PortRate> rates, String device) {
        return rates.stream().filter(r -> r.device().equals(device)).filter(PortRate::active).findFirst()
                .or(() -> rates.stream().filter(r -> r.device().equals(device)).findFirst());
    }

    /** The rate all active ports share, when they agree. */
    public static Optional<PortRate> common(List<PortRate> rates) {
        List<PortRate> active = rates.stream().filter(PortRate::active).toList();
        if (active.isEmpty() || active.stream().mapToDouble(PortRate::rateGbps).distinct().count() != 1) {
            return Optional.empty();
        }
        return Optional.of(active.get(0));
    }
}
