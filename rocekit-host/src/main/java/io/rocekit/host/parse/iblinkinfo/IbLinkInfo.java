package io.rocekit.host.parse.iblinkinfo;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * {@code iblinkinfo}: every node of the fabric (CA or switch) and the links of its ports.
 *
 * @param nodes the nodes in input order
 */
public record IbLinkInfo(List<IbLinkInfo.Node> nodes) {
    public IbLinkInfo {
        nodes = List.copyOf(nodes);
    }

    /** What kind of node a block describes. */
    public enum NodeType { CA, SWITCH }

    /**
     * One node.
     *
     * @param type  CA or switch
     * @param name  the rest of its header line (GUID and description)
     * @param line  its header line
     * @param links the links of its ports
     */
    public record Node(NodeType type, String name, SourceLine line, List<Link> links) {
        public Node {
            links = List.copyOf(links);
        }
    }

    /**
     * One port's link.
     *
     * @param localPort  the port number
     * @param lanes      trained width ({@code 4X} is 4), empty when down
     * @param speedGbps  per-lane signalling rate, empty when down
     * @param state      logical state ({@code Active}, {@code Down}, {@code Init})
     * @param physState  physical state ({@code LinkUp}, {@code Polling}, {@code Disabled})
     * @param remote     what is at the other end, as printed after {@code ==>}
     * @param line       the line it was read from
     */
    public record Link(int localPort, OptionalInt lanes, OptionalDouble speedGbps, String state, String physState,
            Optional<String> remote, SourceLine line) {
    }
}
