package io.rocekit.sim.scenario;

import io.rocekit.core.yaml.YamlNode;
import io.rocekit.sim.SimInputException;
import io.rocekit.sim.config.Knobs;
import io.rocekit.sim.config.Profile;
import io.rocekit.sim.topology.HpccTopologyReader;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.TopologyGenerators;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.traffic.FlowSet;
import io.rocekit.sim.traffic.FlowSizeCdf;
import io.rocekit.sim.traffic.HpccFlowReader;
import io.rocekit.sim.traffic.TrafficGenerators;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/** Reads a scenario file (schema: docs/sim.md). Relative file names are resolved next to it. */
public final class ScenarioLoader {
    private static final Set<String> TOP = Set.of("name", "description", "profile", "seed", "until", "topology",
            "traffic", "knobs", "trace-flows");
    private static final Set<String> TOPOLOGY = Set.of("star", "leaf-spine", "fat-tree", "hpcc-file");
    private static final Set<String> TRAFFIC = Set.of("flows", "hpcc-file", "incast", "permutation", "all-to-all",
            "ring-allreduce", "poisson");

    /** A scenario is a page of YAML; SnakeYAML Engine's own limit is 3 MB of code points. */
    static final long MAX_SCENARIO_BYTES = 3L << 20;

    private ScenarioLoader() {
    }

    public static Scenario load(Path file) {
        String text;
        try {
            text = io.rocekit.core.io.TextFiles.readUtf8(file, MAX_SCENARIO_BYTES);
        } catch (NoSuchFileException e) {
            throw new SimInputException(file + ": no such file");
        } catch (io.rocekit.core.io.InputFileException e) {
            throw new SimInputException(e.getMessage());
        } catch (IOException e) {
            throw new SimInputException(file + ": cannot read (" + e.getMessage() + ")");
        }
        Path base = file.toAbsolutePath().getParent();
        return parse(file.toString(), text, base);
    }

    public static Scenario parse(String fileName, String text, Path baseDir) {
        Object doc;
        try {
            doc = io.rocekit.core.yaml.YamlLoader.load(fileName, text); // depth, alias and size limits
        } catch (io.rocekit.core.yaml.YamlInputException e) {
            throw new SimInputException(e.getMessage());
        }
        YamlNode root = YamlNode.root(fileName, doc, SimInputException::new);
        Map<String, YamlNode> top = root.map(TOP);
        String name = YamlNode.opt(top, "name").map(YamlNode::text).orElse(baseName(fileName));
        String profile = YamlNode.opt(top, "profile").map(YamlNode::text).orElse(Profile.HPCC_DCQCN.id());
        if (Profile.byId(profile).isEmpty()) {
            throw top.get("profile").error("unknown profile '" + profile + "'; expected one of "
                    + String.join(", ", Profile.ids()));
        }
        Optional<Long> seed = YamlNode.opt(top, "seed").map(y -> y.integer(0, Long.MAX_VALUE));
        long until = YamlNode.opt(top, "until").map(SimYaml::durationPs).orElse(0L);
        Topology topology = topology(YamlNode.req(top, "topology", root), baseDir);
        List<Scenario.KnobOverride> knobs = new ArrayList<>();
        YamlNode.opt(top, "knobs").ifPresent(k -> flattenKnobs(k, "", knobs));
        long trafficSeed = seed.orElse(1L);
        for (Scenario.KnobOverride k : knobs) {
            if (k.key().equals("sim.seed") && seed.isEmpty()) {
                try {
                    trafficSeed = Long.parseLong(k.value().trim());
                } catch (NumberFormatException e) {
                    // reported when the knob is applied
                }
            }
        }
        List<Flow> flows = traffic(YamlNode.req(top, "traffic", root), topology, baseDir, trafficSeed);
        int[] trace = YamlNode.opt(top, "trace-flows").map(y -> y.list().stream()
                .mapToInt(e -> (int) e.integer(0, flows.size() - 1L)).toArray()).orElse(new int[0]);
        return new Scenario(name, profile, topology, flows, knobs, trace, until, seed);
    }

