package io.rocekit.monitor.alert;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.rule.RuleCatalogue;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.testing.Promtool;
import io.rocekit.monitor.testing.Resources;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The emitted alerting rules under Prometheus's own test harness ({@code promtool test rules}):
 * the suites in {@code src/test/resources/promtool} give every alert series of several nodes (one
 * misbehaving, one idle, one busy and healthy) and expect it to fire for exactly the misbehaving
 * node, with that node's labels. The rules are the ones {@code rocekit monitor --emit alert-rules}
 * writes, with default settings and with a second lossless priority.
 */
class PromtoolRulesTest {
    @TempDir
    Path dir;

    private static RuleSettings settings(String... sets) {
        RuleCatalogue cat = RuleCatalogue.builder().rules(MonitorRules.AREA, MonitorRules.all()).build();
        return RuleSettings.ofSets(cat, List.of(sets));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "rocekit-alerts,",
        "rocekit-alerts-priorities-3-4, monitor.pause-storm.priorities=3,4",
    })
    void everyAlertFiresForExactlyTheMisbehavingNode(String name, String set) {
        RuleSettings s = set == null ? settings() : settings(set, "monitor.lossless-drops.priorities=3,4");
        Promtool.testRules(dir, name + ".yml", AlertRulesYaml.render(MonitorRules.all(), s),
                Resources.text("promtool/" + name + ".test.yml"));
    }

    @Test
    void theSuiteCoversEveryEmittedAlert() {
        String suite = Resources.text("promtool/rocekit-alerts.test.yml");
        List<String> names = MonitorRules.all().stream()
                .flatMap(r -> r.alerts(io.rocekit.core.rule.Limits.defaults()).stream()).map(PromAlert::name).toList();
        assertThat(names).hasSize(20);
        for (String n : names) {
            assertThat(suite).as(n).containsPattern("alertname: " + n + "\\n        exp_alerts:\\n          - exp_labels:");
        }
    }
}
