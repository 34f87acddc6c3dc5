package io.rocekit.core.rule;

import io.rocekit.core.finding.RuleInfo;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One rule as the catalogue lists it.
 *
 * @param area       where it runs: {@code doctor}, {@code bench}, {@code capture}, {@code fabric},
 *                   {@code monitor}, {@code fleet}...
 * @param info       its metadata
 * @param thresholds its documented limits, defaults and units
 */
public record CatalogueEntry(String area, RuleInfo info, List<Threshold> thresholds) {
    public CatalogueEntry {
        Objects.requireNonNull(area, "area");
        Objects.requireNonNull(info, "info");
        thresholds = List.copyOf(thresholds);
    }

    /** The threshold with this name. */
    public Optional<Threshold> threshold(String name) {
        return thresholds.stream().filter(t -> t.name().equals(name)).findFirst();
    }
}
