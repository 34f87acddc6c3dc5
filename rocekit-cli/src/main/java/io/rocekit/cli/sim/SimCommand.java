package io.rocekit.cli.sim;

import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.cli.render.ProgressOption;
import io.rocekit.cli.render.QuietOption;
import io.rocekit.sim.SimInputException;
import io.rocekit.sim.config.Knob;
import io.rocekit.sim.config.Knobs;
import io.rocekit.sim.config.Profile;
import io.rocekit.sim.config.Settings;
import io.rocekit.sim.config.SimConfig;
import io.rocekit.sim.run.RunOptions;
import io.rocekit.sim.run.SimMemory;
import io.rocekit.sim.run.SimResult;
import io.rocekit.sim.run.SimRun;
import io.rocekit.sim.topology.HpccTopologyReader;
import io.rocekit.sim.topology.Topology;
import io.rocekit.sim.topology.Units;
import io.rocekit.sim.traffic.Flow;
import io.rocekit.sim.traffic.HpccFlowReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit sim}: simulate a RoCEv2 fabric with DCQCN, PFC and ECN. */
@Command(name = "sim", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Simulate a RoCEv2 fabric packet by packet: switch buffers, ECN marking, PFC, and"
                + " DCQCN at the NICs with the ConnectX knob names. Runs a scenario file, or the HPCC"
                + " simulator's own topology and flow files (--profile hpcc-dcqcn reproduces its DCQCN"
                + " results). Reference: docs/sim.md.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit sim examples/incast16.yaml",
            "      FCT slowdown per flow-size bucket, the hottest queue, PFC and ECN counts",
            "  rocekit sim examples/incast16.yaml --set ecn.kmin=50KB \\",
            "      --set rpg_time_reset=55 --out run1",
            "      other ECN thresholds and a faster recovery timer; writes summary.json,",
            "      CSV time series and run1/report.html",
            "  rocekit sim --hpcc-topology examples/hpcc/ls32_topology.txt \\",
            "      --hpcc-flows examples/hpcc/ls32_websearch_l30_5ms_seed1_flows.txt \\",
            "      --profile hpcc-dcqcn --fct-format hpcc --out out",
            "      the HPCC simulator's files; out/fct.txt in its FCT line format",
            "  rocekit sim --list-knobs --profile connectx-default",
            "      every knob with its value in that profile, its unit and meaning",
            "  ROCEKIT_JAVA_OPTS=-Xmx8g rocekit sim cluster.yaml",
            "      a larger heap for a cluster-scale fabric (a k=48 fat-tree",
            "      permutation needs about 1 GB; a heap too small says how much",
            "      to ask for: docs/sim.md, Memory)",
        })
