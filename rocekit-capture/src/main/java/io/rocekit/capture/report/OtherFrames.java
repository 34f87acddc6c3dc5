package io.rocekit.capture.report;

import io.rocekit.wire.pcap.LinkType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the frames that are not RoCEv2 were, where rocekit can tell: so that a capture with nothing
 * to judge says why rather than only "no RoCEv2".
 *
 * @param unsupportedLinkTypes frames by link-layer header type rocekit does not decode
 * @param erfInfiniband        of the ERF frames, those with ERF type 21 (InfiniBand: ibdump on an IB port)
 * @param roceV1               RoCE v1 frames (EtherType 0x8915: GRH and BTH over Ethernet, not routable)
 * @param encapsulated         frames in a mirror encapsulation (GRE/ERSPAN I, II or III, or VXLAN) with no RoCEv2
 *                             frame rocekit could read inside: a mirror of other traffic, a damaged tunnel
 *                             header, or a second level of encapsulation (one is decapsulated)
 */
public record OtherFrames(Map<Integer, Long> unsupportedLinkTypes, long erfInfiniband, long roceV1,
        long encapsulated) {
    public OtherFrames {
        unsupportedLinkTypes = Map.copyOf(unsupportedLinkTypes);
    }

    /** One sentence per kind of frame found, most telling first; empty when none was recognised. */
    public List<String> explain() {
        List<String> out = new ArrayList<>();
        unsupportedLinkTypes.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> {
            String s = count(e.getValue()) + " of link type " + e.getKey() + " (" + LinkType.name(e.getKey())
                    + "), which rocekit does not decode";
            if (e.getKey() == LinkType.ERF && erfInfiniband > 0) {
                s += "; " + (erfInfiniband == e.getValue() ? "all " : "") + erfInfiniband + " of them ERF type 21, InfiniBand: ibdump on an InfiniBand port"
                        + " records native InfiniBand, not RoCEv2";
            } else if (e.getKey() == LinkType.INFINIBAND) {
                s += ": native InfiniBand, not RoCEv2";
            }
            out.add(s);
        });
        if (roceV1 > 0) {
            out.add(count(roceV1) + (roceV1 == 1 ? " is" : " are") + " RoCE v1 (EtherType 0x8915): RoCE v1 is not routable RoCEv2 (UDP 4791),"
                    + " which is what rocekit analyses");
        }
        if (encapsulated > 0) {
            out.add(count(encapsulated) + (encapsulated == 1 ? " is" : " are") + " GRE/ERSPAN or VXLAN encapsulated"
                    + " without a RoCEv2 frame inside: the mirror session carries other traffic, its tunnel header is"
                    + " damaged (see the malformed frames), or it holds a second tunnel (rocekit decapsulates one)");
        }
        return out;
    }

    private static String count(long n) {
        return n + (n == 1 ? " frame" : " frames");
    }
}
