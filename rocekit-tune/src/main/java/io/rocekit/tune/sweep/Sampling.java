package io.rocekit.tune.sweep;

/**
 * How points are drawn from the space: the full grid (every combination of the axes' grid
 * values), uniform random draws, or a Latin hypercube (each axis cut into {@code points} strata,
 * one draw per stratum, strata paired at random).
 */
public record Sampling(Method method, int points, long seed) {
    public enum Method { GRID, RANDOM, LHS }

    public static Sampling grid() {
        return new Sampling(Method.GRID, 0, 0);
    }
}
