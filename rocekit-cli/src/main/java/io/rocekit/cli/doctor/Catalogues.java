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
        return RuleCatalogue.builder()
                .rules(DoctorRules.AREA, DoctorRules.all())
                .rules(io.rocekit.doctor.bench.BenchAnalysis.AREA, io.rocekit.doctor.bench.BenchAnalysis.doctorRules())
                .infos("capture", io.rocekit.capture.rules.CaptureRules.all())
                .build();
    }
}
