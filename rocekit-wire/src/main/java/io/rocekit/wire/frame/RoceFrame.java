package io.rocekit.wire.frame;

import io.rocekit.wire.Bytes;
import io.rocekit.wire.eth.EtherType;
import io.rocekit.wire.eth.EthernetHeader;
import io.rocekit.wire.eth.VlanTag;
import io.rocekit.wire.ib.Aeth;
import io.rocekit.wire.ib.AtomicAckEth;
import io.rocekit.wire.ib.AtomicEth;
import io.rocekit.wire.ib.Bth;
import io.rocekit.wire.ib.Cnp;
import io.rocekit.wire.ib.Deth;
import io.rocekit.wire.ib.ExtHeader;
import io.rocekit.wire.ib.Ieth;
import io.rocekit.wire.ib.ImmDt;
import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.ib.Rdeth;
import io.rocekit.wire.ib.Reth;
import io.rocekit.wire.ib.Xrceth;
import io.rocekit.wire.icrc.Icrc;
import io.rocekit.wire.ip.Ipv4Header;
import io.rocekit.wire.ip.Ipv6Header;
import io.rocekit.wire.pcap.LinkType;
import io.rocekit.wire.tunnel.ErspanHeader;
import io.rocekit.wire.tunnel.GreHeader;
import io.rocekit.wire.tunnel.VxlanHeader;
import io.rocekit.wire.udp.UdpHeader;

/**
 * One frame decoded in place: where each header starts, with a flyweight over each, and what was
 * wrong if anything. Reuse one instance for every frame of a capture: {@link #decode} overwrites
 * it and allocates nothing.
 *
 * <p>Layers: link (Ethernet with up to two 802.1Q/802.1ad tags, Linux cooked v1/v2, raw IP), IPv4
 * (options skipped) or IPv6 (extension headers walked), UDP to port 4791, BTH, the extended
 * headers the opcode calls for, payload, pad, ICRC. The ICRC is located from the IP and UDP
 * lengths, never from the end of the frame, so Ethernet trailers do not disturb it.
 *
 * <p>A frame {@linkplain #isRoce() is RoCEv2} when its UDP destination port is the RoCE port, its
 * BTH has TVer 0, and the BTH, the extended headers and the ICRC field fit in the UDP datagram. A
 * frame may be RoCEv2 and still carry an {@linkplain #error() error} (IP and UDP lengths that
 * disagree, a pad longer than the payload); such frames decode but their ICRC is
 * {@link IcrcVerdict#UNCHECKABLE}.
 *
 * <p>A frame the capture's snaplen cut (fewer bytes captured than were on the wire) is not
 * malformed: a header the captured bytes end in, while the frame on the wire held it whole, is a
 * {@linkplain #cut() cut}, not an error. When the BTH was captured the frame still is RoCEv2 (its
 * opcode, QP and PSN are known; the extended headers past the cut are absent, the payload length
 * comes from the IP and UDP lengths, the ICRC is not checkable).
 *
 * <p>A frame a remote mirror session delivers (GRE/ERSPAN I, II or III, or VXLAN; one level) is
 * {@linkplain #decapsulated() decapsulated}: the headers the accessors describe are then those of the
 * frame inside (its Ethernet and VLAN tag, IP, UDP, BTH, ICRC), as if it had been captured directly,
 * and {@link #tunnel()} says which encapsulation it came in. Offsets, in messages too, stay offsets
 * from the start of the captured frame. A tunnel header that is damaged or cut is an error or a cut
 * like any other header's.
 */
public final class RoceFrame {
    /** Offsets are -1 where a header is absent. */
    public static final int ABSENT = -1;
    /** The most VLAN tags decoded (802.1ad outer + 802.1Q inner). */
    public static final int MAX_VLAN_TAGS = 2;

    private final EthernetHeader ethernet = new EthernetHeader();
    private final VlanTag vlan = new VlanTag();
    private final Ipv4Header ipv4 = new Ipv4Header();
    private final Ipv6Header ipv6 = new Ipv6Header();
    private final UdpHeader udp = new UdpHeader();
    private final Bth bth = new Bth();
    private final Reth reth = new Reth();
    private final Aeth aeth = new Aeth();
    private final Deth deth = new Deth();
    private final Rdeth rdeth = new Rdeth();
    private final Xrceth xrceth = new Xrceth();
    private final ImmDt immDt = new ImmDt();
    private final Ieth ieth = new Ieth();
    private final AtomicEth atomicEth = new AtomicEth();
    private final AtomicAckEth atomicAckEth = new AtomicAckEth();
    private final Cnp cnp = new Cnp();
    private final Icrc icrc = new Icrc();

    private int rocePort = UdpHeader.ROCE_V2_PORT;

    private byte[] buffer;
    private int frameOffset;
    private int capturedLength;
    private int originalLength;
    private int linkType;
    /** Where the frame being decoded (the captured one, or the one inside a tunnel) ends on the wire. */
    private int wireEnd;
    /** Where its captured bytes end: a frame inside a tunnel ends with the tunnel's payload, not the trailer after it. */
    private int capturedEnd;