public final class SimCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "SCENARIO",
            description = "Scenario file (YAML, see docs/sim.md and examples/).")
    Path scenario;

    @Option(names = "--hpcc-topology", paramLabel = "FILE",
            description = "Topology in the HPCC simulator's format (instead of a scenario).")
    Path hpccTopology;

    @Option(names = "--hpcc-flows", paramLabel = "FILE",
            description = "Flows in the HPCC simulator's format (with --hpcc-topology).")
    Path hpccFlows;

    @Option(names = "--profile", paramLabel = "NAME",
            description = "Starting values of every knob: hpcc-dcqcn (the HPCC simulator's preset; default for"
                    + " --hpcc-*), connectx-default (ConnectX firmware defaults), dcqcn-paper (SIGCOMM 2015).")
    String profile;

    @Option(names = "--set", paramLabel = "KEY=VALUE",
            description = "Override a knob of the simulated network, e.g. --set ecn.kmin=200KB --set rpg_ai_rate=10 "
                    + "(repeatable; --list-knobs lists them). Not a rule threshold, as --set is on the commands that judge.")
    List<String> sets = new ArrayList<>();

    @Option(names = "--until", paramLabel = "TIME",
            description = "Stop after this much simulated time from the first flow's start (e.g. 2ms).")
    String until;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the random draws (sim.seed).")
    Long seed;

    @Option(names = "--trace-flow", paramLabel = "ID",
            description = "Record this flow's DCQCN rate over time (rates.csv, report). Repeatable.")
    List<Integer> traceFlows = new ArrayList<>();

    @Mixin
    JsonOption json;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write summary.json, the FCT list, ports.csv, queues.csv, rates.csv, pfc.csv and"
                    + " report.html here.")
    Path out;

    @Option(names = "--fct-format", paramLabel = "FORMAT",
            description = "csv (default: DIR/fct.csv) or hpcc (DIR/fct.txt and DIR/pfc.txt in the HPCC"
                    + " simulator's formats).")
    String fctFormat = "csv";

    @Mixin
    ProgressOption progress;

    @Mixin
    QuietOption quiet;

    @Option(names = "--read-ahead", paramLabel = "WHEN",
            description = "auto (default), inline, thread or off: read the state the next events will touch"
                    + " ahead of them, a batch at a time, so that it is in the cache when the simulation gets"
                    + " there. Inline: the simulation thread itself, every 128 events (k=32 fat-tree: a tenth to a"
                    + " fifth less simulation time). Thread: a second thread (costs a core; 'on' is its old name). Auto:"
                    + " inline where the fabric's state outgrows the cache (above 64 MiB).")
    String readAhead = "auto";

    /** More parts than this leave each too little to run between waits at any fabric the simulator fits. */
    static final int MAX_THREADS = 64;

    @Option(names = "--threads", paramLabel = "N",
            description = "Simulate the fabric in N parts on N threads (default 1). Each part (whole pods with"
                    + " their hosts and a share of the core) runs its own events; the parts wait for each other"
                    + " every shortest-cut-link delay and exchange the frames crossing between them. For large"
                    + " fabrics on a machine with idle cores (k=32 fat-tree, 2 threads: see docs/performance.md);"
                    + " the result does not depend on thread timing, but equal-time events of different parts are"
                    + " ordered differently than on one thread, so FCTs can differ slightly from --threads 1."
                    + " Flows that wait for others (collective steps) run on one thread.")
    int threads = 1;

    @Option(names = "--list-knobs", description = "List every knob (with the --profile's values) and exit.")
    boolean listKnobs;

    private RunOptions.ReadAhead readAheadMode() {
        return switch (readAhead) {
            case "auto" -> RunOptions.ReadAhead.AUTO;
            case "inline" -> RunOptions.ReadAhead.INLINE;
            case "thread", "on" -> RunOptions.ReadAhead.THREAD;
            case "off" -> RunOptions.ReadAhead.OFF;
            default -> throw new InputException("--read-ahead " + readAhead + ": expected auto, inline, thread or off");
        };
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        if (!fctFormat.equals("csv") && !fctFormat.equals("hpcc")) {
            throw new InputException("--fct-format " + fctFormat + ": expected csv or hpcc");
        }
        RunOptions.ReadAhead readAheadMode = readAheadMode();
        if (threads < 1 || threads > MAX_THREADS) {
            throw new InputException("--threads " + threads + ": expected 1 to " + MAX_THREADS);
        }
        try {
            if (listKnobs) {
                listKnobs(stdout);
                return 0;
            }
            if (out != null) {
                prepareOut(); // before minutes of simulation
            }
            SimInputs in = inputs();
            SimConfig cfg = SimConfig.from(in.settings());
            shortHeapNote(SimMemory.estimateBytes(in.topology(), in.flows(), cfg), Runtime.getRuntime().maxMemory())
                    .ifPresent(note -> quiet.note(stderr, note));
            long first = in.flows().stream().mapToLong(Flow::startPs).min().orElse(0);
            RunOptions opts = RunOptions.defaults().withTracedFlows(in.tracedFlows()).withReadAhead(readAheadMode)
                    .withThreads(threads);
            String oneThread = SimRun.singleThreadReason(in.topology(), in.flows(), threads);
            if (oneThread != null) {
                quiet.note(stderr, "--threads " + threads + ": running on one thread: " + oneThread);
            } else if (threads > Runtime.getRuntime().availableProcessors()) {
                quiet.note(stderr, "--threads " + threads + ": this machine has "
                        + Runtime.getRuntime().availableProcessors() + " cores; parts beyond them wait for a core at"
                        + " every window and the run is slower than with fewer");
            }
            if (until != null) {
                long ps = Units.parseDurationPs(until).orElseThrow(() ->
                        new InputException("--until " + until + ": expected a duration such as 2ms or 500us"));
                if (ps > io.rocekit.sim.SimLimits.MAX_TIME_PS) {
                    throw new InputException("--until " + until + ": at most " + io.rocekit.sim.SimLimits.MAX_TIME_TEXT);
                }
                opts = opts.withUntil(first + ps);
            } else if (in.untilPs() > 0) {
                opts = opts.withUntil(first + in.untilPs());
            }
            ProgressBar bar = new ProgressBar(stderr, progress.draw(spec),
                    first);
            SimResult r = SimRun.run(in.topology(), in.flows(), cfg,
                    opts.withProgress(PostRunWarmUp.startingWith(bar)));
            bar.done();
            Topology t = in.topology();
            OutputFiles.DataFiles data = out == null ? null
                    : OutputFiles.startData(out, r, t, fctFormat.equals("hpcc"));
            SimSummary summary = SimSummary.of(in.name(), in.profileName(), cfg.seed(),
                    new SimSummary.Fabric(t.nodeCount(), t.hostIds().length, t.switchIds().length, t.links().size()),
                    r, in.settings().asMap());
            if (json.enabled()) {
                stdout.println(Json.pretty(summary));
            } else {
                TextReport.print(stdout, summary);
            }
            if (out != null) {
                String html = HtmlReport.render(summary, r).render();
                List<String> files = OutputFiles.write(out, summary, html, data);
                if (!json.enabled()) {
                    stdout.println("wrote " + String.join(", ", files) + " to " + out);
                }
            }
            stdout.flush();
            return 0;
        } catch (SimInputException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    /**
     * Before minutes of set-up on a large fabric: where the run's estimated peak heap (the memory
     * model tune sizes its threads by, an upper bound about twice what runs measured hold) exceeds
     * this JVM's, says so and what to give it, so that a run that does run out (exit 2 after the
     * route search: 3 minutes at k=128) is not the first the user hears of it.
     */
    static Optional<String> shortHeapNote(long estimateBytes, long heapBytes) {
        if (estimateBytes <= heapBytes) {
            return Optional.empty();
        }
        long askGiB = (estimateBytes + (1L << 30) - 1) >> 30;
        return Optional.of(String.format(Locale.ROOT, "rocekit sim: note: this run may need up to about %d MiB of heap"
                + " (an upper bound; runs measured hold about half) and this JVM has %d MiB: should it run out, give it"
                + " more (ROCEKIT_JAVA_OPTS=-Xmx%dg)", estimateBytes >> 20, heapBytes >> 20, askGiB));
    }

    private void prepareOut() {
        try {
            io.rocekit.core.io.OutputPaths.prepareDirectory("--out", out);
        } catch (io.rocekit.core.io.InputFileException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    private SimInputs inputs() {
        if (scenario != null && (hpccTopology != null || hpccFlows != null)) {
            throw new InputException("give either a SCENARIO file or --hpcc-topology/--hpcc-flows, not both");
        }
        if (scenario != null) {
            return ScenarioInputs.load(scenario, profile, sets, seed, traceFlows);
        }
        if (hpccTopology == null || hpccFlows == null) {
            throw new InputException("nothing to simulate: give a SCENARIO file, or both --hpcc-topology and"
                    + " --hpcc-flows (try 'rocekit sim --help')");
        }
        Topology t = HpccTopologyReader.read(hpccTopology.toString(), read(hpccTopology));
        List<Flow> flows = HpccFlowReader.read(hpccFlows.toString(), read(hpccFlows), t);
        String p = profile == null ? Profile.HPCC_DCQCN.id() : profile;
        Settings s = settings(p, t.nicRateBitsPerSec(), sets, seed);
        int[] traced = traceFlows.stream().mapToInt(Integer::intValue).toArray();
        return new SimInputs(hpccTopology.getFileName() + " + " + hpccFlows.getFileName(), p, t, flows, s, traced, 0);
    }

    /** The profile's settings with {@code --set} overrides and {@code --seed} applied. */
    static Settings settings(String profileName, long nicRate, List<String> sets, Long seed) {
        Profile p = Profile.byId(profileName).orElseThrow(() -> new InputException("--profile " + profileName
                + ": unknown profile; expected one of " + String.join(", ", Profile.ids())));
        Settings s = p.settings(nicRate);
        for (String kv : sets) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new InputException("--set " + kv + ": expected KEY=VALUE, e.g. --set ecn.kmin=200KB");
            }
            s = s.with(kv.substring(0, eq).trim(), kv.substring(eq + 1), "--set " + kv.substring(0, eq).trim());
        }
        if (seed != null) {
            s = s.with("sim.seed", Long.toString(seed), "--seed");
        }
        return s;
    }

    static String read(Path p) {
        try {
            return io.rocekit.core.io.TextFiles.readUtf8(p);
        } catch (NoSuchFileException e) {
            throw new InputException(p + ": no such file");
        } catch (IOException e) {
            throw new InputException(e.getMessage(), e);
        }
    }

    private void listKnobs(PrintWriter stdout) {
        String p = profile == null ? Profile.HPCC_DCQCN.id() : profile;
        Settings s = settings(p, 100_000_000_000L, sets, seed);
        stdout.printf(Locale.ROOT, "Knobs and their values in profile %s (100 Gb/s NICs):%n", p);
        for (Knob k : Knobs.all()) {
            String choices = k.choices().isEmpty() ? "" : " [" + String.join("|", k.choices()) + "]";
            String unit = k.unit().isEmpty() ? "" : " (" + k.unit() + ")";
            stdout.printf(Locale.ROOT, "  %-40s %-14s %s%s%s%n", k.name(), s.display(k.name()), k.description(), unit,
                    choices);
        }
    }
}
