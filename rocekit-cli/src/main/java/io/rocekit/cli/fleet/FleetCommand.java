package io.rocekit.cli.fleet;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.FailOnOption;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.cli.render.ProgressOption;
import io.rocekit.cli.spark.SparkLauncher;
import io.rocekit.cli.spark.SparkOption;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.io.FileUri;
import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.fleet.analysis.FleetAggregates;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.input.FleetInputException;
import io.rocekit.fleet.input.FleetInputs;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.rule.FleetJudge;
import io.rocekit.fleet.rule.FleetSettings;
import io.rocekit.fleet.run.FleetRun;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit fleet}: the doctor on every node's snapshot, then drift, outliers and rules across nodes. */
@Command(
        name = "fleet",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Doctor a whole cluster at once from its snapshots ('rocekit collect' on every node): "
                + "the doctor runs on each node in parallel, then fleet reports what no single node "
                + "shows:",
            "  drift     firmware/PSID, kernel, OFED, drivers, CUDA, NCCL, every mlxconfig value, QoS "
                + "(trust, PFC, DSCP map, RDMA-CM ToS, CNP), PCIe (ACS per GPU-NIC path, MaxReadReq, "
                + "link widths), GPU/NIC counts, topology shape, hugepages: the majority value and "
                + "the nodes that differ;",
            "  outliers  nccl-tests bus bandwidth, perftest bandwidth/latency and counter rates "
                + "judged by median and MAD (robust: a few bad nodes cannot hide themselves);",
            "  rules     every rule that fired, with the nodes it fired on; nodes ranked by rules.",
            "",
            "SNAPSHOT is a snapshot directory, a .tar.gz snapshot (read in memory, bounded, no path "
                + "may leave it), or a folder holding any number of them. A node is named by its "
                + "manifest's host, else by the file or directory name. --demo needs no snapshot: "
                + "it generates a small fleet with planted differences and compares that.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit fleet --demo                           # 12 generated nodes",
            "  rocekit fleet --demo=1000 --demo-dir /tmp/fleet # keep them (benchmarks)",
            "  rocekit fleet /shared/snaps/                   # every snapshot in the folder",
            "  rocekit fleet /shared/snaps/ --json | jq '.drift[] | {key, nodes}'",
            "  rocekit fleet /shared/snaps/ --baseline gpu017 # compare with a good node",
            "  rocekit fleet node*.tar.gz --fail-on WARN      # exit 1 on any WARN or FAIL",
            "  rocekit fleet /shared/snaps/ --html fleet.html # heat map, drift, outliers",
            "  rocekit fleet /shared/snaps/ --spark-master spark://head:7077",
            "      on a Spark cluster: the paths must be readable on every executor",
            "  rocekit fleet hdfs://namenode/snaps/ --spark-master yarn",
            "      .tar.gz snapshots on HDFS (or s3a://, file:///), listed by the driver,",
            "      read by the executors through Hadoop's FileSystem API",
            "",
            "Collecting, one file per node:",
            "  pdsh -w gpu[001-128] 'rocekit collect -o /shared/snaps/{host}.tar.gz'",
            "See docs/fleet.md: pdsh/clush, srun, Ansible, Kubernetes, NHC and Slurm",
            "health checks.",
        })