    // a frame not yet decoded has no layer: the accessors and filters see none, as after a failed decode
    private int ethernetOffset = ABSENT;
    private int vlanCount;
    private int vlanOffset = ABSENT;
    private int etherType;
    private int ipOffset = ABSENT;
    private int ipVersion;
    private int ipEnd;
    private boolean ipv6ExtensionHeaders;
    private int udpOffset = ABSENT;
    /** The UDP destination port, ABSENT until its bytes were captured (also in a UDP header the snaplen cut). */
    private int udpDestinationPort = ABSENT;
    private int bthOffset = ABSENT;
    private Opcode opcode;
    private int payloadOffset = ABSENT;
    private int payloadLength;
    private int icrcOffset = ABSENT;
    private boolean roce;
    private Tunnel tunnel = Tunnel.NONE;
    /** Where the frame inside the tunnel starts (absolute), ABSENT until a tunnel header decoded whole. */
    private int innerOffset = ABSENT;
    private int innerLinkType;
    /** Where the tunnel's payload ends: the outer IP packet's or UDP datagram's end. */
    private int innerWireEnd;
    /** ERSPAN session id or VXLAN VNI; -1 for ERSPAN I, which has neither. */
    private int tunnelId;
    /** ERSPAN's T bit: the mirror cut the frame, so its own lengths exceed what was delivered. */
    private boolean mirrorTruncated;
    private int outerIpOffset = ABSENT;
    private int outerIpVersion;
    /** The extended headers decoded, as {@link ExtHeader} bits (each flyweight knows its offset). */
    private int extHeaders;

    private DecodeError error;
    /** The truncation the snaplen caused (NONE when none); it shares the error's offset and numbers. */
    private DecodeError cut;
    private int errorOffset;
    private int errorNeed;
    private int errorHave;
    private int errorHeaderBit;

    private IcrcVerdict icrcVerdict;
    private int icrcComputed;

    /** Frames to this UDP destination port are RoCEv2 (default 4791, as Wireshark's preference). */
    public RoceFrame rocePort(int port) {
        this.rocePort = port;
        return this;
    }

    /**
     * Decodes one captured frame.
     *
     * @param buf            the buffer holding the frame
     * @param offset         where the frame starts in {@code buf}
     * @param capturedLength bytes captured
     * @param originalLength bytes on the wire (larger than captured when the snaplen cut it)
     * @param linkType       the capture's {@link LinkType}
     * @return {@link #isRoce()}
     */
    public boolean decode(byte[] buf, int offset, int capturedLength, int originalLength, int linkType) {
        reset(buf, offset, capturedLength, originalLength, linkType);
        int end = offset + capturedLength;
        if (decodeLayers(offset, linkType, end) || innerOffset == ABSENT) {
            return roce;
        }
        return decapsulate(end);
    }

    /** Link, IP, UDP and transport of the frame at {@code pos}; returns {@link #isRoce()}. */
    private boolean decodeLayers(int pos, int link, int end) {
        int l3 = decodeLink(pos, link, end);
        if (l3 < 0) {
            return false;
        }
        int l4 = etherType == EtherType.IPV4 ? decodeIpv4(l3, end)
                : etherType == EtherType.IPV6 ? decodeIpv6(l3, end) : -1;
        if (l4 < 0) {
            return false;
        }
        return decodeUdpAndTransport(l4, end);
    }

    /**
     * Decodes the frame inside the tunnel header just decoded, within the tunnel's payload. A frame
     * the mirror truncated (ERSPAN T) has no known length on the wire: what is missing is a cut.
     */
    private boolean decapsulate(int capturedEnd) {
        outerIpOffset = ipOffset;
        outerIpVersion = ipVersion;
        clearLayers();
        wireEnd = mirrorTruncated ? Integer.MAX_VALUE : innerWireEnd;
        this.capturedEnd = Math.min(capturedEnd, innerWireEnd);
        return decodeLayers(innerOffset, innerLinkType, this.capturedEnd);
    }

    private void reset(byte[] buf, int offset, int capLen, int origLen, int link) {
        buffer = buf;
        frameOffset = offset;
        capturedLength = capLen;
        originalLength = Math.max(origLen, capLen);
        linkType = link;
        wireEnd = offset + originalLength;
        capturedEnd = offset + capLen;
        tunnel = Tunnel.NONE;
        innerOffset = ABSENT;
        mirrorTruncated = false;
        outerIpOffset = ABSENT;
        outerIpVersion = 0;
        error = DecodeError.NONE;
        cut = DecodeError.NONE;
        errorOffset = 0;
        errorNeed = 0;
        errorHave = 0;
        errorHeaderBit = 0;
        icrcVerdict = IcrcVerdict.NOT_CHECKED;
        icrcComputed = 0;
        clearLayers();
    }

    /** Forgets the headers found (before the frame inside a tunnel is decoded in their place). */
    private void clearLayers() {
        ethernetOffset = ABSENT;
        vlanCount = 0;
        vlanOffset = ABSENT;
        etherType = 0;
        ipOffset = ABSENT;
        ipVersion = 0;
        ipEnd = 0;
        ipv6ExtensionHeaders = false;
        udpOffset = ABSENT;
        udpDestinationPort = ABSENT;
        bthOffset = ABSENT;
        opcode = null;
        payloadOffset = ABSENT;
        payloadLength = 0;
        icrcOffset = ABSENT;
        roce = false;
        extHeaders = 0;
    }

