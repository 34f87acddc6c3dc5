package io.rocekit.doctor.rule.bench;

/** Rule ids referenced across rules (so that one finding can point at another). */
final class NcclRules {
    static final String SOCKET = SocketTransportRule.ID;
    static final String GDR = GdrDisabledRule.ID;
    static final String FEWER_NICS = FewerNicsThanGpusRule.ID;

    private NcclRules() {
    }
}
