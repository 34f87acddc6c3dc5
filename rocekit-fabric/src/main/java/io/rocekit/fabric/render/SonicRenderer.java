package io.rocekit.fabric.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.rocekit.fabric.intent.EcnIntent;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.WatchdogIntent;
import io.rocekit.fabric.model.Scheduling;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * SONiC CONFIG_DB JSON, the tables sonic-buildimage's {@code qos_config.j2} and
 * {@code buffers_config.j2} write, for {@code config load FILE} or {@code sonic-cfggen -j FILE
 * --write-to-db} or, as a JSON Patch, {@code config apply-patch} ({@link SonicPatch}). All sizes are
 * bytes, as CONFIG_DB takes them, so nothing is converted; JSON has no comments. Buffers follow the
 * switch's buffer model ({@link SonicBuffers}); maps a port already uses are not replaced unless
 * asked ({@link SonicMapsInUse}).
 * DSCP values the intent does not name go to traffic class 0, priorities without a class to
 * priority group 0 and to their own queue.
 */
final class SonicRenderer implements Renderer {
    static final String MAP = "ROCEKIT";

    @Override
    public String render(Intent in, RenderOptions o) {
        List<String> ports = o.portsOr("Ethernet0");
        SonicMapsInUse.refuseReplacing(o, ports);
        Map<String, Object> db = new LinkedHashMap<>();
        Map<String, String> dscp = new LinkedHashMap<>();
        for (int d = 0; d < 64; d++) {
            dscp.put(Integer.toString(d), Integer.toString(in.dscpToTc().getOrDefault(d, 0)));
        }
        db.put("DSCP_TO_TC_MAP", Map.of(MAP, dscp));
        Map<String, String> tcq = new LinkedHashMap<>();
        Map<String, String> tcpg = new LinkedHashMap<>();
        Map<Integer, Integer> tcToPriority = new TreeMap<>();
        in.priorityToTc().forEach((p, tc) -> tcToPriority.put(tc, p));
        for (int tc = 0; tc < 8; tc++) {
            tcq.put(Integer.toString(tc), Integer.toString(in.tcToQueue().getOrDefault(tc, tc)));
            tcpg.put(Integer.toString(tc), Integer.toString(in.pfc().priorities().contains(tcToPriority.getOrDefault(tc, -1))
                    ? tcToPriority.get(tc) : 0));
        }
        db.put("TC_TO_QUEUE_MAP", Map.of(MAP, tcq));
        db.put("TC_TO_PRIORITY_GROUP_MAP", Map.of(MAP, tcpg));
        Map<String, String> pfcq = new LinkedHashMap<>();
        for (int p = 0; p < 8; p++) {
            Integer tc = in.priorityToTc().get(p);
            pfcq.put(Integer.toString(p), Integer.toString(tc == null ? p : in.tcToQueue().getOrDefault(tc, tc)));
        }
        db.put("MAP_PFC_PRIORITY_TO_QUEUE", Map.of(MAP, pfcq));

        Map<String, Object> portQos = new LinkedHashMap<>();
        portQos.put("global", Map.of("dscp_to_tc_map", MAP));
        String pfc = Units.csv(in.pfc().priorities());
        for (String p : ports) {
            Map<String, String> q = new LinkedHashMap<>();
            q.put("dscp_to_tc_map", MAP);
            q.put("tc_to_queue_map", MAP);
            q.put("tc_to_pg_map", MAP);
            q.put("pfc_to_queue_map", MAP);
            if (!pfc.isEmpty()) {
                q.put("pfc_enable", pfc);
                if (in.pfc().watchdog().isPresent()) {
                    q.put("pfcwd_sw_enable", pfc);
                }
            }
            portQos.put(p, q);
        }
        db.put("PORT_QOS_MAP", portQos);

        if (!in.ecn().isEmpty()) {
            Map<String, Object> wred = new LinkedHashMap<>();
            for (EcnIntent e : in.ecn()) {
                Map<String, String> w = new LinkedHashMap<>();
                w.put("ecn", "ecn_all");
                for (String colour : List.of("green", "yellow", "red")) {
                    w.put("wred_" + colour + "_enable", "true");
                    w.put(colour + "_min_threshold", Long.toString(e.minBytes()));
                    w.put(colour + "_max_threshold", Long.toString(e.maxBytes()));
                    w.put(colour + "_drop_probability", Long.toString(Units.wholePercent(e, "sonic", 0)));
                }
                wred.put(wredName(e.queue()), w);
            }
            db.put("WRED_PROFILE", wred);
        }
        if (!in.scheduling().isEmpty()) {
            Map<String, Object> sched = new LinkedHashMap<>();
            in.scheduling().values().forEach(s -> sched.put(schedulerName(s), s.kind() == Scheduling.Kind.STRICT
                    ? Map.of("type", "STRICT") : Map.of("type", "DWRR", "weight", Integer.toString(s.value()))));
            db.put("SCHEDULER", sched);
        }
        TreeMap<Integer, Map<String, String>> perQueue = new TreeMap<>();
        in.scheduling().forEach((q, s) -> perQueue.computeIfAbsent(q, x -> new LinkedHashMap<>()).put("scheduler", schedulerName(s)));
        in.ecn().forEach(e -> perQueue.computeIfAbsent(e.queue(), x -> new LinkedHashMap<>()).put("wred_profile", wredName(e.queue())));
        if (!perQueue.isEmpty()) {
            Map<String, Object> queue = new LinkedHashMap<>();
            for (String p : ports) {
                perQueue.forEach((q, v) -> queue.put(p + "|" + q, v));
            }
            db.put("QUEUE", queue);
        }
        if (!in.pfc().priorities().isEmpty()) {
            SonicBuffers.put(db, in, o, ports);
            in.pfc().watchdog().ifPresent(w -> {
                checkWatchdogTimes(w);
                Map<String, Object> wd = new LinkedHashMap<>();
                for (String p : ports) {
                    wd.put(p, Map.of("action", w.action(), "detection_time", Integer.toString(w.detectionMs()),
                            "restoration_time", Integer.toString(w.restorationMs())));
                }
                db.put("PFC_WD", wd);
            });
        }
        Map<String, Object> port = new LinkedHashMap<>();
        ports.forEach(p -> port.put(p, Map.of("mtu", Integer.toString(in.mtu()))));
        db.put("PORT", port);
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                    .writeValueAsString(db) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("CONFIG_DB maps of strings always serialise", e);
        }
    }

    static String wredName(int queue) {
        return "ROCEKIT_Q" + queue + "_ECN";
    }

    /**
     * PFC_WD's times as SONiC's schema bounds them: {@code detection_time} 100..5000 ms, {@code restoration_time}
     * 100..60000 ms ({@code sonic-pfcwd.yang}); an intent outside is refused rather than rendered into a row
     * SONiC rejects.
     */
    static void checkWatchdogTimes(WatchdogIntent w) {
        if (w.detectionMs() < 100 || w.detectionMs() > 5000 || w.restorationMs() < 100) {
            throw new IllegalArgumentException("sonic: the watchdog's " + w.detectionMs() + " ms detection / " + w.restorationMs()
                    + " ms restoration is outside what PFC_WD takes (sonic-pfcwd.yang: detection_time 100-5000 ms,"
                    + " restoration_time 100-60000 ms): change the intent's pfc.watchdog times");
        }
    }

    static String schedulerName(Scheduling s) {
        return s.kind() == Scheduling.Kind.STRICT ? "ROCEKIT_STRICT" : "ROCEKIT_DWRR_" + s.value();
    }
}