    /** Returns the offset of the layer-3 header, or -1 (with the error set when malformed). */
    private int decodeLink(int pos, int link, int end) {
        switch (link) {
            case LinkType.ETHERNET -> {
                if (end - pos < EthernetHeader.LENGTH) {
                    return truncated(DecodeError.LINK_TRUNCATED, pos, EthernetHeader.LENGTH, end - pos, wireLeft(pos));
                }
                ethernetOffset = pos;
                ethernet.wrap(buffer, pos);
                return vlanTags(pos + EthernetHeader.ETHER_TYPE_OFFSET, end);
            }
            case LinkType.LINUX_SLL -> {
                if (end - pos < LinkType.SLL_LENGTH) {
                    return truncated(DecodeError.LINK_TRUNCATED, pos, LinkType.SLL_LENGTH, end - pos, wireLeft(pos));
                }
                // libpcap reinserts a VLAN tag the kernel stripped at the protocol field (pcap-linux.c
                // set_vlan_offset: SLL_HDR_LEN - 2), as in an Ethernet header.
                return vlanTags(pos + LinkType.SLL_LENGTH - 2, end);
            }
            case LinkType.LINUX_SLL2 -> {
                if (end - pos < LinkType.SLL2_LENGTH) {
                    return truncated(DecodeError.LINK_TRUNCATED, pos, LinkType.SLL2_LENGTH, end - pos, wireLeft(pos));
                }
                etherType = Bytes.u16(buffer, pos);
                return pos + LinkType.SLL2_LENGTH;
            }
            case LinkType.RAW, LinkType.IPV4, LinkType.IPV6, LinkType.DLT_RAW_12, LinkType.DLT_RAW_14 -> {
                if (end - pos < 1) {
                    return truncated(DecodeError.LINK_TRUNCATED, pos, 1, 0, wireLeft(pos));
                }
                int version = Bytes.u8(buffer, pos) >>> 4;
                etherType = version == 4 ? EtherType.IPV4 : version == 6 ? EtherType.IPV6 : 0;
                return pos;
            }
            default -> {
                return fail(DecodeError.LINK_TYPE_UNSUPPORTED, pos, 0, link);
            }
        }
    }

    /**
     * The EtherType field at {@code typeAt} and the 802.1Q/802.1ad tags it may open (up to two; the
     * inner one is reported): sets {@link #etherType} and returns the offset of the layer-3 header.
     */
    private int vlanTags(int typeAt, int end) {
        int type = Bytes.u16(buffer, typeAt);
        int tagAt = typeAt;
        while (EtherType.isVlanTag(type) && vlanCount < MAX_VLAN_TAGS) {
            if (end - tagAt < VlanTag.LENGTH + 2) {
                return truncated(DecodeError.VLAN_TRUNCATED, tagAt, VlanTag.LENGTH + 2, end - tagAt, wireLeft(tagAt));
            }
            vlanOffset = tagAt; // the innermost tag is the one the NIC wrote
            vlanCount++;
            type = Bytes.u16(buffer, tagAt + VlanTag.NEXT_ETHER_TYPE_OFFSET);
            tagAt += VlanTag.LENGTH;
        }
        if (vlanOffset != ABSENT) {
            vlan.wrap(buffer, vlanOffset);
        }
        etherType = type;
        return tagAt + 2;
    }

    private boolean snapCut() {
        return originalLength > capturedLength;
    }

    /** Bytes of the frame on the wire from {@code pos} on. */
    private int wireLeft(int pos) {
        return wireEnd - pos;
    }

    /**
     * A header that does not fit in the {@code have} captured bytes: cut by the snaplen when the
     * frame on the wire held it whole ({@code wireHave}: what the frame, IP datagram or UDP
     * datagram the header belongs to has from its start), malformed otherwise.
     */
    private int truncated(DecodeError e, int absoluteOffset, int need, int have, int wireHave) {
        if (wireHave < need) {
            return fail(e, absoluteOffset, need, have);
        }
        fail(e, absoluteOffset, need, have);
        error = DecodeError.NONE;
        cut = e;
        return -1;
    }

    /** Returns the UDP header offset, or -1 when this is not UDP or is malformed. */
    private int decodeIpv4(int pos, int end) {
        if (end - pos < Ipv4Header.MIN_LENGTH) {
            return truncated(DecodeError.IPV4_TRUNCATED, pos, Ipv4Header.MIN_LENGTH, end - pos, wireLeft(pos));
        }
        ipv4.wrap(buffer, pos);
        if (ipv4.version() != 4) {
            return -1;
        }
        ipOffset = pos;
        ipVersion = 4;
        int ihlBytes = ipv4.headerLength();
        if (ihlBytes < Ipv4Header.MIN_LENGTH) {
            return fail(DecodeError.IPV4_BAD_IHL, pos, Ipv4Header.MIN_LENGTH, ihlBytes);
        }
        if (end - pos < ihlBytes) {
            return truncated(DecodeError.IPV4_TRUNCATED, pos, ihlBytes, end - pos, wireLeft(pos));
        }
        int total = ipv4.totalLength();
        if (total < ihlBytes) {
            return fail(DecodeError.IPV4_TOTAL_LENGTH_SHORT, pos + Ipv4Header.TOTAL_LENGTH_OFFSET, ihlBytes, total);
        }
        if (pos + total > wireEnd) {
            return fail(DecodeError.IPV4_TOTAL_LENGTH_LONG, pos + Ipv4Header.TOTAL_LENGTH_OFFSET, total,
                    wireEnd - pos);
        }
        ipEnd = pos + total;
        if (ipv4.protocol() != Ipv4Header.PROTOCOL_UDP || ipv4.isFragment()) {
            if (ipv4.protocol() == Tunnel.IP_PROTOCOL_GRE && !ipv4.isFragment()) {
                gre(pos + ihlBytes, Math.min(end, ipEnd));
            }
            return -1;
        }
        return pos + ihlBytes;
    }

