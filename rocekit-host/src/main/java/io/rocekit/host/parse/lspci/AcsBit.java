package io.rocekit.host.parse.lspci;

import java.util.Optional;

/**
 * The bits of the PCIe ACS Capability and Control registers (PCIe Base Spec, ACS Extended
 * Capability), in register order, with the names lspci prints.
 */
public enum AcsBit {
    /** bit 0: source validation. */
    SRC_VALID("SrcValid"),
    /** bit 1: translation blocking. */
    TRANS_BLK("TransBlk"),
    /** bit 2: P2P request redirect: peer requests go up to the root complex. */
    REQ_REDIR("ReqRedir"),
    /** bit 3: P2P completion redirect. */
    CMPLT_REDIR("CmpltRedir"),
    /** bit 4: upstream forwarding. */
    UPSTREAM_FWD("UpstreamFwd"),
    /** bit 5: P2P egress control: can block peer traffic outright. */
    EGRESS_CTRL("EgressCtrl"),
    /** bit 6: direct translated P2P (lets ATS-translated requests go peer to peer). */
    DIRECT_TRANS("DirectTrans");

    private final String lspciName;

    AcsBit(String lspciName) {
        this.lspciName = lspciName;
    }

    /** The name lspci prints ({@code ReqRedir}). */
    public String lspciName() {
        return lspciName;
    }

    /** The bit with this lspci name. */
    public static Optional<AcsBit> byLspciName(String name) {
        for (AcsBit b : values()) {
            if (b.lspciName.equals(name)) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

    /** The bit's value in the 16-bit ACS Control register ({@code ECAP_ACS+0x6}). */
    public int mask() {
        return 1 << ordinal();
    }
}
