package io.rocekit.host.parse.lspci;

import io.rocekit.host.artifact.SourceLine;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One {@code ACSCap:} or {@code ACSCtl:} line: which bits lspci listed and which of them were
 * {@code +}.
 *
 * @param enabled the bits printed with {@code +}
 * @param listed  every bit printed (a bit lspci did not print is unknown, not off)
 * @param line    the line it was read from
 */
public record AcsFlags(Set<AcsBit> enabled, Set<AcsBit> listed, SourceLine line) {
    public AcsFlags {
        enabled = Set.copyOf(enabled);
        listed = Set.copyOf(listed);
        Objects.requireNonNull(line, "line");
        if (!listed.containsAll(enabled)) {
            throw new IllegalArgumentException("enabled bits must be listed");
        }
    }

    /** True when {@code bit} is {@code +}. */
    public boolean isEnabled(AcsBit bit) {
        return enabled.contains(bit);
    }

    /** True when any bit is {@code +}. */
    public boolean anyEnabled() {
        return !enabled.isEmpty();
    }

    /**
     * True when peer-to-peer traffic through this port is redirected to the root complex or
     * blocked: {@code ReqRedir+}, {@code CmpltRedir+} or {@code EgressCtrl+}. ({@code SrcValid+}
     * alone checks the requester id but does not reroute P2P.)
     */
    public boolean redirectsPeerToPeer() {
        return enabled.contains(AcsBit.REQ_REDIR) || enabled.contains(AcsBit.CMPLT_REDIR)
                || enabled.contains(AcsBit.EGRESS_CTRL);
    }

    /** The value of the 16-bit register these flags describe (bits not listed count as 0). */
    public int registerValue() {
        int v = 0;
        for (AcsBit b : enabled) {
            v |= b.mask();
        }
        return v;
    }

    /** The enabled bits as lspci names them, in register order ({@code ReqRedir+ CmpltRedir+}). */
    public String enabledNames() {
        return EnumSet.copyOf(enabled.isEmpty() ? EnumSet.noneOf(AcsBit.class) : enabled).stream()
                .map(b -> b.lspciName() + "+").collect(Collectors.joining(" "));
    }
}
