package io.rocekit.doctor.rule;

import io.rocekit.core.finding.RuleInfo;
import java.util.List;
import java.util.Objects;

/**
 * One rule as the catalogue lists it.
 *
 * @param area       where it runs ({@code doctor}, {@code bench}, {@code capture})
 * @param info       its metadata
 * @param thresholds its documented limits and defaults
 */
public record CatalogueEntry(String area, RuleInfo info, List<Threshold> thresholds) {
    public CatalogueEntry {
        Objects.requireNonNull(area, "area");
        Objects.requireNonNull(info, "info");
        thresholds = List.copyOf(thresholds);
    }
}
