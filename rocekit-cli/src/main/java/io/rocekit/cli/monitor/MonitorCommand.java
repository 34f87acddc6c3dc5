package io.rocekit.cli.monitor;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.FailOnOption;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.finding.Severity;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.monitor.alert.AlertRulesYaml;
import io.rocekit.monitor.alert.GrafanaDashboard;
import io.rocekit.monitor.alert.MonitorRules;
import io.rocekit.monitor.demo.DemoNode;
import io.rocekit.monitor.prometheus.Exporter;
import io.rocekit.monitor.prometheus.SysfsCollector;
import io.rocekit.monitor.rate.RateCalculator;
import io.rocekit.monitor.rate.SampleRates;
import io.rocekit.monitor.record.Recording;
import io.rocekit.monitor.sample.EthtoolStats;
import io.rocekit.monitor.sample.LiveEthtool;
import io.rocekit.monitor.sample.Sample;
import io.rocekit.monitor.sample.Sampler;
import io.rocekit.monitor.view.Frame;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code rocekit monitor}: RoCE NIC counters as rates, live, as JSON Lines, recorded, or for Prometheus. */
@Command(
        name = "monitor",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Watch the RoCE counters that matter as rates: per RDMA port, receive and transmit Gb/s, PFC pause "
                + "frames and time paused per priority, CNPs sent and handled, ECN-marked packets, out-of-buffer "
                + "drops, discards and retransmissions, with the monitor.* rules judged on every refresh.",
            "",
            "Reads /sys/class/infiniband (counters, hw_counters, state, rate, link layer), /sys/class/net/IF/"
                + "statistics and 'ethtool -S IF' (argument list, timeout; skipped with a note where ethtool is "
                + "absent). Read-only. Counter wraps (32 and 64 bits) and resets are handled; an IB counter stuck at "
                + "its top is shown as saturated.",
            "",
            "--prometheus serves /metrics (node_exporter 1.11's node_infiniband_* families, hw_counters included, as "
                + "rocekit_infiniband_*: same labels and values; plus rocekit_ethtool_*, rocekit_netdev_* and info "
                + "metrics; docs/monitor.md), reading sysfs at each scrape.",
            "",
            "Thresholds (pause 10 %% / 50 %% of the time, 1/s for drops, CNPs and retransmissions) are rocekit's own "
                + "defaults, not vendor figures: change them with --set (rocekit rules --verbose lists them).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit monitor                              # live view, 1 s refresh",
            "  rocekit monitor --demo                       # a scripted RoCE node (no NIC)",
            "  rocekit monitor --once --json | jq '.ports[]'",
            "  rocekit monitor --interval 10s --record /var/tmp/roce.jsonl",
            "  rocekit doctor --recording /var/tmp/roce.jsonl     # judge the recorded rates",
            "  rocekit monitor --prometheus 9464            # 127.0.0.1:9464/metrics",
            "  rocekit monitor --prometheus 0.0.0.0:9464 --sysfs /host/sys",
            "  rocekit monitor --emit alert-rules > rocekit-alerts.yml",
            "  rocekit monitor --emit alert-rules --set monitor.pause-storm.priorities=3,4 \\",
            "      --set monitor.lossless-drops.priorities=3,4      # two lossless classes",
            "  promtool check rules rocekit-alerts.yml",
            "  rocekit monitor --emit grafana-dashboard > rocekit-dashboard.json",
        })
public final class MonitorCommand implements Callable<Integer> {
    /** What {@code --emit} writes. */
    enum Emit { ALERT_RULES, GRAFANA_DASHBOARD }

    @Spec
    CommandSpec spec;

    @Option(names = "--sysfs", paramLabel = "DIR", defaultValue = "/sys",
            description = "The sysfs to read (a container's mount of the host's /sys, a test tree). Default: ${DEFAULT-VALUE}.")
    Path sysfs;

    @Option(names = "--demo", description = "Watch a bundled RoCE node instead of this host: four ConnectX-7 ports "
            + "(link layer Ethernet) whose counters move from a script of events: one busy healthy port (CNPs and ECN "
            + "marks), a PFC storm sent by one port, RDMA out_of_buffer on one, a link flap every 30 s on one. Works "
            + "with every mode: the live view, --once --json, --record, --prometheus.")
    boolean demo;

