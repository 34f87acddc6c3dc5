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
import io.rocekit.wire.udp.UdpHeader;
import java.util.Objects;

/**
 * Builds valid RoCEv2 frames for any opcode: Ethernet (optionally one 802.1Q tag), IPv4 or IPv6,
 * UDP to port 4791, the BTH, the extended headers the opcode calls for, the payload, the pad to a
 * multiple of 4 (PadCnt set to match), and the ICRC. IP and UDP lengths and the IPv4 header
 * checksum are computed. The FCS is not written (captures rarely hold it).
 *
 * <p>A builder is mutable and reusable: set what differs between frames and call
 * {@link #write(byte[], int)} again; writing allocates nothing. Defaults: no VLAN, IPv4 DSCP 26
 * ECT(0) TTL 64, UDP source port 0xc000, P_Key 0xffff, no payload.
 */
public final class FrameBuilder {
    private final EthernetHeader eth = new EthernetHeader();
    private final VlanTag vlanTag = new VlanTag();
    private final Ipv4Header ipv4 = new Ipv4Header();
    private final Ipv6Header ipv6 = new Ipv6Header();
    private final UdpHeader udp = new UdpHeader();
    private final Bth bth = new Bth();
    private final Icrc icrc = new Icrc();
    private final Rdeth rdethView = new Rdeth();
    private final Deth dethView = new Deth();
    private final Xrceth xrcethView = new Xrceth();
    private final Reth rethView = new Reth();
    private final AtomicEth atomicView = new AtomicEth();
    private final Aeth aethView = new Aeth();
    private final AtomicAckEth atomicAckView = new AtomicAckEth();
    private final ImmDt immView = new ImmDt();
    private final Ieth iethView = new Ieth();
    private final Cnp cnpView = new Cnp();

    private long dstMac = 0x02_00_00_00_00_02L;
    private long srcMac = 0x02_00_00_00_00_01L;
    private boolean vlan;
    private int pcp;
    private int dei;
    private int vid;
    private int ipVersion = 4;
    private long srcIpv4 = 0xc0a8_0001L;
    private long dstIpv4 = 0xc0a8_0002L;
    private byte[] srcIpv6 = new byte[16];
    private byte[] dstIpv6 = new byte[16];
    private int dscp = 26;
    private int ecn = 2;
    private int ttl = 64;
    private int ipId;
    private int flowLabel;
    private int srcPort = 0xc000;
    private int dstPort = UdpHeader.ROCE_V2_PORT;
    private int udpChecksum;
    private Opcode opcode = Opcode.of(0x04);
    private boolean solicitedEvent;
    private boolean migReq = true;
    private int tver;
    private int pkey = 0xffff;
    private boolean fecn;
    private boolean becn;
    private int destQp;
    private boolean ackReq;
    private int psn;
    private long rethVa;
    private long rethRkey;
    private long rethDmaLength;
    private int aethSyndrome;
    private int aethMsn;
    private long dethQkey;
    private int dethSrcQp;
    private int rdethEeContext;
    private int xrcSrq;
    private long immediate;
    private long iethRkey;
    private long atomicVa;
    private long atomicRkey;
    private long atomicSwapAdd;
    private long atomicCompare;
    private long atomicAckOriginal;
    private byte[] payload = new byte[0];
    private int payloadOffset;
    private int payloadLength;
    private boolean computeIcrc = true;

    public FrameBuilder macs(long source, long destination) {
        this.srcMac = source;
        this.dstMac = destination;
        return this;
    }

    /** Adds one 802.1Q tag. */
    public FrameBuilder vlan(int pcp, int dei, int vid) {
        this.vlan = true;
        this.pcp = pcp;
        this.dei = dei;
        this.vid = vid;
        return this;
    }

    public FrameBuilder noVlan() {
        this.vlan = false;
        return this;
    }

    /** IPv4 addresses as unsigned 32-bit values. */
    public FrameBuilder ipv4(long source, long destination) {
        this.ipVersion = 4;
        this.srcIpv4 = source;
        this.dstIpv4 = destination;
        return this;
    }

    /** IPv6 addresses, 16 bytes each (copied). */
    public FrameBuilder ipv6(byte[] source, byte[] destination) {
        if (source.length != 16 || destination.length != 16) {
            throw new IllegalArgumentException("IPv6 addresses are 16 bytes: source " + source.length
                    + ", destination " + destination.length);
        }
        this.ipVersion = 6;
        this.srcIpv6 = source.clone();
        this.dstIpv6 = destination.clone();
        return this;
    }

