package io.rocekit.core.rule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RuleSettingsTest {
    private final RuleCatalogue catalogue = RuleCatalogue.builder().rules("test", List.of(new LongLineRule())).build();

    @Test
    void setReachesTheRulesLimits() {
        RuleSettings s = RuleSettings.ofSets(catalogue, List.of("test.long-line.maxLength=100"));
        Limits l = s.limitsFor(new LongLineRule());
        assertThat(l.get(LongLineRule.MAX)).isEqualTo(100);
        assertThat(l.get(LongLineRule.FAIL_ABOVE)).isEqualTo(2);
        assertThat(l.isOverridden(LongLineRule.MAX)).isTrue();
        assertThat(s.limitsFor("other.rule", List.of())).isSameAs(Limits.defaults());
    }

    @Test
    void setWinsOverTheFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("rules.properties");
        Files.writeString(f, "# site limits\n\ntest.long-line.maxLength = 60\ntest.long-line.failAbove: 150%\n");
        RuleSettings s = RuleSettings.parse(catalogue, Optional.of(f), List.of("test.long-line.maxLength=70"));
        assertThat(s.overrides()).containsEntry("test.long-line.maxLength", 70.0)
                .containsEntry("test.long-line.failAbove", 1.5);
    }

    @Test
    void aSettingsFileThatIsNotSmallUtf8TextIsAnInputErrorNotReadWhole(@TempDir Path dir) throws Exception {
        // round 3: read with Files.readString, a sparse 3 GiB file was an OutOfMemoryError (exit 3)
        // and a 1.5 GiB one took over 20 s and 4.7 GB of memory; a Latin-1 byte said only "Input length = 1"
        Path sparse = dir.resolve("sparse.properties");
        try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(sparse.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        assertThatThrownBy(() -> RuleSettings.parse(catalogue, Optional.of(sparse), List.of()))
                .isInstanceOf(io.rocekit.core.io.InputFileException.class)
                .hasMessageContaining("sparse.properties: 3221225472 bytes").hasMessageContaining("1048576");
        Path latin1 = dir.resolve("latin1.properties");
        Files.write(latin1, "# r\u00e9glages\ntest.long-line.maxLength=60 # caf\u00e9\n"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertThatThrownBy(() -> RuleSettings.parse(catalogue, Optional.of(latin1), List.of()))
                .isInstanceOf(io.rocekit.core.io.InputFileException.class)
                .hasMessageContaining("latin1.properties:1: byte offset 3 (0xE9) is not UTF-8");
    }

    @Test
    void unknownRuleListsTheRulesWithThresholds() {
        assertThatThrownBy(() -> RuleSettings.ofSets(catalogue, List.of("test.long-lines.maxLength=1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--set test.long-lines.maxLength=1")
                .hasMessageContaining("unknown rule 'test.long-lines'")
                .hasMessageContaining("rules with thresholds: test.long-line");
    }

    @Test
    void unknownThresholdListsTheRulesThresholds() {
        assertThatThrownBy(() -> RuleSettings.ofSets(catalogue, List.of("test.long-line.max=1")))
                .hasMessageContaining("has no threshold 'max'")
                .hasMessageContaining("maxLength (count, default 40), failAbove (ratio, default 200%)");
    }

    @Test
    void badValueNamesTheKeyTheFileAndTheLine() {
        assertThatThrownBy(() -> RuleSettings.ofText(catalogue, "site.properties",
                "test.long-line.maxLength=40\ntest.long-line.failAbove=lots\n"))
                .hasMessageStartingWith("site.properties:2: key 'test.long-line.failAbove'")
                .hasMessageContaining("'lots' is not a value in ratio");
    }

    @Test
    void valueOutsideTheRangeIsRefused() {
        assertThatThrownBy(() -> RuleSettings.ofSets(catalogue, List.of("test.long-line.failAbove=50%")))
                .hasMessageContaining("50% is outside 100% .. 1000%");
    }

    @Test
    void malformedAssignmentShowsAnExample() {
        assertThatThrownBy(() -> RuleSettings.ofSets(catalogue, List.of("test.long-line.maxLength")))
                .hasMessageContaining("expected RULE_ID.THRESHOLD=VALUE, e.g. test.long-line.maxLength=40");
        assertThatThrownBy(() -> RuleSettings.ofSets(catalogue, List.of("maxLength=3")))
                .hasMessageContaining("key 'maxLength' is not RULE_ID.THRESHOLD");
    }

    @Test
    void catalogueRefusesADuplicateId() {
        assertThatThrownBy(() -> RuleCatalogue.builder().rules("a", List.of(new LongLineRule()))
                .rules("b", List.of(new LongLineRule())).build())
                .hasMessageContaining("rule id 'test.long-line' is defined twice (areas a and b)");
    }

    @Test
    void markdownListsEveryThresholdAsItsSetKey() {
        String md = RulesMarkdown.render(catalogue);
        assertThat(md).contains("| `test.long-line.maxLength` | 40 | count | Longest line not reported. |")
                .contains("| `test.long-line.failAbove` | 200% | ratio, 100% .. 1000% |");
    }

    @Test
    void firstSentenceSkipsAbbreviations() {
        assertThat(RulesMarkdown.firstSentence("Checks the PCP (e.g. 3 for RoCE). More.")).isEqualTo(
                "Checks the PCP (e.g. 3 for RoCE).");
    }
}
