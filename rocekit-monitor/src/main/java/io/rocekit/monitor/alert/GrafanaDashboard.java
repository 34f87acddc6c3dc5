package io.rocekit.monitor.alert;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A Grafana dashboard (JSON model, schema 39) for the exporter's metrics: one time series panel
 * per question the live view answers, per device/port, with a Prometheus data source variable and
 * an instance variable. Import it with Grafana's "Import dashboard".
 */
public final class GrafanaDashboard {
    private static final ObjectMapper JSON = new ObjectMapper();

    private GrafanaDashboard() {
    }

    public static String render() {
        ObjectNode d = JSON.createObjectNode();
        d.put("title", "rocekit: RoCE NIC counters");
        d.put("uid", "rocekit-roce");
        d.put("schemaVersion", 39);
        d.put("refresh", "30s");
        d.putObject("time").put("from", "now-1h").put("to", "now");
        d.putArray("tags").add("rocekit").add("roce").add("rdma");
        ArrayNode vars = d.putObject("templating").putArray("list");
        vars.addObject().put("name", "datasource").put("type", "datasource").put("query", "prometheus");
        ObjectNode inst = vars.addObject();
        inst.put("name", "instance").put("type", "query").put("includeAll", true).put("multi", true);
        inst.putObject("datasource").put("type", "prometheus").put("uid", "${datasource}");
        inst.put("query", "label_values(rocekit_infiniband_info, instance)");
        ArrayNode panels = d.putArray("panels");
        String sel = "instance=~\"$instance\"";
        int y = 0;
        y = panel(panels, y, "Receive / transmit (Gb/s)", "Gbits",
                "rate(rocekit_infiniband_port_data_received_bytes_total{" + sel + "}[1m]) * 8 / 1e9", "rx {{device}}/{{port}}",
                "rate(rocekit_infiniband_port_data_transmitted_bytes_total{" + sel + "}[1m]) * 8 / 1e9", "tx {{device}}/{{port}}");
        y = panel(panels, y, "Time paused per priority", "percentunit",
                "rate(rocekit_ethtool_priority_pause_received_seconds_total{" + sel + "}[1m])", "paused {{netdev}} prio {{priority}}",
                "rate(rocekit_ethtool_priority_pause_transmitted_seconds_total{" + sel + "}[1m])", "pausing {{netdev}} prio {{priority}}");
        y = panel(panels, y, "PFC pause frames per second", "pps",
                "rate(rocekit_ethtool_priority_pause_frames_received_total{" + sel + "}[1m])", "rx {{netdev}} prio {{priority}}",
                "rate(rocekit_ethtool_priority_pause_frames_transmitted_total{" + sel + "}[1m])", "tx {{netdev}} prio {{priority}}");
        y = panel(panels, y, "DCQCN: CNPs and ECN marks per second", "pps",
                hw("np_cnp_sent", sel), "CNP sent {{instance}} {{device}}/{{port}}",
                hw("rp_cnp_handled", sel), "CNP handled {{instance}} {{device}}/{{port}}",
                hw("np_ecn_marked_roce_packets", sel), "ECN marked {{instance}} {{device}}/{{port}}");
        y = panel(panels, y, "Drops per second", "pps",
                hw("out_of_buffer", sel), "RDMA out_of_buffer {{instance}} {{device}}/{{port}}",
                "rate(rocekit_ethtool_out_of_buffer_total{" + sel + "}[1m])", "rx_out_of_buffer {{netdev}}",
                "rate(rocekit_ethtool_discards_phy_received_total{" + sel + "}[1m])", "rx_discards_phy {{netdev}}",
                "rate(rocekit_ethtool_priority_buffer_discards_total{" + sel + "}[1m])", "buf_discard {{netdev}} prio {{priority}}");
        panel(panels, y, "Retransmissions per second", "pps",
                PromQl.sumOfHwRates(RetransmissionRule.COUNTERS, "{" + sel + "}", "1m", "instance, device, port"), "{{instance}} {{device}}/{{port}}",
                hw("local_ack_timeout_err", sel), "timeouts {{instance}} {{device}}/{{port}}");
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(d) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String hw(String file, String sel) {
        return PromQl.hwRate(file, "{" + sel + "}", "1m");
    }

    /** A time series panel with targets given as (expr, legend) pairs; returns the next row. */
    private static int panel(ArrayNode panels, int y, String title, String unit, String... exprLegend) {
        ObjectNode p = panels.addObject();
        p.put("id", panels.size());
        p.put("type", "timeseries");
        p.put("title", title);
        p.putObject("datasource").put("type", "prometheus").put("uid", "${datasource}");
        p.putObject("gridPos").put("h", 8).put("w", 24).put("x", 0).put("y", y);
        p.putObject("fieldConfig").putObject("defaults").put("unit", unit);
        ArrayNode targets = p.putArray("targets");
        for (int i = 0; i + 1 < exprLegend.length; i += 2) {
            ObjectNode t = targets.addObject();
            t.put("refId", String.valueOf((char) ('A' + i / 2)));
            t.put("expr", exprLegend[i]);
            t.put("legendFormat", exprLegend[i + 1]);
        }
        return y + 8;
    }
}