    public FrameBuilder dscpEcn(int dscp, int ecn) {
        this.dscp = dscp;
        this.ecn = ecn;
        return this;
    }

    /** IPv4 TTL or IPv6 hop limit. */
    public FrameBuilder ttl(int ttl) {
        this.ttl = ttl;
        return this;
    }

    public FrameBuilder ipId(int id) {
        this.ipId = id;
        return this;
    }

    public FrameBuilder flowLabel(int flowLabel) {
        this.flowLabel = flowLabel;
        return this;
    }

    public FrameBuilder udpPorts(int source, int destination) {
        this.srcPort = source;
        this.dstPort = destination;
        return this;
    }

    public FrameBuilder udpChecksum(int checksum) {
        this.udpChecksum = checksum;
        return this;
    }

    public FrameBuilder opcode(Opcode opcode) {
        this.opcode = Objects.requireNonNull(opcode, "opcode");
        return this;
    }

    public FrameBuilder opcode(int code) {
        return opcode(Opcode.of(code));
    }

    public FrameBuilder bthFlags(boolean solicitedEvent, boolean migReq, boolean fecn, boolean becn, boolean ackReq) {
        this.solicitedEvent = solicitedEvent;
        this.migReq = migReq;
        this.fecn = fecn;
        this.becn = becn;
        this.ackReq = ackReq;
        return this;
    }

    public FrameBuilder tver(int tver) {
        this.tver = tver;
        return this;
    }

    public FrameBuilder pkey(int pkey) {
        this.pkey = pkey;
        return this;
    }

    public FrameBuilder destQp(int qp) {
        this.destQp = qp & Bth.MASK_24;
        return this;
    }

    public FrameBuilder psn(int psn) {
        this.psn = psn & Bth.MASK_24;
        return this;
    }

    public FrameBuilder reth(long virtualAddress, long rkey, long dmaLength) {
        this.rethVa = virtualAddress;
        this.rethRkey = rkey;
        this.rethDmaLength = dmaLength;
        return this;
    }

    public FrameBuilder aeth(int syndrome, int msn) {
        this.aethSyndrome = syndrome;
        this.aethMsn = msn;
        return this;
    }

    public FrameBuilder deth(long qkey, int srcQp) {
        this.dethQkey = qkey;
        this.dethSrcQp = srcQp;
        return this;
    }

    public FrameBuilder rdeth(int eeContext) {
        this.rdethEeContext = eeContext;
        return this;
    }

    public FrameBuilder xrceth(int xrcSrq) {
        this.xrcSrq = xrcSrq;
        return this;
    }

    public FrameBuilder immediate(long immediate) {
        this.immediate = immediate;
        return this;
    }

    public FrameBuilder invalidateRkey(long rkey) {
        this.iethRkey = rkey;
        return this;
    }

    public FrameBuilder atomic(long virtualAddress, long rkey, long swapAdd, long compare) {
        this.atomicVa = virtualAddress;
        this.atomicRkey = rkey;
        this.atomicSwapAdd = swapAdd;
        this.atomicCompare = compare;
        return this;
    }

    public FrameBuilder atomicAck(long original) {
        this.atomicAckOriginal = original;
        return this;
    }