    @Option(names = "--interval", paramLabel = "DURATION", defaultValue = "1s",
            description = "Time between samples: 1s, 500ms, 60s, 2m. Default: ${DEFAULT-VALUE}.")
    String interval;

    @Option(names = "--once", description = "Take two samples one interval apart, print the rates once, exit "
            + "(1 when a finding is at or above --fail-on).")
    boolean once;

    @Option(names = "--count", paramLabel = "N", defaultValue = "0",
            description = "Stop after N refreshes (0: run until interrupted).")
    int count;

    /** One JSON object per refresh (JSON Lines): ports, link changes, findings, notes (docs/monitor.md). */
    @Mixin
    JsonOption json;

    @Option(names = "--record", paramLabel = "FILE",
            description = "Also append every raw sample to FILE (JSON Lines) for 'rocekit doctor --recording FILE'.")
    Path record;

    @Option(names = "--prometheus", paramLabel = "[HOST:]PORT",
            description = "Serve Prometheus metrics on HOST:PORT (HOST defaults to 127.0.0.1; 0.0.0.0 for all).")
    String prometheus;

    @Option(names = "--emit", paramLabel = "WHAT", converter = EmitConverter.class,
            description = "Print an artifact and exit: alert-rules (Prometheus alerting rules YAML, with --set "
                    + "thresholds) or grafana-dashboard (dashboard JSON).")
    Emit emit;

    @Option(names = "--no-ethtool", description = "Do not run 'ethtool -S' (no per-priority pause, discard, out-of-buffer counters).")
    boolean noEthtool;

    @picocli.CommandLine.Mixin
    io.rocekit.cli.options.RuleOptions ruleOptions = new io.rocekit.cli.options.RuleOptions();

