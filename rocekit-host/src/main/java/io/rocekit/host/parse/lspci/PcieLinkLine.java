package io.rocekit.host.parse.lspci;

import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.model.PcieLink;
import java.util.Objects;

/**
 * A {@code LnkCap:} or {@code LnkSta:} value with its line.
 *
 * @param link       rate and width
 * @param downgraded true when lspci marked it {@code (downgraded)} (pciutils 3.8+ prints
 *                   {@code (ok)} or {@code (downgraded)} after LnkSta values)
 * @param line       the line it was read from
 */
public record PcieLinkLine(PcieLink link, boolean downgraded, SourceLine line) {
    public PcieLinkLine {
        Objects.requireNonNull(link, "link");
        Objects.requireNonNull(line, "line");
    }
}
