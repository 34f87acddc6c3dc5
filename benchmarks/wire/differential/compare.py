#!/usr/bin/python3
"""Compares rocekit decode, tshark and the generator's truth on the captures gen_captures.py wrote.

Usage: /usr/bin/python3 compare.py DIR [ROCEKIT (default: ./rocekit)]

For every frame: rocekit's JSON (decode --json --all --verify-icrc --port P) against the truth,
field by field, and tshark 4.0's -T fields (udp.port P decoded as InfiniBand, payload heuristics
off) against the truth. Prints a count table and every disagreement; known tshark 4.0 gaps
(docs/wire.md "How tshark and scapy differ") are counted apart, not reported as disagreements.
Exit 1 when rocekit disagrees with the truth, exits 3, or prints a trace.
"""
import collections
import glob
import json
import os
import subprocess
import sys

# tshark's payload heuristics re-dissect random SEND payloads (and hide the ICRC field): off, one
# flag per protocol (tshark 4.0 takes "a,b" as one unknown name and disables nothing).
QUIET = [a for p in ("smc", "smb_direct", "rpcordma", "nvme-rdma", "lnet", "iser", "infiniband_sdp", "fcoib")
         for a in ("--disable-protocol", p)] + ["--disable-heuristic", "eth_over_ib", "--disable-heuristic", "mellanox_eoib"]
TS_FIELDS = ["frame.number", "frame.protocols", "frame.time_epoch", "infiniband.bth.opcode", "infiniband.bth.se", "infiniband.bth.m",
             "infiniband.bth.padcnt", "infiniband.bth.p_key", "infiniband.bth.destqp", "infiniband.bth.a",
             "infiniband.bth.psn", "infiniband.reth.va", "infiniband.reth.r_key", "infiniband.reth.dmalen",
             "infiniband.aeth.syndrome", "infiniband.aeth.msn", "infiniband.deth.q_key", "infiniband.deth.srcqp",
             "infiniband.immdt", "infiniband.ieth", "infiniband.atomiceth.swapdt", "infiniband.atomiceth.cmpdt",
             "infiniband.atomicacketh.origremdt", "infiniband.invariant.crc", "vlan.priority", "vlan.id",
             "ip.dsfield.dscp", "ip.dsfield.ecn", "ipv6.tclass.dscp", "ipv6.tclass.ecn"]


def num(text):
    text = text.strip()
    return int(text, 16) if text.startswith("0x") else int(text)


def tshark(path, port):
    cmd = ["tshark", "-r", path, "-n"] + QUIET + ["-T", "fields", "-E", "occurrence=a", "-E", "aggregator=|",
                                                   "-E", "separator=/t"]
    if port != 4791:
        cmd += ["-d", "udp.port==%d,infiniband" % port]
    for f in TS_FIELDS:
        cmd += ["-e", f]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    rows = []
    for line in out.splitlines():
        cells = line.split("\t")
        rows.append({f: (cells[i] if i < len(cells) else "") for i, f in enumerate(TS_FIELDS)})
    return rows


def rocekit(exe, path, port):
    p = subprocess.run([exe, "decode", path, "--json", "--all", "--verify-icrc", "--no-summary", "-q",
                        "--port", str(port)], capture_output=True, text=True)
    frames = {}
    for line in p.stdout.splitlines():
        o = json.loads(line)
        if "frame" in o:
            frames[o["frame"]] = o
    return p.returncode, p.stderr, frames


def header_ends(t):
    """Offset (from the frame start) where the BTH and each extended header end."""
    at = t["bth_at"] + 12
    ends = {"BTH": at}
    for h in t["hdrs"]:
        at += 16 if h == "CNP16" else {"RETH": 16, "AETH": 4, "AtomicETH": 28, "AtomicAckETH": 8, "ImmDt": 4,
                                       "IETH": 4, "XRCETH": 4, "DETH": 8}[h]
        ends[h] = at
    return ends