    /** With --once or --count: exit 1 when a refresh had a finding at or above it. */
    @Mixin
    FailOnOption failOn;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        RuleSettings settings = ruleOptions.settings();
        if (emit != null) {
            out.print(emit == Emit.ALERT_RULES ? AlertRulesYaml.render(MonitorRules.all(), settings) : GrafanaDashboard.render());
            return ExitCodes.OK;
        }
        Severity threshold = failOn.threshold();
        long intervalMillis = Durations.millis("--interval", interval);
        if (count < 0) {
            throw new InputException("--count=" + count + " must be >= 0");
        }
        Sampler sampler = sampler();
        if (prometheus != null) {
            return serve(sampler, out, err);
        }
        Writer rec = record == null ? null : openRecording();
        boolean findingsAtThreshold = false;
        boolean anyRate = false;
        try (LiveScreen screen = json.enabled() ? null : LiveScreen.open(out, !once && count != 1)) {
            // The terminal is set up first, so that the first interval is the one asked for.
            Sample prev = sampler.sample();
            if (prev.devices().isEmpty()) {
                throw new InputException("monitor: nothing to watch: " + String.join("; ", prev.notes())
                        + " (is this a host with RDMA NICs? --sysfs names another sysfs)");
            }
            if (prev.ports().isEmpty()) {
                // devices without a readable port (a link loop, an empty ports directory): nothing to rate
                throw new InputException("monitor: nothing to watch: no port under " + prev.devices().size()
                        + " RDMA device(s)" + (prev.notes().isEmpty() ? "" : ": " + String.join("; ", prev.notes()))
                        + " (is this a host with RDMA NICs? --sysfs names another sysfs)");
            }
            record(rec, prev);
            int frames = 0;
            while (true) {
                long waitMillis = intervalMillis - (System.nanoTime() - prev.monoNanos()) / 1_000_000;
                if (waitMillis > 0) {
                    Thread.sleep(waitMillis);
                }
                Sample cur = sampler.sample();
                record(rec, cur);
                SampleRates rates = RateCalculator.between(prev, cur);
                List<Finding> findings = MonitorRules.check(rates, settings);
                findingsAtThreshold |= Findings.countAtLeast(findings, threshold) > 0;
                anyRate |= rates.ports().stream().anyMatch(p -> !p.counters().isEmpty() || !p.hwCounters().isEmpty()
                        || p.netdev().isPresent());
                Frame frame = Frame.of(rates, findings, cur.notes());
                if (json.enabled()) {
                    out.println(Json.mapper().writeValueAsString(frame));
                    out.flush();
                } else {
                    screen.show(MonitorText.lines(frame, source(), 8, screen.columns()));
                }
                prev = cur;
                frames++;
                if (once || (count > 0 && frames >= count)) {
                    break;
                }
            }
        } finally {
            if (rec != null) {
                try {
                    rec.close();
                } catch (IOException e) {
                    throw io.rocekit.cli.command.Outputs.cannotWrite("--record", record, e);
                }
            }
        }
        if (!findingsAtThreshold && !anyRate) {
            // ports were found but no counter could be read twice: "no rule fired" would read as all clear
            err.println("monitor: nothing to judge: no counter of any port could be read (see the notes)");
            return ExitCodes.NOTHING_TO_JUDGE;
        }
        return findingsAtThreshold ? ExitCodes.FINDINGS : ExitCodes.OK;
    }

    /** The host's sysfs (with ethtool), or the demo node. */
    private Sampler sampler() {
        if (demo) {
            DemoNode node = new DemoNode();
            return new Sampler(node, noEthtool ? EthtoolStats.none() : node, node::wallMillis, node::monoNanos);
        }
        if (!Files.isDirectory(sysfs)) {
            throw new InputException("--sysfs " + sysfs + ": not a directory (expected a sysfs mount such as /sys)");
        }
        return new Sampler(sysfs, noEthtool ? EthtoolStats.none() : new LiveEthtool(5_000));
    }

    private String source() {
        return demo ? "demo node (scripted)" : sysfs.toString();
    }

    /** Appends a sample to the recording, if there is one; a failed write (a full disk) is an input error. */
    private void record(Writer rec, Sample s) {
        if (rec == null) {
            return;
        }
        try {
            Recording.append(rec, s);
        } catch (IOException e) {
            throw io.rocekit.cli.command.Outputs.cannotWrite("--record", record, e);
        }
    }

    private Writer openRecording() {
        try {
            return Files.newBufferedWriter(record, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw io.rocekit.cli.command.Outputs.cannotWrite("--record", record, e);
        }
    }

    private int serve(Sampler sampler, PrintWriter out, PrintWriter err) throws IOException, InterruptedException {
        InetSocketAddress at;
        try {
            at = Exporter.parseListen(prometheus);
        } catch (IllegalArgumentException e) {
            throw new InputException("--prometheus: " + e.getMessage());
        }
        Sample first = sampler.sample();
        if (first.devices().isEmpty()) {
            err.println("monitor: warning: " + String.join("; ", first.notes()) + "; serving anyway");
        }
        Exporter exporter;
        try {
            exporter = Exporter.start(at.getHostString(), at.getPort(), new SysfsCollector(sampler, s -> { }));
        } catch (IOException e) {
            throw new InputException("--prometheus " + prometheus + ": cannot listen: " + e.getMessage(), e);
        }
        out.println("monitor: serving http://" + at.getHostString() + ":" + exporter.port() + "/metrics (reading "
                + source() + " at each scrape; Ctrl-C to stop)");
        out.flush();
        CountDownLatch stop = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            exporter.close();
            stop.countDown();
        }, "rocekit-monitor-stop"));
        stop.await();
        return ExitCodes.OK;
    }

    /** {@code alert-rules} and {@code grafana-dashboard}. */
    static final class EmitConverter implements picocli.CommandLine.ITypeConverter<Emit> {
        @Override
        public Emit convert(String value) {
            return switch (value.strip().toLowerCase(java.util.Locale.ROOT)) {
                case "alert-rules" -> Emit.ALERT_RULES;
                case "grafana-dashboard" -> Emit.GRAFANA_DASHBOARD;
                default -> throw new picocli.CommandLine.TypeConversionException(
                        "expected alert-rules or grafana-dashboard, found '" + value + "'");
            };
        }
    }
}
