package io.rocekit.monitor.alert;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.testing.Peers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmittedArtifactsTest {
    @TempDir
    Path dir;

    @Test
    void promtoolAcceptsTheAlertRules() throws Exception {
        Path promtool = Peers.require("promtool");
        Path rules = dir.resolve("rocekit-alerts.yml");
        Files.writeString(rules, AlertRulesYaml.render(MonitorRules.all(), RuleSettings.defaults()), StandardCharsets.UTF_8);
        Process p = new ProcessBuilder(promtool.toString(), "check", "rules", rules.toString()).redirectErrorStream(true).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).contains("SUCCESS: 20 rules found");
    }

    @Test
    void alertRulesCarryTheThresholdsOfTheSettings() {
        var cat = io.rocekit.core.rule.RuleCatalogue.builder().rules(MonitorRules.AREA, MonitorRules.all()).build();
        String yaml = AlertRulesYaml.render(MonitorRules.all(),
                RuleSettings.ofSets(cat, java.util.List.of("monitor.pause-storm.failPaused=30%")));
        assertThat(yaml).contains("(rate(rocekit_ethtool_priority_pause_received_seconds_total{priority=~\\\"[0-7]\\\"}[1m]))"
                + " >= 0.3\"")
                .contains("rocekit_rule: monitor.pause-storm");
    }

    @Test
    void grafanaDashboardQueriesOnlyExportedFamilies() throws Exception {
        JsonNode d = new ObjectMapper().readTree(GrafanaDashboard.render());
        assertThat(d.get("panels")).hasSize(6);
        for (JsonNode p : d.get("panels")) {
            for (JsonNode t : p.get("targets")) {
                assertThat(t.get("expr").asText()).contains("rocekit_");
            }
        }
    }
}