    private int decodeIpv6(int pos, int end) {
        if (end - pos < Ipv6Header.LENGTH) {
            return truncated(DecodeError.IPV6_TRUNCATED, pos, Ipv6Header.LENGTH, end - pos, wireLeft(pos));
        }
        ipv6.wrap(buffer, pos);
        if (ipv6.version() != 6) {
            return -1;
        }
        ipOffset = pos;
        ipVersion = 6;
        int total = Ipv6Header.LENGTH + ipv6.payloadLength();
        if (pos + total > wireEnd) {
            return fail(DecodeError.IPV6_PAYLOAD_LENGTH_LONG, pos + Ipv6Header.PAYLOAD_LENGTH_OFFSET, total,
                    wireEnd - pos);
        }
        ipEnd = pos + total;
        int next = ipv6.nextHeader();
        int at = pos + Ipv6Header.LENGTH;
        while (next == Ipv6Header.HOP_BY_HOP || next == Ipv6Header.ROUTING || next == Ipv6Header.FRAGMENT
                || next == Ipv6Header.DESTINATION_OPTIONS) {
            ipv6ExtensionHeaders = true;
            if (Math.min(end, ipEnd) - at < 8) {
                return truncated(DecodeError.IPV6_EXTENSION_TRUNCATED, at, 8, Math.min(end, ipEnd) - at, ipEnd - at);
            }
            if (next == Ipv6Header.FRAGMENT && (Bytes.u16(buffer, at + 2) & 0xfff9) != 0) {
                return -1; // a fragment other than a whole datagram
            }
            int len = next == Ipv6Header.FRAGMENT ? 8 : (Bytes.u8(buffer, at + 1) + 1) * 8;
            next = Bytes.u8(buffer, at);
            at += len;
        }
        if (next == Tunnel.IP_PROTOCOL_GRE) {
            gre(at, Math.min(end, ipEnd));
        }
        return next == Ipv4Header.PROTOCOL_UDP ? at : -1;
    }

    /**
     * A GRE packet from {@code at} to the IP packet's end ({@link #ipEnd}; {@code end}: what was
     * captured of it): when it carries ERSPAN, decodes GRE and the ERSPAN header and notes where the
     * mirrored frame starts. GRE of other protocols, and a GRE header cut before its protocol type,
     * are left alone. Inside a tunnel, nothing is done: one level is decapsulated.
     */
    private void gre(int at, int end) {
        if (innerOffset != ABSENT || end - at < GreHeader.MIN_LENGTH) {
            return;
        }
        int protocol = GreHeader.protocol(buffer, at);
        if (protocol != Tunnel.GRE_ERSPAN_II && protocol != Tunnel.GRE_ERSPAN_III) {
            return;
        }
        int flags = GreHeader.flags(buffer, at);
        tunnel = protocol == Tunnel.GRE_ERSPAN_III ? Tunnel.ERSPAN_III
                : (flags & GreHeader.SEQUENCE_PRESENT) != 0 ? Tunnel.ERSPAN_II : Tunnel.ERSPAN_I;
        if (GreHeader.version(flags) != 0) {
            fail(DecodeError.GRE_BAD_VERSION, at + GreHeader.FLAGS_OFFSET, 0, GreHeader.version(flags));
            return;
        }
        if ((flags & GreHeader.ROUTING_PRESENT) != 0) {
            fail(DecodeError.GRE_ROUTING, at + GreHeader.FLAGS_OFFSET, 0, 0);
            return;
        }
        int greLength = GreHeader.length(flags);
        if (end - at < greLength) {
            truncated(DecodeError.GRE_TRUNCATED, at, greLength, end - at, ipEnd - at);
            return;
        }
        erspan(at + greLength, end);
    }

    /** The ERSPAN header of {@link #tunnel} at {@code at} (none for type I), then the mirrored frame. */
    private void erspan(int at, int end) {
        if (tunnel == Tunnel.ERSPAN_I) {
            enterTunnel(at, LinkType.ETHERNET, ipEnd, -1);
            return;
        }
        boolean typeIii = tunnel == Tunnel.ERSPAN_III;
        int fixed = typeIii ? ErspanHeader.TYPE_III_LENGTH : ErspanHeader.TYPE_II_LENGTH;
        if (end - at < fixed) {
            truncated(DecodeError.ERSPAN_TRUNCATED, at, fixed, end - at, ipEnd - at);
            return;
        }
        int expected = typeIii ? ErspanHeader.VERSION_TYPE_III : ErspanHeader.VERSION_TYPE_II;
        int version = ErspanHeader.version(buffer, at);
        if (version != expected) {
            fail(DecodeError.ERSPAN_BAD_VERSION, at + ErspanHeader.VERSION_OFFSET, expected, version);
            return;
        }
        int length = fixed;
        int link = LinkType.ETHERNET;
        if (typeIii) {
            int frameType = ErspanHeader.frameType(buffer, at);
            if (frameType != ErspanHeader.FRAME_TYPE_ETHERNET && frameType != ErspanHeader.FRAME_TYPE_IP) {
                fail(DecodeError.ERSPAN_BAD_FRAME_TYPE, at + ErspanHeader.TYPE_III_FLAGS_OFFSET, 0, frameType);
                return;
            }
            link = frameType == ErspanHeader.FRAME_TYPE_IP ? LinkType.RAW : LinkType.ETHERNET;
            if (ErspanHeader.platformSubheader(buffer, at)) {
                length += ErspanHeader.PLATFORM_SUBHEADER_LENGTH;
                if (end - at < length) {
                    truncated(DecodeError.ERSPAN_TRUNCATED, at, length, end - at, ipEnd - at);
                    return;
                }
            }
        }
        mirrorTruncated = ErspanHeader.truncated(buffer, at);
        enterTunnel(at + length, link, ipEnd, ErspanHeader.sessionId(buffer, at));
    }

