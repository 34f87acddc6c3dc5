#!/usr/bin/python3
"""Writes varied RoCEv2 captures for the differential test of rocekit decode against tshark.

Usage: /usr/bin/python3 gen_captures.py OUTDIR [SEED]   (Debian python3-scapy 2.5.0)

Every capture NAME.pcap / NAME.pcapng gets NAME.truth.json: one object per frame with what the
generator put on the wire (opcode, BTH fields, extended headers, DSCP/ECN, VLAN, whether the ICRC
is right, the snaplen cut, the UDP port to decode as RoCEv2). scapy builds the IP and UDP headers;
the BTH, extended headers, ICRC and the capture files (pcap in both byte orders and both
resolutions, pcapng with several interfaces) are written here, so the file formats do not depend
on scapy's writers. The ICRC is this script's own implementation of IBTA Annex A17 (docs/wire.md,
"ICRC"); scapy's BTH.compute_icrc agrees on IPv4 (checked at the end of the run).
"""
import json
import os
import random
import struct
import sys
import zlib

from scapy.all import IP, IPv6, UDP, IPOption, Raw
from scapy.layers.inet6 import IPv6ExtHdrHopByHop, IPv6ExtHdrFragment, IPv6ExtHdrDestOpt, \
    IPv6ExtHdrRouting, PadN

T0 = 1_700_000_000  # 2023-11-14T22:13:20Z

# IBA Vol 1 table 38 "OpCode field": RC operation -> headers after the BTH (payload flag last).
R, A, AE, AA, I, IE, X, D = "RETH", "AETH", "AtomicETH", "AtomicAckETH", "ImmDt", "IETH", "XRCETH", "DETH"
RC_OPS = {
    0x00: ([], True), 0x01: ([], True), 0x02: ([], True), 0x03: ([I], True), 0x04: ([], True),
    0x05: ([I], True), 0x06: ([R], True), 0x07: ([], True), 0x08: ([], True), 0x09: ([I], True),
    0x0a: ([R], True), 0x0b: ([R, I], True), 0x0c: ([R], False), 0x0d: ([A], True),
    0x0e: ([], True), 0x0f: ([A], True), 0x10: ([A], True), 0x11: ([A], False),
    0x12: ([A, AA], False), 0x13: ([AE], False), 0x14: ([AE], False), 0x16: ([IE], True),
    0x17: ([IE], True),
}
RESPONSES = {0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x12}
HDR_LEN = {R: 16, A: 4, AE: 28, AA: 8, I: 4, IE: 4, X: 4, D: 8}


def opcode_table():
    """opcode -> (headers in wire order, carries payload)."""
    t = {}
    for op, (h, p) in RC_OPS.items():
        t[op] = (h, p)
        if op <= 0x0b:
            t[0x20 | op] = (h, p)
        t[0xa0 | op] = (([] if op in RESPONSES else [X]) + h, p)
    t[0x64] = ([D], True)
    t[0x65] = ([D, I], True)
    t[0x81] = (["CNP16"], False)
    return t


OPS = opcode_table()


def ext_bytes(name, v):
    if name == R:
        return struct.pack(">QII", v["reth_va"], v["reth_rkey"], v["reth_len"])
    if name == A:
        return struct.pack(">I", v["aeth_syndrome"] << 24 | v["aeth_msn"])
    if name == AE:
        return struct.pack(">QIQQ", v["reth_va"], v["reth_rkey"], v["atomic_swap"], v["atomic_cmp"])
    if name == AA:
        return struct.pack(">Q", v["atomic_orig"])
    if name == I:
        return struct.pack(">I", v["immdt"])
    if name == IE:
        return struct.pack(">I", v["ieth"])
    if name == X:
        return struct.pack(">I", v["xrcsrq"])
    if name == D:
        return struct.pack(">II", v["qkey"], v["srcqp"])
    return b"\x00" * 16  # CNP


