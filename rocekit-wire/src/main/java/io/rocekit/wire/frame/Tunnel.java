package io.rocekit.wire.frame;

/**
 * An encapsulation a mirrored frame arrives in, recognised (not decapsulated) so that a capture of
 * a switch mirror can say why it holds no RoCEv2 at the top level.
 */
public enum Tunnel {
    NONE,
    /** GRE (IP protocol 47) carrying ERSPAN type II (GRE protocol 0x88BE) or type III (0x22EB). */
    ERSPAN,
    /** VXLAN: UDP to port 4789 (RFC 7348). */
    VXLAN;

    /** IP protocol number of GRE. */
    public static final int IP_PROTOCOL_GRE = 47;
    /** GRE protocol of ERSPAN type II. */
    public static final int GRE_ERSPAN_II = 0x88be;
    /** GRE protocol of ERSPAN type III. */
    public static final int GRE_ERSPAN_III = 0x22eb;
    /** IANA UDP port of VXLAN. */
    public static final int VXLAN_PORT = 4789;
}
