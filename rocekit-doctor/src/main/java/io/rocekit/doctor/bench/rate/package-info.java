/**
 * Port rates stated by other evidence in the same snapshot: {@code ibv_devinfo -v}
 * ({@code active_width} x {@code active_speed}) and {@code ibstat} ({@code Rate:}), so that a
 * benchmark can be judged against the line rate of the port it ran on.
 */
package io.rocekit.doctor.bench.rate;
