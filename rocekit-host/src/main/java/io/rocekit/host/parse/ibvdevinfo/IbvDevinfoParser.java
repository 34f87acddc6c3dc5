package io.rocekit.host.parse.ibvdevinfo;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code ibv_devinfo [-v]} in both layouts: space-aligned (rdma-core) and TAB-aligned
 * (MLNX_OFED 4.x), with flag lists on their own lines under {@code *_flags} keys.
 */
public final class IbvDevinfoParser implements ArtifactParser<IbvDevices> {
    private static final Pattern KEY = Pattern.compile("^([A-Za-z_][\\w ]*?):\\s*(.*)$");
    private static final Pattern GID = Pattern.compile("^GID\\[\\s*(\\d{1,9})\\]:\\s*([0-9a-fA-F:.]+)(?:,\\s*(.+))?$");
    /** An indented line of words without a colon: a list item or a remark of {@code ibv_devinfo -vv}. */
    private static final Pattern LIST_ITEM = Pattern.compile("[A-Za-z][\\w .,/()+-]*");
    /**
     * An attribute MLNX_OFED 4.x prints without a colon, its name and value apart by TABs or spaces:
     * {@code log atomic arg sizes (mask)<TAB><TAB>0x8}, {@code masked_log_atomic_arg_sizes (mask)<TAB>0x3c}.
     */
    private static final Pattern NO_COLON = Pattern.compile("[A-Za-z_][\\w ()]*?(?:\t+|\\s{2,})\\S+");
    private static final Pattern WITH_CODE = Pattern.compile("^(\\S+)\\s*\\((\\d+)\\)$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.IBV_DEVINFO;
    }

    @Override
    public IbvDevices parse(TextSource src) throws ParseException {
        List<IbvDevices.Hca> hcas = new ArrayList<>();
        HcaBuilder hca = null;
        PortBuilder port = null;
        for (int i = 0; i < src.lines().size(); i++) {
            String raw = src.lines().get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            String text = raw.strip();
            Matcher gid = GID.matcher(text);
            if (gid.matches()) {
                if (hca == null) {
                    hca = new HcaBuilder(Optional.empty(), Optional.empty());
                }
                if (port == null) {
                    port = hca.port(OptionalInt.empty());
                }
                port.gids.add(new IbvDevices.Gid(Integer.parseInt(gid.group(1)), gid.group(2),
                        Optional.ofNullable(gid.group(3)).map(String::strip), line));
                continue;
            }
            Matcher kv = KEY.matcher(text);
            if (!kv.matches()) {
                if (Character.isWhitespace(raw.charAt(0))
                        && (LIST_ITEM.matcher(text).matches() || NO_COLON.matcher(text).matches())) {
                    // an item of the list above (a *_flags name, a 'raw packet caps' entry such as "C-VLAN
                    // stripping offload"), a remark of -vv ("tag matching not supported") or an attribute
                    // MLNX_OFED 4.x prints without a colon: nothing read from it
                    continue;
                }
                throw new ParseException(src.file(), line.number(), "'key: value' (ibv_devinfo)", raw);
            }
            String key = kv.group(1).strip();
            String value = kv.group(2).strip();
            if (key.equals("hca_id")) {
                if (hca != null) {
                    hcas.add(hca.build());
                }
                hca = new HcaBuilder(Optional.of(value), Optional.of(line));
                port = null;
                continue;
            }
            if (hca == null) {
                hca = new HcaBuilder(Optional.empty(), Optional.empty());
            }
            if (key.equals("port")) {
                port = hca.port(OptionalInt.of(Values.integer(src, line, value, "a port number")));
                continue;
            }
            if (port != null) {
                port.set(src, line, key, value);
            } else {
                hca.set(src, line, key, value);
            }
        }
        if (hca != null) {
            hcas.add(hca.build());
        }
        return new IbvDevices(hcas);
    }

