package io.rocekit.doctor.rule;

import io.rocekit.core.finding.RuleInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every rule rocekit has, from every area (the doctor's own rules, and the {@link RuleInfo} lists
 * that bench and capture publish), sorted by id. {@code rocekit rules} prints it and
 * {@code docs/rules.md} is generated from it. Ids are unique across areas.
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

        /** Adds executable rules of {@code area}. */
        public Builder rules(String area, List<? extends Rule> rules) {
            for (Rule r : rules) {
                add(new CatalogueEntry(area, r.info(), r.thresholds()));
            }
            return this;
        }

        /** Adds the metadata of rules that run elsewhere (bench, capture). */
        public Builder infos(String area, List<RuleInfo> infos) {
            for (RuleInfo i : infos) {
                add(new CatalogueEntry(area, i, List.of()));
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

        public RuleCatalogue build() {
            return new RuleCatalogue(new ArrayList<>(byId.values()));
        }
    }
}
