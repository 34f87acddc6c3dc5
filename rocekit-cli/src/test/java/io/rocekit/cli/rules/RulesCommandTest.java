package io.rocekit.cli.rules;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import io.rocekit.core.rule.RulesMarkdown;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class RulesCommandTest {
    private static final Path RULES_MD = Path.of("../docs/rules.md");

    @Test
    void shouldListEveryRuleOnceWithSeverityAndArea() {
        CliRunner.Result r = CliRunner.run("rules");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).containsPattern("(?m)^pcie\\.link-degraded +FAIL  doctor +A GPU, NIC or PCIe bridge")
                .containsPattern("(?m)^pcie\\.max-read-request +WARN  doctor ");
    }

    @Test
    void jsonCarriesThresholdsWithDefaults() throws Exception {
        JsonNode json = Json.mapper().readTree(CliRunner.run("rules", "--json").out());
        JsonNode mrrs = null;
        for (JsonNode n : json) {
            if (n.get("id").asText().equals("pcie.max-read-request")) {
                mrrs = n;
            }
        }
        assertThat(mrrs).isNotNull();
        assertThat(mrrs.get("severity").asText()).isEqualTo("WARN");
        assertThat(mrrs.get("thresholds").get(0).get("name").asText()).isEqualTo("minMaxReadRequest");
        assertThat(mrrs.get("thresholds").get(0).get("key").asText()).isEqualTo("pcie.max-read-request.minMaxReadRequest");
        assertThat(mrrs.get("thresholds").get(0).get("defaultText").asText()).isEqualTo("4KiB");
        assertThat(mrrs.get("thresholds").get(0).get("defaultValue").asDouble()).isEqualTo(4096);
        assertThat(mrrs.get("source").asText()).contains("docs.nvidia.com");
    }

    @Test
    void docsRulesMdIsGeneratedFromTheRuleMetadata() throws Exception {
        String expected = RulesMarkdown.render(Catalogues.all());
        assertThat(Files.readString(RULES_MD))
                .as("docs/rules.md is out of date: regenerate it with `./rocekit rules --markdown > docs/rules.md`")
                .isEqualTo(expected);
        assertThat(CliRunner.run("rules", "--markdown").out()).isEqualTo(expected);
    }

    @Test
    void jsonAndMarkdownExcludeEachOther() {
        CliRunner.Result r = CliRunner.run("rules", "--json", "--markdown");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("mutually exclusive");
    }
}