    private static String baseName(String fileName) {
        Path last = Path.of(fileName).getFileName(); // null for "/"
        String n = last == null ? "" : last.toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    // ------------------------------------------------------------------ knobs

    private static void flattenKnobs(YamlNode y, String prefix, List<Scenario.KnobOverride> out) {
        for (Map.Entry<String, YamlNode> e : y.map().entrySet()) {
            String key = prefix.isEmpty() ? e.getKey() : prefix + "." + e.getKey();
            YamlNode v = e.getValue();
            if (v.isMap()) {
                flattenKnobs(v, key, out);
                continue;
            }
            if (Knobs.find(key).isEmpty()) {
                throw v.error("unknown knob '" + key + "' (rocekit sim --list-knobs shows them all)");
            }
            out.add(new Scenario.KnobOverride(key, v.text(), v.path()));
        }
    }

    // ------------------------------------------------------------------ topology

    private static Topology topology(YamlNode y, Path baseDir) {
        Map<String, YamlNode> m = y.map(TOPOLOGY);
        if (m.size() != 1) {
            throw y.error("expected exactly one of star, leaf-spine, fat-tree, hpcc-file");
        }
        Map.Entry<String, YamlNode> e = m.entrySet().iterator().next();
        YamlNode v = e.getValue();
        try {
            return switch (e.getKey()) {
                case "star" -> {
                    Map<String, YamlNode> p = v.map(Set.of("hosts", "rate", "delay"));
                    yield TopologyGenerators.star((int) YamlNode.req(p, "hosts", v).integer(2, 100_000),
                            rate(p, "rate", v), delay(p, v));
                }
                case "leaf-spine" -> {
                    Map<String, YamlNode> p = v.map(Set.of("leaves", "spines", "hosts-per-leaf", "host-rate",
                            "oversubscription", "delay"));
                    yield TopologyGenerators.leafSpine((int) YamlNode.req(p, "leaves", v).integer(1, 10_000),
                            (int) YamlNode.req(p, "spines", v).integer(1, 10_000),
                            (int) YamlNode.req(p, "hosts-per-leaf", v).integer(1, 10_000), rate(p, "host-rate", v),
                            YamlNode.opt(p, "oversubscription").map(o -> o.number(0.01, 1000)).orElse(1.0), delay(p, v));
                }
                case "fat-tree" -> fatTree(v);
                case "hpcc-file" -> {
                    Path f = resolve(baseDir, v.text());
                    yield HpccTopologyReader.read(f.toString(), read(f, v));
                }
                default -> throw v.error("unknown topology");
            };
        } catch (IllegalArgumentException ex) {
            throw v.error(ex.getMessage());
        }
    }

    private static Topology fatTree(YamlNode v) {
        Map<String, YamlNode> p = v.map(Set.of("k", "pods", "tors-per-pod", "aggs-per-pod", "hosts-per-tor",
                "cores-per-agg", "host-rate", "fabric-rate", "delay"));
        long host = rate(p, "host-rate", v);
        long fabric = YamlNode.opt(p, "fabric-rate").map(SimYaml::rate).orElse(host);
        if (p.containsKey("k")) {
            for (String k : List.of("pods", "tors-per-pod", "aggs-per-pod", "hosts-per-tor", "cores-per-agg")) {
                if (p.containsKey(k)) {
                    throw p.get(k).error("give either k or the explicit form, not both");
                }
            }
            return TopologyGenerators.fatTree((int) p.get("k").integer(2, 256), host, fabric, delay(p, v));
        }
        return TopologyGenerators.threeTier((int) YamlNode.req(p, "pods", v).integer(1, 1000),
                (int) YamlNode.req(p, "tors-per-pod", v).integer(1, 1000),
                (int) YamlNode.req(p, "aggs-per-pod", v).integer(1, 1000),
                (int) YamlNode.req(p, "hosts-per-tor", v).integer(1, 1000),
                (int) YamlNode.req(p, "cores-per-agg", v).integer(1, 1000), host, fabric, delay(p, v));
    }

    private static long rate(Map<String, YamlNode> p, String key, YamlNode parent) {
        return SimYaml.rate(YamlNode.req(p, key, parent));
    }

    private static long delay(Map<String, YamlNode> p, YamlNode parent) {
        return YamlNode.opt(p, "delay").map(SimYaml::durationPs).orElse(1_000_000L);
    }

    // ------------------------------------------------------------------ traffic

    private static List<Flow> traffic(YamlNode y, Topology t, Path baseDir, long seed) {
        List<FlowSet.Spec> specs = new ArrayList<>();
        List<YamlNode> items = y.list();
        if (items.isEmpty()) {
            throw y.error("expected at least one traffic pattern");
        }
        SplittableRandom rnd = new SplittableRandom(seed ^ 0x5DEECE66DL);
        int[] allHosts = t.hostIds();
        for (YamlNode item : items) {
            Map<String, YamlNode> m = item.map(TRAFFIC);
            if (m.size() != 1) {
                throw item.error("expected exactly one of " + String.join(", ", new java.util.TreeSet<>(TRAFFIC)));
            }
            Map.Entry<String, YamlNode> e = m.entrySet().iterator().next();
            YamlNode v = e.getValue();
            int base = specs.size();
            List<FlowSet.Spec> got;
            try {
                got = switch (e.getKey()) {
                    case "flows" -> explicit(v, t);
                    case "hpcc-file" -> {
                        Path f = resolve(baseDir, v.text());
                        List<Flow> fl = HpccFlowReader.read(f.toString(), read(f, v), t);
                        List<FlowSet.Spec> s = new ArrayList<>();
                        for (Flow x : fl) {
                            s.add(new FlowSet.Spec(x.src(), x.dst(), x.priority(), x.sizeBytes(), x.startPs(),
                                    x.dstPort(), -1));
                        }
                        yield s;
                    }
                    case "incast" -> {
                        Map<String, YamlNode> p = v.map(Set.of("senders", "receiver", "size", "start"));
                        int recv = host(YamlNode.req(p, "receiver", v), t);
                        int[] senders = p.containsKey("senders") ? hosts(p.get("senders"), t)
                                : java.util.Arrays.stream(allHosts).filter(h -> h != recv).toArray();
                        yield TrafficGenerators.incast(senders, recv, SimYaml.bytes(YamlNode.req(p, "size", v)), start(p));
                    }
                    case "permutation" -> {
                        Map<String, YamlNode> p = v.map(Set.of("hosts", "size", "start"));
                        yield TrafficGenerators.permutation(hostsOrAll(p, t), SimYaml.bytes(YamlNode.req(p, "size", v)),
                                start(p), rnd);
                    }
                    case "all-to-all" -> {
                        Map<String, YamlNode> p = v.map(Set.of("hosts", "size", "start"));
                        long n = hostsOrAll(p, t).length;
                        if (n * (n - 1) > io.rocekit.sim.SimLimits.MAX_FLOWS) {
                            throw v.error("all-to-all among " + n + " hosts makes " + n * (n - 1) + " flows; the"
                                    + " simulator holds at most " + io.rocekit.sim.SimLimits.MAX_FLOWS);
                        }
                        yield TrafficGenerators.allToAll(hostsOrAll(p, t), SimYaml.bytes(YamlNode.req(p, "size", v)), start(p));
                    }
                    case "ring-allreduce" -> {
                        Map<String, YamlNode> p = v.map(Set.of("hosts", "size", "start"));
                        yield TrafficGenerators.ringAllReduce(hostsOrAll(p, t), SimYaml.bytes(YamlNode.req(p, "size", v)),
                                start(p));
                    }
                    case "poisson" -> {
                        Map<String, YamlNode> p = v.map(Set.of("hosts", "load", "cdf", "start", "duration"));
                        YamlNode cdfY = YamlNode.req(p, "cdf", v);
                        String c = cdfY.text();
                        FlowSizeCdf cdf = c.equals("websearch") || c.equals("web-search") || c.equals("fb-hadoop")
                                ? TrafficGenerators.builtinCdf(c)
                                : FlowSizeCdf.parse(resolve(baseDir, c).toString(), read(resolve(baseDir, c), cdfY));
                        int[] hs = hostsOrAll(p, t);
                        long hostRate = hostRate(t, hs[0]);
                        yield TrafficGenerators.poisson(hs, hostRate, YamlNode.req(p, "load", v).number(0.0001, 1), cdf,
                                start(p), SimYaml.durationPs(YamlNode.req(p, "duration", v)), rnd);
                    }
                    default -> throw v.error("unknown traffic pattern");
                };
            } catch (IllegalArgumentException ex) {
                throw v.error(ex.getMessage());
            }
            for (FlowSet.Spec s : got) {
                specs.add(s.afterSpec() < 0 ? s : new FlowSet.Spec(s.src(), s.dst(), s.priority(), s.sizeBytes(),
                        s.startPs(), s.dstPort(), s.afterSpec() + base));
            }
        }
        try {
            return FlowSet.assign(specs);
        } catch (IllegalArgumentException ex) {
            // a pattern that puts one host on both ends (a ring listing a host twice) is the input's fault
            throw y.error(ex.getMessage());
        }
    }

    private static List<FlowSet.Spec> explicit(YamlNode v, Topology t) {
        List<FlowSet.Spec> out = new ArrayList<>();
        for (YamlNode f : v.list()) {
            Map<String, YamlNode> p = f.map(Set.of("src", "dst", "size", "start", "priority", "dport"));
            int src = host(YamlNode.req(p, "src", f), t);
            int dst = host(YamlNode.req(p, "dst", f), t);
            if (src == dst) {
                throw f.error("src and dst are both host " + src);
            }
            int prio = (int) (long) YamlNode.opt(p, "priority").map(y -> y.integer(1, 7)).orElse(3L);
            int dport = (int) (long) YamlNode.opt(p, "dport").map(y -> y.integer(0, 65535)).orElse(100L);
            out.add(new FlowSet.Spec(src, dst, prio, SimYaml.bytes(YamlNode.req(p, "size", f)), start(p), dport, -1));
        }
        return out;
    }

    private static long start(Map<String, YamlNode> p) {
        return YamlNode.opt(p, "start").map(SimYaml::durationPs).orElse(0L);
    }

    private static int host(YamlNode y, Topology t) {
        long id = y.integer(0, t.nodeCount() - 1L);
        if (!t.isHost((int) id)) {
            throw y.error("node " + id + " is a switch, not a host");
        }
        return (int) id;
    }

    /** A list of host ids, or a range string "a..b". */
    private static int[] hosts(YamlNode y, Topology t) {
        if (y.isList()) {
            return y.list().stream().mapToInt(e -> host(e, t)).toArray();
        }
        String s = y.text().trim();
        int dots = s.indexOf("..");
        if (dots < 0) {
            throw y.error("expected a list of host ids or a range such as 1..16, found '" + s + "'");
        }
        int a;
        int b;
        try {
            a = Integer.parseInt(s.substring(0, dots).trim());
            b = Integer.parseInt(s.substring(dots + 2).trim());
        } catch (NumberFormatException e) {
            throw y.error("expected a range such as 1..16, found '" + s + "'");
        }
        if (a > b) {
            throw y.error("empty range '" + s + "'");
        }
        if (a < 0 || b >= t.nodeCount()) {
            throw y.error("range '" + s + "' goes beyond the topology's nodes 0.." + (t.nodeCount() - 1));
        }
        int[] out = new int[b - a + 1];
        for (int i = a; i <= b; i++) {
            if (i >= t.nodeCount() || !t.isHost(i)) {
                throw y.error("node " + i + " in '" + s + "' is not a host");
            }
            out[i - a] = i;
        }
        return out;
    }

    private static int[] hostsOrAll(Map<String, YamlNode> p, Topology t) {
        return p.containsKey("hosts") ? hosts(p.get("hosts"), t) : t.hostIds();
    }

    private static long hostRate(Topology t, int host) {
        return t.links().stream().filter(l -> l.a() == host || l.b() == host).findFirst()
                .orElseThrow(() -> new SimInputException("host " + host + " has no link")).rateBitsPerSec();
    }

    private static Path resolve(Path baseDir, String name) {
        Path p = Path.of(name);
        return p.isAbsolute() || baseDir == null ? p : baseDir.resolve(p);
    }

    private static String read(Path f, YamlNode where) {
        try {
            return io.rocekit.core.io.TextFiles.readUtf8(f);
        } catch (NoSuchFileException e) {
            throw where.error(f + ": no such file");
        } catch (io.rocekit.core.io.InputFileException e) {
            throw where.error(e.getMessage());
        } catch (IOException e) {
            throw where.error(f + ": cannot read (" + e.getMessage() + ")");
        }
    }
}
