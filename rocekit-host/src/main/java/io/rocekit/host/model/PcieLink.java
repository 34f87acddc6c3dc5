package io.rocekit.host.model;

import java.util.Optional;

/**
 * A PCIe link's rate and width, as capable ({@code LnkCap}) or as trained ({@code LnkSta}). A
 * speed lspci prints as {@code unknown} (link down) is empty; a width of 0 means no lanes trained.
 *
 * @param speed per-lane rate, empty when lspci says {@code unknown}
 * @param width number of lanes (x1 .. x32); 0 when the link is down
 */
public record PcieLink(Optional<PcieSpeed> speed, int width) {
    public PcieLink {
        if (width < 0 || width > 32) {
            throw new IllegalArgumentException("PCIe width x" + width + " out of range x0..x32");
        }
    }

    /** True when this link is slower or narrower than {@code capable}. */
    public boolean isBelow(PcieLink capable) {
        boolean slower = speed.isEmpty() && capable.speed.isPresent()
                || speed.isPresent() && capable.speed.isPresent()
                        && speed.get().compareTo(capable.speed.get()) < 0;
        return slower || width < capable.width;
    }

    /** {@code 16GT/s x16}. */
    @Override
    public String toString() {
        return speed.map(PcieSpeed::label).orElse("unknown") + " x" + width;
    }
}
