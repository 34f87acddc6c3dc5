#!/usr/bin/python3
"""Builds the mirror-session fixtures m4..m7 (see their .meta.md) with scapy 2.5.0.

Run from this folder: /usr/bin/python3 make_mirror_fixtures.py
Inner RoCEv2 frames get their ICRC from this script's own implementation (docs/wire.md, "ICRC"),
for IPv4 and IPv6 alike; scapy's BTH computes the same value for IPv4.
"""
import struct
import zlib

from scapy.all import Ether, Dot1Q, IP, IPv6, UDP, GRE, Raw
from scapy.contrib.erspan import ERSPAN_II, ERSPAN_III, ERSPAN_PlatformSpecific
from scapy.layers.vxlan import VXLAN

T0 = 1_700_000_000  # 2023-11-14T22:13:20Z
MIRROR_SRC_MAC, MIRROR_DST_MAC = "02:00:00:00:10:01", "02:00:00:00:10:02"
A_MAC, B_MAC = "02:00:00:00:00:0a", "02:00:00:00:00:0b"


def bth(opcode, qp, psn, pad=0, ackreq=False, becn=False):
    return struct.pack(">BBHII", opcode, (pad & 3) << 4, 0xffff, (0x40000000 if becn else 0) | qp,
                       (0x80000000 if ackreq else 0) | psn)


def icrc(ip_bytes):
    """ICRC over the IP packet without its last 4 bytes (the ICRC field), variant fields masked."""
    b = bytearray(ip_bytes[:-4])
    if b[0] >> 4 == 4:
        ihl = (b[0] & 0x0f) * 4
        b[1] = 0xff                 # TOS
        b[8] = 0xff                 # TTL
        b[10:12] = b"\xff\xff"      # header checksum
        udp = ihl
    else:
        b[0] |= 0x0f                # traffic class (low nibble of byte 0, high of byte 1)
        b[1:4] = b"\xff\xff\xff"    # traffic class rest and flow label
        b[7] = 0xff                 # hop limit
        udp = 40
    b[udp + 6:udp + 8] = b"\xff\xff"  # UDP checksum
    b[udp + 8 + 4] = 0xff             # BTH byte 4: FECN, BECN, reserved
    return struct.pack("<I", zlib.crc32(b"\xff" * 8 + bytes(b)) & 0xffffffff)


def roce(transport, l2=None):
    """An inner Ethernet frame: l2 (Ether or Ether/Dot1Q) / IP / UDP 4791 / transport / ICRC."""
    l2 = l2 if l2 is not None else Ether(src=A_MAC, dst=B_MAC)
    pkt = l2 / transport / Raw(b"\x00" * 4)
    raw = bytearray(bytes(pkt))
    ip_at = len(bytes(l2))
    raw[-4:] = icrc(bytes(raw[ip_at:]))
    return bytes(raw)


def ip4(dscp, ecn, src="192.168.30.1", dst="192.168.30.2"):
    return IP(src=src, dst=dst, tos=dscp << 2 | ecn, ttl=64, flags="DF", id=0)


def ip6(dscp, ecn, src="fd00:30::1", dst="fd00:30::2"):
    return IPv6(src=src, dst=dst, tc=dscp << 2 | ecn, fl=0x12345, hlim=64)


def udp(sport=0xc001):
    return UDP(sport=sport, dport=4791, chksum=0)


WRITE_ONLY = lambda qp, psn, n: bth(10, qp, psn, ackreq=True) + struct.pack(">QII", 0x7f0000001000, 0x1234, n) + bytes(range(n))
WRITE_FIRST = lambda qp, psn, n: bth(6, qp, psn) + struct.pack(">QII", 0x7f0000002000, 0x4321, 4 * n) + bytes(n)
ACK = lambda qp, psn, msn: bth(17, qp, psn) + struct.pack(">I", 0x1f << 24 | msn)
CNP = lambda qp: bth(0x81, qp, 0, becn=True) + bytes(16)
SEND_ONLY_PAD = lambda qp, psn: bth(4, qp, psn, pad=3) + b"abcde" + b"\x00\x00\x00"


def erspan2_outer(inner, session=5, seq=1, t=0, key=None, ipv6=False):
    gre = GRE(proto=0x88be, seqnum_present=1, seqence_number=seq)
    if key is not None:
        gre.key_present = 1
        gre.key = key
    outer_ip = IPv6(src="fd00:99::1", dst="fd00:99::9", hlim=64) if ipv6 else IP(src="10.99.0.1", dst="10.99.0.9", ttl=64, id=0)
    return bytes(Ether(src=MIRROR_SRC_MAC, dst=MIRROR_DST_MAC) / outer_ip / gre / ERSPAN_II(ver=1, session_id=session, index=1, t=t) / Raw(inner))


def erspan3_outer(inner, session=7, o=False, ft=0, ver=2):
    hdr = ERSPAN_III(session_id=session, timestamp=0x01020304, ft=ft, hw=1, o=int(o))
    hdr.ver = ver
    pkt = Ether(src=MIRROR_SRC_MAC, dst=MIRROR_DST_MAC) / IP(src="10.99.0.1", dst="10.99.0.9", ttl=64, id=0) / GRE(proto=0x22eb) / hdr
    if o:
        pkt = pkt / ERSPAN_PlatformSpecific(platf_id=3, info1=0x11, info2=0x22)
    return bytes(pkt / Raw(inner))


