package io.rocekit.host.parse.lspci;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.model.PcieLink;
import io.rocekit.host.model.PcieSpeed;
import io.rocekit.host.parse.text.Lines;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code lspci -vv} / {@code -vvv}, with or without {@code -nn} and {@code -D}, and
 * header-less grep fragments of it ({@code lspci -vvv | grep ACSCtl}).
 *
 * <p>Lines are read by their key, not their indentation (pastes turn TABs into spaces). Only the
 * registers rules use are typed; other lines are skipped. A key line that is there but cannot be
 * read (cut short, garbled) is an error naming the line, as is a capability cut off before its
 * registers at the end of the input. A line holding only an author's elision ({@code ....}, as
 * issues paste a block with its uninteresting lines cut) is passed over, and so is, outside device
 * blocks, a line of a script's own around its grep fragments (a bare address, a {@code ====} bar,
 * the command) in a text that holds lspci lines; a text with none is refused at its first line.
 */
public final class LspciVerboseParser implements ArtifactParser<LspciDump> {
    private static final Pattern DETAIL_KEY = Pattern.compile("[A-Za-z][A-Za-z0-9 /#-]*");
    private static final Pattern FLAG_SEPARATOR = Pattern.compile("[\\s,]+");
    static final Pattern HEADER = Pattern.compile(
            "^((?:[0-9a-fA-F]{4,8}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]) ([^:]+?)(?: \\[([0-9a-fA-F]{4})\\])?: (.*)$");
    private static final Pattern IDS = Pattern.compile("\\[([0-9a-fA-F]{4}):([0-9a-fA-F]{4})\\]");
    private static final Pattern TRAILER = Pattern.compile("\\s*(\\(rev [0-9a-fA-F]+\\)|\\(prog-if [^)]*\\)?\\)?)\\s*$");
    private static final Pattern LINK = Pattern.compile(
            "Speed (unknown|[0-9.]+GT/s)( \\((?:ok|downgraded)\\))?, Width x(\\d{1,9})( \\((?:ok|downgraded)\\))?");
    private static final Pattern PAYLOAD = Pattern.compile("MaxPayload (\\d{1,9}) bytes, MaxReadReq (\\d{1,9}) bytes");
    private static final Pattern DEVCAP_PAYLOAD = Pattern.compile("^MaxPayload (\\d{1,9}) bytes");
    private static final Pattern FLAG = Pattern.compile("([A-Za-z0-9]+)([+-])");
    private static final Pattern BUS = Pattern.compile(
            "primary=([0-9a-fA-F]{2}), secondary=([0-9a-fA-F]{2}), subordinate=([0-9a-fA-F]{2})");
    private static final Pattern EXPRESS = Pattern.compile("^\\[[0-9a-f]+(?: v\\d+)?\\] Express (?:\\(v\\d\\) )?(.*)$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.LSPCI_VV;
    }