    /** The payload (not copied: the builder reads it at write time). */
    public FrameBuilder payload(byte[] data, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, data.length);
        this.payload = data;
        this.payloadOffset = offset;
        this.payloadLength = length;
        return this;
    }

    public FrameBuilder payload(byte[] data) {
        return payload(data, 0, data.length);
    }

    /** Whether to compute the ICRC (default) or leave its 4 bytes zero. */
    public FrameBuilder computeIcrc(boolean compute) {
        this.computeIcrc = compute;
        return this;
    }

    /** Pad bytes the payload needs to reach a multiple of 4. */
    public int padCount() {
        return (4 - (payloadLength & 3)) & 3;
    }

    /** The length of the frame {@link #write} produces. */
    public int frameLength() {
        return EthernetHeader.LENGTH + (vlan ? VlanTag.LENGTH : 0) + ipHeaderLength() + udpLength();
    }

    private int ipHeaderLength() {
        return ipVersion == 4 ? Ipv4Header.MIN_LENGTH : Ipv6Header.LENGTH;
    }

    private int udpLength() {
        return UdpHeader.LENGTH + Bth.LENGTH + opcode.headersLength() + payloadLength + padCount() + Icrc.LENGTH;
    }

    /**
     * Writes the frame at {@code offset}.
     *
     * @return the frame length in bytes
     * @throws IndexOutOfBoundsException when it does not fit
     */
    public int write(byte[] buf, int offset) {
        int length = frameLength();
        Objects.checkFromIndexSize(offset, length, buf.length);
        int pos = offset;
        eth.wrap(buf, pos).destination(dstMac).source(srcMac);
        int l3Type = ipVersion == 4 ? EtherType.IPV4 : EtherType.IPV6;
        if (vlan) {
            vlanTag.wrap(buf, pos + EthernetHeader.ETHER_TYPE_OFFSET).set(EtherType.VLAN, pcp, dei, vid);
            Bytes.put16(buf, pos + EthernetHeader.ETHER_TYPE_OFFSET + VlanTag.LENGTH, l3Type);
            pos += EthernetHeader.LENGTH + VlanTag.LENGTH;
        } else {
            eth.etherType(l3Type);
            pos += EthernetHeader.LENGTH;
        }
        int ipOffset = pos;
        int udpLen = udpLength();
        if (ipVersion == 4) {
            ipv4.wrap(buf, pos).write(dscp, ecn, Ipv4Header.MIN_LENGTH + udpLen, ipId, ttl,
                    Ipv4Header.PROTOCOL_UDP, srcIpv4, dstIpv4);
            pos += Ipv4Header.MIN_LENGTH;
        } else {
            ipv6.wrap(buf, pos).write(dscp, ecn, flowLabel, udpLen, Ipv4Header.PROTOCOL_UDP, ttl, srcIpv6, dstIpv6);
            pos += Ipv6Header.LENGTH;
        }
        int udpOffset = pos;
        udp.wrap(buf, pos).write(srcPort, dstPort, udpLen, udpChecksum);
        pos += UdpHeader.LENGTH;
        int pad = padCount();
        bth.wrap(buf, pos).write(opcode.code(), solicitedEvent, migReq, pad, tver, pkey, fecn, becn, destQp,
                ackReq, psn);
        pos += Bth.LENGTH;
        pos = writeExtensions(buf, pos);
        System.arraycopy(payload, payloadOffset, buf, pos, payloadLength);
        pos += payloadLength;
        for (int i = 0; i < pad; i++) {
            buf[pos++] = 0;
        }
        int crc = computeIcrc ? icrc.compute(buf, ipOffset, ipVersion, udpOffset, pos) : 0;
        Icrc.put(buf, pos, crc);
        return length;
    }

    private int writeExtensions(byte[] buf, int pos) {
        int headers = opcode.headers();
        // Header bits are numbered in wire order, so the lowest set bit comes next on the wire.
        for (int rest = headers; rest != 0; rest &= rest - 1) {
            int bit = Integer.lowestOneBit(rest);
            switch (bit) {
                case ExtHeader.RDETH -> rdethView.wrap(buf, pos).write(rdethEeContext);
                case ExtHeader.DETH -> dethView.wrap(buf, pos).write(dethQkey, dethSrcQp);
                case ExtHeader.XRCETH -> xrcethView.wrap(buf, pos).write(xrcSrq);
                case ExtHeader.FETH -> java.util.Arrays.fill(buf, pos, pos + ExtHeader.FETH_LENGTH, (byte) 0);
                case ExtHeader.RETH -> rethView.wrap(buf, pos).write(rethVa, rethRkey, rethDmaLength);
                case ExtHeader.ATOMIC_ETH -> atomicView.wrap(buf, pos)
                        .write(atomicVa, atomicRkey, atomicSwapAdd, atomicCompare);
                case ExtHeader.AETH -> aethView.wrap(buf, pos).write(aethSyndrome, aethMsn);
                case ExtHeader.ATOMIC_ACK_ETH -> atomicAckView.wrap(buf, pos).write(atomicAckOriginal);
                case ExtHeader.IMM_DT -> immView.wrap(buf, pos).write(immediate);
                case ExtHeader.IETH -> iethView.wrap(buf, pos).write(iethRkey);
                case ExtHeader.CNP_RESERVED -> cnpView.wrap(buf, pos).write();
                default -> throw new IllegalStateException("unknown header bit " + bit);
            }
            pos += ExtHeader.length(bit);
        }
        return pos;
    }
}
