package io.rocekit.fabric.schema;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.fabric.SharedFixtures;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.intent.IntentReader;
import io.rocekit.fabric.intent.Profiles;
import io.rocekit.fabric.render.RenderOptions;
import io.rocekit.fabric.render.SonicBase;
import io.rocekit.fabric.render.Target;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every SONiC configuration rocekit renders, merged field by field into SONiC's sample switch as
 * {@code config load} merges it, passes SONiC's own YANG models under libyang's yanglint; a wrong
 * value is refused with libyang's message (../shared/fixtures/switch/sonic-yang).
 */
class SonicYangTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    static SonicModels models;
    static Path yanglint;
    static JsonNode sample;

    @BeforeAll
    static void peers() throws Exception {
        Path dir = SharedFixtures.require("fixtures/switch/sonic-yang");
        yanglint = SharedFixtures.program("yanglint", "libyang2-tools");
        models = SonicModels.load(dir.resolve("models"));
        sample = JSON.readTree(dir.resolve("sample_config_db.json").toFile()).get("SAMPLE_CONFIG_DB_JSON");
    }

    static List<Intent> rendered() throws Exception {
        List<Intent> out = new ArrayList<>();
        for (String p : Profiles.names()) {
            out.add(Profiles.intent(p));
        }
        out.add(IntentReader.read("two-lossless.yaml", """
                base: nvidia-lossless
                classes:
                  - {name: roce, priority: 3, dscp: [26]}
                  - {name: storage, priority: 4, dscp: [28]}
                pfc: {priorities: [3, 4]}
                ecn:
                  queues:
                    - {queue: 3, minBytes: 150000, maxBytes: 1500000, probabilityPercent: 100}
                    - {queue: 4, minBytes: 150000, maxBytes: 1500000, probabilityPercent: 100}
                """));
        return out;
    }

    @Test
    void everyRenderedSonicConfigMergedIntoTheSampleSwitchPassesSonicsYang() throws Exception {
        for (Intent in : rendered()) {
            for (List<String> ports : List.of(List.<String>of(), List.of("Ethernet0", "Ethernet4", "Ethernet8"))) {
                validRendered(in, ports, new RenderOptions(ports, Map.of(), 256, 10_000_000));
                for (SonicBase.BufferModel model : SonicBase.BufferModel.values()) {
                    validRendered(in, ports, new RenderOptions(ports, Map.of(), 256, 10_000_000, new SonicBase(sample),
                            Optional.of(model), true));
                }
            }
        }
    }

    private static void validRendered(Intent in, List<String> ports, RenderOptions options) throws Exception {
        {
            {
                String text = Target.SONIC.renderer().render(in, options);
                JsonNode fragment = JSON.readTree(text);
                JsonNode merged = ConfigDbMerge.merge(sample, fragment);
                SonicSchema.Outcome o = SonicSchema.validate(merged, SonicSchema.tables(fragment), Optional.of(models),
                        Optional.of(yanglint));
                assertThat(o).as(in.name() + " " + ports + " " + options.sonicBufferModel() + "\n" + text)
                        .isInstanceOf(SonicSchema.Outcome.Valid.class);
            }
        }
    }

    @Test
    void aValueSonicRefusesIsReportedWithLibyangsMessage() throws Exception {
        JsonNode bad = JSON.readTree("{\"DSCP_TO_TC_MAP\": {\"ROCEKIT\": {\"64\": \"3\"}}}");
        SonicSchema.Outcome o = SonicSchema.validate(ConfigDbMerge.merge(sample, bad), SonicSchema.tables(bad), Optional.of(models),
                Optional.of(yanglint));
        assertThat(o).isInstanceOf(SonicSchema.Outcome.Invalid.class);
        assertThat(((SonicSchema.Outcome.Invalid) o).messages()).anyMatch(m -> m.contains("Invalid DSCP"));
    }

    /**
     * The sample switch with its references in the form older SONiC releases wrote
     * ({@code [BUFFER_PROFILE|name]}): today's models refuse it as written, and fabric.schema says
     * it passes once written as names, as SONiC's db_migrator rewrites it on upgrade: INFO, not FAIL.
     */
    @Test
    void aRefusalNamesTheUsersFileAndRowNeverTheTemporaryInstance() throws Exception {
        // before: evidence 'Failed to parse input data file "/tmp/rocekit-yang.../instance.xml"' and a data location
        // with line 1 of that deleted XML
        String file = "sonic-utilities-mock-asic0-config_db.json";
        JsonNode db = SonicSchema.nested(JSON.readTree(io.rocekit.fabric.Fixtures.text(file)));
        List<Finding> f = new SonicSchemaRule().check(new SchemaEvidence(file, db, Optional.of(models), Optional.of(yanglint)),
                Limits.defaults());
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.FAIL);
            assertThat(x.title()).isEqualTo("SONiC's YANG models refuse this configuration: Invalid type uint32 value \"None\". "
                    + "(DEVICE_METADATA|localhost deployment_id)");
            assertThat(x.evidence().toString()).doesNotContain("rocekit-yang", "instance.xml", "line number")
                    .contains("Failed to parse input data file " + file);
        });
    }

    @Test
    void aFileWithoutPortTableIsToldToBeCheckedWholeNotToInstallWhatIsInstalled() throws Exception {
        ObjectNode qos = JSON.createObjectNode();
        qos.set("PORT_QOS_MAP", sample.get("PORT_QOS_MAP"));
        List<Finding> f = new SonicSchemaRule().check(new SchemaEvidence("qos.json", qos, Optional.of(models), Optional.of(yanglint)),
                Limits.defaults());
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.INFO);
            assertThat(x.remediation()).singleElement().asString().doesNotContain("apt-get")
                    .contains("config_db.json, or this file merged into it: rocekit fabric check --yang-models " + models.dir());
        });
        List<Finding> bare = new SonicSchemaRule().check(new SchemaEvidence("qos.json", qos, Optional.empty(), Optional.empty()),
                Limits.defaults());
        assertThat(bare.get(0).remediation().get(0)).contains("apt-get install libyang2-tools", "--yang-models /usr/local/yang-models");
    }

    @Test
    void olderReferenceFormIsJudgedAsTheUpgradeWritesItNotFailed() throws Exception {
        ObjectNode older = sample.deepCopy();
        ObjectNode pg = (ObjectNode) older.at("/BUFFER_PG/Ethernet9|3-4");
        pg.put("profile", "[BUFFER_PROFILE|" + pg.get("profile").asText() + "]");
        ObjectNode qos = (ObjectNode) older.at("/PORT_QOS_MAP/Ethernet0");
        qos.put("dscp_to_tc_map", "[DSCP_TO_TC_MAP|" + qos.get("dscp_to_tc_map").asText() + "]");
        SonicSchema.Outcome raw = SonicSchema.validate(older, java.util.Set.of("BUFFER_PG", "PORT_QOS_MAP"), Optional.of(models),
                Optional.of(yanglint));
        assertThat(raw).as("today's models refuse the older form as written").isInstanceOf(SonicSchema.Outcome.Invalid.class);

        List<Finding> f = new SonicSchemaRule().check(
                new SchemaEvidence("older.json", older, Optional.of(models), Optional.of(yanglint)),
                Limits.defaults());
        assertThat(f).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.INFO);
            assertThat(x.title()).contains("passes SONiC's YANG models once its 2 references in the older [TABLE|name] form");
            assertThat(x.evidence().toString())
                    .contains("PORT_QOS_MAP|Ethernet0 dscp_to_tc_map \"[DSCP_TO_TC_MAP|Dscp_to_tc_map1]\" -> \"Dscp_to_tc_map1\"");
        });

        // still refused where the names themselves are wrong, with the rewriting said
        pg.put("profile", "[BUFFER_PROFILE|no_such_profile]");
        List<Finding> bad = new SonicSchemaRule().check(
                new SchemaEvidence("older.json", older, Optional.of(models), Optional.of(yanglint)),
                Limits.defaults());
        assertThat(bad).singleElement().satisfies(x -> {
            assertThat(x.severity()).isEqualTo(Severity.FAIL);
            assertThat(x.title()).contains("no_such_profile").doesNotContain("[BUFFER_PROFILE|");
            assertThat(x.evidence().toString()).contains("validated with references as names (2 rewritten");
        });
    }

    @Test
    void theSampleSwitchItselfIsValidSoTheMergeIsWhatIsJudged() throws Exception {
        SonicSchema.Outcome o = SonicSchema.validate(sample, java.util.Set.of("PORT_QOS_MAP", "BUFFER_PG", "QUEUE", "WRED_PROFILE"),
                Optional.of(models), Optional.of(yanglint));
        assertThat(o).isInstanceOf(SonicSchema.Outcome.Valid.class);
    }

    @Test
    void withoutYanglintOrModelsItSaysItDidNotValidate() throws Exception {
        assertThat(SonicSchema.validate(sample, java.util.Set.of("PORT"), Optional.of(models), Optional.empty()))
                .isInstanceOf(SonicSchema.Outcome.NotValidated.class);
        assertThat(SonicSchema.validate(sample, java.util.Set.of("PORT"), Optional.empty(), Optional.of(yanglint)))
                .isInstanceOf(SonicSchema.Outcome.NotValidated.class);
    }
}
