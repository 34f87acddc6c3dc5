package io.rocekit.host.topology;

import io.rocekit.core.finding.Evidence;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The ACS Control register of a bridge ({@code ACSCtl:} of lspci, or read from config space).
 *
 * @param enabled  the bits that are on, by lspci name ({@code ReqRedir})
 * @param listed   the bits known (on or off); a bit not listed is unknown
 * @param evidence where it was read
 */
public record AcsState(Set<String> enabled, Set<String> listed, Evidence evidence) {
    /** The control bits in register order (bit 0 first), as lspci names them. */
    public static final List<String> BITS = List.of(
            "SrcValid", "TransBlk", "ReqRedir", "CmpltRedir", "UpstreamFwd", "EgressCtrl", "DirectTrans");

    public AcsState {
        enabled = Set.copyOf(enabled);
        listed = Set.copyOf(listed);
        Objects.requireNonNull(evidence, "evidence");
    }

    /** True when the bridge has no ACS capability at all (nothing to switch off). */
    public boolean noCapability() {
        return listed.isEmpty();
    }

    /** The state of a 16-bit ACS Control register value. */
    public static AcsState ofRegister(int value, Evidence evidence) {
        Set<String> on = new java.util.HashSet<>();
        for (int b = 0; b < BITS.size(); b++) {
            if ((value & (1 << b)) != 0) {
                on.add(BITS.get(b));
            }
        }
        return new AcsState(on, Set.copyOf(BITS), evidence);
    }

    /**
     * The bits that redirect peer-to-peer requests and completions up to the root complex or block
     * them: ReqRedir, CmpltRedir, EgressCtrl. These are the bits Linux checks
     * ({@code drivers/pci/p2pdma.c}, {@code pci_bridge_has_acs_redir}: {@code PCI_ACS_RR | PCI_ACS_CR
     * | PCI_ACS_EC}) and the bits {@code pci=disable_acs_redir=} clears.
     */
    public static final List<String> REDIRECT_BITS = List.of("ReqRedir", "CmpltRedir", "EgressCtrl");

    /** The redirecting bits that are on, in register order. */
    public List<String> p2pObstacles() {
        return BITS.stream().filter(b -> enabled.contains(b) && REDIRECT_BITS.contains(b)).toList();
    }

    /**
     * The other isolation bits that are on (SrcValid, TransBlk, UpstreamFwd): they check the
     * requester or forward upstream traffic but do not reroute peer-to-peer requests; Linux turns
     * them on whenever an IOMMU is in use ({@code pci_std_enable_acs}).
     */
    public List<String> otherControls() {
        return BITS.stream().filter(b -> enabled.contains(b) && !REDIRECT_BITS.contains(b) && !b.equals("DirectTrans"))
                .toList();
    }

    /** True when a bit redirects or blocks peer-to-peer traffic. */
    public boolean hindersPeerToPeer() {
        return !p2pObstacles().isEmpty();
    }

    /** The register value (bits not listed count as 0). */
    public int registerValue() {
        int v = 0;
        for (int b = 0; b < BITS.size(); b++) {
            if (enabled.contains(BITS.get(b))) {
                v |= 1 << b;
            }
        }
        return v;
    }
}
