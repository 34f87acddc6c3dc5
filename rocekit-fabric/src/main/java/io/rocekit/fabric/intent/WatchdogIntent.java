package io.rocekit.fabric.intent;

import java.util.Objects;

/**
 * The PFC watchdog on every lossless priority.
 *
 * @param detectionMs   how long a queue may stay paused before the storm is declared
 * @param restorationMs how long without pause frames before the queue is restored
 * @param action        {@code drop}, {@code forward} or {@code alert}
 */
public record WatchdogIntent(int detectionMs, int restorationMs, String action) {
    public WatchdogIntent {
        Objects.requireNonNull(action, "action");
    }
}
