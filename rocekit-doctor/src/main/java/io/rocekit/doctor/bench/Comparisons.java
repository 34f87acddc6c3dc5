package io.rocekit.doctor.bench;

import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.NcclTestsRow;
import io.rocekit.host.bench.NcclTestsRun;
import io.rocekit.host.bench.PerftestBwRow;
import io.rocekit.host.bench.PerftestBwRun;
import io.rocekit.host.bench.PerftestLatRow;
import io.rocekit.host.bench.PerftestLatRun;
import io.rocekit.host.bench.RunStatus;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.TreeSet;

/** Groups runs of the same test and lines them up per message size. */
final class Comparisons {
    private Comparisons() {
    }

    static List<Comparison> of(List<RunVerdict> verdicts) {
        Map<String, List<RunVerdict>> groups = new LinkedHashMap<>();
        for (RunVerdict v : verdicts) {
            if (v.run().status() == RunStatus.FAILED) {
                continue;
            }
            groups.computeIfAbsent(key(v.run()), k -> new ArrayList<>()).add(v);
        }
        List<Comparison> out = new ArrayList<>();
        for (Map.Entry<String, List<RunVerdict>> g : groups.entrySet()) {
            if (g.getValue().size() < 2) {
                continue;
            }
            List<Map<Long, Double>> series = g.getValue().stream().map(v -> series(v.run())).toList();
            TreeSet<Long> sizes = new TreeSet<>();
            series.forEach(s -> sizes.addAll(s.keySet()));
            List<Comparison.Row> rows = new ArrayList<>();
            for (long size : sizes) {
                List<OptionalDouble> values = series.stream()
                        .map(s -> s.containsKey(size) ? OptionalDouble.of(s.get(size)) : OptionalDouble.empty()).toList();
                OptionalDouble first = values.get(0);
                OptionalDouble last = values.get(values.size() - 1);
                OptionalDouble change = first.isPresent() && last.isPresent() && first.getAsDouble() != 0
                        ? OptionalDouble.of((last.getAsDouble() - first.getAsDouble()) / first.getAsDouble() * 100)
                        : OptionalDouble.empty();
                rows.add(new Comparison.Row(size, values, change));
            }
            out.add(new Comparison(g.getKey(), metric(g.getValue().get(0).run()), g.getValue(), rows));
        }
        return out;
    }

    /** Runs compare when tool, test and (nccl-tests) data type and operator agree. */
    static String key(BenchRun run) {
        if (run instanceof NcclTestsRun r && !r.rows().isEmpty()) {
            NcclTestsRow first = r.rows().get(0);
            return "nccl-tests " + r.test() + " " + first.type() + first.redop().map(o -> " " + o).orElse("");
        }
        return run.tool() + " " + run.test();
    }

    static String metric(BenchRun run) {
        if (run instanceof NcclTestsRun) {
            return "busbw GB/s";
        }
        if (run instanceof PerftestBwRun) {
            return "BW average Gb/s";
        }
        return "t_typical us";
    }

    /** The value per size (the later row wins when a size repeats). */
    static Map<Long, Double> series(BenchRun run) {
        Map<Long, Double> m = new TreeMap<>();
        if (run instanceof NcclTestsRun r) {
            for (NcclTestsRow row : r.rows()) {
                m.put(row.sizeBytes(), row.peakBusBwGBps());
            }
        } else if (run instanceof PerftestBwRun r) {
            for (PerftestBwRow row : r.rows()) {
                m.put(row.sizeBytes(), r.unit().toGbps(row.bwAverage()));
            }
        } else if (run instanceof PerftestLatRun r) {
            for (PerftestLatRow row : r.rows()) {
                row.typicalOrAverage().ifPresent(t -> m.put(row.sizeBytes(), t));
            }
        }
        return m;
    }
}
