package io.rocekit.cli.fabric;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.rocekit.cli.render.Json;
import io.rocekit.core.finding.Finding;
import io.rocekit.fabric.model.BufferPool;
import io.rocekit.fabric.model.BufferProfile;
import io.rocekit.fabric.model.Ecn;
import io.rocekit.fabric.model.PortQos;
import io.rocekit.fabric.model.QueueQos;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Threshold;
import java.util.List;
import java.util.OptionalLong;

/**
 * The {@code fabric check --json} document, exactly as docs/fabric.md's contract shows it:
 * {@code {"configs":[{"file","vendor","ports":[...],"buffers":{...},"findings":[...]}]}}. Written
 * field by field because the contract wants {@code null} bytes beside unconvertible thresholds and
 * leaves {@code pfcWatchdogPriorities} out when the configuration says nothing about a watchdog.
 */
final class CheckJson {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private CheckJson() {
    }

    /** One checked configuration. */
    record Checked(SwitchConfig config, List<Finding> findings) {
    }

    static JsonNode document(List<Checked> checked) {
        ObjectNode root = F.objectNode();
        ArrayNode configs = root.putArray("configs");
        for (Checked c : checked) {
            configs.add(config(c));
        }
        return root;
    }

    private static ObjectNode config(Checked ch) {
        SwitchConfig c = ch.config();
        ObjectNode o = F.objectNode();
        o.put("file", c.file());
        o.put("vendor", c.vendor().id());
        c.part().ifPresent(p -> o.put("part", p));
        ArrayNode ports = o.putArray("ports");
        c.ports().forEach(p -> ports.add(port(p)));
        ObjectNode buffers = o.putObject("buffers");
        ObjectNode pools = buffers.putObject("pools");
        for (BufferPool p : c.buffers().pools().values()) {
            ObjectNode x = pools.putObject(p.name());
            num(x, "sizeBytes", p.sizeBytes());
            num(x, "xoffBytes", p.xoffBytes());
        }
        ObjectNode profiles = buffers.putObject("profiles");
        for (BufferProfile p : c.buffers().profiles().values()) {
            ObjectNode x = profiles.putObject(p.name());
            p.pool().ifPresentOrElse(v -> x.put("pool", v), () -> x.putNull("pool"));
            num(x, "sizeBytes", p.sizeBytes());
            if (p.staticThBytes().isPresent()) {
                x.put("staticThBytes", p.staticThBytes().getAsLong());
            }
            // SONiC writes the alpha exponent as a string ("-1"); JSON numbers are numbers
            p.dynamicTh().ifPresent(v -> {
                if (v.trim().matches("-?[0-9]{1,9}")) {
                    x.put("dynamicTh", Integer.parseInt(v.trim()));
                } else {
                    x.put("dynamicTh", v);
                }
            });
            num(x, "xonBytes", p.xonBytes());
            num(x, "xoffBytes", p.xoffBytes());
        }
        ArrayNode notes = o.putArray("notes");
        c.notes().forEach(n -> notes.add(n.text()));
        o.put("unknownLines", c.unknownLines().size());
        ArrayNode findings = o.putArray("findings");
        for (Finding f : ch.findings()) {
            findings.add(Json.mapper().valueToTree(f));
        }
        return o;
    }

    private static ObjectNode port(PortQos p) {
        ObjectNode o = F.objectNode();
        o.put("port", p.port());
        // a VOQ chassis' system port (hostname|asic|port): only its virtual output queues are in the file
        o.put("systemPort", p.isSystemPort());
        ObjectNode dscp = o.putObject("dscpToTc");
        p.dscpToTc().forEach((d, tc) -> dscp.put(String.valueOf(d), tc));
        if (!p.pcpToTc().isEmpty()) {
            ObjectNode pcp = o.putObject("pcpToTc");
            p.pcpToTc().forEach((d, tc) -> pcp.put(String.valueOf(d), tc));
        }
        if (!p.tcToQueue().isEmpty()) {
            ObjectNode q = o.putObject("tcToQueue");
            p.tcToQueue().forEach((tc, q2) -> q.put(String.valueOf(tc), q2));
        }
        ArrayNode pfc = o.putArray("pfcPriorities");
        p.pfcPriorities().forEach(pfc::add);
        p.pfcWatchdogPriorities().ifPresent(w -> {
            ArrayNode a = o.putArray("pfcWatchdogPriorities");
            w.forEach(a::add);
        });
        p.trust().ifPresent(t -> o.put("trust", t.name().toLowerCase(java.util.Locale.ROOT)));
        if (p.mtu().isPresent()) {
            o.put("mtu", p.mtu().getAsInt());
            if (p.mtuFramingBytes() != 0) {
                o.put("ipMtu", p.ipMtu().getAsInt()); // Junos media MTU, Comware frame length: the IP packet it passes
            }
        }
        p.speedMbps().ifPresent(v -> o.put("speedMbps", v));
        ArrayNode queues = o.putArray("queues");
        for (QueueQos q : p.queues()) {
            ObjectNode x = queues.addObject();
            x.put("queue", q.queue());
            q.ecn().ifPresent(e -> x.set("ecn", ecn(e)));
            q.scheduling().ifPresent(s -> x.put("scheduling", s.toString()));
            q.bufferProfile().ifPresent(b -> x.put("bufferProfile", b));
        }
        if (!p.priorityGroups().isEmpty()) {
            ObjectNode pg = o.putObject("priorityGroups");
            p.priorityGroups().forEach(pg::put);
        }
        p.cableLength().ifPresent(c -> o.put("cableLength", c));
        return o;
    }

    private static ObjectNode ecn(Ecn e) {
        ObjectNode o = F.objectNode();
        threshold(o, "min", e.min());
        threshold(o, "max", e.max());
        if (e.probabilityPercent().isPresent()) {
            o.put("probabilityPercent", e.probabilityPercent().getAsDouble());
        } else {
            o.putNull("probabilityPercent");
        }
        return o;
    }

    private static void threshold(ObjectNode o, String name, java.util.Optional<Threshold> t) {
        if (t.isPresent() && t.get().bytes().isPresent()) {
            o.put(name + "Bytes", t.get().bytes().getAsLong());
        } else {
            o.putNull(name + "Bytes");
        }
        t.ifPresent(x -> {
            if (!x.unit().equals("bytes")) {
                ObjectNode w = o.putObject(name + "AsWritten");
                w.put("value", x.value());
                w.put("unit", x.unit());
                if (x.approximate()) {
                    w.put("approximate", true);
                }
            }
        });
    }

    private static void num(ObjectNode o, String name, OptionalLong v) {
        if (v.isPresent()) {
            o.put(name, v.getAsLong());
        } else {
            o.putNull(name);
        }
    }
}
