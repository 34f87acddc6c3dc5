package io.rocekit.fleet.node;

import io.rocekit.host.parse.mlxconfig.MlxconfigQuery;

/**
 * Every firmware setting {@code mlxconfig q} shows, per NIC: the value the firmware runs with now
 * (a setting changed but not yet applied by a reset is the current one until then).
 */
final class MlxconfigFacts {
    private MlxconfigFacts() {
    }

    static void read(NodeView v, FactSink out) {
        for (NodeView.Typed<MlxconfigQuery> t : v.artifacts(MlxconfigQuery.class)) {
            String bdf = Names.between(t.file(), "commands/mlxconfig-q.")
                    .or(() -> Names.between(t.file(), "commands/mstconfig-q."))
                    .or(() -> t.model().device())
                    .orElse(t.file());
            String dev = Names.nicAt(v.topology(), bdf);
            for (MlxconfigQuery.Parameter p : t.model().parameters()) {
                if (!p.values().isEmpty()) {
                    out.fact("mlxconfig." + dev + "." + p.name(), p.effective().text());
                }
            }
        }
    }
}
