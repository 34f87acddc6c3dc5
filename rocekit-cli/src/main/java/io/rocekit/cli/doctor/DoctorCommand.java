package io.rocekit.cli.doctor;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.command.VersionProvider;
import io.rocekit.cli.options.RuleOptions;
import io.rocekit.cli.render.FailOnOption;
import io.rocekit.cli.render.HtmlOption;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.doctor.examine.EvidenceBuilder;
import io.rocekit.doctor.examine.EvidenceBundle;
import io.rocekit.doctor.examine.EvidenceException;
import io.rocekit.doctor.examine.Examination;
import io.rocekit.doctor.examine.Examiner;
import io.rocekit.doctor.examine.RateJudgement;
import io.rocekit.host.collect.CollectOptions;
import io.rocekit.host.snapshot.Snapshot;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.monitor.record.CounterRates;
import io.rocekit.monitor.record.RecordingException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit doctor}: every rule over a node's evidence, with evidence lines and fixes. */
@Command(
        name = "doctor",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Read a node's evidence, rebuild its PCIe/GPU/NIC topology and report every "
                + "misconfiguration the rules know, each with the input lines that prove it "
                + "(file:line) and the commands that fix it.",
            "",
            "Input: a snapshot (--snapshot DIR, from 'rocekit collect'), command outputs and logs "
                + "(FILE..., recognised by content: lspci, nvidia-smi, ethtool, ibv_devinfo, "
                + "mlnx_qos, mlxconfig, /proc files, NCCL logs and topology files, ...), or the "
                + "bundled demo. With no input on a live host it first collects a snapshot into a "
                + "temporary directory (read-only; run as root for ACS states and firmware settings).",
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit doctor --demo                       # an untuned 8-GPU H100 node",
            "  rocekit doctor --demo --html report.html",
            "  sudo rocekit doctor                         # this node, collected now",
            "  rocekit doctor --snapshot /tmp/node7 --json | jq '.findings[].rule'",
            "  rocekit doctor lspci-vvv.txt topo.txt --fail-on WARN",
            "      loose command outputs; exit 1 on any WARN or FAIL",
            "  rocekit doctor --snapshot before/ --snapshot after/",
            "      counters as rates between the two snapshots",
            "  rocekit doctor --recording roce.jsonl",
            "      rates from a 'rocekit monitor --record' file",
        })
public final class DoctorCommand implements Callable<Integer> {
    @Mixin
    RuleOptions ruleOptions = new RuleOptions();

    @Spec
    CommandSpec spec;

    @Option(names = "--snapshot", paramLabel = "DIR", description = "A snapshot written by 'rocekit collect' (a directory or a .tar.gz file). "
            + "Given twice (earlier first), counters are judged as rates between the two.")
    List<Path> snapshots = List.of();

    @Option(names = "--capture", paramLabel = "PCAP",
            description = "A pcap/pcapng capture of the node's RoCE traffic (repeatable; also accepted among FILE...): the "
                    + "DSCP values its packets and CNPs carry are compared with the switch (fabric.host-dscp, -cnp).")
    List<Path> capture = new java.util.ArrayList<>();

    @Option(names = "--recording", paramLabel = "FILE",
            description = "A recording of 'rocekit monitor --record': counters are judged as rates (monitor.* rules).")
    Path recording;

    @Option(names = "--demo", description = "Examine the bundled snapshot of an untuned 8-GPU H100 node.")
    boolean demo;

    @Mixin
    JsonOption json;

    @Mixin
    HtmlOption html;

    @Mixin
    FailOnOption failOn;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Command outputs, logs, NCCL topology files.")
    List<Path> files = List.of();

