package io.rocekit.tune.analysis;

import io.rocekit.tune.sweep.Objective;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether to move from the baselines to the chosen point (contract in docs/tune.md: {@code
 * recommended.verdict}): {@code adopt} only when the chosen point dominates every baseline that
 * meets the constraints with every difference beyond the seeds' spread; {@code keep-baseline} when a
 * baseline that meets the constraints is at least as good on every objective (or no point met them);
 * {@code trade-off} otherwise. A baseline that breaks a constraint the chosen point meets counts as
 * beaten: moving away from it is the point of the sweep.
 *
 * @param verdict adopt, trade-off or keep-baseline
 * @param baseline the baseline to keep ({@code keep-baseline}) or the one the trade-off is stated
 *     against ({@code current} when the sweep has it); empty when there is none
 * @param sentence one sentence saying what to do and why, for the top of the text and HTML report
 * @param against the chosen point against each baseline, in the sweep's order
 */
public record Verdict(String verdict, String baseline, String sentence, List<AgainstBaseline> against) {
    public static final String ADOPT = "adopt";
    public static final String TRADE_OFF = "trade-off";
    public static final String KEEP = "keep-baseline";

    public Verdict {
        against = List.copyOf(against);
    }

    /** The verdict for {@code rec} against {@code baselines} (summaries over the same seeds). */
    public static Verdict of(List<Objective> objectives, List<String> swept, Recommendation rec,
            Optional<PointSummary> chosen, List<PointSummary> baselines) {
        List<PointSummary> usable = baselines.stream().filter(PointSummary::feasible).toList();
        if (!rec.found() || chosen.isEmpty()) {
            String keep = usable.isEmpty() ? "" : preferred(usable).id();
            return new Verdict(KEEP, keep, "Keep " + (keep.isEmpty() ? "what you run" : keep)
                    + ": no swept point met every constraint, so the sweep has nothing better to offer.", List.of());
        }
        PointSummary c = chosen.get();
        List<AgainstBaseline> against = new ArrayList<>();
        for (PointSummary b : baselines) {
            against.add(compare(objectives, c, b));
        }
        List<AgainstBaseline> contenders = against.stream()
                .filter(a -> usable.stream().anyMatch(u -> u.id().equals(a.name()))).toList();
        List<AgainstBaseline> asGood = contenders.stream().filter(a -> a.dominatedBy() || a.equal()).toList();
        if (!asGood.isEmpty()) {
            AgainstBaseline keep = preferredAgainst(asGood);
            String why = keep.equal() ? "it is as good as the best point found (" + c.id() + ") on every objective"
                    : "it is at least as good as the best point found (" + c.id() + ") on every objective and better on "
                            + words(keep.worse());
            return new Verdict(KEEP, keep.name(), "Keep " + keep.name() + ": " + why
                    + (keep.beyondSpread() ? "." : " (within the seeds' spread on some of them)."), against);
        }
        boolean adopt = contenders.stream().allMatch(a -> a.dominates() && a.beyondSpread());
        if (adopt) {
            String names = contenders.isEmpty() ? "no baseline meets the constraints"
                    : "it beats " + words(contenders.stream().map(AgainstBaseline::name).toList())
                            + " on every objective by more than the seeds' spread";
            return new Verdict(ADOPT, "", "Adopt " + c.id() + " (" + KnobList.of(c, swept) + "): " + names + ".", against);
        }
        return tradeOff(c, KnobList.of(c, swept), contenders, against);
    }

    private static Verdict tradeOff(PointSummary c, String knobs, List<AgainstBaseline> contenders, List<AgainstBaseline> all) {
        AgainstBaseline ref = strongest(contenders.stream().filter(a -> !a.dominates() || !a.beyondSpread())
                .toList());
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "Trade-off, not a clear win: %s (%s) is better than %s on %s", c.id(),
                knobs, ref.name(), words(ref.better())));
        if (ref.dominates()) {
            s.append(" but not by more than the seeds' spread");
        } else {
            s.append(" but worse on ").append(words(ref.worse()));
        }
        s.append("; keep ").append(ref.name()).append(" unless ")
                .append(ref.dominates() ? "more seeds confirm the gain" : words(ref.better()) + " matter"
                        + (ref.better().size() == 1 ? "s" : "") + " more to you than " + words(ref.worse()))
                .append('.');
        return new Verdict(TRADE_OFF, ref.name(), s.toString(), all);
    }

    /**
     * The baseline a trade-off is stated against: {@code current} (the switch the user runs), else
     * the one better than the chosen point on the most objectives (the first in the sweep's order on
     * a tie).
     */
    private static AgainstBaseline strongest(List<AgainstBaseline> list) {
        return list.stream().filter(a -> a.name().equals("current")).findFirst()
                .orElse(list.stream().reduce((a, b) -> b.worse().size() > a.worse().size() ? b : a).orElseThrow());
    }

    /** {@code current} (the switch the user runs) first, else the first in the sweep's order. */
    private static AgainstBaseline preferredAgainst(List<AgainstBaseline> list) {
        return list.stream().filter(a -> a.name().equals("current")).findFirst().orElse(list.get(0));
    }

    private static PointSummary preferred(List<PointSummary> list) {
        return list.stream().filter(a -> a.id().equals("current")).findFirst().orElse(list.get(0));
    }

    static AgainstBaseline compare(List<Objective> objectives, PointSummary c, PointSummary b) {
        List<String> better = new ArrayList<>();
        List<String> worse = new ArrayList<>();
        boolean beyond = true;
        for (Objective o : objectives) {
            Stat sc = c.metrics().get(o.metric());
            Stat sb = b.metrics().get(o.metric());
            if (sc == null || sb == null) {
                if (sc != null) {
                    better.add(o.metric());
                } else if (sb != null) {
                    worse.add(o.metric());
                }
                continue;
            }
            double cc = o.cost(sc.mean());
            double cb = o.cost(sb.mean());
            if (cc == cb) {
                continue;
            }
            (cc < cb ? better : worse).add(o.metric());
            beyond &= sc.max() < sb.min() || sb.max() < sc.min();
        }
        boolean dominates = !better.isEmpty() && worse.isEmpty();
        boolean dominatedBy = better.isEmpty() && !worse.isEmpty();
        return new AgainstBaseline(b.id(), dominates, dominatedBy, better, worse, beyond);
    }

    static String words(List<String> items) {
        if (items.isEmpty()) {
            return "nothing";
        }
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
