package io.rocekit.fabric.intent;

/**
 * ECN marking (WRED in ECN mode) on one egress queue, in bytes.
 *
 * @param queue              the egress queue
 * @param minBytes           marking starts at this queue depth
 * @param maxBytes           marking reaches {@code probabilityPercent} at this depth
 * @param probabilityPercent the marking probability at {@code maxBytes}
 */
public record EcnIntent(int queue, long minBytes, long maxBytes, double probabilityPercent) {
}
