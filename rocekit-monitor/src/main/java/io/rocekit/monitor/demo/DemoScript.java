package io.rocekit.monitor.demo;

import java.util.List;
import java.util.Optional;

/**
 * The demo node's script: four ConnectX-7 ports, each playing one part, repeating every
 * {@link #CYCLE_SECONDS}. The findings the monitor rules give on it are exactly the ones planted:
 * <ul>
 *   <li>mlx5_0: busy and healthy: 350 Gb/s each way, DCQCN at work (CNPs sent and handled, ECN marks
 *       arriving), the fabric pausing it 2 % of the time on priority 3: no finding;</li>
 *   <li>mlx5_1: a PFC storm sent: a slow receiver pausing the fabric 80 % of the time on priority 3
 *       ({@code monitor.pause-storm} FAIL);</li>
 *   <li>mlx5_2: RDMA receive queues running empty: {@code out_of_buffer} 500/s
 *       ({@code monitor.lossless-drops} WARN);</li>
 *   <li>mlx5_3: a link flap 0.05 s into every cycle, down for 2 s ({@code monitor.link-flap} FAIL).</li>
 * </ul>
 */
final class DemoScript {
    /** The script repeats with this period. */
    static final double CYCLE_SECONDS = 30;
    /** When into each cycle mlx5_3's link goes down, and for how long. */
    static final double FLAP_AT_SECONDS = 0.05;
    static final double FLAP_DOWN_SECONDS = 2;

    /** What a port does in the script. */
    enum Role {
        BUSY_HEALTHY("busy and healthy: 350 Gb/s, CNPs and ECN marks (DCQCN at work), 2 % paused; no finding"),
        PFC_STORM_SENT("a PFC storm sent: this host pauses the fabric 80 % of the time on priority 3"),
        OUT_OF_BUFFER("RDMA receive queues empty: out_of_buffer 500/s"),
        LINK_FLAP("a link flap every 30 s (down 2 s)");

        private final String description;

        Role(String description) {
            this.description = description;
        }

        String description() {
            return description;
        }
    }

    static final List<DemoPort> PORTS = List.of(
            new DemoPort("mlx5_0", "ens1np0", "0000:1a:00.0", Role.BUSY_HEALTHY, 1),
            new DemoPort("mlx5_1", "ens2np0", "0000:2a:00.0", Role.PFC_STORM_SENT, 2),
            new DemoPort("mlx5_2", "ens3np0", "0000:3a:00.0", Role.OUT_OF_BUFFER, 3),
            new DemoPort("mlx5_3", "ens4np0", "0000:4a:00.0", Role.LINK_FLAP, 4));

    private DemoScript() {
    }

    static Optional<DemoPort> port(String device) {
        return PORTS.stream().filter(p -> p.device().equals(device)).findFirst();
    }

    static Optional<DemoPort> byNetdev(String netdev) {
        return PORTS.stream().filter(p -> p.netdev().equals(netdev)).findFirst();
    }

    /** Link-down events of the flapping port up to time {@code t}. */
    static long flapsBefore(double t) {
        return t < FLAP_AT_SECONDS ? 0 : (long) Math.floor((t - FLAP_AT_SECONDS) / CYCLE_SECONDS) + 1;
    }

    /** True while the flapping port's link is down. */
    static boolean down(double t) {
        double inCycle = t % CYCLE_SECONDS;
        return inCycle >= FLAP_AT_SECONDS && inCycle < FLAP_AT_SECONDS + FLAP_DOWN_SECONDS;
    }

    /** Seconds the flapping port was up in [0, t]. */
    static double upSeconds(double t) {
        long cycles = (long) Math.floor(t / CYCLE_SECONDS);
        double inCycle = t - cycles * CYCLE_SECONDS;
        double downInCycle = Math.min(Math.max(inCycle - FLAP_AT_SECONDS, 0), FLAP_DOWN_SECONDS);
        return t - cycles * FLAP_DOWN_SECONDS - downInCycle;
    }
}
