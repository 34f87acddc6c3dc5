package io.rocekit.monitor.view;

/**
 * Pause activity of one priority over the interval.
 *
 * @param priority           0..7
 * @param rxFramesPerSec     PFC pause frames received per second (the switch paused us)
 * @param txFramesPerSec     PFC pause frames sent per second (we paused the switch)
 * @param rxPausedFraction   fraction of the interval this port was paused (rx_prioN_pause_duration)
 * @param txPausedFraction   fraction of the interval we asked the peer to pause
 */
public record PriorityPause(int priority, double rxFramesPerSec, double txFramesPerSec, double rxPausedFraction,
        double txPausedFraction) {
    public boolean active() {
        return rxFramesPerSec > 0 || txFramesPerSec > 0 || rxPausedFraction > 0 || txPausedFraction > 0;
    }
}
