package io.rocekit.wire.frame;

/**
 * The encapsulation a remote mirror session delivers frames in. {@link RoceFrame} strips one level
 * of it and decodes the frame inside like a directly captured one.
 */
public enum Tunnel {
    NONE(""),
    /** GRE protocol 0x88BE without a sequence number: the mirrored frame follows GRE directly. */
    ERSPAN_I("GRE/ERSPAN I"),
    /** GRE protocol 0x88BE with a sequence number, then the 8-byte ERSPAN type II header. */
    ERSPAN_II("GRE/ERSPAN II"),
    /** GRE protocol 0x22EB, then the 12-byte ERSPAN type III header (+8 with its O bit). */
    ERSPAN_III("GRE/ERSPAN III"),
    /** UDP to port 4789, then the 8-byte VXLAN header (RFC 7348). */
    VXLAN("VXLAN");

    /** IP protocol number of GRE. */
    public static final int IP_PROTOCOL_GRE = 47;
    /** GRE protocol of ERSPAN type I and II. */
    public static final int GRE_ERSPAN_II = 0x88be;
    /** GRE protocol of ERSPAN type III. */
    public static final int GRE_ERSPAN_III = 0x22eb;
    /** IANA UDP port of VXLAN. */
    public static final int VXLAN_PORT = 4789;

    private final String label;

    Tunnel(String label) {
        this.label = label;
    }

    /** As people name it: {@code GRE/ERSPAN II}, {@code VXLAN}. */
    public String label() {
        return label;
    }
}
