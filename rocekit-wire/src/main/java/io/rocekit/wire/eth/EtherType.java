package io.rocekit.wire.eth;

/** EtherType values rocekit looks at (IEEE registry). Others pass through as plain numbers. */
public final class EtherType {
    public static final int IPV4 = 0x0800;
    public static final int IPV6 = 0x86dd;
    /** IEEE 802.1Q customer VLAN tag. */
    public static final int VLAN = 0x8100;
    /** IEEE 802.1ad service VLAN tag (QinQ outer tag). */
    public static final int QINQ = 0x88a8;
    /** Pre-standard QinQ outer tag some switches still send. */
    public static final int QINQ_LEGACY = 0x9100;
    /** RoCE v1 (GRH + BTH directly over Ethernet). */
    public static final int ROCE_V1 = 0x8915;

    private EtherType() {
    }

    /** Whether the type announces a VLAN tag. */
    public static boolean isVlanTag(int type) {
        return type == VLAN || type == QINQ || type == QINQ_LEGACY;
    }
}
