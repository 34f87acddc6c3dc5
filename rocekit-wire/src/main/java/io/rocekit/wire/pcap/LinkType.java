package io.rocekit.wire.pcap;

/**
 * The link-layer header types rocekit decodes (tcpdump.org "LINK-LAYER HEADER TYPES"). Others are
 * read from a capture file and counted, not decoded.
 */
public final class LinkType {
    /** LINKTYPE_ETHERNET: IEEE 802.3 Ethernet (DIX). */
    public static final int ETHERNET = 1;
    /** LINKTYPE_RAW: raw IPv4 or IPv6, version from the first nibble. */
    public static final int RAW = 101;
    /**
     * DLT_RAW as some writers store it instead of LINKTYPE_RAW: 12 (most platforms) and 14
     * (OpenBSD). Wireshark's pcap reader (wiretap/pcap-common.c) reads both as raw IP, as rocekit does.
     */
    public static final int DLT_RAW_12 = 12;
    public static final int DLT_RAW_14 = 14;
    /** LINKTYPE_LINUX_SLL: Linux "cooked" capture v1 (16-byte header, protocol at offset 14). */
    public static final int LINUX_SLL = 113;
    /** LINKTYPE_IPV4. */
    public static final int IPV4 = 228;
    /** LINKTYPE_IPV6. */
    public static final int IPV6 = 229;
    /** LINKTYPE_LINUX_SLL2: Linux "cooked" capture v2 (20-byte header, protocol at offset 0). */
    public static final int LINUX_SLL2 = 276;
    /** LINKTYPE_ERF: Endace ERF records, which ibdump writes (type 21 InfiniBand on an IB port). */
    public static final int ERF = 197;
    /** LINKTYPE_INFINIBAND: native InfiniBand packets. */
    public static final int INFINIBAND = 247;
    /** The ERF record type (byte 8 of the ERF header, low 7 bits) of InfiniBand packets. */
    public static final int ERF_TYPE_INFINIBAND = 21;

    public static final int SLL_LENGTH = 16;
    public static final int SLL2_LENGTH = 20;

    private LinkType() {
    }

    /** Whether rocekit decodes frames of this link type. */
    public static boolean isSupported(int linkType) {
        return linkType == ETHERNET || isRawIp(linkType) || linkType == LINUX_SLL || linkType == LINUX_SLL2;
    }

    /** Raw IPv4 or IPv6, the version from the first nibble: LINKTYPE_RAW, _IPV4, _IPV6 and DLT_RAW 12, 14. */
    public static boolean isRawIp(int linkType) {
        return linkType == RAW || linkType == IPV4 || linkType == IPV6 || linkType == DLT_RAW_12
                || linkType == DLT_RAW_14;
    }

    /** The tcpdump.org name, or {@code LINKTYPE_<n>}. */
    public static String name(int linkType) {
        return switch (linkType) {
            case ETHERNET -> "ETHERNET";
            case RAW -> "RAW";
            case DLT_RAW_12, DLT_RAW_14 -> "RAW (DLT_RAW " + linkType + ")";
            case LINUX_SLL -> "LINUX_SLL";
            case IPV4 -> "IPV4";
            case IPV6 -> "IPV6";
            case LINUX_SLL2 -> "LINUX_SLL2";
            case ERF -> "ERF";
            case INFINIBAND -> "INFINIBAND";
            default -> "LINKTYPE_" + linkType;
        };
    }
}
