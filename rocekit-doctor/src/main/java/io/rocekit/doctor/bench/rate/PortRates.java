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
    private static final Pattern SPEED = Pattern.compile("^active_speed:\\s*(\\d+(?:\\.\\d+)?)\\s*Gbps");
    private static final Pattern CA = Pattern.compile("^CA '([^']+)'");
    private static final Pattern IBSTAT_PORT = Pattern.compile("^Port (\\d{1,9}):");
    private static final Pattern IBSTAT_STATE = Pattern.compile("^State:\\s*(\\S+)");
    private static final Pattern RATE = Pattern.compile("^Rate:\\s*(\\d+(?:\\.\\d+)?)");

    private PortRates() {
    }

    /** Every port with a known rate in the text (empty when the text is neither tool's output). */
    public static List<PortRate> read(TextSource source) {
        List<PortRate> out = new ArrayList<>();
        String device = null;
        int port = 0;
        boolean active = false;
        Integer width = null;
        Double speed = null;
        Evidence speedLine = null;
        for (int i = 0; i < source.lines().size(); i++) {
            String t = Lines.clean(source.lines().get(i)).strip();
            Evidence ev = Evidence.line(source.file(), source.lineNumber(i), t);
            Matcher m;
            if ((m = HCA.matcher(t)).find() || (m = CA.matcher(t)).find()) {
                device = m.group(1);
                port = 0;
                width = null;
                speed = null;
            } else if ((m = DEVINFO_PORT.matcher(t)).find() || (m = IBSTAT_PORT.matcher(t)).find()) {
                port = Integer.parseInt(m.group(1));
                active = false;
                width = null;
                speed = null;
            } else if ((m = STATE.matcher(t)).find() || (m = IBSTAT_STATE.matcher(t)).find()) {
                String s = m.group(1).toUpperCase(Locale.ROOT);
                active = s.equals("PORT_ACTIVE") || s.equals("ACTIVE");
            } else if ((m = WIDTH.matcher(t)).find()) {
                width = Integer.parseInt(m.group(1));
            } else if ((m = SPEED.matcher(t)).find()) {
                speed = Double.parseDouble(m.group(1));
                speedLine = ev;
            } else if ((m = RATE.matcher(t)).find() && device != null) {
                double r = Double.parseDouble(m.group(1));
                if (r > 0 && Double.isFinite(r)) {
                    out.add(new PortRate(device, Math.max(port, 1), r, active, ev));
                }
            }
            if (device != null && width != null && speed != null && Double.isFinite(width * speed) && width * speed > 0) {
                out.add(new PortRate(device, Math.max(port, 1), width * speed, active, speedLine));
                width = null;
                speed = null;
            }
        }
        return out;
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