def expected_rocekit(t):
    """The rocekit JSON fields the truth implies: (dotted name -> value)."""
    e = {}
    if not t.get("roce") or t.get("roce_on_custom_port") is False:
        return e
    cap = t.get("snaplen", 1 << 30)
    ends = header_ends(t)
    if cap < t["udp_at"]:
        return {}  # cut inside the IP header (or its extension headers): not known as RoCEv2
    e["ip.dscp"], e["ip.ecn"] = t["dscp"], t["ecn"]
    if t.get("vlan"):
        e["vlan.pcp"], e["vlan.vid"] = t["vlan"]
    if cap < ends["BTH"]:
        return e
    e.update({"bth.opcode": t["opcode"], "bth.destQp": t["destqp"], "bth.psn": t["psn"], "bth.ackReq": t["ackreq"],
              "bth.padCount": t["pad"], "bth.pkey": t["pkey"], "bth.solicitedEvent": t["se"], "bth.migReq": t["m"],
              "bth.fecn": t["fecn"], "bth.becn": t["becn"], "payloadLength": t["payload_len"]})
    have = {h for h in t["hdrs"] if ends[h] <= cap}
    if len(have) != len(t["hdrs"]):
        have = set()  # rocekit leaves every header from the cut on absent; those before it: see below
        for h in t["hdrs"]:
            if ends[h] > cap:
                break
            have.add(h)
    if "RETH" in have:
        e.update({"reth.virtualAddress": t["reth_va"], "reth.rkey": t["reth_rkey"], "reth.dmaLength": t["reth_len"]})
    if "AETH" in have:
        e.update({"aeth.syndrome": t["aeth_syndrome"], "aeth.msn": t["aeth_msn"]})
    if "DETH" in have:
        e.update({"deth.qkey": t["qkey"], "deth.srcQp": t["srcqp"]})
    if "XRCETH" in have:
        e["xrceth.xrcSrq"] = t["xrcsrq"]
    if "ImmDt" in have:
        e["immediate"] = t["immdt"]
    if "IETH" in have:
        e["invalidateRkey"] = t["ieth"]
    if "AtomicETH" in have:
        e.update({"atomic.virtualAddress": t["reth_va"], "atomic.rkey": t["reth_rkey"],
                  "atomic.swapAdd": t["atomic_swap"], "atomic.compare": t["atomic_cmp"]})
    if "AtomicAckETH" in have:
        e["atomicAck.original"] = t["atomic_orig"]
    whole = "snaplen" not in t
    e["icrc.valid"] = t["icrc_valid"] if whole else None
    if whole:
        e["icrc.wire"] = int.from_bytes(bytes.fromhex(t["icrc"]), "big")
    e["timestampNanos"] = t["ts_ns"]
    e["udp.srcPort"] = t["sport"]
    if t.get("bth_only"):
        e = {k: v for k, v in e.items() if k.startswith("bth.") or k.startswith("icrc") or k.startswith("ip.")}
    return e


def get(o, dotted):
    for k in dotted.split("."):
        if not isinstance(o, dict) or k not in o:
            return None
        o = o[k]
    return o


def expected_tshark(t):
    """tshark field -> value the truth implies (tshark 4.0 gaps left out; see KNOWN)."""
    e = {}
    if not t.get("roce") or "snaplen" in t:
        return e
    e["infiniband.bth.opcode"] = t["opcode"]
    e["infiniband.bth.destqp"] = t["destqp"]
    e["infiniband.bth.psn"] = t["psn"]
    e["infiniband.bth.a"] = int(t["ackreq"])
    e["infiniband.bth.padcnt"] = t["pad"]
    e["infiniband.bth.p_key"] = t["pkey"]
    e["infiniband.bth.se"] = int(t["se"])
    e["infiniband.bth.m"] = int(t["m"])
    h = t["hdrs"]
    if "RETH" in h or "AtomicETH" in h:
        e["infiniband.reth.va"] = t["reth_va"]
        e["infiniband.reth.r_key"] = t["reth_rkey"]
    if "RETH" in h:
        e["infiniband.reth.dmalen"] = t["reth_len"]
    if "AETH" in h:
        e["infiniband.aeth.syndrome"] = t["aeth_syndrome"]
        e["infiniband.aeth.msn"] = t["aeth_msn"]
    if "DETH" in h:
        e["infiniband.deth.q_key"] = t["qkey"]
        e["infiniband.deth.srcqp"] = t["srcqp"]
    if "ImmDt" in h:
        e["infiniband.immdt"] = t["immdt"]
    if "IETH" in h:
        e["infiniband.ieth"] = t["ieth"]
    if "AtomicETH" in h:
        e["infiniband.atomiceth.swapdt"] = t["atomic_swap"]
        e["infiniband.atomiceth.cmpdt"] = t["atomic_cmp"]
    if "AtomicAckETH" in h:
        e["infiniband.atomicacketh.origremdt"] = t["atomic_orig"]
    if t.get("bth_only"):
        return e
    e["infiniband.invariant.crc"] = int.from_bytes(bytes.fromhex(t["icrc"]), "big")
    if t["ipv"] == 4:
        e["ip.dsfield.dscp"], e["ip.dsfield.ecn"] = t["dscp"], t["ecn"]
    else:
        e["ipv6.tclass.dscp"], e["ipv6.tclass.ecn"] = t["dscp"], t["ecn"]
    if t.get("vlan"):
        e["vlan.priority"], e["vlan.id"] = t["vlan"]
    return e