    /** A VXLAN datagram (its UDP header at {@code udpAt}): the VXLAN header, then the frame inside. */
    private void vxlan(int udpAt, int end) {
        if (innerOffset != ABSENT) {
            return;
        }
        tunnel = Tunnel.VXLAN;
        int udpLength = udp.length();
        if (udpLength < UdpHeader.LENGTH) {
            fail(DecodeError.UDP_LENGTH_SHORT, udpAt + UdpHeader.LENGTH_OFFSET, UdpHeader.LENGTH, udpLength);
            return;
        }
        // The datagram ends where the UDP length says, within the IP packet (a longer UDP length is cut to it).
        int datagramEnd = udpAt + Math.min(udpLength, ipEnd - udpAt);
        int at = udpAt + UdpHeader.LENGTH;
        int captured = Math.min(end, datagramEnd) - at;
        if (captured < VxlanHeader.LENGTH) {
            truncated(DecodeError.VXLAN_TRUNCATED, at, VxlanHeader.LENGTH, captured, datagramEnd - at);
            return;
        }
        enterTunnel(at + VxlanHeader.LENGTH, LinkType.ETHERNET, datagramEnd, VxlanHeader.vni(buffer, at));
    }

    /**
     * A UDP header the captured bytes end in (at {@code limit}): its destination port, when captured,
     * says what the datagram was. To the RoCEv2 port it is a RoCEv2 frame the snaplen cut before the
     * BTH; to VXLAN's, a mirrored frame whose tunnel was cut; to any other port it is not RoCEv2, and
     * the bytes missing past its port are no more a cut than those past a whole UDP header (the
     * decoder does not look into such a datagram). A cut before the port leaves it unknown: a cut.
     */
    private void udpHeaderCut(int pos, int limit) {
        if (limit - pos < UdpHeader.DESTINATION_PORT_OFFSET + 2) {
            return;
        }
        udpDestinationPort = Bytes.u16(buffer, pos + UdpHeader.DESTINATION_PORT_OFFSET);
        if (cut == DecodeError.NONE || udpDestinationPort == rocePort) {
            return;
        }
        if (udpDestinationPort == VxlanHeader.PORT && innerOffset == ABSENT) {
            tunnel = Tunnel.VXLAN;
        } else {
            cut = DecodeError.NONE;
            errorOffset = 0;
            errorNeed = 0;
            errorHave = 0;
        }
    }

    private void enterTunnel(int at, int link, int payloadEnd, int id) {
        innerOffset = at;
        innerLinkType = link;
        innerWireEnd = payloadEnd;
        tunnelId = id;
    }

    private boolean decodeUdpAndTransport(int pos, int end) {
        int limit = Math.min(end, ipEnd);
        if (limit - pos < UdpHeader.LENGTH) {
            // Cut on the wire is an error; cut by the snaplen, a cut.
            truncated(DecodeError.UDP_TRUNCATED, pos, UdpHeader.LENGTH, limit - pos, ipEnd - pos);
            udpHeaderCut(pos, limit);
            return false;
        }
        udpOffset = pos;
        udp.wrap(buffer, pos);
        udpDestinationPort = udp.destinationPort();
        if (udp.destinationPort() != rocePort) {
            if (udp.destinationPort() == VxlanHeader.PORT) {
                vxlan(pos, end);
            }
            return false;
        }
        int udpLen = udp.length();
        if (udpLen < UdpHeader.LENGTH) {
            fail(DecodeError.UDP_LENGTH_SHORT, pos + UdpHeader.LENGTH_OFFSET, UdpHeader.LENGTH, udpLen);
            return false;
        }
        int ipPayload = ipEnd - pos;
        DecodeError lengthError = DecodeError.NONE;
        if (udpLen > ipPayload) {
            lengthError = DecodeError.UDP_LENGTH_EXCEEDS_IP;
        } else if (udpLen < ipPayload) {
            lengthError = DecodeError.UDP_LENGTH_BELOW_IP;
        }
        return decodeTransport(pos, end, udpLen, ipPayload, lengthError);
    }

    /**
     * The BTH, the extension headers its opcode carries and the payload of the datagram to the
     * RoCEv2 port whose UDP header is at {@code udpAt}; {@code lengthError} says whether UDP and IP
     * disagree on its length (the shorter one is decoded).
     */
    private boolean decodeTransport(int udpAt, int end, int udpLen, int ipPayload, DecodeError lengthError) {
        int roceEnd = udpAt + Math.min(udpLen, ipPayload);
        int at = udpAt + UdpHeader.LENGTH;
        // Header bytes must be inside the datagram (else malformed) and captured (else snap-cut).
        int headerLimit = Math.min(roceEnd, end);
        if (headerLimit - at < Bth.LENGTH) {
            if (lengthError != DecodeError.NONE && roceEnd - at < Bth.LENGTH) {
                return failKeep(lengthError, udpAt + UdpHeader.LENGTH_OFFSET, udpLen, ipPayload, false);
            }
            truncated(DecodeError.BTH_TRUNCATED, at, Bth.LENGTH, headerLimit - at, roceEnd - at);
            return false;
        }
        bthOffset = at;
        bth.wrap(buffer, at);
        if (bth.tver() != 0) {
            fail(DecodeError.BTH_BAD_TVER, at + Bth.FLAGS_OFFSET, 0, bth.tver());
            return false;
        }
        opcode = Opcode.of(bth.opcode());
        at = extensions(at + Bth.LENGTH, end, roceEnd, headerLimit);
        if (at < 0) {
            return false;
        }
        if (roceEnd - at < Icrc.LENGTH) {
            fail(DecodeError.ICRC_MISSING, at, Icrc.LENGTH, roceEnd - at);
            return false;
        }
        if (lengthError != DecodeError.NONE) {
            roceAt(at, roceEnd);
            failKeep(lengthError, udpAt + UdpHeader.LENGTH_OFFSET, udpLen, ipPayload, true);
            payloadLength = Math.max(0, icrcOffset - at - bth.padCount());
            return true;
        }
        return payload(at, roceEnd);
    }

