package io.rocekit.fabric.schema;

import com.fasterxml.jackson.databind.JsonNode;
import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.Rule;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code fabric.schema}: a SONiC CONFIG_DB file that SONiC's own YANG models refuse: the switch
 * would refuse it too ({@code config apply-patch}, {@code config load} with YANG validation), or
 * take half of it. Judged by libyang's yanglint; where yanglint or the models are missing, an INFO
 * finding says the file was not validated, so that silence never reads as "valid".
 */
public final class SonicSchemaRule implements Rule<SchemaEvidence> {
    public static final String ID = "fabric.schema";
    /** The QoS and buffer tables rocekit reads and renders; with them, every table their models point into. */
    static final Set<String> QOS_TABLES = Set.of("PORT_QOS_MAP", "QUEUE", "BUFFER_PG", "BUFFER_QUEUE", "BUFFER_PROFILE",
            "BUFFER_POOL", "CABLE_LENGTH", "PFC_WD", "WRED_PROFILE", "SCHEDULER", "DSCP_TO_TC_MAP", "DOT1P_TO_TC_MAP",
            "TC_TO_QUEUE_MAP", "TC_TO_PRIORITY_GROUP_MAP", "MAP_PFC_PRIORITY_TO_QUEUE", "PFC_PRIORITY_TO_PRIORITY_GROUP_MAP");
    private static final String REFERENCE = "SONiC YANG models, sonic-net/sonic-buildimage src/sonic-yang-models "
            + "(https://github.com/sonic-net/sonic-buildimage/tree/master/src/sonic-yang-models); libyang yanglint "
            + "(https://github.com/CESNET/libyang)";
    private static final RuleInfo INFO = new RuleInfo(ID, Severity.FAIL,
            "The SONiC configuration's QoS and buffer tables (and the tables their models point into: ports, pools, "
                    + "profiles, maps) do not pass SONiC's own YANG models: the switch would refuse the change or apply part of it.",
            "SONiC CONFIG_DB JSON; SONiC's YANG models (--yang-models DIR, ROCEKIT_SONIC_YANG_MODELS, or /usr/local/yang-models "
                    + "on a switch); yanglint (Debian libyang2-tools)",
            "Correct the value libyang names (its data location gives table, key and field); check a rendered fragment merged "
                    + "into the switch's own config_db.json.",
            REFERENCE);

    @Override
    public RuleInfo info() {
        return INFO;
    }

    @Override
    public List<Finding> check(SchemaEvidence e, Limits limits) {
        Set<String> tables = new LinkedHashSet<>(SonicSchema.tables(e.db()));
        tables.retainAll(QOS_TABLES);
        if (tables.isEmpty()) {
            return List.of();
        }
        if (!e.db().has("PORT")) {
            return List.of(notValidated(e, "the file has no PORT table, and SONiC's models check port names against it "
                    + "(validate the switch's whole config_db.json, or a fragment merged into it)", "Check the switch's whole "
                    + "config_db.json, or this file merged into it: rocekit fabric check" + modelsOption(e) + " config_db.json"
                    + (e.yanglint().isEmpty() ? " (after apt-get install libyang2-tools)" : "")));
        }
        AbnfReferences.Result names = AbnfReferences.toNames(e.db());
        SonicSchema.Outcome o;
        try {
            o = SonicSchema.validate(names.db(), tables, e.models(), e.yanglint());
        } catch (IOException x) {
            return List.of(notValidated(e, "could not run yanglint: " + x.getMessage(), install(e)));
        }
        if (o instanceof SonicSchema.Outcome.NotValidated n) {
            return List.of(notValidated(e, n.why(), install(e)));
        }
        if (o instanceof SonicSchema.Outcome.Invalid inv) {
            List<String> messages = inv.messages().stream().map(m -> SchemaMessages.forUser(m, e.file())).toList();
            List<Evidence> ev = new ArrayList<>();
            messages.stream().limit(4).forEach(m -> ev.add(Evidence.inFile(e.file(), m)));
            if (!names.rewritten().isEmpty()) {
                ev.add(rewrittenEvidence(e, names.rewritten()));
            }
            return List.of(new Finding(ID, Severity.FAIL, "SONiC's YANG models refuse this configuration: " + messages.get(0), e.file(), ev,
                    List.of("yanglint -p MODELS -t config MODELS/sonic-*.yang INSTANCE   # what rocekit ran, see docs/fabric.md"),
                    REFERENCE));
        }
        return names.rewritten().isEmpty() ? List.of() : List.of(olderReferences(e, names.rewritten()));
    }

    private static final String DB_MIGRATOR = "sonic-net/sonic-utilities scripts/db_migrator.py, "
            + "migrate_qos_fieldval_reference_format (https://github.com/sonic-net/sonic-utilities/blob/master/scripts/db_migrator.py)";

    /**
     * The file writes references as older SONiC releases did ({@code [BUFFER_PROFILE|name]}); it passed the
     * models once rewritten as SONiC's upgrade rewrites them. Not a fault of the switch: said, not failed.
     */
    private static Finding olderReferences(SchemaEvidence e, List<AbnfReferences.Rewritten> rewritten) {
        List<Evidence> ev = new ArrayList<>();
        ev.add(rewrittenEvidence(e, rewritten));
        version(e.db()).ifPresent(v -> ev.add(Evidence.value("VERSIONS|DATABASE: " + v)));
        return new Finding(ID, Severity.INFO, "passes SONiC's YANG models once its " + rewritten.size()
                + " references in the older [TABLE|name] form are written as names, as SONiC's db_migrator rewrites them on"
                + " upgrade (today's models accept only names)", e.file(), ev,
                List.of("Nothing to do on the switch: its upgrade rewrites them. In a file to be loaded into a current SONiC,"
                        + " write the names alone: \"" + rewritten.get(0).name() + "\", not \"" + rewritten.get(0).written()
                        + "\"."),
                DB_MIGRATOR + "; " + REFERENCE);
    }

    private static Evidence rewrittenEvidence(SchemaEvidence e, List<AbnfReferences.Rewritten> rewritten) {
        String first = rewritten.get(0).describe();
        return Evidence.inFile(e.file(), "validated with references as names (" + rewritten.size() + " rewritten, e.g. "
                + first + ")");
    }

    private static Optional<String> version(JsonNode db) {
        JsonNode v = db.path("VERSIONS").path("DATABASE").path("VERSION");
        return v.isTextual() ? Optional.of(v.asText()) : Optional.empty();
    }

    private static Finding notValidated(SchemaEvidence e, String why, String remediation) {
        return new Finding(ID, Severity.INFO, "not validated against SONiC's YANG models: " + why, e.file(),
                List.of(Evidence.value("tables: " + String.join(", ", SonicSchema.tables(e.db())))), List.of(remediation), REFERENCE);
    }

    /** What is missing to validate, said as the command that supplies it: only what is missing. */
    private static String install(SchemaEvidence e) {
        String run = "rocekit fabric check" + modelsOption(e) + " " + e.file();
        return e.yanglint().isEmpty() ? "apt-get install libyang2-tools; " + run : run;
    }

    /** The --yang-models option to repeat: the directory given, else where a switch keeps them. */
    private static String modelsOption(SchemaEvidence e) {
        return " --yang-models " + e.models().map(m -> m.dir().toString()).orElse(SonicSchema.SWITCH_MODELS.toString());
    }
}
