package io.rocekit.doctor.bench;

import io.rocekit.core.finding.Evidence;
import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.core.rule.CatalogueEntry;
import io.rocekit.core.rule.Limits;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.bench.judge.Judge;
import io.rocekit.doctor.bench.judge.JudgeInputs;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.rate.LineCode;
import io.rocekit.doctor.bench.rate.LineRate;
import io.rocekit.doctor.bench.rate.PortRate;
import io.rocekit.doctor.bench.rate.PortRates;
import io.rocekit.doctor.rule.NodeEvidence;
import io.rocekit.doctor.rule.Rule;
import io.rocekit.doctor.rule.bench.BenchContext;
import io.rocekit.doctor.rule.bench.BenchRules;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.ParsedArtifact;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.bench.BenchRun;
import io.rocekit.host.bench.NcclLog;
import io.rocekit.host.detect.ArtifactDetector;
import io.rocekit.host.detect.DetectedPart;
import io.rocekit.host.parse.ibstat.IbstatOutput;
import io.rocekit.host.parse.ibvdevinfo.IbvDevices;
import io.rocekit.host.parse.nccllog.NcclLogParser;
import io.rocekit.host.parse.nccltests.NcclTestsOutput;
import io.rocekit.host.parse.nccltests.NcclTestsParser;
import io.rocekit.host.parse.perftest.PerftestBwParser;
import io.rocekit.host.parse.perftest.PerftestOutput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The entry points of bench.
 *
 * <ul>
 *   <li>{@link #analyze}: texts in (what {@code rocekit bench} is given), {@link BenchReport} out.
 *       Each text is looked into for perftest and nccl-tests tables and NCCL log lines (one file
 *       may hold several), and for port rates ({@code ibv_devinfo -v}, {@code ibstat}).</li>
 *   <li>{@link #forNode}: the same from a node's parsed evidence, for the doctor.</li>
 *   <li>{@link #doctorRules}: the bench rules as doctor {@link Rule}s over {@link NodeEvidence}, so
 *       that {@code rocekit doctor} reports bench findings when benchmark outputs are among its
 *       inputs; and {@link #catalogue} for {@code rocekit rules}.</li>
 * </ul>
 */
public final class BenchAnalysis {
    private static final KindsMemo KINDS = new KindsMemo();

    /** The catalogue area of the bench rules. */
    public static final String AREA = "bench";
    private static final ArtifactDetector DETECTOR = EvidenceReaders.detector();

    private BenchAnalysis() {
    }

    /**
     * Analyses texts.
     *
     * @param sources  benchmark outputs, NCCL logs, ibv_devinfo/ibstat outputs (others are listed
     *                 as ignored)
     * @param lineRate the line rate the user states, which wins over any found in the inputs
     * @throws ParseException when a benchmark table is malformed (file, line, what was expected)
     */
    public static BenchReport analyze(List<TextSource> sources, Optional<LineRate> lineRate) throws ParseException {
        return analyze(sources, lineRate, RuleSettings.defaults());
    }

    /** {@link #analyze(List, Optional)} with the user's threshold overrides. */
    public static BenchReport analyze(List<TextSource> sources, Optional<LineRate> lineRate, RuleSettings settings)
            throws ParseException {
        List<BenchRun> runs = new ArrayList<>();
        List<NcclLog> logs = new ArrayList<>();
        List<PortRate> ports = new ArrayList<>();
        List<String> ignored = new ArrayList<>();
        for (TextSource s : sources) {
            Set<ArtifactKind> kinds = kinds(s);
            boolean used = false;
            if (kinds.contains(ArtifactKind.PERFTEST_BW) || kinds.contains(ArtifactKind.PERFTEST_LAT)) {
                runs.addAll(new PerftestBwParser().parse(s).runs());
                used = true;
            }
            if (kinds.contains(ArtifactKind.NCCL_TESTS)) {
                runs.addAll(new NcclTestsParser().parse(s).runs());
                used = true;
            }
            if (kinds.contains(ArtifactKind.NCCL_LOG)) {
                NcclLog log = new NcclLogParser().parse(s);
                if (!log.isEmpty()) {
                    logs.add(log);
                }
                used = true;
            }
            if (kinds.contains(ArtifactKind.IBV_DEVINFO) || kinds.contains(ArtifactKind.IBSTAT)) {
                List<PortRate> r = PortRates.read(s);
                ports.addAll(r);
                used |= !r.isEmpty();
            }
            if (!used) {
                ignored.add(s.file());
            }
        }
        return evaluate(runs, logs, ports, lineRate, ignored, settings);
    }

    /**
     * Analyses what a node's evidence holds: the perftest, nccl-tests and NCCL log artifacts, with
     * port rates from its ibv_devinfo and ibstat artifacts. Empty when there is no benchmark.
     */
    public static BenchReport forNode(NodeEvidence evidence, Optional<LineRate> lineRate) {
        NodeRuns n = nodeRuns(evidence);
        return evaluate(n.runs(), n.logs(), ports(evidence), lineRate, List.of(), RuleSettings.defaults());
    }

    /** The runs and NCCL logs of a node's evidence. */
    private record NodeRuns(List<BenchRun> runs, List<NcclLog> logs) {
    }

    private static NodeRuns nodeRuns(NodeEvidence evidence) {
        List<BenchRun> runs = new ArrayList<>();
        List<NcclLog> logs = new ArrayList<>();
        Set<String> filesWithLogs = new HashSet<>();
        for (ParsedArtifact<NcclLog> a : evidence.all(NcclLog.class)) {
            if (!a.model().isEmpty()) {
                logs.add(a.model());
                filesWithLogs.add(a.file());
            }
        }
        for (ParsedArtifact<PerftestOutput> a : evidence.all(PerftestOutput.class)) {
            runs.addAll(a.model().runs());
        }
        for (ParsedArtifact<NcclTestsOutput> a : evidence.all(NcclTestsOutput.class)) {
            runs.addAll(a.model().runs());
            // NCCL lines interleaved in a test's output, when the file gave no log of its own
            a.model().log().filter(l -> !filesWithLogs.contains(a.file())).ifPresent(logs::add);
        }
        return new NodeRuns(runs, logs);
    }

    /** The context the bench rules read, from a node's evidence, judged at default limits. */
    public static BenchContext context(NodeEvidence evidence) {
        return context(evidence, Limits.defaults());
    }

    /**
     * The context one bench rule reads, judged under its limits: bench.below-line-rate's size
     * thresholds decide which rows and runs the judging weighs (a rule without them gets defaults).
     * Only the verdicts are built; no rule runs here.
     */
    public static BenchContext context(NodeEvidence evidence, Limits limits) {
        NodeRuns n = nodeRuns(evidence);
        JudgeInputs in = new JudgeInputs(Optional.empty(), ports(evidence), n.logs(), limits);
        return new BenchContext(n.runs().stream().map(r -> Judge.judge(r, in)).toList(), n.logs());
    }

    private static BenchReport evaluate(List<BenchRun> runs, List<NcclLog> logs, List<PortRate> ports,
            Optional<LineRate> lineRate, List<String> ignored, RuleSettings settings) {
        JudgeInputs in = new JudgeInputs(lineRate, ports, logs, BenchRules.lineRateLimits(settings));
        List<RunVerdict> verdicts = runs.stream().map(r -> Judge.judge(r, in)).toList();
        List<Finding> findings = Findings.sorted(BenchRules.check(new BenchContext(verdicts, logs), settings));
        return new BenchReport(verdicts, logs, ports, Comparisons.of(verdicts), findings, ignored);
    }

    private static List<PortRate> ports(NodeEvidence evidence) {
        List<PortRate> out = new ArrayList<>();
        for (ParsedArtifact<IbvDevices> a : evidence.all(IbvDevices.class)) {
            for (IbvDevices.Hca h : a.model().hcas()) {
                for (IbvDevices.Port p : h.ports()) {
                    if (h.id().isEmpty() || p.activeWidth().isEmpty() || p.activeSpeed().isEmpty()) {
                        continue;
                    }
                    PortRates.devinfoPort(h.id().get(), p.number().orElse(1), p.activeWidth().get().value(),
                            p.activeSpeed().get().value(), p.isInfiniBand(), p.isActive(),
                            evidence(a.file(), p.activeSpeed().get().line())).ifPresent(out::add);
                }
            }
        }
        for (ParsedArtifact<IbstatOutput> a : evidence.all(IbstatOutput.class)) {
            for (IbstatOutput.Adapter ad : a.model().adapters()) {
                for (IbstatOutput.Port p : ad.ports()) {
                    if (p.rateGbps().isPresent() && p.rateLine().isPresent() && p.rateGbps().getAsDouble() > 0) {
                        double rate = p.rateGbps().getAsDouble();
                        out.add(PortRate.printed(ad.name(), p.number(), rate,
                                p.state().map(s -> s.equalsIgnoreCase("Active")).orElse(false),
                                evidence(a.file(), p.rateLine().get()),
                                LineCode.ofIbstat(rate, p.rateLine().get().trimmed(), p.isInfiniBand())));
                    }
                }
            }
        }
        return out;
    }

    private static Evidence evidence(String file, SourceLine line) {
        return Evidence.line(file, line.number(), line.trimmed());
    }

    /**
     * The benchmark kinds in a text: what the doctor's detector recognises (in any part, or
     * interleaved), joined with bench's own look inside (a table under launcher labels, an echoed
     * command that failed before printing a header).
     */
    public static Set<ArtifactKind> kinds(TextSource source) {
        Optional<Set<ArtifactKind>> known = KINDS.get(source);
        if (known.isPresent()) {
            return known.get();
        }
        EnumSet<ArtifactKind> k = EnumSet.noneOf(ArtifactKind.class);
        for (DetectedPart p : DETECTOR.identify(source).parts()) {
            k.add(p.kind());
            k.addAll(p.alsoContains());
        }
        k.addAll(BenchContent.kinds(source));
        k.remove(ArtifactKind.UNKNOWN);
        Set<ArtifactKind> kinds = Collections.unmodifiableSet(k); // in the enum's order
        KINDS.put(source, kinds);
        return kinds;
    }

    /** The metadata of every bench rule. */
    public static List<RuleInfo> rules() {
        return BenchRules.infos();
    }

    /** The bench rules as doctor rules over a node's evidence (see {@link #forNode}). */
    public static List<Rule> doctorRules() {
        ContextMemo memo = new ContextMemo();
        return BenchRules.all().stream().map(r -> (Rule) new DoctorRuleAdapter(r, memo)).toList();
    }

    /** The bench rules as catalogue entries (area {@code bench}), with their thresholds. */
    public static List<CatalogueEntry> catalogue() {
        return BenchRules.all().stream().map(r -> new CatalogueEntry(AREA, r.info(), r.thresholds())).toList();
    }
}
