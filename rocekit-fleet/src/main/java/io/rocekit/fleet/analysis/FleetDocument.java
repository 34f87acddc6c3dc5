package io.rocekit.fleet.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code rocekit fleet --json} document as plain maps and lists, exactly as issue 14's
 * contract and docs/fleet.md give it: {@code {"nodes", "drift": [{"key", "majority", "nodes":
 * {host: value}}], "outliers": [{"metric", "node", "value", "median", "mad"}], "rules": [{"rule",
 * "severity", "nodes": [...]}]}}. A value a node lacks is {@code null}. {@code baseline} appears
 * only with {@code --baseline}, {@code unreadable} only when a snapshot could not be read. It lives
 * with the analysis so that every runner (threads, Spark) is held to the same document; the CLI
 * only prints it.
 */
public final class FleetDocument {
    private FleetDocument() {
    }

    public static Map<String, Object> of(FleetReport r) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("nodes", r.nodes());
        r.baseline().ifPresent(b -> doc.put("baseline", b));
        List<Object> drift = new ArrayList<>();
        for (Drift d : r.drift()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("key", d.key());
            m.put("majority", d.majority().orElse(null));
            Map<String, Object> nodes = new LinkedHashMap<>();
            d.nodes().forEach((n, v) -> nodes.put(n, v.orElse(null)));
            m.put("nodes", nodes);
            drift.add(m);
        }
        doc.put("drift", drift);
        List<Object> outliers = new ArrayList<>();
        for (Outlier o : r.outliers()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("metric", o.metric());
            m.put("node", o.node());
            m.put("value", o.value());
            m.put("median", o.median());
            m.put("mad", o.mad());
            outliers.add(m);
        }
        doc.put("outliers", outliers);
        List<Object> rules = new ArrayList<>();
        for (RuleNodes rn : r.rules()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rule", rn.rule());
            m.put("severity", rn.severity().name());
            m.put("nodes", rn.nodes());
            rules.add(m);
        }
        doc.put("rules", rules);
        if (!r.unreadable().isEmpty()) {
            List<Object> u = new ArrayList<>();
            for (Unreadable x : r.unreadable()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("node", x.node());
                m.put("source", x.source());
                m.put("error", x.error());
                u.add(m);
            }
            doc.put("unreadable", u);
        }
        return doc;
    }
}
