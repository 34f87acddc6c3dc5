package io.rocekit.host.parse.nccltopo;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Parses an NCCL topology XML with StAX (DTDs and external entities off: the file is data from a
 * user). Stage one builds a light element tree with line numbers, stage two the typed model.
 * Elements NCCL may add in later versions are skipped; a known element with an unreadable
 * attribute is an error naming the line. Elements nest at most {@value #MAX_DEPTH} deep, checked while
 * the events are read: the model is built by recursion over nested {@code <pci>} elements, and
 * 10,000 of them overflowed the stack (an internal error, exit 3) before the limit.
 */
public final class NcclTopoParser implements ArtifactParser<NcclTopo> {
    /** The deepest element read; a real topology is under ten deep. */
    static final int MAX_DEPTH = 64;

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.NCCL_TOPO_XML;
    }

    private record El(String name, Map<String, String> attrs, List<El> children, int line) {
        Optional<String> attr(String n) {
            return Optional.ofNullable(attrs.get(n));
        }
    }

    @Override
    public NcclTopo parse(TextSource source) throws ParseException {
        String text = String.join("\n", source.lines());
        if (text.isBlank()) {
            return new NcclTopo("", List.of());
        }
        El root = read(source, text);
        if (!root.name().equals("system")) {
            throw new ParseException(source.file(), line(source, root.line()), "the NCCL topology root element <system>",
                    "<" + root.name() + ">");
        }
        List<NcclTopo.Cpu> cpus = new ArrayList<>();
        for (El c : root.children()) {
            if (c.name().equals("cpu")) {
                cpus.add(cpu(source, c));
            }
        }
        return new NcclTopo(root.attr("version").orElse(""), cpus);
    }

    private static El read(TextSource source, String text) throws ParseException {
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        Deque<El> stack = new ArrayDeque<>();
        El root = null;
        try {
            XMLStreamReader r = f.createXMLStreamReader(new StringReader(text));
            while (r.hasNext()) {
                int ev = r.next();
                if (ev == XMLStreamConstants.START_ELEMENT) {
                    if (stack.size() >= MAX_DEPTH) {
                        throw new ParseException(source.file(), line(source, r.getLocation().getLineNumber()),
                                "an NCCL topology nested at most " + MAX_DEPTH + " elements deep (NCCL writes"
                                        + " system, cpu, a few levels of pci, then gpu or nic and net)",
                                "<" + r.getLocalName() + "> at depth " + (stack.size() + 1));
                    }
                    Map<String, String> attrs = new LinkedHashMap<>();
                    for (int a = 0; a < r.getAttributeCount(); a++) {
                        attrs.put(r.getAttributeLocalName(a), r.getAttributeValue(a));
                    }
                    El e = new El(r.getLocalName(), attrs, new ArrayList<>(), r.getLocation().getLineNumber());
                    if (stack.isEmpty()) {
                        root = e;
                    } else {
                        stack.peek().children().add(e);
                    }
                    stack.push(e);
                } else if (ev == XMLStreamConstants.END_ELEMENT) {
                    stack.pop();
                }
            }
        } catch (XMLStreamException e) {
            int l = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
            String msg = e.getMessage() == null ? "" : e.getMessage().replaceAll("(?s).*Message: ", "");
            throw new ParseException(source.file(), l > 0 ? line(source, l) : 0, "well-formed XML", msg);
        }
        if (root == null) {
            throw new ParseException(source.file(), 0, "an XML element <system>", "no element");
        }
        return root;
    }

    private static int line(TextSource source, int xmlLine) {
        return source.firstLine() + xmlLine - 1;
    }

    private static NcclTopo.Cpu cpu(TextSource s, El c) throws ParseException {
        List<NcclTopo.Pci> pci = new ArrayList<>();
        List<NcclTopo.Nic> nics = new ArrayList<>();
        for (El k : c.children()) {
            if (k.name().equals("pci")) {
                pci.add(pci(s, k));
            } else if (k.name().equals("nic")) {
                nics.add(nic(s, k));
            }
        }
        return new NcclTopo.Cpu(intAttr(s, c, "numaid"), c.attr("affinity"), c.attrs(), pci, nics, line(s, c.line()));
    }

    private static NcclTopo.Pci pci(TextSource s, El p) throws ParseException {
        String busId = p.attr("busid").orElseThrow(() -> new ParseException(s.file(), line(s, p.line()),
                "a busid attribute on <pci>", "none"));
        PciAddress addr = PciAddress.parse(busId).orElseThrow(() -> new ParseException(s.file(), line(s, p.line()),
                "a PCI bus id dddd:bb:dd.f in busid", busId));
        OptionalInt cls = OptionalInt.empty();
        if (p.attr("class").isPresent()) {
            String c = p.attr("class").get();
            try {
                cls = OptionalInt.of(Integer.decode(c));
            } catch (NumberFormatException e) {
                throw new ParseException(s.file(), line(s, p.line()), "a class code like 0x060400", c);
            }
        }
        List<NcclTopo.Pci> children = new ArrayList<>();
        Optional<NcclTopo.Gpu> gpu = Optional.empty();
        Optional<NcclTopo.Nic> nic = Optional.empty();
        for (El k : p.children()) {
            switch (k.name()) {
                case "pci" -> children.add(pci(s, k));
                case "gpu" -> gpu = Optional.of(gpu(s, k));
                case "nic" -> nic = Optional.of(nic(s, k));
                default -> {
                    // a newer NCCL's element: not needed for the topology
                }
            }
        }
        return new NcclTopo.Pci(addr, cls, p.attrs(), children, gpu, nic, line(s, p.line()));
    }

    private static NcclTopo.Gpu gpu(TextSource s, El g) throws ParseException {
        List<NcclTopo.NvLink> links = new ArrayList<>();
        for (El k : g.children()) {
            if (k.name().equals("nvlink")) {
                String target = k.attr("target").orElseThrow(() -> new ParseException(s.file(), line(s, k.line()),
                        "a target attribute on <nvlink>", "none"));
                OptionalInt count = intAttr(s, k, "count");
                links.add(new NcclTopo.NvLink(target, count.orElse(1), k.attr("tclass"), line(s, k.line())));
            }
        }
        return new NcclTopo.Gpu(intAttr(s, g, "dev"), links, line(s, g.line()));
    }

    private static NcclTopo.Nic nic(TextSource s, El n) throws ParseException {
        List<NcclTopo.Net> nets = new ArrayList<>();
        for (El k : n.children()) {
            if (k.name().equals("net")) {
                String name = k.attr("name").orElseThrow(() -> new ParseException(s.file(), line(s, k.line()),
                        "a name attribute on <net>", "none"));
                nets.add(new NcclTopo.Net(name, intAttr(s, k, "dev"), k.attrs(), line(s, k.line())));
            }
        }
        return new NcclTopo.Nic(nets, line(s, n.line()));
    }

    private static OptionalInt intAttr(TextSource s, El e, String name) throws ParseException {
        Optional<String> v = e.attr(name);
        if (v.isEmpty() || v.get().isBlank()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.decode(v.get().strip()));
        } catch (NumberFormatException ex) {
            throw new ParseException(s.file(), line(s, e.line()), "a number in " + name + "= of <" + e.name() + ">", v.get());
        }
    }
}
