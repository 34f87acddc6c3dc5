package io.rocekit.doctor.topology;

import io.rocekit.core.finding.Evidence;
import java.util.ArrayList;
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
     * The bits that make peer-to-peer traffic through this port leave the switch, get checked or
     * get blocked: every bit but DirectTrans (which lets ATS-translated requests go directly and
     * is harmless to P2P). NCCL and NVIDIA ask for all of them off on GPU–NIC paths.
     */
    public List<String> p2pObstacles() {
        List<String> out = new ArrayList<>();
        for (String b : BITS) {
            if (enabled.contains(b) && !b.equals("DirectTrans")) {
                out.add(b);
            }
        }
        return out;
    }

    /** True when some bit hinders peer-to-peer traffic. */
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