    @Override
    public LspciDump parse(TextSource source) throws ParseException {
        List<PciDevice> devices = new ArrayList<>();
        List<LspciFragment> fragments = new ArrayList<>();
        Block block = null;
        List<String> lines = source.lines();
        boolean hasLspciLines = lines.stream().anyMatch(l -> isKeyLine(l.strip()) || HEADER.matcher(l).matches());
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            if (raw.isBlank()) {
                continue;
            }
            if (Lines.isElision(raw)) {
                if (block != null) {
                    block.elided();
                }
                continue;
            }
            SourceLine line = SourceLine.of(source, i);
            Matcher h = HEADER.matcher(raw);
            if (h.matches() && !Character.isWhitespace(raw.charAt(0))) {
                if (block != null) {
                    devices.add(block.build(source, false));
                }
                block = header(source, line, h);
                continue;
            }
            boolean indented = Character.isWhitespace(raw.charAt(0));
            String text = raw.strip();
            if (block != null) {
                if (!indented && !isKeyLine(text)) {
                    throw new ParseException(source.file(), line.number(),
                            "a device header 'bb:dd.f class: name' or an indented detail line", raw);
                }
                block.detail(source, line, text);
            } else if (indented || isKeyLine(text)) {
                fragment(source, line, text).ifPresent(fragments::add);
            } else if (hasLspciLines) {
                // a script's decoration around grep fragments: a bare address, a label, a bar, its command
                fragments.add(new LspciFragment.Other(line));
            } else {
                throw new ParseException(source.file(), line.number(),
                        "a device header 'bb:dd.f class: name' (lspci -vv) or an indented detail line", raw);
            }
        }
        if (block != null) {
            devices.add(block.build(source, true));
        }
        return new LspciDump(devices, fragments);
    }

    private static boolean isKeyLine(String text) {
        return text.startsWith("ACSCtl:") || text.startsWith("ACSCap:") || text.startsWith("LnkSta:")
                || text.startsWith("LnkCap:");
    }

    private static Block header(TextSource source, SourceLine line, Matcher h) throws ParseException {
        Optional<PciAddress> address = PciAddress.parse(h.group(1));
        if (address.isEmpty()) {
            throw new ParseException(source.file(), line.number(), "a PCI address bb:dd.f", h.group(1));
        }
        String rest = h.group(4);
        OptionalInt vendor = OptionalInt.empty();
        OptionalInt device = OptionalInt.empty();
        Matcher ids = IDS.matcher(rest);
        int idStart = -1;
        while (ids.find()) {
            vendor = OptionalInt.of(Integer.parseInt(ids.group(1), 16));
            device = OptionalInt.of(Integer.parseInt(ids.group(2), 16));
            idStart = ids.start();
        }
        String description = idStart >= 0 ? rest.substring(0, idStart) : rest;
        Matcher t = TRAILER.matcher(description);
        while (t.find()) {
            description = description.substring(0, t.start());
            t = TRAILER.matcher(description);
        }
        OptionalInt classCode = h.group(3) == null ? OptionalInt.empty()
                : OptionalInt.of(Integer.parseInt(h.group(3), 16));
        return new Block(address.get(), h.group(2).strip(), classCode, description.strip(), vendor, device, line);
    }

    private static Optional<LspciFragment> fragment(TextSource source, SourceLine line, String text)
            throws ParseException {
        if (text.startsWith("ACSCtl:")) {
            return Optional.of(new LspciFragment.Acs(LspciFragment.AcsRegister.CONTROL, acs(source, line, text)));
        }
        if (text.startsWith("ACSCap:")) {
            return Optional.of(new LspciFragment.Acs(LspciFragment.AcsRegister.CAPABILITY, acs(source, line, text)));
        }
        if (text.startsWith("LnkSta:")) {
            return Optional.of(new LspciFragment.Link(LspciFragment.LinkRegister.STATUS, link(source, line, text)));
        }
        if (text.startsWith("LnkCap:")) {
            return Optional.of(new LspciFragment.Link(LspciFragment.LinkRegister.CAPABILITY, link(source, line, text)));
        }
        Matcher p = PAYLOAD.matcher(text);
        if (p.find()) {
            return Optional.of(new LspciFragment.Control(control(line, p)));
        }
        return Optional.of(new LspciFragment.Other(line));
    }

    static AcsFlags acs(TextSource source, SourceLine line, String text) throws ParseException {
        String flags = text.substring(text.indexOf(':') + 1).strip();
        Set<AcsBit> listed = EnumSet.noneOf(AcsBit.class);
        Set<AcsBit> enabled = EnumSet.noneOf(AcsBit.class);
        if (flags.isEmpty()) {
            throw new ParseException(source.file(), line.number(),
                    "ACS flags such as 'SrcValid- ReqRedir+' after the colon", line.text());
        }
        for (String token : FLAG_SEPARATOR.split(flags)) {
            Matcher f = FLAG.matcher(token);
            if (!f.matches()) {
                throw new ParseException(source.file(), line.number(),
                        "an ACS flag 'Name+' or 'Name-' (e.g. ReqRedir+)", token);
            }
            Optional<AcsBit> bit = AcsBit.byLspciName(f.group(1));
            if (bit.isPresent()) {
                listed.add(bit.get());
                if (f.group(2).equals("+")) {
                    enabled.add(bit.get());
                }
            }
        }
        if (listed.isEmpty()) {
            throw new ParseException(source.file(), line.number(),
                    "at least one known ACS flag (SrcValid TransBlk ReqRedir CmpltRedir UpstreamFwd EgressCtrl DirectTrans)",
                    flags);
        }
        return new AcsFlags(enabled, listed, line);
    }

    static PcieLinkLine link(TextSource source, SourceLine line, String text) throws ParseException {
        Matcher m = LINK.matcher(text);
        if (!m.find()) {
            throw new ParseException(source.file(), line.number(),
                    "'Speed <rate>GT/s, Width x<lanes>' in " + text.substring(0, text.indexOf(':') + 1), line.text());
        }
        Optional<PcieSpeed> speed = Optional.empty();
        if (!m.group(1).equals("unknown")) {
            speed = PcieSpeed.parse(m.group(1));
            if (speed.isEmpty()) {
                throw new ParseException(source.file(), line.number(),
                        "a PCIe rate (2.5GT/s, 5GT/s, 8GT/s, 16GT/s, 32GT/s, 64GT/s)", m.group(1));
            }
        }
        int width = Integer.parseInt(m.group(3));
        if (width > 32) {
            throw new ParseException(source.file(), line.number(), "a link width x0..x32", "x" + width);
        }
        boolean downgraded = m.group(2) != null && m.group(2).contains("downgraded")
                || m.group(4) != null && m.group(4).contains("downgraded");
        return new PcieLinkLine(new PcieLink(speed, width), downgraded, line);
    }

    private static DeviceControl control(SourceLine line, Matcher p) {
        return new DeviceControl(Integer.parseInt(p.group(1)), Integer.parseInt(p.group(2)), line);
    }

    /** The lines of one device block, read into a {@link PciDevice}. */
    private static final class Block {
        private final PciAddress address;
        private final String className;
        private final OptionalInt classCode;
        private final String description;
        private final OptionalInt vendor;
        private final OptionalInt device;
        private final SourceLine header;
        private Optional<PciePortType> portType = Optional.empty();
        private Optional<PcieLinkLine> lnkCap = Optional.empty();
        private Optional<PcieLinkLine> lnkSta = Optional.empty();
        private Optional<DeviceControl> devCtl = Optional.empty();
        private OptionalInt devCapPayload = OptionalInt.empty();
        private Optional<AcsFlags> acsCap = Optional.empty();
        private Optional<AcsFlags> acsCtl = Optional.empty();
        private OptionalInt numa = OptionalInt.empty();
        private Optional<BridgeBuses> buses = Optional.empty();
        private Optional<String> driver = Optional.empty();
        private boolean hidden;
        /** The last capability header seen, to check it was not cut off at the end of input. */
        private SourceLine lastCapability;
        private String lastKey = "";

        Block(PciAddress address, String className, OptionalInt classCode, String description,
                OptionalInt vendor, OptionalInt device, SourceLine header) {
            this.address = address;
            this.className = className;
            this.classCode = classCode;
            this.description = description;
            this.vendor = vendor;
            this.device = device;
            this.header = header;
        }

        /** The author cut lines out here: a capability before it may have lost its registers on purpose. */
        void elided() {
            lastCapability = null;
        }

        void detail(TextSource source, SourceLine line, String text) throws ParseException {
            int colon = text.indexOf(':');
            String key = colon > 0 && DETAIL_KEY.matcher(text.substring(0, colon)).matches() ? text.substring(0, colon) : "";
            String value = colon > 0 ? text.substring(colon + 1).strip() : text;
            switch (key) {
                case "Capabilities" -> {
                    lastCapability = line;
                    if (value.startsWith("<access denied>")) {
                        hidden = true;
                    }
                    Matcher e = EXPRESS.matcher(value);
                    if (e.matches()) {
                        portType = PciePortType.parse(e.group(1));
                    }
                }
                case "LnkCap" -> lnkCap = Optional.of(link(source, line, text));
                case "LnkSta" -> lnkSta = Optional.of(link(source, line, text));
                case "ACSCap" -> acsCap = Optional.of(acs(source, line, text));
                case "ACSCtl" -> acsCtl = Optional.of(acs(source, line, text));
                case "DevCap" -> {
                    Matcher m = DEVCAP_PAYLOAD.matcher(value);
                    if (m.find()) {
                        devCapPayload = OptionalInt.of(Integer.parseInt(m.group(1)));
                    }
                }
                case "NUMA node" -> {
                    if (!value.matches("-?\\d{1,9}")) {
                        throw new ParseException(source.file(), line.number(), "a NUMA node number", value);
                    }
                    int n = Integer.parseInt(value);
                    numa = n < 0 ? OptionalInt.empty() : OptionalInt.of(n);
                }
                case "Bus" -> {
                    Matcher m = BUS.matcher(value);
                    if (!m.find()) {
                        throw new ParseException(source.file(), line.number(),
                                "'primary=bb, secondary=bb, subordinate=bb'", value);
                    }
                    buses = Optional.of(new BridgeBuses(Integer.parseInt(m.group(1), 16),
                            Integer.parseInt(m.group(2), 16), Integer.parseInt(m.group(3), 16)));
                }
                case "Kernel driver in use" -> driver = Optional.of(value);
                default -> {
                    Matcher p = PAYLOAD.matcher(text);
                    if (p.find() && (lastKey.equals("DevCtl") || devCtl.isEmpty())) {
                        devCtl = Optional.of(control(line, p));
                    } else if (text.startsWith("MaxPayload") && lastKey.equals("DevCtl") && !text.contains("PhantFunc")) {
                        throw new ParseException(source.file(), line.number(),
                                "'MaxPayload N bytes, MaxReadReq M bytes' under DevCtl", line.text());
                    }
                }
            }
            if (!key.isEmpty()) {
                lastKey = key;
            }
        }

        PciDevice build(TextSource source, boolean endOfInput) throws ParseException {
            if (endOfInput && lastCapability != null) {
                String cap = lastCapability.text();
                if (cap.contains("Access Control Services") && acsCtl.isEmpty()) {
                    throw new ParseException(source.file(), lastCapability.number(),
                            "ACSCap: and ACSCtl: lines under this capability (the output was cut short?)", cap.strip());
                }
                if (cap.contains("] Express") && devCtl.isEmpty() && !hidden) {
                    throw new ParseException(source.file(), lastCapability.number(),
                            "DevCap:, DevCtl: and link lines under this capability (the output was cut short?)",
                            cap.strip());
                }
            }
            return new PciDevice(address, className, classCode, description, vendor, device, header, portType,
                    lnkCap, lnkSta, devCtl, devCapPayload, acsCap, acsCtl, numa, buses, driver, hidden);
        }
    }
}