def random_fields(rnd, op):
    synd = rnd.choice([0x1f, 0x00, 0x05, 0x20 | rnd.randrange(32), 0x60, 0x61, 0x62, 0x63, 0x64])
    return {
        "opcode": op, "se": rnd.random() < .3, "m": rnd.random() < .5, "pkey": rnd.choice([0xffff, 0x8001, 0x7fff, rnd.randrange(65536)]),
        "fecn": rnd.random() < .2, "becn": op == 0x81 or rnd.random() < .2, "destqp": rnd.randrange(1 << 24),
        "ackreq": rnd.random() < .4, "psn": rnd.choice([0, 0xffffff, rnd.randrange(1 << 24)]),
        "reth_va": rnd.choice([0, 1 << 63 | rnd.randrange(1 << 62), rnd.randrange(1 << 48)]),
        "reth_rkey": rnd.randrange(1 << 32), "reth_len": rnd.choice([0, 4096, rnd.randrange(1 << 32)]),
        "aeth_syndrome": synd, "aeth_msn": rnd.randrange(1 << 24), "atomic_swap": rnd.randrange(1 << 64),
        "atomic_cmp": rnd.randrange(1 << 64), "atomic_orig": rnd.randrange(1 << 64), "immdt": rnd.randrange(1 << 32),
        "ieth": rnd.randrange(1 << 32), "xrcsrq": rnd.randrange(1 << 24), "qkey": rnd.randrange(1 << 32),
        "srcqp": rnd.randrange(1 << 24),
    }


def transport(v, payload_len, pad):
    """BTH + extended headers + payload + pad (no ICRC)."""
    op = v["opcode"]
    hdrs, has_payload = OPS.get(op, ([], True))
    b1 = (0x80 if v["se"] else 0) | (0x40 if v["m"] else 0) | (pad << 4)
    b4 = (0x80 if v["fecn"] else 0) | (0x40 if v["becn"] else 0)
    out = struct.pack(">BBHBBHBBH", op, b1, v["pkey"], b4, v["destqp"] >> 16, v["destqp"] & 0xffff,
                      0x80 if v["ackreq"] else 0, v["psn"] >> 16, v["psn"] & 0xffff)
    for h in hdrs:
        out += ext_bytes(h, v)
    if has_payload:
        out += bytes((i * 7 + op) & 0xff for i in range(payload_len)) + b"\x00" * pad
    return out


def icrc(ip_bytes, udp_at):
    """ICRC over the IP packet less its last 4 bytes, variant fields masked (IBTA Annex A17)."""
    b = bytearray(ip_bytes[:-4])
    if b[0] >> 4 == 4:
        b[1] = 0xff
        b[8] = 0xff
        b[10:12] = b"\xff\xff"
    else:
        b[0] |= 0x0f
        b[1:4] = b"\xff\xff\xff"
        b[7] = 0xff
    b[udp_at + 6:udp_at + 8] = b"\xff\xff"
    b[udp_at + 8 + 4] = 0xff
    return struct.pack("<I", zlib.crc32(b"\xff" * 8 + bytes(b)) & 0xffffffff)


def ip_packet(tp, ipv, dscp, ecn, sport, dport, v4_options=None, v6_ext=None, bad_icrc=False):
    """IP / UDP / transport / ICRC as bytes, and the UDP header offset inside it."""
    udp = UDP(sport=sport, dport=dport, chksum=0)
    if ipv == 4:
        ip = IP(src="10.1.0.1", dst="10.1.0.2", tos=dscp << 2 | ecn, ttl=64, flags="DF", id=0,
                options=v4_options or [])
    else:
        ip = IPv6(src="fd00:1::1", dst="fd00:1::2", tc=dscp << 2 | ecn, fl=0x1abcd, hlim=64)
        for e in v6_ext or []:
            ip = ip / e
    raw = bytearray(bytes(ip / udp / Raw(tp + b"\x00" * 4)))
    udp_at = len(raw) - len(tp) - 12
    raw[-4:] = icrc(bytes(raw), udp_at)
    if bad_icrc:
        raw[-1 - bad_icrc % 4] ^= 1 << (bad_icrc % 8)
    return bytes(raw), udp_at


