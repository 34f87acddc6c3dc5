package io.rocekit.cli.doctor;

import io.rocekit.doctor.examine.ArtifactRef;
import io.rocekit.doctor.examine.Examination;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The doctor's JSON (issue contract): {@code host}, {@code artifacts[{file,kind}]},
 * {@code topology{...}} (as {@code rocekit topo --json}), {@code findings[{rule,severity,title,
 * subject,evidence[{file,line,text}],remediation[],reference}]}.
 */
final class DoctorJson {
    private DoctorJson() {
    }

    static Map<String, Object> of(Examination e, String inputName) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("host", e.host().orElse(inputName));
        List<Object> arts = new ArrayList<>();
        for (ArtifactRef a : e.artifacts()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("file", a.file());
            o.put("kind", a.kind());
            a.firstLine().ifPresent(l -> o.put("firstLine", l));
            a.problem().ifPresent(p -> o.put("problem", p));
            arts.add(o);
        }
        m.put("artifacts", arts);
        m.put("topology", e.topology().map(TopologyJson::of).orElse(Map.of()));
        m.put("findings", e.findings());
        return m;
    }
}
