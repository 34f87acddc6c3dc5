package io.rocekit.core.rule;

import io.rocekit.core.finding.RuleInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every rule rocekit has, from every area, sorted by id: {@code rocekit rules} prints it,
 * {@code docs/rules.md} is generated from it, and {@link RuleSettings} validates overrides against
 * it. Ids are unique across areas; the builder refuses a second rule with an id already taken.
 */
public final class RuleCatalogue {
    private final List<CatalogueEntry> entries;

    private RuleCatalogue(List<CatalogueEntry> entries) {
        this.entries = entries.stream().sorted(Comparator.comparing(e -> e.info().id())).toList();
    }

    /** The entries in id order. */
    public List<CatalogueEntry> entries() {
        return entries;
    }

    /** The entry with this id. */
    public Optional<CatalogueEntry> entry(String id) {
        return entries.stream().filter(e -> e.info().id().equals(id)).findFirst();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Collects entries; refuses a second rule with an id already taken. */
    public static final class Builder {
        private final Map<String, CatalogueEntry> byId = new LinkedHashMap<>();

        /** Adds the executable rules of {@code area}, with their thresholds. */
        public Builder rules(String area, List<? extends Rule<?>> rules) {
            for (Rule<?> r : rules) {
                add(new CatalogueEntry(area, r.info(), r.thresholds()));
            }
            return this;
        }

        /** Adds one entry. */
        public Builder add(CatalogueEntry entry) {
            CatalogueEntry old = byId.putIfAbsent(entry.info().id(), entry);
            if (old != null) {
                throw new IllegalArgumentException("rule id '" + entry.info().id() + "' is defined twice (areas "
                        + old.area() + " and " + entry.area() + ")");
            }
            return this;
        }

        /** Adds metadata only, for rules that are not yet {@link Rule}s (no thresholds). */
        public Builder infos(String area, List<RuleInfo> infos) {
            for (RuleInfo i : infos) {
                add(new CatalogueEntry(area, i, List.of()));
            }
            return this;
        }

        public RuleCatalogue build() {
            return new RuleCatalogue(new ArrayList<>(byId.values()));
        }
    }
}
