package io.rocekit.monitor.rate;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An {@code ethtool -S} counter of PFC pause on one priority, as the RoCE NIC drivers name it:
 * mlx5 {@code rx_prio3_pause}, {@code rx_prio3_pause_duration} (Linux mlx5 {@code counters.rst});
 * bnxt_en {@code rx_pfc_ena_frames_pri3}, {@code pfc_pri3_rx_duration_us}
 * ({@code drivers/net/ethernet/broadcom/bnxt/bnxt_ethtool.c}); ice {@code rx_priority_3_xoff.nic}
 * ({@code drivers/net/ethernet/intel/ice/ice_ethtool.c}: XOFF frames; ice counts no duration).
 *
 * @param received true for pause this port received (the peer paused it), false for pause it sent
 * @param priority the priority, 0 to 7
 * @param duration true for time paused in microseconds, false for pause frames
 */
public record PriorityPauseCounter(boolean received, int priority, boolean duration) {
    /** Name pattern, the group of the direction (rx/tx), of the priority, and whether it counts microseconds. */
    private record Form(Pattern pattern, int direction, int priority, boolean duration) {
    }

    private static final List<Form> FORMS = List.of(
            new Form(Pattern.compile("(rx|tx)_prio([0-7])_pause"), 1, 2, false),
            new Form(Pattern.compile("(rx|tx)_prio([0-7])_pause_duration"), 1, 2, true),
            new Form(Pattern.compile("(rx|tx)_pfc_ena_frames_pri([0-7])"), 1, 2, false),
            new Form(Pattern.compile("pfc_pri([0-7])_(rx|tx)_duration_us"), 2, 1, true),
            new Form(Pattern.compile("(rx|tx)_priority_([0-7])_xoff\\.nic"), 1, 2, false));

    /** What {@code name} counts, when it is a per-priority pause counter of one of these drivers. */
    public static Optional<PriorityPauseCounter> of(String name) {
        for (Form f : FORMS) {
            Matcher m = f.pattern().matcher(name);
            if (m.matches()) {
                return Optional.of(new PriorityPauseCounter(m.group(f.direction()).equals("rx"),
                        Integer.parseInt(m.group(f.priority())), f.duration()));
            }
        }
        return Optional.empty();
    }

    /** True for mlx5's own names ({@code rx_prio3_pause...}). */
    public static boolean mlx5(String name) {
        return FORMS.get(0).pattern().matcher(name).matches() || FORMS.get(1).pattern().matcher(name).matches();
    }
}
