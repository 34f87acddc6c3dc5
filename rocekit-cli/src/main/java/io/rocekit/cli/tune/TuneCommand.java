package io.rocekit.cli.tune;

import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.cli.render.ProgressOption;
import io.rocekit.cli.spark.SparkLauncher;
import io.rocekit.cli.spark.SparkOption;
import io.rocekit.core.parallel.LazyTaskRunner;
import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.core.parallel.TaskRunnerProvider;
import io.rocekit.sim.SimInputException;
import io.rocekit.tune.TuneInputException;
import io.rocekit.tune.run.LoadedBase;
import io.rocekit.tune.run.MemoryGuard;
import io.rocekit.tune.run.RowStore;
import io.rocekit.tune.run.TrialTask;
import io.rocekit.tune.search.Outcome;
import io.rocekit.tune.search.SweepRunner;
import io.rocekit.tune.sweep.Sweep;
import io.rocekit.tune.sweep.SweepLoader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit tune}: sweep knobs of a simulated fabric and recommend settings. */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Sweep ECN, PFC and DCQCN knobs of a 'rocekit sim' scenario over seeds, on every local"
                + " core or on Apache Spark, and recommend settings: Pareto front, the chosen point with its"
                + " spread across seeds, each knob's effect, vendor defaults run as baselines. Results go to"
                + " DIR/rows.jsonl one row per point and seed, so an interrupted sweep resumes and a finished"
                + " one re-analyses without running. Reference: docs/tune.md.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit tune examples/tune/incast-ecn-pfc.yaml",
            "      ECN thresholds for a 16:1 incast with PFC, on all cores",
            "  rocekit tune examples/tune/incast-ecn-pfc.yaml --json > result.json",
            "      the result document (points, pareto, recommended, baselines)",
            "  rocekit tune SWEEP --out runs/a      (run again: only missing rows run)",
            "  rocekit tune SWEEP --spark-master 'local[2]'",
            "      the same sweep as Spark tasks in this JVM (from a built checkout)",
            "  rocekit tune SWEEP --spark-master spark://head:7077",
            "      submitted with your spark-submit (SPARK_HOME or PATH)",
            "",
            "Exit code 0 also when no point met the constraints: see the report.",
        })
public final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SWEEP", description = "Sweep file (YAML, see docs/tune.md).")
    Path sweepFile;

    @Mixin
    JsonOption json;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Results directory (default: ./NAME-tune): rows.jsonl, result.json, recommended.set,"
                    + " report.html.")
    Path out;

    @Mixin
    SparkOption spark;

    @Option(names = "--threads", paramLabel = "N",
            description = "Local runner: at most N simulations at once (default: every core, fewer if memory is"
                    + " short).")
    Integer threads;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        long t0 = System.nanoTime();
        if (threads != null && threads < 1) {
            // 0 or -1 used to run one at a time silently: a typo must not read as a setting
            throw new InputException("--threads must be at least 1, found " + threads);
        }
        try {
            Sweep sweep = SweepLoader.load(sweepFile);
            if (spark.submits()) {
                return SparkLauncher.submit(spark.master().orElseThrow(), "rocekit tune " + sweepFile.getFileName(), submitArgs(), stderr);
            }
            Path dir = out != null ? out : Path.of(sweep.name() + "-tune");
            TuneProgress bar = new TuneProgress(stderr, progress.draw(spec));
            Outcome o;
            String runnerName;
            try (RowStore store = RowStore.open(dir.resolve("rows.jsonl"), sweep.base().fingerprint());
                    TaskRunner runner = runner(sweep, stderr)) {
                if (store.rowsOfOtherBase() > 0) {
                    stderr.printf(Locale.ROOT, "rocekit tune: %s holds %d rows of another base scenario (the"
                            + " scenario or base.set changed); they are kept but not used%n", store.file(),
                            store.rowsOfOtherBase());
                }
                o = new SweepRunner(sweep, runner, store, bar).run();
                runnerName = runner.describe();
            } finally {
                bar.finish();
            }
            double wall = (System.nanoTime() - t0) / 1e9;
            String scenarioPath = sweep.base().displayName();
            if (sweep.base().kind().equals("inline")) {
                try {
                    scenarioPath = sweep.base().writeTo(dir.resolve("base")).toString();
                } catch (IOException e) {
                    throw new UncheckedIOException(dir + ": cannot write the base scenario", e);
                }
            }
            TuneJson doc = TuneJson.of(sweep, o, wall, runnerName, scenarioPath);
            String jsonText = Json.pretty(doc);
            write(dir.resolve("result.json"), jsonText + "\n");
            write(dir.resolve("recommended.set"), String.join("\n", doc.recommended().setLines()) + "\n");
            write(dir.resolve("report.html"), TuneHtml.render(sweep, o, doc, dir.toString()));
            LoadedBase lb = LoadedBase.of(sweep.base());
            io.rocekit.sim.config.Settings chosen = TrialTask.settings(lb, new io.rocekit.tune.run.Trial(
                    o.recommended().id(), "point", o.recommended().knobs(), sweep.seeds().get(0), 0));
            write(dir.resolve("fabric-intent.yaml"), FabricFragment.of(sweep.name(), o.recommended(), chosen,
                    lb.topology().nicRateBitsPerSec()));
            if (json.enabled()) {
                stdout.println(jsonText);
            } else {
                TuneText.print(stdout, sweep, o, doc, dir.toString());
            }
            stdout.flush();
            return 0;
        } catch (TuneInputException | SimInputException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    private TaskRunner runner(Sweep sweep, PrintWriter stderr) {
        if (spark.master().isPresent()) {
            String master = spark.master().get();
            TaskRunnerProvider p = SparkLauncher.provider();
            return new LazyTaskRunner(() -> p.open(master, "rocekit tune " + sweep.name()), "Spark " + master);
        }
        int cores = Runtime.getRuntime().availableProcessors();
        long estimate = MemoryGuard.estimateBytes(LoadedBase.of(sweep.base()));
        long heap = Runtime.getRuntime().maxMemory();
        int fit = MemoryGuard.concurrency(estimate, cores, heap);
        int n = threads != null ? Math.max(1, Math.min(threads, fit)) : fit;
        if (n < Math.min(cores, threads != null ? threads : cores)) {
            stderr.printf(Locale.ROOT, "rocekit tune: %d simulations at once (each needs up to about %d MB, heap %d MB;"
                    + " raise -Xmx for more)%n", n, estimate >> 20, heap >> 20);
        }
        return new LocalTaskRunner(n);
    }

    /** The same sweep for the driver spark-submit starts (no progress bar: its stderr is a log). */
    private List<String> submitArgs() {
        List<String> args = new ArrayList<>(List.of("tune", sweepFile.toString(), "--spark-master", spark.master().orElseThrow(),
                "--no-progress"));
        if (out != null) {
            args.add("--out");
            args.add(out.toString());
        }
        if (json.enabled()) {
            args.add("--json");
        }
        return args;
    }

    private static void write(Path f, String text) {
        try {
            Path dir = f.toAbsolutePath().getParent();
            if (dir != null) {
                Files.createDirectories(dir);
            }
            Files.writeString(f, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(f + ": cannot write", e);
        }
    }

}
