package io.rocekit.doctor.bench;

import io.rocekit.core.finding.Finding;
import io.rocekit.core.finding.Findings;
import io.rocekit.core.finding.RuleInfo;
import io.rocekit.doctor.artifact.ArtifactKind;
import io.rocekit.doctor.artifact.ParseException;
import io.rocekit.doctor.artifact.TextSource;
import io.rocekit.doctor.detect.ArtifactDetector;
import io.rocekit.doctor.detect.DetectedPart;
import io.rocekit.doctor.rule.CatalogueEntry;
import io.rocekit.doctor.bench.judge.Judge;
import io.rocekit.doctor.bench.judge.JudgeInputs;
import io.rocekit.doctor.bench.judge.RunVerdict;
import io.rocekit.doctor.bench.model.BenchRun;
import io.rocekit.doctor.bench.model.NcclLog;
import io.rocekit.doctor.bench.nccllog.NcclLogParser;
import io.rocekit.doctor.bench.nccltests.NcclTestsParser;
import io.rocekit.doctor.bench.perftest.PerftestBwParser;
import io.rocekit.doctor.bench.rate.PortRate;
import io.rocekit.doctor.bench.rate.PortRates;
import io.rocekit.doctor.bench.rules.BenchContext;
import io.rocekit.doctor.bench.rules.BenchRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The one entry point of bench: texts in, {@link BenchReport} out. Each text is looked into for
 * perftest and nccl-tests tables and NCCL log lines (one file may hold several), and for port
 * rates ({@code ibv_devinfo -v}, {@code ibstat}) to judge against. The doctor calls this with the
 * benchmark artifacts of a snapshot; {@code rocekit bench} with the files it is given.
 */
public final class BenchAnalysis {
    /** The catalogue area of the bench rules. */
    public static final String AREA = "bench";
    private static final ArtifactDetector DETECTOR = new ArtifactDetector();

    private BenchAnalysis() {
    }

    /**
     * Analyses the texts.
     *
     * @param sources  benchmark outputs, NCCL logs, ibv_devinfo/ibstat outputs (others are listed
     *                 as ignored)
     * @param lineRate the line rate the user states, which wins over any found in the inputs
     * @throws ParseException when a benchmark table is malformed (file, line, what was expected)
     */
    public static BenchReport analyze(List<TextSource> sources, Optional<LineRate> lineRate) throws ParseException {
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
        JudgeInputs in = new JudgeInputs(lineRate, ports, logs);
        List<RunVerdict> verdicts = runs.stream().map(r -> Judge.judge(r, in)).toList();
        List<Finding> findings = Findings.sorted(BenchRules.check(new BenchContext(verdicts, logs)));
        return new BenchReport(verdicts, logs, ports, Comparisons.of(verdicts), findings, ignored);
    }

    /**
     * The benchmark kinds in a text: what the doctor's detector recognises (in any part, or
     * interleaved), joined with bench's own look inside (a table under launcher labels, an echoed
     * command that failed before printing a header).
     */
    public static Set<ArtifactKind> kinds(TextSource source) {
        java.util.EnumSet<ArtifactKind> k = java.util.EnumSet.noneOf(ArtifactKind.class);
        for (DetectedPart p : DETECTOR.identify(source).parts()) {
            k.add(p.kind());
            k.addAll(p.alsoContains());
        }
        k.addAll(BenchContent.kinds(source));
        k.remove(ArtifactKind.UNKNOWN);
        return k;
    }

    /** The metadata of every bench rule. */
    public static List<RuleInfo> rules() {
        return BenchRules.infos();
    }

    /** The bench rules as catalogue entries (area {@code bench}), with their thresholds. */
    public static List<CatalogueEntry> catalogue() {
        return BenchRules.all().stream().map(r -> new CatalogueEntry(AREA, r.info(), r.thresholds())).toList();
    }
}