def tshark_value(field, text):
    if text == "":
        return None
    parts = text.split("|")
    if field in ("vlan.priority", "vlan.id"):
        return num(parts[-1])  # the inner tag, as rocekit reports it
    v = parts[0]
    if field in ("infiniband.immdt", "infiniband.ieth"):
        return int(v.replace(":", ""), 16)
    return num(v)


def known_tshark_gap(t, field, tr):
    """Where tshark 4.0 is known not to decode as IBA/Annex A17 say (docs/wire.md)."""
    op = t["opcode"]
    if ":infiniband" not in tr.get("frame.protocols", "") and t["sport"] < t["dport"]:
        return "UDP source port below the RoCE port: tshark decodes the source port's protocol"
    if op == 0x81 and field != "infiniband.bth.opcode" and field.startswith("infiniband.") \
            and field not in ("infiniband.bth.destqp", "infiniband.bth.psn", "infiniband.bth.a", "infiniband.bth.padcnt",
                              "infiniband.bth.p_key", "infiniband.bth.se", "infiniband.bth.m"):
        return "CNP 0x81 is 'Unknown OpCode' (no ICRC field)"
    if 0xa0 <= op <= 0xb7 and field.startswith("infiniband.") and not field.startswith("infiniband.bth"):
        return "XRC: XRCETH not parsed, nor the extended headers of XRC responses"
    return None


DIRECT = (("bth.opcode", "infiniband.bth.opcode"), ("bth.destQp", "infiniband.bth.destqp"),
          ("bth.psn", "infiniband.bth.psn"), ("bth.pkey", "infiniband.bth.p_key"),
          ("bth.padCount", "infiniband.bth.padcnt"), ("bth.ackReq", "infiniband.bth.a"))


def direct(o, tr):
    """rocekit against tshark where both decoded a BTH (any frame, hostile ones too): [(field, rk, ts)]."""
    out = []
    if "bth" not in o or not tr.get("infiniband.bth.opcode") or ":infiniband" not in tr.get("frame.protocols", ""):
        return out
    for rk_f, ts_f in DIRECT:
        rk_v, ts_v = get(o, rk_f), tshark_value(ts_f, tr.get(ts_f, ""))
        if int(rk_v) != ts_v:
            out.append((rk_f, rk_v, ts_v))
    return out


