package io.rocekit.wire.frame;

/**
 * Why a frame could not be decoded completely, with the header it concerns. The message with the
 * byte offset and the numbers is built by {@link RoceFrame#appendError(StringBuilder)} only when
 * asked for, so decoding a bad frame allocates nothing either.
 */
public enum DecodeError {
    NONE(""),
    LINK_TYPE_UNSUPPORTED("link layer"),
    LINK_TRUNCATED("link layer"),
    VLAN_TRUNCATED("802.1Q tag"),
    IPV4_TRUNCATED("IPv4"),
    IPV4_BAD_IHL("IPv4"),
    IPV4_TOTAL_LENGTH_SHORT("IPv4"),
    IPV4_TOTAL_LENGTH_LONG("IPv4"),
    IPV6_TRUNCATED("IPv6"),
    IPV6_PAYLOAD_LENGTH_LONG("IPv6"),
    IPV6_EXTENSION_TRUNCATED("IPv6 extension header"),
    UDP_TRUNCATED("UDP"),
    UDP_LENGTH_SHORT("UDP"),
    UDP_LENGTH_EXCEEDS_IP("UDP"),
    UDP_LENGTH_BELOW_IP("UDP"),
    BTH_TRUNCATED("BTH"),
    BTH_BAD_TVER("BTH"),
    EXTENSION_TRUNCATED("extended header"),
    ICRC_MISSING("ICRC"),
    PAD_EXCEEDS_PAYLOAD("BTH"),
    UNEXPECTED_PAYLOAD("payload");

    private final String header;

    DecodeError(String header) {
        this.header = header;
    }

    /** The header the error concerns (for an extended header, the frame names which one). */
    public String header() {
        return header;
    }

    /**
     * Whether the frame, despite this error, still carries a complete RoCEv2 transport header (BTH,
     * its extended headers and the ICRC field): only length disagreements between IP and UDP and
     * pad/payload inconsistencies are such errors.
     */
    public boolean keepsRoce() {
        return this == NONE || this == UDP_LENGTH_EXCEEDS_IP || this == UDP_LENGTH_BELOW_IP
                || this == PAD_EXCEEDS_PAYLOAD || this == UNEXPECTED_PAYLOAD;
    }
}
