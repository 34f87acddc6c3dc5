package io.rocekit.cli.bench;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.options.RuleOptions;
import io.rocekit.cli.render.FailOnOption;
import io.rocekit.cli.render.HtmlOption;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.bench.BenchAnalysis;
import io.rocekit.doctor.bench.BenchReport;
import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit bench}: perftest, nccl-tests and NCCL logs judged against line rate. */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Read perftest (ib_write_bw, ib_read_bw, ib_send_bw, ib_*_lat), nccl-tests (*_perf) and NCCL_DEBUG=INFO "
                + "outputs, and say how far they are from line rate and why.",
            "",
            "For each run: the parsed table, the best figure (nccl-tests: peak bus bandwidth, the larger of "
                + "out-of-place and in-place; perftest: BW average at 64 KiB or more), the line rate it is compared "
                + "with (--line-rate, the NCCL log's NIC speed, or ibv_devinfo -v / ibstat given alongside) times the "
                + "NICs used per node, and the efficiency. The table's own figures are re-checked: algbw = size / "
                + "time, busbw = algbw x the collective's factor (AllReduce 2(n-1)/n; AllGather, ReduceScatter, "
                + "AlltoAll (n-1)/n; Broadcast, Reduce, SendRecv 1), the Avg bus bandwidth footer.",
            "NCCL logs: the network used (IB, Socket, plugin), NICs and link layer, GPUDirect RDMA per GPU/NIC, "
                + "the transport of every channel connection.",
            "Findings: bench.below-line-rate (WARN < 90 %%, FAIL < 70 %%), bench.wrong-results, bench.single-rank, "
                + "nccl.socket-transport, nccl.gdr-disabled, nccl.fewer-nics-than-gpus, perftest.latency-high, "
                + "perftest.mtu-small; each lists the causes the input shows, then the troubleshooting table in "
                + "order. Two or more runs of the same test are shown side by side per message size.",
            "FILE may be a directory (a snapshot: its benchmark outputs and port rates are used) or - (standard "
                + "input). See docs/bench.md.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  ib_write_bw -d mlx5_0 -a -F --report_gbits 10.0.0.2 | tee bw.txt",
            "  rocekit bench bw.txt --line-rate 400G",
            "  rocekit bench all_reduce.log ibv_devinfo-v.txt",
            "  rocekit bench before.txt after.txt --line-rate 8x400G --html report.html",
            "  mpirun -np 16 -x NCCL_DEBUG=INFO ./build/all_reduce_perf \\",
            "      -b 1M -e 8G -f 2 -g 1 2>&1 | rocekit bench -",
            "  rocekit bench run.txt --json | jq '.runs[] | {test, status, efficiency}'",
        })
public final class BenchCommand implements Callable<Integer> {
    @Mixin
    RuleOptions ruleOptions = new RuleOptions();

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE",
            description = "Benchmark outputs, NCCL logs, ibv_devinfo -v / ibstat outputs, snapshot directories, or - .")
    List<String> files;

    @Option(names = "--line-rate", paramLabel = "RATE",
            description = "Line rate of one NIC port: 400G, 200Gb/s, 100GbE; NxRATE (8x400G) also states the NICs per "
                    + "node. Wins over rates found in the inputs.")
    String lineRate;

    @Mixin
    JsonOption json;

    @Mixin
    HtmlOption html;

    @Mixin
    FailOnOption failOn;

    private static boolean readNothing(BenchReport r) {
        return r.verdicts().isEmpty() && r.logs().isEmpty() && r.ports().isEmpty() && r.comparisons().isEmpty()
                && r.findings().isEmpty();
    }

    @Override
    public Integer call() throws IOException {
        html.check(); // before any work
        PrintWriter out = spec.commandLine().getOut();
        RuleSettings settings = ruleOptions.settings();
        Optional<LineRate> rate = Optional.empty();
        if (lineRate != null) {
            try {
                rate = Optional.of(LineRate.parse(lineRate));
            } catch (IllegalArgumentException e) {
                throw new InputException("--line-rate: " + e.getMessage(), e);
            }
        }
        List<TextSource> sources = BenchInputs.read(files, System.in);
        BenchReport report;
        try {
            report = BenchAnalysis.analyze(sources, rate, settings);
        } catch (ParseException e) {
            throw new InputException(e.getMessage(), e);
        }
        if (readNothing(report)) {
            // e.g. a perftest command line pasted without what it printed: never "No findings" on nothing
            spec.commandLine().getErr().println(sources.stream().map(TextSource::file).distinct().collect(Collectors.joining(", "))
                    + ": nothing to judge was read: no perftest or nccl-tests result table or failure, no NCCL log"
                    + " line and no port rate (a command line alone? give the output it printed)");
            return ExitCodes.NOTHING_TO_JUDGE;
        }
        if (html.file().isPresent()) {
            html.write(BenchHtml.render(report), spec.commandLine().getErr());
        }
        if (json.enabled()) {
            out.println(Json.pretty(BenchJson.of(report)));
        } else {
            BenchText.print(out, report);
        }
        out.flush();
        return failOn.exitCode(report.findings());
    }
}