    /**
     * Locates the extension headers of {@link #opcode} from {@code at}: the offset after them, or -1
     * when the datagram ends inside one (malformed). Where the snaplen ends the capture inside one,
     * the frame is marked cut and the headers from there on stay unplaced.
     */
    private int extensions(int at, int end, int roceEnd, int headerLimit) {
        // Header bits are numbered in wire order, so the lowest set bit comes next on the wire.
        for (int rest = opcode.headers(); rest != 0; rest &= rest - 1) {
            int bit = Integer.lowestOneBit(rest);
            int len = ExtHeader.length(bit);
            if (roceEnd - at < len) {
                errorHeaderBit = bit;
                fail(DecodeError.EXTENSION_TRUNCATED, at, len, Math.max(0, headerLimit - at));
                return -1;
            }
            if (cut == DecodeError.NONE && end - at < len) {
                // The snaplen ended the capture here: the BTH counts, the headers from here on are absent.
                errorHeaderBit = bit;
                truncated(DecodeError.EXTENSION_TRUNCATED, at, len, end - at, roceEnd - at);
            }
            if (cut == DecodeError.NONE) {
                placeExtension(bit, at);
            }
            at += len;
        }
        return at;
    }

    /** A RoCEv2 frame: its payload starts at {@code at}, its ICRC ends the datagram at {@code roceEnd}. */
    private void roceAt(int at, int roceEnd) {
        roce = true;
        icrcOffset = roceEnd - Icrc.LENGTH;
        payloadOffset = at;
    }

    /** The payload from {@code at} to the ICRC, less the BTH's pad; malformed where they disagree. */
    private boolean payload(int at, int roceEnd) {
        roceAt(at, roceEnd);
        int payloadAndPad = icrcOffset - at;
        int pad = bth.padCount();
        if (pad > payloadAndPad) {
            payloadLength = 0;
            return failKeep(DecodeError.PAD_EXCEEDS_PAYLOAD, bthOffset + Bth.FLAGS_OFFSET, pad, payloadAndPad, true);
        }
        payloadLength = payloadAndPad - pad;
        if (payloadAndPad > 0 && opcode.isKnown() && !opcode.hasPayload()) {
            return failKeep(DecodeError.UNEXPECTED_PAYLOAD, at, 0, payloadAndPad, true);
        }
        return true;
    }

    private void placeExtension(int bit, int at) {
        extHeaders |= bit;
        switch (bit) {
            case ExtHeader.RDETH -> {
                rdeth.wrap(buffer, at);
            }
            case ExtHeader.DETH -> {
                deth.wrap(buffer, at);
            }
            case ExtHeader.XRCETH -> {
                xrceth.wrap(buffer, at);
            }
            case ExtHeader.FETH -> {
                // FETH (IBA 1.5 FLUSH): located, not interpreted.
            }
            case ExtHeader.RETH -> {
                reth.wrap(buffer, at);
            }
            case ExtHeader.ATOMIC_ETH -> {
                atomicEth.wrap(buffer, at);
            }
            case ExtHeader.AETH -> {
                aeth.wrap(buffer, at);
            }
            case ExtHeader.ATOMIC_ACK_ETH -> {
                atomicAckEth.wrap(buffer, at);
            }
            case ExtHeader.IMM_DT -> {
                immDt.wrap(buffer, at);
            }
            case ExtHeader.IETH -> {
                ieth.wrap(buffer, at);
            }
            case ExtHeader.CNP_RESERVED -> {
                cnp.wrap(buffer, at);
            }
            default -> throw new IllegalStateException("unknown header bit " + bit);
        }
    }

    /** A malformation; it outranks a cut (the offset and numbers are then the malformation's). */
    private int fail(DecodeError e, int absoluteOffset, int need, int have) {
        error = e;
        cut = DecodeError.NONE;
        errorOffset = absoluteOffset - frameOffset;
        errorNeed = need;
        errorHave = have;
        return -1;
    }

    private boolean failKeep(DecodeError e, int absoluteOffset, int need, int have, boolean result) {
        fail(e, absoluteOffset, need, have);
        return result;
    }

    // ---- ICRC -------------------------------------------------------------------------------------

    /**
     * Computes and checks the ICRC of a RoCEv2 frame and returns the verdict (also kept in
     * {@link #icrcVerdict()}). Frames cut by the snaplen or with inconsistent lengths are
     * {@link IcrcVerdict#UNCHECKABLE}.
     */
    public IcrcVerdict verifyIcrc() {
        if (!roce) {
            icrcVerdict = IcrcVerdict.NOT_CHECKED;
        } else if (error != DecodeError.NONE && error != DecodeError.UNEXPECTED_PAYLOAD
                && error != DecodeError.PAD_EXCEEDS_PAYLOAD
                || icrcOffset + Icrc.LENGTH > capturedEnd) {
            icrcVerdict = IcrcVerdict.UNCHECKABLE;
        } else {
            icrcComputed = icrc.compute(buffer, ipOffset, ipVersion, udpOffset, icrcOffset);
            icrcVerdict = icrcComputed == Icrc.wireValue(buffer, icrcOffset) ? IcrcVerdict.VALID : IcrcVerdict.INVALID;
        }
        return icrcVerdict;
    }

