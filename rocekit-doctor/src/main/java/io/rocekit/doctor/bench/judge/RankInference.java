package io.rocekit.doctor.bench.judge;

import io.rocekit.host.bench.BusBwFactor;
import io.rocekit.host.bench.NcclTestsResult;
import io.rocekit.host.bench.NcclTestsRow;
import java.util.List;
import java.util.OptionalInt;

/**
 * The rank count a table implies when it does not print it: the n for which busbw = algbw x
 * factor(n) holds, within print rounding, on the most cells (at least three quarters of them, so
 * that one edited or corrupt cell does not hide the answer, and the re-check then names it). For
 * large algbw neighbouring n are told apart (n=128 and n=129 differ by 0.02 GB/s at 186 GB/s);
 * where several n fit as many cells, the one whose factor is nearest the median ratio wins.
 */
final class RankInference {
    private RankInference() {
    }

    static OptionalInt ranks(List<NcclTestsRow> rows, BusBwFactor factor) {
        List<NcclTestsResult> cells = rows.stream().flatMap(r -> TableChecks.groups(r).stream())
                .filter(g -> g.algBwGBps() >= 0.1).toList();
        if (cells.isEmpty() || factor == BusBwFactor.ONE) {
            return OptionalInt.empty();
        }
        // every cell proposes an n; the n that fits the most cells wins
        java.util.TreeSet<Integer> candidates = new java.util.TreeSet<>();
        for (NcclTestsResult g : cells) {
            OptionalInt e = factor.ranksFor(g.busBwGBps() / g.algBwGBps(), 0.05);
            if (e.isPresent()) {
                int n0 = e.getAsInt();
                int span = Math.max(3, n0 / 4);
                for (int n = Math.max(2, n0 - span); n <= n0 + span; n++) {
                    candidates.add(n);
                }
            }
        }
        List<Double> ratios = cells.stream().map(g -> g.busBwGBps() / g.algBwGBps()).sorted().toList();
        double median = ratios.get(ratios.size() / 2);
        int bestN = -1;
        int bestFit = 0;
        double bestDistance = Double.MAX_VALUE;
        for (int n : candidates) {
            int fit = fitted(cells, factor.of(n));
            double distance = Math.abs(factor.of(n) - median);
            if (fit > bestFit || fit == bestFit && fit > 0 && distance < bestDistance) {
                bestN = n;
                bestFit = fit;
                bestDistance = distance;
            }
        }
        return bestFit * 4 >= cells.size() * 3 ? OptionalInt.of(bestN) : OptionalInt.empty();
    }

    private static int fitted(List<NcclTestsResult> cells, double f) {
        int n = 0;
        for (NcclTestsResult g : cells) {
            if (Math.abs(g.busBwGBps() - g.algBwGBps() * f) <= 0.0051 * (1 + f) + 1e-9) {
                n++;
            }
        }
        return n;
    }
}
