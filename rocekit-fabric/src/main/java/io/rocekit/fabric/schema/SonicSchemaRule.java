package io.rocekit.fabric.schema;

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
                    + "(validate the switch's whole config_db.json, or a fragment merged into it)"));
        }
        SonicSchema.Outcome o;
        try {
            o = SonicSchema.validate(e.db(), tables, e.models(), e.yanglint());
        } catch (IOException x) {
            return List.of(notValidated(e, "could not run yanglint: " + x.getMessage()));
        }
        if (o instanceof SonicSchema.Outcome.NotValidated n) {
            return List.of(notValidated(e, n.why()));
        }
        if (o instanceof SonicSchema.Outcome.Invalid inv) {
            List<Evidence> ev = new ArrayList<>();
            inv.messages().stream().limit(4).forEach(m -> ev.add(Evidence.inFile(e.file(), m)));
            return List.of(new Finding(ID, Severity.FAIL, "SONiC's YANG models refuse this configuration: "
                    + inv.messages().get(0).replaceFirst("^libyang err : ", ""), e.file(), ev,
                    List.of("yanglint -p MODELS -t config MODELS/sonic-*.yang INSTANCE   # what rocekit ran, see docs/fabric.md"),
                    REFERENCE));
        }
        return List.of();
    }

    private static Finding notValidated(SchemaEvidence e, String why) {
        return new Finding(ID, Severity.INFO, "not validated against SONiC's YANG models: " + why, e.file(),
                List.of(Evidence.value("tables: " + String.join(", ", SonicSchema.tables(e.db())))),
                List.of("apt-get install libyang2-tools; rocekit fabric check --yang-models /usr/local/yang-models FILE"),
                REFERENCE);
    }
}
