package io.rocekit.cli.rules;

import io.rocekit.capture.rules.CaptureRules;
import io.rocekit.core.rule.RuleCatalogue;
import io.rocekit.doctor.bench.BenchAnalysis;
import io.rocekit.doctor.ruleset.DoctorRules;

/**
 * The catalogue of every area's rules, as {@code rocekit rules} lists them and {@code --set}
 * validates against. One line per area: an area adds its rules on its own line.
 */
public final class Catalogues {
    private static final RuleCatalogue ALL = RuleCatalogue.builder()
            .rules(DoctorRules.AREA, DoctorRules.all())
            .rules(BenchAnalysis.AREA, BenchAnalysis.doctorRules())
            .rules(CaptureRules.AREA, CaptureRules.rules())
            .rules(io.rocekit.monitor.alert.MonitorRules.AREA, io.rocekit.monitor.alert.MonitorRules.all())
            .rules(io.rocekit.fabric.rule.FabricRules.AREA, io.rocekit.fabric.rule.FabricRules.all())
            .rules(io.rocekit.fabric.rule.FabricRules.AREA, java.util.List.of(new io.rocekit.fabric.schema.SonicSchemaRule()))
            .rules(io.rocekit.fleet.rule.FleetRules.AREA, io.rocekit.fleet.rule.FleetRules.rules())
            .build();

    private Catalogues() {
    }

    public static RuleCatalogue all() {
        return ALL;
    }
}