    public IcrcVerdict icrcVerdict() {
        return icrcVerdict;
    }

    /** The computed ICRC value (valid after {@link #verifyIcrc()} returned VALID or INVALID). */
    public int icrcComputed() {
        return icrcComputed;
    }

    /** Whether the 4 ICRC bytes were captured. */
    public boolean icrcCaptured() {
        return roce && icrcOffset + Icrc.LENGTH <= capturedEnd;
    }

    /** The ICRC value on the wire (only when {@link #icrcCaptured()}). */
    public int icrcWire() {
        return Icrc.wireValue(buffer, icrcOffset);
    }

    // ---- what was found -----------------------------------------------------------------------------

    public boolean isRoce() {
        return roce;
    }

    /**
     * The mirror encapsulation the frame arrived in, NONE for a frame captured directly; set also
     * when the tunnel header was damaged or cut and nothing inside could be decoded.
     */
    public Tunnel tunnel() {
        return tunnel;
    }

    /** Whether a tunnel header was stripped and the headers described are those of the frame inside. */
    public boolean decapsulated() {
        return innerOffset != ABSENT;
    }

    /** A mirrored frame whose tunnel headers are damaged or cut, so that nothing inside was decoded. */
    public boolean tunnelDamaged() {
        return tunnel != Tunnel.NONE && innerOffset == ABSENT && (error != DecodeError.NONE || cut != DecodeError.NONE);
    }

    /** Where the frame inside the tunnel starts, from the start of the captured frame (when {@link #decapsulated()}). */
    public int innerOffset() {
        return innerOffset - frameOffset;
    }

    /** The ERSPAN session id or the VXLAN VNI; -1 for ERSPAN I (when {@link #decapsulated()}). */
    public int tunnelId() {
        return tunnelId;
    }

    /** Whether the mirror cut the frame inside (ERSPAN T bit); its missing bytes are cuts, not errors. */
    public boolean mirrorTruncated() {
        return innerOffset != ABSENT && mirrorTruncated;
    }

    /** 4 or 6: the IP version of the tunnel's outer header (when {@link #decapsulated()}). */
    public int outerIpVersion() {
        return outerIpVersion;
    }

    /** Where the tunnel's outer IP header is in {@link #buffer()} (when {@link #decapsulated()}). */
    public int outerIpOffset() {
        return outerIpOffset;
    }

    /**
     * The length of the frame on the wire: the captured record's original length, or for a frame
     * inside a tunnel, the bytes the tunnel carried of it (the link header plus its IP length when
     * the mirror truncated it).
     */
    public int wireLength() {
        if (innerOffset == ABSENT) {
            return originalLength;
        }
        int end = mirrorTruncated && ipOffset != ABSENT ? ipEnd : innerWireEnd;
        return end - innerOffset;
    }

    public DecodeError error() {
        return error;
    }

    public boolean hasError() {
        return error != DecodeError.NONE;
    }

    /** Offset of the problem from the start of the frame. */
    public int errorOffset() {
        return errorOffset;
    }

    /**
     * The header that failed (for {@link DecodeError#EXTENSION_TRUNCATED}, the extended header's
     * name), the byte offset from the start of the frame, and the numbers, e.g. {@code "RETH at
     * offset 54: truncated, need 16 bytes, 4 available"}.
     */
    public StringBuilder appendError(StringBuilder sb) {
        if (error == DecodeError.NONE) {
            return sb;
        }
        appendWhere(sb, error);
        error.appendMessage(sb, errorNeed, errorHave, opcode == null ? "" : opcode.name());
        if (error.truncation()) {
            appendWhoCut(sb);
        }
        return sb;
    }

    /** Why bytes are missing: the capture's snaplen, or the mirror session (ERSPAN T). */
    private void appendWhoCut(StringBuilder sb) {
        if (snapCut()) {
            sb.append(" (capture cut the frame to ").append(capturedLength).append(" of ")
                    .append(originalLength).append(" bytes)");
        } else if (mirrorTruncated) {
            sb.append(" (the mirror session truncated the frame: ERSPAN T bit)");
        }
    }

    private void appendWhere(StringBuilder sb, DecodeError e) {
        String header = e == DecodeError.EXTENSION_TRUNCATED ? ExtHeader.name(errorHeaderBit) : e.header();
        sb.append(header).append(" at offset ").append(errorOffset).append(": ");
    }

    /**
     * The header the snaplen cut (not an error: the frame on the wire held it whole), or NONE when
     * the captured bytes held every header the decoder reached.
     */
    public DecodeError cut() {
        return cut;
    }

    /**
     * Whether the capture's snaplen cut this frame before the end of its RoCEv2 packet: inside a
     * header ({@link #cut()}), or past the headers but before the ICRC (a RoCEv2 frame whose ICRC
     * and payload cannot be checked).
     */
    public boolean cutBySnaplen() {
        return cut != DecodeError.NONE || roce && !icrcCaptured();
    }

    /**
     * Where the snaplen cut a header, e.g. {@code "RETH at offset 58: 6 of its 16 bytes captured
     * (capture cut the frame to 64 of 1102 bytes)"}; nothing when {@link #cut()} is NONE.
     */
    public StringBuilder appendCut(StringBuilder sb) {
        if (cut == DecodeError.NONE) {
            return sb;
        }
        appendWhere(sb, cut);
        sb.append(errorHave).append(" of its ").append(errorNeed).append(" bytes captured");
        appendWhoCut(sb);
        return sb;
    }