public final class FleetCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "SNAPSHOT", arity = "0..*",
            description = "Snapshot directories, .tar.gz snapshots, or folders of them; with --spark-master also a "
                    + "URI of a .tar.gz or a folder of them on a Hadoop-compatible filesystem (file:///abs/dir, "
                    + "hdfs://namenode/dir, s3a://bucket/dir), read by the executors.")
    List<String> inputs = List.of();

    @Option(names = "--demo", paramLabel = "NODES", arity = "0..1", fallbackValue = "12",
            description = "Compare a generated fleet instead of snapshots: copies of the doctor's demo node with "
                    + "planted differences (older firmware, an mlxconfig value, a rack trusting PCP, ACS, a link at x8, "
                    + "slow benchmark results, a counter outlier). NODES: how many (at least 12; default 12).")
    Integer demo;

    @Option(names = "--demo-dir", paramLabel = "DIR",
            description = "With --demo: write the generated snapshots (.tar.gz) to DIR and keep them (else a "
                    + "temporary folder, removed at the end).")
    Path demoDir;

    @Mixin
    JsonOption json;

    @Option(names = "--baseline", paramLabel = "NODE",
            description = "Compare every node with this known-good node instead of with the majority.")
    String baseline;

    @Mixin
    FailOnOption failOn;

    @picocli.CommandLine.Mixin
    io.rocekit.cli.options.RuleOptions ruleOptions;

    @picocli.CommandLine.Mixin
    io.rocekit.cli.render.HtmlOption html;

    @Option(names = "--threads", paramLabel = "N", description = "Nodes examined at once. Default: the number of CPUs.")
    Integer threads;

    @Mixin
    SparkOption spark;

    @Mixin
    ProgressOption progressOption;

    @Option(names = "--top", paramLabel = "N", defaultValue = "20",
            description = "Text report: how many nodes to list per item. Default: ${DEFAULT-VALUE}.")
    int top;

    @Override
    public Integer call() throws java.io.IOException {
        Severity threshold = failOn.threshold();
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1 || top < 1) {
            throw new InputException("--threads and --top must be at least 1");
        }
        settings(); // a bad --set is an input error before any node is read
        html.check();
        PrintWriter err = spec.commandLine().getErr();
        if (spark.submits() && demo != null) {
            throw new InputException("--demo runs on this machine: write the fleet with --demo --demo-dir DIR on a "
                    + "path every executor reads, then give DIR with --spark-master");
        }
        try (DemoFleet demoFleet = DemoFleet.of(demo, demoDir, inputs, err)) {
            return compare(demoFleet.inputs(inputs), n, threshold);
        }
    }

    private int compare(List<String> given, int n, Severity threshold) throws java.io.IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (spark.submits()) {
            // local paths checked here; URIs checked for syntax (the driver spark-submit starts lists them)
            checkBeforeSubmit(given);
            // the same fleet arguments; the snapshot paths must be readable on every executor
            List<String> all = spec.commandLine().getParseResult().originalArgs();
            return SparkLauncher.submit(spark.master().orElseThrow(), "rocekit fleet", all.subList(all.indexOf("fleet"), all.size()), err);
        }
        spark.master().ifPresent(m -> SparkLauncher.provider()); // says how to get Spark before listing a URI with it
        List<SnapshotSource> sources = sources(given);
        FleetProgress progress = new FleetProgress(err, progressOption.draw(spec));
        FleetReport report;
        // on Spark the analysis runs as aggregations over the executors' cached summaries: inside the runner's life
        FleetSettings settings = settings().withBaseline(Optional.ofNullable(baseline));
        try (TaskRunner runner = runner(n);
                FleetAggregates agg = FleetRun.run(sources, runner, settings.rules(), progress)) {
            progress.done();
            report = judge(agg, settings);
        }
        if (report.nodes() == 0) {
            return nothingToJudge(report, sources.size(), out);
        }
        html.write(FleetHtml.render(report), err);
        if (json.enabled()) {
            out.println(FleetJson.render(report));
        } else {
            FleetText.print(out, report, top);
        }
        return report.rules().stream().anyMatch(r -> r.severity().atLeast(threshold)) ? ExitCodes.FINDINGS : ExitCodes.OK;
    }

    /**
     * No snapshot could be read or held recognised evidence: "nothing to judge", exit 4, whatever
     * {@code --fail-on} says; never "every compared setting is the same" (a CI gate must not pass
     * when collection failed on every node).
     */
    private int nothingToJudge(FleetReport report, int snapshots, PrintWriter out) {
        if (json.enabled()) {
            out.println(FleetJson.render(report));
        } else {
            FleetText.printNothingToJudge(out, report, snapshots, top);
        }
        return ExitCodes.NOTHING_TO_JUDGE;
    }

    /** The snapshots; a URI without --spark-master is an input error that says Spark reads it. */
    private List<SnapshotSource> sources(List<String> given) {
        try {
            if (spark.master().isEmpty()) {
                for (String g : given) {
                    if (FileUri.isUri(g)) {
                        FleetInputs.checked(g);
                        throw new InputException(g + ": a URI is read by Spark's executors through Hadoop's FileSystem"
                                + " API: add --spark-master (local[N] or a cluster URL)" + (g.startsWith("file:")
                                        ? ", or give the folder as a local path" : ""));
                    }
                }
            }
            return FleetInputs.of(given);
        } catch (FleetInputException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    private static void checkBeforeSubmit(List<String> given) {
        try {
            for (String g : given) {
                if (FileUri.isUri(g)) {
                    FleetInputs.checked(g);
                } else {
                    FleetInputs.expand(List.of(Path.of(g)));
                }
            }
        } catch (FleetInputException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    private TaskRunner runner(int threads) {
        return spark.master().map(m -> SparkLauncher.open(m, "rocekit fleet"))
                .orElseGet(() -> new LocalTaskRunner(threads));
    }

    private FleetSettings settings() {
        try {
            return new FleetSettings(ruleOptions.settings(), Optional.empty());
        } catch (IllegalArgumentException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    /** The fleet rules' judgement, with a --baseline naming no node turned into an input error. */
    static FleetReport judge(FleetAggregates agg, FleetSettings settings) {
        try {
            return FleetJudge.judge(agg, settings);
        } catch (IllegalArgumentException e) {
            throw new InputException(e.getMessage(), e);
        }
    }
}
