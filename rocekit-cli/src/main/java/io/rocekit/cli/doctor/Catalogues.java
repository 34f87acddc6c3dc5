package io.rocekit.cli.doctor;

import io.rocekit.doctor.rule.DoctorRules;
import io.rocekit.core.rule.RuleCatalogue;

/**
 * The catalogue of every area's rules, as {@code rocekit rules} lists them. One line per area:
 * an area adds its rules (or their {@code RuleInfo} list) on its own line.
 */
public final class Catalogues {
    private Catalogues() {
    }

    public static RuleCatalogue all() {
        RuleCatalogue.Builder b = RuleCatalogue.builder()
                .rules(DoctorRules.AREA, DoctorRules.all())
                .rules(io.rocekit.doctor.bench.BenchAnalysis.AREA, io.rocekit.doctor.bench.BenchAnalysis.doctorRules())
                .infos("capture", io.rocekit.capture.rules.CaptureRules.all())
                .rules(io.rocekit.monitor.alert.MonitorRules.AREA, io.rocekit.monitor.alert.MonitorRules.all())
                .rules(io.rocekit.fabric.rule.FabricRules.AREA, io.rocekit.fabric.rule.FabricRules.all());
        io.rocekit.fleet.rule.FleetRules.catalogueEntries().forEach(b::add);
        return b.build();
    }
}
