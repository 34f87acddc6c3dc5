package io.rocekit.host.parse.iblinkinfo;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses {@code iblinkinfo}: {@code CA:}/{@code Switch:} header lines, then one {@code ==( ... )==>} line per port. */
public final class IbLinkInfoParser implements ArtifactParser<IbLinkInfo> {
    private static final Pattern NODE = Pattern.compile("^(CA|Switch):\\s+(.*?):?\\s*$");
    private static final Pattern LINK = Pattern.compile(
            "^\\s*(?:0x[0-9a-fA-F]+\\s+)?(?:\\d+\\s+)?(\\d{1,9})\\[[^\\]]*\\]\\s*==\\(\\s*(?:(\\d{1,9})X\\s+(\\d{1,6}(?:\\.\\d{1,9})?)\\s*Gbps\\s+)?"
                    + "(\\w+)/\\s*(\\w+)\\s*\\)==>\\s*(.*)$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.IBLINKINFO;
    }

    @Override
    public IbLinkInfo parse(TextSource src) throws ParseException {
        List<IbLinkInfo.Node> nodes = new ArrayList<>();
        IbLinkInfo.NodeType type = null;
        String name = null;
        SourceLine header = null;
        List<IbLinkInfo.Link> links = new ArrayList<>();
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            Matcher n = NODE.matcher(raw);
            if (n.matches()) {
                if (type != null) {
                    nodes.add(new IbLinkInfo.Node(type, name, header, links));
                }
                type = n.group(1).equals("CA") ? IbLinkInfo.NodeType.CA : IbLinkInfo.NodeType.SWITCH;
                name = n.group(2);
                header = line;
                links = new ArrayList<>();
                continue;
            }
            Matcher l = LINK.matcher(raw);
            if (!l.matches()) {
                throw new ParseException(src.file(), line.number(),
                        "a node header 'CA:'/'Switch:' or a port line 'N[ ] ==( 4X 25.78125 Gbps Active/ LinkUp)==> ...'", raw);
            }
            if (type == null) {
                throw new ParseException(src.file(), line.number(), "a 'CA:' or 'Switch:' header before the port lines", raw);
            }
            String remote = l.group(6).strip();
            links.add(new IbLinkInfo.Link(Integer.parseInt(l.group(1)),
                    l.group(2) == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(l.group(2))),
                    l.group(3) == null ? OptionalDouble.empty() : OptionalDouble.of(Double.parseDouble(l.group(3))),
                    l.group(4), l.group(5), remote.isEmpty() ? Optional.empty() : Optional.of(remote), line));
        }
        if (type != null) {
            nodes.add(new IbLinkInfo.Node(type, name, header, links));
        }
        return new IbLinkInfo(nodes);
    }
}