def ether(ip, vlans=()):
    """Ethernet with tags [(tpid, pcp, vid), ...] outermost first."""
    et = 0x0800 if ip[0] >> 4 == 4 else 0x86dd
    out = bytes.fromhex("02000000000b02000000000a")
    for tpid, pcp, vid in vlans:
        out += struct.pack(">HH", tpid, pcp << 13 | vid)
    return out + struct.pack(">H", et) + ip


def sll(ip, vlans=()):
    """Linux cooked v1; a VLAN tag as libpcap reinserts it (pcap-linux.c set_vlan_offset: the
    protocol field becomes the TPID, then TCI and the encapsulated protocol)."""
    et = 0x0800 if ip[0] >> 4 == 4 else 0x86dd
    tags = b"".join(struct.pack(">HH", tpid, pcp << 13 | vid) for tpid, pcp, vid in vlans)
    return struct.pack(">HHH8s", 0, 1, 6, bytes.fromhex("02000000000a0000")) + tags + struct.pack(">H", et) + ip


def sll2(ip):
    et = 0x0800 if ip[0] >> 4 == 4 else 0x86dd
    return struct.pack(">HHIHBB8s", et, 0, 3, 1, 0, 6, bytes.fromhex("02000000000a0000")) + ip


# ---- capture writers -----------------------------------------------------------------------