    @Override
    public Integer call() throws IOException {
        html.check(); // before any work
        RuleSettings settings = ruleOptions.settings(); // before any work: a typo in --set is refused at once
        int given = (snapshots.isEmpty() ? 0 : 1) + (demo ? 1 : 0) + (files.isEmpty() ? 0 : 1);
        if (given > 1) {
            throw new InputException("give one of --snapshot DIR, --demo, or FILE... (not several)");
        }
        if (snapshots.size() > 2) {
            throw new InputException("--snapshot: at most two (earlier first), found " + snapshots.size());
        }
        Path snapshot = snapshots.isEmpty() ? null : snapshots.get(snapshots.size() - 1);
        java.util.Optional<CounterRates> rates = rates(snapshot);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String name;
        // --capture first, then the captures found among FILE..., then the rest of the evidence
        EvidenceBuilder evidence = new EvidenceBuilder().captures(capture);
        Path tempDir = null;
        try {
        if (demo) {
            Snapshot s = Inputs.demo();
            name = s.name();
            Inputs.add(evidence, s);
        } else if (snapshot != null) {
            name = snapshot.toString();
            Inputs.add(evidence, Inputs.snapshot(snapshot));
        } else if (!files.isEmpty() || recording != null) {
            name = files.isEmpty() ? recording.toString() : files.size() == 1 ? files.get(0).toString() : files.size() + " files";
            Inputs.addFiles(evidence, files);
        } else {
            tempDir = Files.createTempDirectory("rocekit-doctor-");
            Path dir = tempDir.resolve("snapshot");
            err.println("doctor: no input given: collecting this node into " + dir
                    + " (removed at the end; 'rocekit collect -o DIR' keeps a snapshot)");
            CollectCommand.collect(CollectOptions.live(VersionProvider.version()), dir, err);
            name = dir.toString();
            Inputs.add(evidence, Inputs.snapshot(dir));
        }
        EvidenceBundle loaded;
        Examination e;
        try {
            loaded = evidence.build();
            e = new Examiner(settings).examine(loaded);
        } catch (SnapshotException | EvidenceException ex) {
            throw new InputException(ex.getMessage(), ex);
        }
        if (rates.isPresent()) {
            e = RateJudgement.replaceCumulative(e, rates.get().findings(settings));
            err.println("doctor: " + rates.get().describe());
        }
        if (html.file().isPresent()) {
            html.write(DoctorHtml.render(e, name), err);
        }
        NothingToJudge nothing = NothingToJudge.of(e, name, loaded.parts().snapshot(), loaded.parts().artifacts());
        if (json.enabled()) {
            out.println(Json.pretty(DoctorJson.of(e, name)));
            nothing.lines().forEach(err::println); // stdout stays one JSON document
        } else {
            DoctorText.print(out, e, name, nothing.nothing());
            // the header alone already ends in a blank line; after findings, one separates the notes
            if (!e.findings().isEmpty() || !nothing.nothing() && !nothing.notes().isEmpty()) {
                out.println();
            }
            nothing.lines().forEach(out::println);
            nothing.notes().forEach(out::println);
        }
        int code = failOn.exitCode(e.findings());
        return code == ExitCodes.OK && nothing.nothing() ? ExitCodes.NOTHING_TO_JUDGE : code;
        } finally {
            if (tempDir != null) {
                deleteTree(tempDir);
            }
        }
    }

    /** Removes the snapshot a live run collected (no /tmp/rocekit-doctor-* left behind). */
    private static void deleteTree(Path dir) {
        try (java.util.stream.Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException ex) {
            // best effort: a file collect could not make writable stays; nothing else depends on it
        }
    }

    /** Counters at two or more times, when given: a recording, two snapshots, or a snapshot collected with --interval. */
    private java.util.Optional<CounterRates> rates(Path snapshot) throws IOException {
        try {
            if (recording != null) {
                return java.util.Optional.of(CounterRates.ofRecording(recording));
            }
            if (snapshots.size() == 2) {
                return java.util.Optional.of(CounterRates.ofSnapshots(Inputs.snapshot(snapshots.get(0)), Inputs.snapshot(snapshot)));
            }
            return snapshot != null ? CounterRates.inSnapshot(Inputs.snapshot(snapshot)) : java.util.Optional.empty();
        } catch (RecordingException | SnapshotException e) {
            throw new InputException(e.getMessage(), e);
        }
    }
}