def vxlan_outer(inner, vni=4242, ipv6=False, udp_len=None):
    outer_ip = IPv6(src="fd00:99::1", dst="fd00:99::9", hlim=64) if ipv6 else IP(src="10.99.0.1", dst="10.99.0.9", ttl=64, id=0)
    u = UDP(sport=49152, dport=4789, chksum=0)
    if udp_len is not None:
        u.len = udp_len
    return bytes(Ether(src=MIRROR_SRC_MAC, dst=MIRROR_DST_MAC) / outer_ip / u / VXLAN(vni=vni, flags=0x08) / Raw(inner))


def write_pcap(name, frames):
    """frames: (bytes, captured length or None); microsecond pcap, link type 1, snaplen 65535."""
    with open(name, "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xa1b2c3d4, 2, 4, 0, 0, 65535, 1))
        for i, (data, cap) in enumerate(frames):
            cap = len(data) if cap is None else cap
            f.write(struct.pack("<IIII", T0, i, cap, len(data)))
            f.write(data[:cap])


tagged = lambda prio: Ether(src=A_MAC, dst=B_MAC) / Dot1Q(prio=prio, vlan=100)

# m4: ERSPAN III, with and without the platform-specific subheader (O bit), inner VLAN-tagged RoCE.
write_pcap("m4_erspan3_mirror.pcap", [
    (erspan3_outer(roce(ip4(26, 2) / udp() / Raw(WRITE_ONLY(0x12, 100, 64)), tagged(3))), None),
    (erspan3_outer(roce(ip4(26, 3) / udp() / Raw(WRITE_ONLY(0x12, 101, 64)), tagged(3)), o=True), None),
    (erspan3_outer(roce(ip4(26, 0, "192.168.30.2", "192.168.30.1") / udp(0xc002) / Raw(ACK(0x21, 101, 2)), tagged(3))), None),
    (erspan3_outer(roce(ip4(48, 1, "192.168.30.2", "192.168.30.1") / udp(0xc002) / Raw(CNP(0x21)), tagged(6)), o=True), None),
])

# m5: ERSPAN II over IPv6 with a GRE key, inner IPv6 RoCE untagged; then ERSPAN II over IPv4 with a gap.
write_pcap("m5_erspan2_ipv6.pcap", [
    (erspan2_outer(roce(ip6(26, 2) / udp() / Raw(WRITE_FIRST(0x345, 0xfffffe, 256))), key=0xabcd, ipv6=True, seq=1), None),
    (erspan2_outer(roce(ip6(26, 2) / udp() / Raw(WRITE_FIRST(0x345, 0xffffff, 256))), key=0xabcd, ipv6=True, seq=2), None),
    (erspan2_outer(roce(ip4(26, 2) / udp() / Raw(SEND_ONLY_PAD(0x346, 7))), seq=3), None),
    (erspan2_outer(roce(ip4(26, 2) / udp() / Raw(SEND_ONLY_PAD(0x346, 9))), seq=4), None),
])

# m6: VXLAN over IPv4 and IPv6, inner IPv4 and IPv6, tagged and not.
write_pcap("m6_vxlan_mixed.pcap", [
    (vxlan_outer(roce(ip4(26, 2) / udp() / Raw(WRITE_ONLY(0x77, 5, 32)), tagged(3))), None),
    (vxlan_outer(roce(ip6(26, 3) / udp() / Raw(WRITE_ONLY(0x78, 6, 32)))), None),
    (vxlan_outer(roce(ip6(48, 1) / udp() / Raw(CNP(0x79)), tagged(6)), ipv6=True), None),
])

# m7: damaged tunnels, one per frame (expected message in the .meta.md).
good = roce(ip4(26, 2) / udp() / Raw(WRITE_ONLY(0x12, 200, 64)), tagged(3))
bad_version = bytearray(erspan2_outer(good))
bad_version[14 + 20 + 8] = (2 << 4) | (bad_version[14 + 20 + 8] & 0x0f)           # ERSPAN II says version 2
gre_cut = bytes(Ether(src=MIRROR_SRC_MAC, dst=MIRROR_DST_MAC) / IP(src="10.99.0.1", dst="10.99.0.9", ttl=64, id=0, proto=47)
                / Raw(struct.pack(">HHH", 0x1000, 0x88be, 0)))                    # GRE with S, only 2 of 4 sequence bytes
bad_ft = erspan3_outer(good, ft=5)
vxlan_short = vxlan_outer(good, udp_len=12)                                         # UDP length leaves 4 bytes of VXLAN
truncated_mirror = erspan2_outer(good[:18 + 20 + 8 + 12 + 16 + 10], t=1)          # T: the mirror cut the frame 10 bytes into its payload
routing = bytearray(erspan2_outer(good))
routing[14 + 20] |= 0x40                                                            # GRE R bit
nested = erspan2_outer(erspan2_outer(good, session=9))
snap_in_erspan = erspan2_outer(good)
write_pcap("m7_mirror_damaged.pcap", [
    (bytes(bad_version), None),
    (gre_cut, None),
    (bad_ft, None),
    (vxlan_short, None),
    (truncated_mirror, None),
    (bytes(routing), None),
    (nested, None),
    (snap_in_erspan, 14 + 20 + 8 + 3),                                              # snaplen cuts 3 bytes into ERSPAN
    (erspan2_outer(good), 14 + 20 + 8 + 8 + 18 + 20 + 8 + 6),                      # snaplen cuts the inner BTH
])