def write_pcap(path, records, link, nanos=False, big=False, snaplen=65535):
    e = ">" if big else "<"
    with open(path, "wb") as f:
        f.write(struct.pack(e + "IHHiIII", 0xa1b23c4d if nanos else 0xa1b2c3d4, 2, 4, 0, 0, snaplen, link))
        for ts_ns, data, orig in records:
            sub = ts_ns % 1_000_000_000 if nanos else ts_ns % 1_000_000_000 // 1000
            f.write(struct.pack(e + "IIII", ts_ns // 1_000_000_000, sub, len(data), orig) + data)


def ng_block(e, btype, body):
    body += b"\x00" * (-len(body) % 4)
    n = len(body) + 12
    return struct.pack(e + "II", btype, n) + body + struct.pack(e + "I", n)


def ng_option(e, code, value):
    return struct.pack(e + "HH", code, len(value)) + value + b"\x00" * (-len(value) % 4)


def write_pcapng(path, interfaces, records, big=False):
    """interfaces: [(link, tsresol byte or None, tsoffset s or None, snaplen)];
    records: [(iface, ts_ns, data, orig)]."""
    e = ">" if big else "<"
    with open(path, "wb") as f:
        f.write(ng_block(e, 0x0A0D0D0A, struct.pack(e + "IHHq", 0x1A2B3C4D, 1, 0, -1)))
        for link, res, off, snap in interfaces:
            opts = b""
            if res is not None:
                opts += ng_option(e, 9, bytes([res]))
            if off is not None:
                opts += ng_option(e, 14, struct.pack(e + "q", off))
            if opts:
                opts += struct.pack(e + "HH", 0, 0)
            f.write(ng_block(e, 1, struct.pack(e + "HHI", link, 0, snap) + opts))
        for iface, ts_ns, data, orig in records:
            link, res, off, snap = interfaces[iface]
            res = 6 if res is None else res
            secs = ts_ns / 1e9 - (off or 0)
            units = (ts_ns - (off or 0) * 1_000_000_000) * (2 ** (res & 0x7f)) // 1_000_000_000 if res & 0x80 \
                else (ts_ns - (off or 0) * 1_000_000_000) // 10 ** (9 - res) if res <= 9 \
                else (ts_ns - (off or 0) * 1_000_000_000) * 10 ** (res - 9)
            del secs
            body = struct.pack(e + "IIIII", iface, units >> 32, units & 0xffffffff, len(data), orig) + data
            f.write(ng_block(e, 6, body))


def tick_ns(res, ts_ns, off=0):
    """The timestamp a reader recovers from a resolution code (what was stored, rounded down)."""
    rel = ts_ns - off * 1_000_000_000
    if res & 0x80:
        units = rel * (2 ** (res & 0x7f)) // 1_000_000_000
        return units * 1_000_000_000 // (2 ** (res & 0x7f)) + off * 1_000_000_000
    step = 10 ** (9 - res) if res <= 9 else 1
    return rel // step * step + off * 1_000_000_000


# ---- the frames ------------------------------------------------------------------------------

class Capture:
    def __init__(self, name):
        self.name, self.frames, self.truth = name, [], []

    def add(self, data, truth, orig=None, ts_ns=None):
        i = len(self.frames)
        ts_ns = ts_ns if ts_ns is not None else T0 * 1_000_000_000 + i * 1_001_003
        self.frames.append((ts_ns, data, orig if orig is not None else len(data)))
        truth = dict(truth)
        truth["frame"] = i + 1
        truth["ts_ns"] = ts_ns
        self.truth.append(truth)


def roce_frame(rnd, op, ipv=4, dscp=26, ecn=2, vlans=(), link="eth", dport=4791, pad=None,
               plen=None, v4_options=None, v6_ext=None, bad_icrc=0, v=None):
    v = v or random_fields(rnd, op)
    hdrs, has_payload = OPS.get(op, ([], True))
    if has_payload:
        plen = plen if plen is not None else rnd.choice([0, 1, 2, 3, 4, 5, 64, 255, 256, 1023])
        pad = pad if pad is not None else (-plen) % 4
    else:
        plen, pad = 0, 0
    tp = transport(v, plen, pad)
    sport = rnd.choice([0xc000 | rnd.randrange(1 << 14), 4791, 1024 + rnd.randrange(1000)])
    ip, udp_at = ip_packet(tp, ipv, dscp, ecn, sport, dport, v4_options, v6_ext, bad_icrc)
    data = ether(ip, vlans) if link == "eth" else sll(ip, vlans) if link == "sll" else sll2(ip) if link == "sll2" else ip
    truth = dict(v, pad=pad, payload_len=plen, hdrs=hdrs, ipv=ipv, dscp=dscp, ecn=ecn,
                 vlan=list(vlans[-1][1:]) if vlans else None, outer_vlan=list(vlans[0][1:]) if len(vlans) > 1 else None,
                 icrc_valid=not bad_icrc, dport=dport, sport=sport, roce=True, ip_bytes=len(ip), icrc=ip[-4:].hex(),
                 bth_at=len(data) - len(ip) + udp_at + 8, ip_at=len(data) - len(ip), udp_at=len(data) - len(ip) + udp_at)
    return data, truth


def all_opcodes(rnd, name, **kw):
    c = Capture(name)
    for op in sorted(OPS):
        for _ in range(3):
            data, t = roce_frame(rnd, op, **kw)
            c.add(data, t)
    return c


def gen(out, seed):
    rnd = random.Random(seed)
    caps = []
    c = all_opcodes(rnd, "d01_opcodes_ipv4_vlan", vlans=((0x8100, 3, 100),))
    caps.append((c, "pcap", {}))
    c = all_opcodes(rnd, "d02_opcodes_ipv6_qinq", ipv=6, ecn=3, vlans=((0x88a8, 5, 200), (0x8100, 3, 100)))
    caps.append((c, "pcap", {"nanos": True}))
    c = all_opcodes(rnd, "d03_opcodes_ipv4_qinq_9100_be", dscp=46, ecn=1, vlans=((0x9100, 1, 4094), (0x8100, 7, 1)))
    caps.append((c, "pcap", {"big": True}))

    # IPv4 options
    c = Capture("d04_ipv4_options")
    opts = [[IPOption(b"\x94\x04\x00\x00")],                     # router alert
            [IPOption(b"\x01\x01\x01\x00")],                     # NOPs + EOL
            [IPOption(b"\x44\x0c\x05\x00" + b"\x00" * 8)],       # timestamp
            [IPOption(b"\x07\x07\x04" + b"\x00" * 4 + b"\x00")],  # record route + EOL
            [IPOption(b"\x01" * 40)]]                            # 40 bytes of NOP (IHL 15)
    for o in opts:
        for op in (0x0a, 0x11, 0x04, 0x81, 0x13):
            data, t = roce_frame(rnd, op, v4_options=o, dscp=rnd.randrange(64), ecn=rnd.randrange(4))
            c.add(data, t)
    caps.append((c, "pcap", {}))

    # IPv6 extension headers
    c = Capture("d05_ipv6_ext_headers")
    exts = [[IPv6ExtHdrHopByHop(options=[PadN(optdata=b"\x00" * 4)])],
            [IPv6ExtHdrDestOpt(options=[PadN(optdata=b"\x00" * 4)])],
            [IPv6ExtHdrRouting(type=0, addresses=[], segleft=0)],
            [IPv6ExtHdrFragment(offset=0, m=0, id=0x1234)],       # atomic fragment (RFC 6946)
            [IPv6ExtHdrHopByHop(options=[PadN(optdata=b"\x00" * 12)]), IPv6ExtHdrFragment(offset=0, m=0, id=7),
             IPv6ExtHdrDestOpt(options=[PadN(optdata=b"\x00" * 4)])]]
    for ex in exts:
        for op in (0x0a, 0x11, 0x65, 0x81, 0x0c, 0xa6):
            data, t = roce_frame(rnd, op, ipv=6, v6_ext=ex, vlans=((0x8100, 3, 100),), dscp=26, ecn=rnd.randrange(4))
            c.add(data, t)
    # real fragments: not RoCEv2 for either (no UDP header to read, or a partial datagram)
    for off, m in ((0, 1), (100, 0)):
        data, t = roce_frame(rnd, 0x04, ipv=6, v6_ext=[IPv6ExtHdrFragment(offset=off, m=m, id=9)], plen=256)
        t = {"roce": False, "why": "IPv6 fragment offset %d M %d" % (off, m)}
        c.add(data, t)
    caps.append((c, "pcap", {}))

    # custom UDP port
    c = Capture("d06_port_7000")
    for op in (0x04, 0x0a, 0x11, 0x64, 0x81, 0xa0):
        data, t = roce_frame(rnd, op, dport=7000)
        c.add(data, t)
    data, t = roce_frame(rnd, 0x04, dport=4791)
    t["roce_on_custom_port"] = False
    c.add(data, t)
    caps.append((c, "pcap", {"port": 7000}))

    # padding 0..3 on every payload-carrying transport, payload 0..7 bytes
    c = Capture("d07_padding")
    for op in (0x04, 0x05, 0x0a, 0x0b, 0x10, 0x24, 0x64, 0x65, 0xa4, 0x17):
        for plen in range(0, 8):
            data, t = roce_frame(rnd, op, plen=plen, ipv=4 if plen % 2 else 6)
            c.add(data, t)
    caps.append((c, "pcap", {}))

    # ICRC good and bad, masked fields rewritten after the ICRC
    c = Capture("d08_icrc")
    for i in range(40):
        op = rnd.choice(sorted(OPS))
        bad = rnd.choice([0, 0, i + 1])
        data, t = roce_frame(rnd, op, ipv=rnd.choice([4, 6]), bad_icrc=bad, vlans=((0x8100, 3, 100),) if i % 3 else ())
        c.add(data, t)
    caps.append((c, "pcap", {"nanos": True, "big": True}))

    # snaplen cuts
    c = Capture("d09_snaplen")
    for i in range(60):
        op = rnd.choice(sorted(OPS))
        data, t = roce_frame(rnd, op, ipv=rnd.choice([4, 6]), plen=rnd.choice([64, 300, 1024]),
                             vlans=((0x8100, 3, 100),) if i % 2 else ())
        snap = rnd.randrange(14, len(data))
        t["snaplen"] = snap
        c.add(data[:snap], t, orig=len(data))
    caps.append((c, "pcap", {"snaplen": 200}))

    # link types, one per classic pcap
    for link, code in (("sll", 113), ("sll2", 276), ("raw", 101), ("ipv4", 228), ("ipv6", 229), ("dlt12", 12),
                       ("dlt14", 14)):
        c = Capture("d10_link_%s" % link)
        for op in (0x04, 0x0a, 0x0d, 0x11, 0x65, 0x81, 0xa0, 0x13):
            for ipv in ((4,) if link == "ipv4" else (6,) if link == "ipv6" else (4, 6)):
                data, t = roce_frame(rnd, op, ipv=ipv, link=link if link in ("sll", "sll2") else "raw")
                c.add(data, t)
                if link == "sll":  # the same behind a VLAN tag libpcap reinserted
                    data, t = roce_frame(rnd, op, ipv=ipv, link="sll", vlans=((0x8100, 3, 100),))
                    c.add(data, t)
        caps.append((c, "pcap", {"link": code}))

    # pcapng: several interfaces, link types, resolutions, an offset
    c = Capture("d11_pcapng_multi_if")
    ifs = [(1, None, None, 0), (113, 9, None, 0), (101, 0x80 | 20, None, 0), (276, 3, None, 0),
           (1, 9, 1_000_000_000, 128), (229, 7, None, 0)]
    recs = []
    for i in range(48):
        iface = i % len(ifs)
        link = ifs[iface][0]
        lk = {1: "eth", 113: "sll", 276: "sll2", 101: "raw", 229: "raw"}[link]
        ipv = 6 if link == 229 else rnd.choice([4, 6])
        data, t = roce_frame(rnd, rnd.choice(sorted(OPS)), ipv=ipv, link=lk, vlans=((0x8100, 3, 100),) if lk == "eth" else ())
        ts = T0 * 1_000_000_000 + 1_000_000_000 + i * 123_456_789 + rnd.randrange(1000)
        orig = len(data)
        if ifs[iface][3] and len(data) > ifs[iface][3]:
            data = data[:ifs[iface][3]]
            t["snaplen"] = len(data)
        res = ifs[iface][1] if ifs[iface][1] is not None else 6
        t["iface"] = iface
        c.add(data, t, orig=orig, ts_ns=tick_ns(res, ts, ifs[iface][2] or 0))
        recs.append((iface, ts, data, orig))
    caps.append((c, "pcapng", {"interfaces": ifs, "records": recs}))
    c2 = Capture("d12_pcapng_big_endian")
    c2.frames, c2.truth = c.frames, c.truth
    caps.append((c2, "pcapng", {"interfaces": ifs, "records": recs, "big": True}))

    caps += more_captures(rnd)
    os.makedirs(out, exist_ok=True)
    for cap, kind, o in caps:
        if kind == "pcap":
            path = os.path.join(out, cap.name + ".pcap")
            if not o.get("nanos"):
                for t in cap.truth:
                    t["ts_ns"] = t["ts_ns"] // 1000 * 1000  # what a microsecond pcap keeps
            write_pcap(path, cap.frames, o.get("link", 1), o.get("nanos", False), o.get("big", False),
                       o.get("snaplen", 65535))
        elif kind == "pcapng":
            path = os.path.join(out, cap.name + ".pcapng")
            write_pcapng(path, o["interfaces"], o["records"], o.get("big", False))
        else:
            path = os.path.join(out, cap.name + ".pcapng")
            with open(path, "wb") as f:
                for ifs, recs, big in o["sections"]:
                    write_pcapng(path + ".part", ifs, recs, big)
                    with open(path + ".part", "rb") as part:
                        f.write(part.read())
            os.remove(path + ".part")
        with open(os.path.join(out, cap.name + ".truth.json"), "w") as f:
            json.dump({"file": os.path.basename(path), "port": o.get("port", 4791), "frames": cap.truth}, f,
                      indent=0)
    check_against_scapy(caps)


def more_captures(rnd):
    caps = []
    # two pcapng sections, little- then big-endian, each with its own interfaces
    c = Capture("d13_pcapng_two_sections")
    sections = []
    for big, ifs in ((False, [(1, 9, None, 0)]), (True, [(113, 6, None, 0), (1, 0x80 | 30, None, 0)])):
        recs = []
        for i in range(6):
            iface = i % len(ifs)
            lk = "sll" if ifs[iface][0] == 113 else "eth"
            data, t = roce_frame(rnd, rnd.choice(sorted(OPS)), ipv=rnd.choice([4, 6]), link=lk)
            ts = T0 * 1_000_000_000 + 3_000_000_000 + len(c.frames) * 777_777_777
            c.add(data, t, ts_ns=tick_ns(ifs[iface][1], ts))
            recs.append((iface, ts, data, len(data)))
        sections.append((ifs, recs, big))
    caps.append((c, "pcapng-sections", {"sections": sections}))

    # IPv4 fragments, Ethernet trailers (with an FCS-like tail), three VLAN tags
    c = Capture("d14_fragments_trailers_tags")
    for flags, frag in ((1, 0), (0, 64), (1, 64)):  # MF / offset: never RoCEv2 (not a whole datagram)
        data, t = roce_frame(rnd, 0x04, plen=256)
        ip_at = t["ip_at"]
        b = bytearray(data)
        b[ip_at + 6:ip_at + 8] = struct.pack(">H", flags << 13 | frag)
        c.add(bytes(b), {"roce": False, "why": "IPv4 fragment MF %d offset %d" % (flags, frag)})
    for n in (1, 4, 18):
        data, t = roce_frame(rnd, rnd.choice([0x11, 0x81, 0x0a]), ipv=rnd.choice([4, 6]))
        c.add(data + bytes(rnd.randrange(256) for _ in range(n)), t)
    data, t = roce_frame(rnd, 0x0a, vlans=((0x88a8, 1, 10), (0x8100, 2, 20), (0x8100, 3, 30)))
    c.add(data, {"roce": None, "why": "three VLAN tags"})
    caps.append((c, "pcap", {}))

    # RD and reserved/vendor opcodes: BTH fields only (no truth for their headers here)
    c = Capture("d15_rd_reserved_opcodes")
    for op in (0x15, 0x18, 0x1f, 0x2c, 0x3f, 0x66, 0x80, 0x82, 0x9f, 0xb8, 0xbf, 0xc0, 0xff):
        data, t = roce_frame(rnd, op, plen=rnd.choice([0, 8, 13]))
        t["bth_only"] = True
        c.add(data, t)
    caps.append((c, "pcap", {}))

    # hostile: valid frames with random bytes changed or cut; only exit codes and traces are checked
    c = Capture("d16_mutations")
    for i in range(400):
        op = rnd.choice(sorted(OPS))
        data, t = roce_frame(rnd, op, ipv=rnd.choice([4, 6]), vlans=((0x8100, 3, 100),) if i % 2 else (),
                             v6_ext=[IPv6ExtHdrHopByHop(options=[PadN(optdata=b"\x00" * 4)])] if i % 5 == 0 else None)
        b = bytearray(data)
        for _ in range(rnd.choice([1, 2, 4, 8])):
            at = rnd.randrange(min(len(b), t["bth_at"] + 40))
            b[at] = rnd.randrange(256)
        if rnd.random() < .3:
            b = b[:rnd.randrange(len(b))]
        orig = len(b) + rnd.choice([0, 0, rnd.randrange(2000)])
        c.add(bytes(b), {"roce": None}, orig=orig)
    caps.append((c, "pcap", {"nanos": True}))
    return caps


def check_against_scapy(caps):
    """Our ICRC = scapy's BTH.compute_icrc on every whole IPv4 frame with a right ICRC."""
    from scapy.contrib.roce import BTH
    n = 0
    for cap, kind, o in caps:
        if o.get("port", 4791) != 4791 or o.get("link", 1) != 1 or kind != "pcap":
            continue
        for (ts, data, orig), t in zip(cap.frames, cap.truth):
            if not t.get("roce") or t["ipv"] != 4 or len(data) != orig or not t["icrc_valid"]:
                continue
            ip = IP(data[t["ip_at"]:t["ip_at"] + t["ip_bytes"]])
            if BTH not in ip:  # scapy bound the datagram to its source port's protocol
                u = ip[UDP]
                rest = bytes(u.payload)
                u.remove_payload()
                u.add_payload(BTH(rest))
            b = ip[BTH]
            mine = bytes.fromhex(t["icrc"])  # the bytes on the wire (least significant byte first)
            theirs = b.compute_icrc(None)
            theirs = theirs if isinstance(theirs, bytes) else struct.pack(">I", theirs)
            if mine != theirs:
                raise SystemExit("%s frame %d: scapy ICRC %s, ours %s" % (cap.name, t["frame"], theirs.hex(), mine.hex()))
            n += 1
    print("scapy agrees on the ICRC of %d IPv4 frames" % n, file=sys.stderr)


def regressions(out):
    """Small captures kept in rocekit-wire's test resources (differential/), one per fixed disagreement."""
    rnd = random.Random(14)
    os.makedirs(out, exist_ok=True)
    # pcapng if_tsresol 2^-20 (binary) and 10^-3: fractions of a second that 1e9 / units does not divide.
    ifs = [(1, 0x80 | 20, None, 0), (1, 3, None, 0), (1, 0x80 | 10, None, 0)]
    recs = []
    for i, frac in enumerate((999_999_999, 123_456_789, 500_000_001)):
        data, _ = roce_frame(rnd, 0x0a, plen=8)
        recs.append((i % 3, T0 * 1_000_000_000 + frac, data, len(data)))
    write_pcapng(os.path.join(out, "pcapng_tsresol_binary.pcapng"), ifs, recs)
    # raw IP under DLT_RAW's platform values (12; 14 on OpenBSD) instead of LINKTYPE_RAW 101
    frames = []
    for i, (op, ipv) in enumerate(((0x0a, 4), (0x11, 6), (0x81, 4), (0x64, 6))):
        data, _ = roce_frame(rnd, op, ipv=ipv, link="raw", plen=8)
        frames.append((T0 * 1_000_000_000 + i * 1000, data, len(data)))
    write_pcap(os.path.join(out, "dlt_raw_12.pcap"), frames, 12)
    # Linux cooked v1 with the VLAN tag libpcap reinserts (PCP 3 VID 100; PCP 6 VID 200), and one without
    cooked = []
    for i, (op, ipv, tags) in enumerate(((0x11, 4, ((0x8100, 3, 100),)), (0x0a, 6, ((0x8100, 3, 100),)),
                                         (0x81, 4, ((0x8100, 6, 200),)), (0x04, 4, ()))):
        data, _ = roce_frame(rnd, op, ipv=ipv, link="sll", vlans=tags, plen=8)
        cooked.append((T0 * 1_000_000_000 + i * 1000, data, len(data)))
    write_pcapng(os.path.join(out, "dlt_raw_14.pcapng"), [(14, None, None, 0)],
                 [(0, ts, data, orig) for ts, data, orig in frames])
    write_pcap(os.path.join(out, "sll_vlan_reinserted.pcap"), cooked, 113)


if __name__ == "__main__":
    if sys.argv[1] == "--regressions":
        regressions(sys.argv[2])
    else:
        gen(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1)
