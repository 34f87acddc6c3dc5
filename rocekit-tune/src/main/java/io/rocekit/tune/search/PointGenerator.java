package io.rocekit.tune.search;

import io.rocekit.sim.config.Knob;
import io.rocekit.tune.sweep.Axis;
import io.rocekit.tune.sweep.KnobText;
import io.rocekit.tune.sweep.Sampling;
import io.rocekit.tune.sweep.Sweep;
import io.rocekit.tune.sweep.Tie;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The points of a sweep, in a fixed order (so ids are stable between runs of the same file): the
 * full grid with the first axis varying slowest, or {@code points} random or Latin-hypercube draws
 * from the sampler's own seed. Duplicate points (a list sampled twice, ranges rounded to whole
 * bytes) are dropped. Ties are applied last.
 */
public final class PointGenerator {
    private PointGenerator() {
    }

    public static List<Point> points(Sweep s) {
        List<Map<String, String>> raw = switch (s.sampling().method()) {
            case GRID -> grid(s.axes());
            case RANDOM -> random(s.axes(), s.sampling());
            case LHS -> lhs(s.axes(), s.sampling());
        };
        LinkedHashSet<Map<String, String>> unique = new LinkedHashSet<>();
        for (Map<String, String> p : raw) {
            unique.add(tied(p, s.ties()));
        }
        List<Point> out = new ArrayList<>();
        int width = Math.max(3, Integer.toString(unique.size() - 1).length());
        int i = 0;
        for (Map<String, String> p : unique) {
            out.add(new Point(String.format(java.util.Locale.ROOT, "p%0" + width + "d", i++), p));
        }
        return out;
    }

    /** The point's values with every tie computed from its source knob. */
    public static Map<String, String> tied(Map<String, String> p, List<Tie> ties) {
        Map<String, String> out = new LinkedHashMap<>(p);
        for (Tie t : ties) {
            Knob src = KnobText.knob(t.source()).orElseThrow();
            Knob dst = KnobText.knob(t.knob()).orElseThrow();
            double v = ((Number) KnobText.stored(src, p.get(t.source()))).doubleValue();
            out.put(dst.name(), KnobText.format(dst, v * t.factor()));
        }
        return out;
    }

    private static List<Map<String, String>> grid(List<Axis> axes) {
        List<Map<String, String>> out = new ArrayList<>();
        out.add(new LinkedHashMap<>());
        for (Axis a : axes) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : out) {
                for (String v : a.gridValues()) {
                    Map<String, String> m = new LinkedHashMap<>(partial);
                    m.put(a.knob(), v);
                    next.add(m);
                }
            }
            out = next;
        }
        return out;
    }

    private static List<Map<String, String>> random(List<Axis> axes, Sampling s) {
        SplittableRandom rnd = new SplittableRandom(s.seed());
        List<Map<String, String>> out = new ArrayList<>();
        for (int i = 0; i < s.points(); i++) {
            Map<String, String> m = new LinkedHashMap<>();
            for (Axis a : axes) {
                m.put(a.knob(), draw(a, rnd.nextDouble()));
            }
            out.add(m);
        }
        return out;
    }

    /** One draw per stratum per axis; strata of different axes paired by independent shuffles. */
    private static List<Map<String, String>> lhs(List<Axis> axes, Sampling s) {
        SplittableRandom rnd = new SplittableRandom(s.seed());
        int n = s.points();
        List<Map<String, String>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new LinkedHashMap<>());
        }
        for (Axis a : axes) {
            int[] perm = new int[n];
            for (int i = 0; i < n; i++) {
                perm[i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = rnd.nextInt(i + 1);
                int t = perm[i];
                perm[i] = perm[j];
                perm[j] = t;
            }
            for (int i = 0; i < n; i++) {
                double u = (perm[i] + rnd.nextDouble()) / n;
                out.get(i).put(a.knob(), draw(a, u));
            }
        }
        return out;
    }

    /** The axis value at uniform draw {@code u} in [0, 1). */
    private static String draw(Axis a, double u) {
        if (a instanceof Axis.Range r) {
            Knob k = KnobText.knob(r.knob()).orElseThrow();
            return KnobText.format(k, r.at(u));
        }
        List<String> v = a.gridValues();
        return v.get(Math.min(v.size() - 1, (int) (u * v.size())));
    }
}
