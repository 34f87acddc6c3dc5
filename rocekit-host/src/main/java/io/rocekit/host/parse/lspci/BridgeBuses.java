package io.rocekit.host.parse.lspci;

/**
 * A bridge's bus numbers ({@code Bus: primary=81, secondary=82, subordinate=93}): the devices
 * behind it are on buses {@code secondary..subordinate}.
 */
public record BridgeBuses(int primary, int secondary, int subordinate) {
    /** True when {@code bus} lies behind this bridge. */
    public boolean covers(int bus) {
        return bus >= secondary && bus <= subordinate;
    }
}
