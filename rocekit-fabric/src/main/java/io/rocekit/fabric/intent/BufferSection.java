package io.rocekit.fabric.intent;

import static io.rocekit.fabric.intent.IntentValues.fail;
import static io.rocekit.fabric.intent.IntentValues.list;
import static io.rocekit.fabric.intent.IntentValues.map;
import static io.rocekit.fabric.intent.IntentValues.opt;
import static io.rocekit.fabric.intent.IntentValues.require;
import static io.rocekit.fabric.intent.IntentValues.size;

import io.rocekit.core.yaml.YamlNode;
import io.rocekit.fabric.calc.Headroom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code buffers} section: the headroom of the lossless priority groups, given or computed
 * with SONiC's Mellanox formula, for every port and, in {@code portGroups}, for ports with their
 * own speed and cable ({@code {name: uplinks, ports: [Ethernet248-252], cableLength: 100m}}).
 */
final class BufferSection {
    private static final Set<Long> STANDARD_SPEEDS = Set.of(800_000L, 400_000L, 200_000L, 100_000L, 50_000L, 40_000L,
            25_000L, 10_000L, 1_000L);
    private static final String[] KEYS = {"speed", "cableLength", "xoffBytes", "xonBytes", "sizeBytes", "asic"};

    private BufferSection() {
    }

    /** The default headroom and the port groups, every group inheriting what it does not set. */
    record Read(BufferIntent buffers, List<PortGroupIntent> groups) {
    }

    static Read read(YamlNode node, int mtu) {
        String[] keys = java.util.stream.Stream.concat(java.util.Arrays.stream(KEYS), java.util.stream.Stream.of("portGroups"))
                .toArray(String[]::new);
        Map<String, YamlNode> m = map(node, keys);
        BufferIntent base = buffers(node, m, Map.of(), mtu);
        List<PortGroupIntent> groups = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>();
        for (YamlNode g : opt(m, "portGroups").map(IntentValues::list).orElse(List.of())) {
            String[] groupKeys = java.util.stream.Stream.concat(java.util.Arrays.stream(KEYS), java.util.stream.Stream.of("name", "ports"))
                    .toArray(String[]::new);
            Map<String, YamlNode> gm = map(g, groupKeys);
            String name = IntentValues.text(require(gm, "name", g));
            if (!names.add(name)) {
                throw fail(g, "name", "port group '" + name + "' is defined twice");
            }
            List<String> ports = new ArrayList<>();
            list(require(gm, "ports", g)).forEach(p -> ports.add(IntentValues.text(p)));
            if (ports.isEmpty()) {
                throw fail(g, "ports", "expected at least one port (Ethernet0, swp1-8, Ethernet1/1-32)");
            }
            // a group inherits the link and the ASIC, never given byte counts: those belong to one cable
            Map<String, YamlNode> inherited = new java.util.LinkedHashMap<>(m);
            inherited.keySet().removeAll(Set.of("xoffBytes", "xonBytes", "sizeBytes"));
            groups.add(new PortGroupIntent(name, ports, buffers(g, gm, inherited, mtu)));
        }
        return new Read(base, groups);
    }

    /** One headroom: values of {@code own}, else of {@code inherited} (a group inherits the section's). */
    private static BufferIntent buffers(YamlNode at, Map<String, YamlNode> own, Map<String, YamlNode> inherited, int mtu) {
        YamlNode speedNode = pick(own, inherited, "speed");
        String speedText = speedNode == null ? "100G" : IntentValues.text(speedNode);
        long speed = LinkValues.speedMbps(speedText).orElseThrow(() -> fail(speedNode == null ? at : speedNode,
                "expected " + LinkValues.speedExpected() + ", found '" + speedText + "'"));
        YamlNode cableNode = pick(own, inherited, "cableLength");
        String cable = cableNode == null ? "5m" : IntentValues.text(cableNode);
        double meters = LinkValues.meters(cable).orElseThrow(() -> fail(cableNode == null ? at : cableNode,
                "expected " + LinkValues.metersExpected() + ", found '" + cable + "'"));
        YamlNode xoffNode = pick(own, inherited, "xoffBytes");
        if (xoffNode != null) {
            long xoff = size(xoffNode);
            YamlNode xonNode = pick(own, inherited, "xonBytes");
            long xon = xonNode == null ? 0 : size(xonNode);
            YamlNode sizeNode = pick(own, inherited, "sizeBytes");
            long sz = sizeNode == null ? xoff + xon : size(sizeNode);
            return new BufferIntent(speed, cable, xoff, xon, sz, List.of("given in the intent"));
        }
        YamlNode asicNode = pick(own, inherited, "asic");
        String asicName = asicNode == null ? "spectrum-2" : IntentValues.text(asicNode);
        Headroom.Asic asic = Headroom.ASICS.get(asicName);
        if (asic == null) {
            throw fail(asicNode == null ? at : asicNode, "expected one of " + new TreeSet<>(Headroom.ASICS.keySet()) + ", found '" + asicName + "'");
        }
        if (!STANDARD_SPEEDS.contains(speed)) {
            throw fail(speedNode == null ? at : speedNode, "expected a standard Ethernet speed (10G..800G) to compute headroom, found '"
                    + speedText + "'; give xoffBytes/xonBytes instead");
        }
        return computed(speedText, speed, cable, meters, mtu, asicName, asic);
    }

    private static BufferIntent computed(String speedText, long speed, String cable, double meters, int mtu, String asicName,
            Headroom.Asic asic) {
        // SONiC's defaults (LOSSLESS_TRAFFIC_PATTERN), and 8 lanes at 400G and above (buffer_headroom_mellanox.lua)
        Headroom.Result r = Headroom.compute(new Headroom.Inputs(speed, meters, mtu, Headroom.SONIC_LOSSLESS_MTU,
                Headroom.SONIC_SMALL_PACKET_PERCENT, 0, speed >= 400_000, false, asic));
        if (r.xoffBytes() < 0 || r.xonBytes() < 0 || r.sizeBytes() < 0 || r.sizeBytes() > IntentValues.MAX_BYTES) {
            // the inputs are bounded so this cannot happen; a negative size must never be rendered
            throw new IllegalStateException("headroom out of range for " + speedText + " " + cable + ": " + r);
        }
        List<String> steps = new ArrayList<>();
        steps.add("computed with SONiC's Mellanox formula for " + speedText + ", " + cable + ", MTU " + mtu + ", " + asicName);
        steps.addAll(r.steps());
        return new BufferIntent(speed, cable, r.xoffBytes(), r.xonBytes(), r.sizeBytes(), steps);
    }

    private static YamlNode pick(Map<String, YamlNode> own, Map<String, YamlNode> inherited, String key) {
        return opt(own, key).or(() -> opt(inherited, key)).orElse(null);
    }
}
