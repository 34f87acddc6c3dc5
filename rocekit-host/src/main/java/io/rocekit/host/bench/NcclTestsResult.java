package io.rocekit.host.bench;

import java.util.Objects;
import java.util.OptionalLong;

/**
 * One column group of an nccl-tests row (out-of-place or in-place).
 *
 * @param timeUs     the average time per operation, microseconds
 * @param algBwGBps  algorithm bandwidth, size / time, GB/s (10^9 bytes)
 * @param busBwGBps  bus bandwidth, algbw x the collective's factor, GB/s
 * @param wrong      the {@code #wrong} count (elements that failed validation); empty when the
 *                   column holds {@code N/A}, {@code -1} (no check) or an old-style error magnitude
 * @param wrongCell  the cell verbatim ({@code 0}, {@code N/A}, {@code 2e-07})
 */
public record NcclTestsResult(double timeUs, double algBwGBps, double busBwGBps, OptionalLong wrong, String wrongCell) {
    public NcclTestsResult {
        Objects.requireNonNull(wrong, "wrong");
        Objects.requireNonNull(wrongCell, "wrongCell");
    }
}
