package io.rocekit.host.topology;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.finding.Evidence;
import org.junit.jupiter.api.Test;

/**
 * Only ReqRedir, CmpltRedir and EgressCtrl hinder peer-to-peer traffic: the bits Linux checks in
 * drivers/pci/p2pdma.c (pci_bridge_has_acs_redir) and clears with pci=disable_acs_redir.
 */
class AcsStateTest {
    private static final Evidence E = Evidence.value("ACSCtl");

    @Test
    void sourceValidationAndUpstreamForwardingDoNotHinderPeerToPeer() {
        // SrcValid | UpstreamFwd: what the kernel itself sets whenever an IOMMU is on
        AcsState a = AcsState.ofRegister(0x01 | 0x10, E);
        assertThat(a.hindersPeerToPeer()).isFalse();
        assertThat(a.p2pObstacles()).isEmpty();
        assertThat(a.otherControls()).containsExactly("SrcValid", "UpstreamFwd");
    }

    @Test
    void eachRedirectBitHindersPeerToPeer() {
        assertThat(AcsState.ofRegister(0x04, E).p2pObstacles()).containsExactly("ReqRedir");
        assertThat(AcsState.ofRegister(0x08, E).p2pObstacles()).containsExactly("CmpltRedir");
        assertThat(AcsState.ofRegister(0x20, E).p2pObstacles()).containsExactly("EgressCtrl");
    }

    @Test
    void afterDisableAcsRedirNothingHindersPeerToPeer() {
        int before = 0x1f; // SrcValid TransBlk ReqRedir CmpltRedir UpstreamFwd
        int after = before & ~0x2c; // pci_disable_acs_redir clears PCI_ACS_RR | PCI_ACS_CR | PCI_ACS_EC
        assertThat(AcsState.ofRegister(before, E).hindersPeerToPeer()).isTrue();
        assertThat(AcsState.ofRegister(after, E).hindersPeerToPeer()).isFalse();
        assertThat(AcsState.ofRegister(after, E).otherControls()).containsExactly("SrcValid", "TransBlk", "UpstreamFwd");
    }
}
