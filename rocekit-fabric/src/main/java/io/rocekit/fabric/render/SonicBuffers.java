package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.BufferIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.TrafficClassIntent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The lossless buffers of a SONiC rendering, as the switch's buffer model wants them
 * (sonic-buildimage files/build_templates/buffers_config.j2 and the dynamic buffer calculation HLD):
 * <ul>
 * <li>dynamic: {@code BUFFER_PG|PORT|3-4 {"profile": "NULL"}} on the lossless priorities, which asks
 * buffermgrd to compute the headroom from the port's speed, {@code CABLE_LENGTH} and the pool, and
 * {@code DEVICE_METADATA|localhost buffer_model dynamic}, without which buffermgrd runs the traditional
 * model and NULL is no headroom; no profile or pool is written.</li>
 * <li>traditional: complete objects: a lossless {@code BUFFER_PROFILE} per speed and cable with
 * rocekit's headroom, referring to the switch's {@code ingress_lossless_pool} (never redefined:
 * a pool written without a size would break the switch's buffer plan), the lossless PGs, and
 * {@code BUFFER_QUEUE} of each lossless queue on the switch's {@code egress_lossless_profile}.</li>
 * </ul>
 * Priority group 0 (lossy) is left as the switch has it. {@code CABLE_LENGTH} is written in both.
 */
final class SonicBuffers {
    static final String POOL = "ingress_lossless_pool";
    static final String EGRESS_PROFILE = "egress_lossless_profile";

    private SonicBuffers() {
    }

    static void put(Map<String, Object> db, Intent in, RenderOptions o, List<String> ports) {
        boolean dynamic = o.sonicBufferModel() == SonicBase.BufferModel.DYNAMIC;
        int first = in.pfc().priorities().first();
        int last = in.pfc().priorities().last();
        // SONiC keys a run of priority groups as 3-4 (buffers_config.j2); others one by one
        boolean contiguous = last - first + 1 == in.pfc().priorities().size();
        Map<String, Object> pg = new LinkedHashMap<>();
        Map<String, Object> profiles = new LinkedHashMap<>();
        Map<String, Object> queues = new LinkedHashMap<>();
        Map<String, String> cable = new LinkedHashMap<>();
        for (String p : ports) {
            BufferIntent b = in.buffersOf(g -> PortNames.expand(Target.SONIC, g.ports()).contains(p));
            cable.put(p, b.cableLength());
            String profile = dynamic ? "NULL" : profileName(b);
            if (!dynamic) {
                profiles.put(profile, profile(b));
            }
            if (contiguous) {
                pg.put(p + "|" + (first == last ? Integer.toString(first) : first + "-" + last), Map.of("profile", profile));
            } else {
                in.pfc().priorities().forEach(prio -> pg.put(p + "|" + prio, Map.of("profile", profile)));
            }
            if (!dynamic) {
                losslessQueues(in).forEach(q -> queues.put(p + "|" + q, Map.of("profile", EGRESS_PROFILE)));
            }
        }
        if (!dynamic) {
            requireOnSwitch(o, "BUFFER_POOL", POOL);
            requireOnSwitch(o, "BUFFER_PROFILE", EGRESS_PROFILE);
            db.put("BUFFER_PROFILE", profiles);
            db.put("BUFFER_QUEUE", queues);
        }
        if (dynamic) {
            // NULL means "compute the headroom" only where the switch runs the dynamic model, which buffermgrd does
            // only when told (sonic-net/SONiC doc/qos/dynamically-headroom-calculation.md): said in the same fragment
            db.put("DEVICE_METADATA", Map.of("localhost", Map.of("buffer_model", "dynamic")));
        }
        db.put("BUFFER_PG", pg);
        db.put("CABLE_LENGTH", Map.of("AZURE", cable));
    }

    private static Map<String, String> profile(BufferIntent b) {
        Map<String, String> prof = new LinkedHashMap<>();
        prof.put("pool", POOL);
        prof.put("xon", Long.toString(b.xonBytes()));
        prof.put("xoff", Long.toString(b.xoffBytes()));
        prof.put("size", Long.toString(b.sizeBytes()));
        prof.put("dynamic_th", "0");
        return prof;
    }

    private static TreeSet<Integer> losslessQueues(Intent in) {
        TreeSet<Integer> q = new TreeSet<>();
        in.losslessClasses().stream().map(TrafficClassIntent::queue).forEach(q::add);
        return q;
    }

    /** A switch given with --base must have what the render refers to. */
    private static void requireOnSwitch(RenderOptions o, String table, String key) {
        if (o.sonicBase().known() && !o.sonicBase().has(table, key)) {
            throw new IllegalArgumentException("--base: the switch has no " + table + "|" + key + ", which the traditional "
                    + "buffer model's lossless profiles refer to; render with --buffer-model dynamic, or add it to the switch first");
        }
    }

    static String profileName(BufferIntent b) {
        return "pg_lossless_" + b.speedMbps() + "_" + b.cableLength() + "_profile";
    }
}