    /**
     * Whether the frame went to the RoCEv2 UDP port (RoCEv2 or not: a cut or malformed BTH), also
     * when the snaplen cut its UDP header after the destination port.
     */
    public boolean toRocePort() {
        return udpDestinationPort != ABSENT && udpDestinationPort == rocePort;
    }

    /** The error text (allocates; for reports, not the hot path). */
    public String errorMessage() {
        return appendError(new StringBuilder()).toString();
    }

    public byte[] buffer() {
        return buffer;
    }

    public int frameOffset() {
        return frameOffset;
    }

    public int capturedLength() {
        return capturedLength;
    }

    public int originalLength() {
        return originalLength;
    }

    public int linkType() {
        return linkType;
    }

    public boolean hasEthernet() {
        return ethernetOffset != ABSENT;
    }

    public EthernetHeader ethernet() {
        return ethernet;
    }

    /** The number of 802.1Q/802.1ad tags (0-2). */
    public int vlanCount() {
        return vlanCount;
    }

    /** The innermost tag (the one the sending NIC writes); only when {@link #vlanCount()} > 0. */
    public VlanTag vlan() {
        return vlan;
    }

    /** The EtherType (or cooked-capture protocol) of the layer-3 payload. */
    public int etherType() {
        return etherType;
    }

    /** 4, 6, or 0 when there is no IP header. */
    public int ipVersion() {
        return ipVersion;
    }

    public int ipOffset() {
        return ipOffset;
    }

    public Ipv4Header ipv4() {
        return ipv4;
    }

    public Ipv6Header ipv6() {
        return ipv6;
    }

    /** DSCP of the IP header (IPv4 TOS or IPv6 traffic class). */
    public int dscp() {
        return ipVersion == 4 ? ipv4.dscp() : ipv6.dscp();
    }

    /** ECN codepoint: 0 not-ECT, 1 ECT(1), 2 ECT(0), 3 CE. */
    public int ecn() {
        return ipVersion == 4 ? ipv4.ecn() : ipv6.ecn();
    }

    /** IPv4 TTL or IPv6 hop limit. */
    public int ttl() {
        return ipVersion == 4 ? ipv4.ttl() : ipv6.hopLimit();
    }

    public boolean ipv6ExtensionHeaders() {
        return ipv6ExtensionHeaders;
    }

    public boolean hasUdp() {
        return udpOffset != ABSENT;
    }

    public int udpOffset() {
        return udpOffset;
    }

    /**
     * The UDP destination port, also of a UDP header the snaplen cut after it ({@link #hasUdp()} is
     * then false); {@link #ABSENT} when its bytes were not captured.
     */
    public int udpDestinationPort() {
        return udpDestinationPort;
    }

    public UdpHeader udp() {
        return udp;
    }

    public boolean hasBth() {
        return bthOffset != ABSENT;
    }

    public int bthOffset() {
        return bthOffset;
    }

    public Bth bth() {
        return bth;
    }

    /** The opcode (only when {@link #hasBth()} and TVer was 0). */
    public Opcode opcode() {
        return opcode;
    }

    /** The extended headers decoded, as {@link ExtHeader} bits (a truncated frame has fewer than its opcode's). */
    public int extHeaders() {
        return extHeaders;
    }

    public boolean hasReth() {
        return (extHeaders & ExtHeader.RETH) != 0;
    }

    public Reth reth() {
        return reth;
    }

    public boolean hasAeth() {
        return (extHeaders & ExtHeader.AETH) != 0;
    }

    public Aeth aeth() {
        return aeth;
    }

    public boolean hasDeth() {
        return (extHeaders & ExtHeader.DETH) != 0;
    }

    public Deth deth() {
        return deth;
    }

    public boolean hasRdeth() {
        return (extHeaders & ExtHeader.RDETH) != 0;
    }

    public Rdeth rdeth() {
        return rdeth;
    }

    public boolean hasXrceth() {
        return (extHeaders & ExtHeader.XRCETH) != 0;
    }

    public Xrceth xrceth() {
        return xrceth;
    }

    public boolean hasImmDt() {
        return (extHeaders & ExtHeader.IMM_DT) != 0;
    }

    public ImmDt immDt() {
        return immDt;
    }

    public boolean hasIeth() {
        return (extHeaders & ExtHeader.IETH) != 0;
    }

    public Ieth ieth() {
        return ieth;
    }

    public boolean hasAtomicEth() {
        return (extHeaders & ExtHeader.ATOMIC_ETH) != 0;
    }

    public AtomicEth atomicEth() {
        return atomicEth;
    }

    public boolean hasAtomicAckEth() {
        return (extHeaders & ExtHeader.ATOMIC_ACK_ETH) != 0;
    }

    public AtomicAckEth atomicAckEth() {
        return atomicAckEth;
    }

    public boolean isCnp() {
        return (extHeaders & ExtHeader.CNP_RESERVED) != 0;
    }

    public Cnp cnp() {
        return cnp;
    }

    /** Where the payload starts (after the extended headers). */
    public int payloadOffset() {
        return payloadOffset;
    }

    /** Payload bytes, without the pad. */
    public int payloadLength() {
        return payloadLength;
    }

    /** Where the 4 ICRC bytes are (from the IP/UDP lengths). */
    public int icrcOffset() {
        return icrcOffset;
    }
}