    /** {@code PORT_ACTIVE (4)} to {@code PORT_ACTIVE}. */
    static String name(String v) {
        Matcher m = WITH_CODE.matcher(v);
        return m.matches() ? m.group(1) : v;
    }

    private static final class HcaBuilder {
        final Optional<String> id;
        final Optional<SourceLine> header;
        Optional<String> transport = Optional.empty();
        Optional<IbvDevices.Field<String>> fw = Optional.empty();
        OptionalInt vendorId = OptionalInt.empty();
        OptionalInt partId = OptionalInt.empty();
        Optional<String> board = Optional.empty();
        final List<PortBuilder> ports = new ArrayList<>();

        HcaBuilder(Optional<String> id, Optional<SourceLine> header) {
            this.id = id;
            this.header = header;
        }

        PortBuilder port(OptionalInt number) {
            PortBuilder p = new PortBuilder(number);
            ports.add(p);
            return p;
        }

        void set(TextSource src, SourceLine line, String key, String value) throws ParseException {
            switch (key) {
                case "transport" -> transport = Optional.of(value);
                case "fw_ver" -> fw = Optional.of(new IbvDevices.Field<>(value, line));
                case "vendor_id" -> {
                    if (!value.matches("0x[0-9a-fA-F]{1,7}")) {
                        throw new ParseException(src.file(), line.number(), "a hex vendor id such as 0x02c9", value);
                    }
                    vendorId = OptionalInt.of(Integer.parseInt(value.substring(2), 16));
                }
                case "vendor_part_id" -> partId = OptionalInt.of(Values.integer(src, line, value, "a decimal part id"));
                case "board_id" -> board = Optional.of(value);
                default -> {
                }
            }
        }

        IbvDevices.Hca build() {
            return new IbvDevices.Hca(id, header, transport, fw, vendorId, partId, board,
                    ports.stream().map(PortBuilder::build).toList());
        }
    }

    private static final class PortBuilder {
        final OptionalInt number;
        Optional<IbvDevices.Field<String>> state = Optional.empty();
        Optional<IbvDevices.Field<Integer>> maxMtu = Optional.empty();
        Optional<IbvDevices.Field<Integer>> activeMtu = Optional.empty();
        Optional<String> linkLayer = Optional.empty();
        Optional<IbvDevices.Field<String>> width = Optional.empty();
        Optional<IbvDevices.Field<String>> speed = Optional.empty();
        final List<IbvDevices.Gid> gids = new ArrayList<>();

        PortBuilder(OptionalInt number) {
            this.number = number;
        }

        void set(TextSource src, SourceLine line, String key, String value) throws ParseException {
            switch (key) {
                case "state" -> state = Optional.of(new IbvDevices.Field<>(name(value), line));
                case "max_mtu" -> maxMtu = Optional.of(new IbvDevices.Field<>(mtu(src, line, value), line));
                case "active_mtu" -> activeMtu = Optional.of(new IbvDevices.Field<>(mtu(src, line, value), line));
                case "link_layer" -> linkLayer = Optional.of(value);
                case "active_width" -> width = Optional.of(new IbvDevices.Field<>(value.replaceAll("\\s*\\(\\d+\\)$", ""), line));
                case "active_speed" -> speed = Optional.of(new IbvDevices.Field<>(value.replaceAll("\\s*\\(\\d+\\)$", ""), line));
                default -> {
                }
            }
        }

        private static int mtu(TextSource src, SourceLine line, String value) throws ParseException {
            Matcher m = WITH_CODE.matcher(value);
            if (!m.matches() || !m.group(1).matches("\\d{1,9}")) {
                throw new ParseException(src.file(), line.number(), "an MTU such as '4096 (5)'", value);
            }
            return Integer.parseInt(m.group(1));
        }

        IbvDevices.Port build() {
            return new IbvDevices.Port(number, state, maxMtu, activeMtu, linkLayer, width, speed, gids);
        }
    }
}