def main():
    d = sys.argv[1]
    exe = sys.argv[2] if len(sys.argv) > 2 else "./rocekit"
    counts = collections.Counter()
    fields_rk = collections.Counter()
    fields_ts = collections.Counter()
    problems, gaps, ts_disagree = [], collections.Counter(), []
    bad_exit, direct_disagree, one_sided = [], [], []
    for tp in sorted(glob.glob(os.path.join(d, "*.truth.json"))):
        truth = json.load(open(tp))
        path = os.path.join(d, truth["file"])
        port = truth["port"]
        rc, err, rk = rocekit(exe, path, port)
        if rc not in (0,) or "Exception" in err or "\tat " in err:
            bad_exit.append("%s: exit %d %s" % (truth["file"], rc, err.strip()[:300]))
        ts = tshark(path, port)
        counts["files"] += 1
        for t in truth["frames"]:
            n = t["frame"]
            counts["frames"] += 1
            counts["roce frames" if t.get("roce") and t.get("roce_on_custom_port") is not False
                   else "hostile frames (exit code only)" if t.get("roce") is None else "non-roce frames"] += 1
            if "snaplen" in t:
                counts["snaplen-cut frames"] += 1
            o = rk.get(n, {})
            if o.get("error") and t.get("roce") is not None:
                problems.append("%s #%d: rocekit error %s" % (truth["file"], n, o["error"]))
            exp = expected_rocekit(t)
            if t.get("roce") is False and "bth" in o:
                problems.append("%s #%d: rocekit decoded a non-RoCE frame as RoCEv2 (%s)" % (truth["file"], n, t.get("why", "")))
            for f, v in exp.items():
                got = get(o, f)
                fields_rk[f] += 1
                if got != v:
                    problems.append("%s #%d (op 0x%02x): rocekit %s=%r, truth %r" % (truth["file"], n, t.get("opcode", -1), f, got, v))
            tr = ts[n - 1] if n - 1 < len(ts) else {}
            if t.get("roce"):
                ts_ns = int(tr.get("frame.time_epoch", "0").replace(".", "")) if tr.get("frame.time_epoch") else None
                fields_ts["frame.time_epoch"] += 1
                if ts_ns != t["ts_ns"]:
                    ts_disagree.append("%s #%d: tshark time %s, truth %d" % (truth["file"], n, tr.get("frame.time_epoch"), t["ts_ns"]))
            both = direct(o, tr)
            counts["frames with a BTH for both (direct comparison)"] += 1 if "bth" in o and tr.get("infiniband.bth.opcode") else 0
            ts_bth = bool(tr.get("infiniband.bth.opcode")) and ":infiniband" in tr.get("frame.protocols", "")
            if ts_bth != ("bth" in o):
                why = ("rocekit: " + (o.get("error") or o.get("snaplenCut") or "no BTH")) if ts_bth \
                    else "tshark: " + tr.get("frame.protocols", "")
                one_sided.append("%s #%d: BTH decoded by %s only (%s)" % (
                    truth["file"], n, "tshark" if ts_bth else "rocekit", why))
            for f, rv, tv in both:
                direct_disagree.append("%s #%d: rocekit %s=%r, tshark %r" % (truth["file"], n, f, rv, tv))
            for f, v in expected_tshark(t).items():
                fields_ts[f] += 1
                got = tshark_value(f, tr.get(f, ""))
                if got != v:
                    g = known_tshark_gap(t, f, tr)
                    if g:
                        gaps[g] += 1
                    else:
                        ts_disagree.append("%s #%d (op 0x%02x): tshark %s=%r, truth %r" % (truth["file"], n, t["opcode"], f, got, v))
    print("== counts")
    for k, v in counts.items():
        print("%-22s %d" % (k, v))
    print("rocekit field comparisons: %d over %d fields; disagreements with the truth: %d"
          % (sum(fields_rk.values()), len(fields_rk), len(problems)))
    print("tshark field comparisons:  %d over %d fields; disagreements: %d; known tshark gaps: %d"
          % (sum(fields_ts.values()), len(fields_ts), len(ts_disagree), sum(gaps.values())))
    for g, c in gaps.items():
        print("  known tshark gap x%d: %s" % (c, g))
    print("== rocekit exit/trace problems: %d" % len(bad_exit))
    for p in bad_exit:
        print(p)
    print("== rocekit vs truth")
    for p in problems[:200]:
        print(p)
    print("== tshark vs truth")
    for p in ts_disagree[:200]:
        print(p)
    print("== rocekit vs tshark, directly (BTH fields of every frame both decoded): %d" % len(direct_disagree))
    for p in direct_disagree[:200]:
        print(p)
    print("== a BTH decoded by one of them only: %d" % len(one_sided))
    for p in one_sided[:300]:
        print(p)
    return 1 if problems or bad_exit else 0


if __name__ == "__main__":
    sys.exit(main())
