package io.rocekit.fleet.analysis;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * One metric judged over every node that has it.
 *
 * @param judged       false when too few nodes have it to judge any (then nothing else is filled)
 * @param distribution the values, median and MAD
 * @param outliers     the nodes judged outliers, named by their source (the analysis renames them)
 */
public record MetricVerdict(boolean judged, Distribution distribution, List<Outlier> outliers) implements Serializable {
    private static final long serialVersionUID = 1L;

    public MetricVerdict {
        Objects.requireNonNull(distribution, "distribution");
        outliers = List.copyOf(outliers);
    }
}
