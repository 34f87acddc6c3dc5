package io.rocekit.wire.frame;

/**
 * Why a frame could not be decoded completely: the header it concerns and the message template,
 * with {@code {need}} and {@code {have}} for the two numbers the decoder keeps and {@code {opcode}}
 * for the opcode's name. The message with the byte offset is built by
 * {@link RoceFrame#appendError(StringBuilder)} only when asked for, so decoding a bad frame
 * allocates nothing either.
 */
public enum DecodeError {
    NONE("", ""),
    LINK_TYPE_UNSUPPORTED("link layer", "link type {have} is not decoded"),
    LINK_TRUNCATED("link layer", Templates.TRUNCATED),
    VLAN_TRUNCATED("802.1Q tag", Templates.TRUNCATED),
    IPV4_TRUNCATED("IPv4", Templates.TRUNCATED),
    IPV4_BAD_IHL("IPv4", "IHL gives {have} bytes, below the minimum {need}"),
    IPV4_TOTAL_LENGTH_SHORT("IPv4", "total length {have} is shorter than the header ({need})"),
    IPV4_TOTAL_LENGTH_LONG("IPv4", "total length {need} exceeds the {have} bytes of the frame"),
    IPV6_TRUNCATED("IPv6", Templates.TRUNCATED),
    IPV6_PAYLOAD_LENGTH_LONG("IPv6", "payload length gives {need} bytes, the frame has {have}"),
    IPV6_EXTENSION_TRUNCATED("IPv6 extension header", Templates.TRUNCATED),
    GRE_TRUNCATED("GRE", Templates.TRUNCATED),
    GRE_BAD_VERSION("GRE", "version {have}, expected 0 (RFC 2784)"),
    GRE_ROUTING("GRE", "routing present (RFC 1701 source route, deprecated), which no ERSPAN sender sets"),
    ERSPAN_TRUNCATED("ERSPAN", Templates.TRUNCATED),
    ERSPAN_BAD_VERSION("ERSPAN", "version {have}, expected {need} for its GRE protocol type"),
    ERSPAN_BAD_FRAME_TYPE("ERSPAN", "frame type {have}, expected 0 (Ethernet) or 2 (IP)"),
    VXLAN_TRUNCATED("VXLAN", Templates.TRUNCATED),
    UDP_TRUNCATED("UDP", Templates.TRUNCATED),
    UDP_LENGTH_SHORT("UDP", "length {have} is below the header's {need}"),
    UDP_LENGTH_EXCEEDS_IP("UDP",
            "length {need} exceeds the {have} bytes the IP header leaves (lengths disagree; ICRC not checkable)"),
    UDP_LENGTH_BELOW_IP("UDP",
            "length {need} is shorter than the {have} bytes of IP payload (lengths disagree; ICRC not checkable)"),
    BTH_TRUNCATED("BTH", Templates.TRUNCATED),
    BTH_BAD_TVER("BTH", "TVer {have}, expected 0: not an IBA transport header"),
    EXTENSION_TRUNCATED("extended header", Templates.TRUNCATED),
    ICRC_MISSING("ICRC", "need {need} bytes after the headers, {have} left"),
    PAD_EXCEEDS_PAYLOAD("BTH", "PadCnt {need} exceeds the {have} bytes between the headers and the ICRC"),
    UNEXPECTED_PAYLOAD("payload", "{opcode} carries no payload, but {have} bytes follow its headers");

    private final String header;
    private final String template;

    DecodeError(String header, String template) {
        this.header = header;
        this.template = template;
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

    /** The message template (see the class comment). */
    public String template() {
        return template;
    }

    /** Whether this is a "not enough bytes" error (a capture's snap length may be the cause). */
    public boolean truncation() {
        return template.equals(Templates.TRUNCATED);
    }

    /** Appends the message with the numbers filled in. */
    public StringBuilder appendMessage(StringBuilder sb, int need, int have, String opcodeName) {
        int from = 0;
        for (int open = template.indexOf('{'); open >= 0; open = template.indexOf('{', from)) {
            int close = template.indexOf('}', open);
            sb.append(template, from, open);
            if (template.startsWith("need}", open + 1)) {
                sb.append(need);
            } else if (template.startsWith("have}", open + 1)) {
                sb.append(have);
            } else if (template.startsWith("opcode}", open + 1)) {
                sb.append(opcodeName);
            } else {
                throw new IllegalStateException("unknown placeholder in " + template);
            }
            from = close + 1;
        }
        return sb.append(template, from, template.length());
    }

    /** Shared templates (enum constants cannot refer to the enum's own static fields). */
    private static final class Templates {
        static final String TRUNCATED = "truncated, need {need} bytes, {have} available";
    }
}
