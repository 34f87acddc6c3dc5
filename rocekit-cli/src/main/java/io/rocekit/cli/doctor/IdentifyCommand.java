package io.rocekit.cli.doctor;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.doctor.switchcfg.EvidenceReaders;
import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.detect.ArtifactDetector;
import io.rocekit.host.detect.DetectedPart;
import io.rocekit.host.detect.Identification;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit identify FILE...}: what each file is, by content. */
@Command(name = "identify",
        mixinStandardHelpOptions = true,
        description = {
            "Say what each file is, judged by its content (never its name): lspci -vv, nvidia-smi -q, ethtool -S, "
                    + "ibv_devinfo, mlnx_qos, mlxconfig q, /proc/interrupts, NCCL logs, ... A pasted terminal "
                    + "transcript holding several outputs is split at its prompt lines (and between outputs of "
                    + "different kinds) and each part is identified. A file of no known kind is 'unknown'.",
            "",
            "Kinds: lspci-vv, lspci-tree, nvidia-smi-topo, nvidia-smi-query, ethtool, ethtool-driver, ethtool-stats, "
                    + "hw-counters, ibv-devinfo, ibstat, iblinkinfo, show-gids, mlnx-qos, mlxconfig, proc-interrupts, "
                    + "proc-cmdline, lsmod, nccl-topo-xml, perftest-bw, perftest-lat, nccl-tests, nccl-log, switch-config, unknown.",
            "",
            "A switch QoS configuration is 'switch-config' with its format: sonic (CONFIG_DB JSON), nvue, "
                    + "cumulus-traffic-conf, eos, nxos, comware, junos (the formats 'rocekit fabric check' reads)."
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit identify lspci.txt ethtool-S-eth0.txt",
            "  rocekit identify --json session.log   # one entry per output of a transcript",
            "  rocekit identify config_db.json leaf1.conf",
            "      switch-config (sonic), switch-config (junos)",
            "",
            "JSON: [{\"file\",\"kind\"}] per file (\"format\" too for a switch-config). A",
            "transcript gives one entry per part, with \"firstLine\", \"lastLine\", the",
            "\"command\" of the prompt that introduced it, and \"alsoContains\" when another",
            "kind's lines are interleaved.",
        })
public final class IdentifyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Files to identify.")
    List<Path> files;

    @Mixin
    JsonOption json;

    /** One identified file or transcript part, as {@code --json} prints it. */
    @JsonInclude(JsonInclude.Include.NON_ABSENT)
    public record Entry(String file, String kind, Optional<String> format, OptionalInt firstLine, OptionalInt lastLine,
            Optional<String> command, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> alsoContains) {
    }

    @Override
    public Integer call() throws IOException {
        ArtifactDetector detector = EvidenceReaders.detector();
        List<Identification> ids = new ArrayList<>();
        for (Path f : files) {
            ids.add(detector.identify(TextSource.of(f.toString(), read(f))));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json.enabled()) {
            out.println(Json.pretty(entries(ids)));
        } else {
            for (Identification id : ids) {
                text(id, out);
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    static List<Entry> entries(List<Identification> ids) {
        List<Entry> out = new ArrayList<>();
        for (Identification id : ids) {
            for (DetectedPart p : id.parts()) {
                boolean split = id.isTranscript();
                out.add(new Entry(id.file(), p.kind().id(), format(p),
                        split ? OptionalInt.of(p.firstLine()) : OptionalInt.empty(),
                        split ? OptionalInt.of(p.lastLine()) : OptionalInt.empty(),
                        split ? p.command() : Optional.empty(),
                        p.alsoContains().stream().map(ArtifactKind::id).sorted().toList()));
            }
        }
        return out;
    }

    private static void text(Identification id, PrintWriter out) {
        if (!id.isTranscript()) {
            DetectedPart p = id.parts().get(0);
            out.println(id.file() + ": " + p.kind().id() + format(p).map(f -> " (" + f + ")").orElse("") + also(p));
            return;
        }
        out.println(id.file() + ": transcript of " + id.parts().size() + " outputs");
        for (DetectedPart p : id.parts()) {
            out.println("  lines " + p.firstLine() + "-" + p.lastLine() + ": " + p.kind().id()
                    + p.command().map(c -> "  ($ " + c + ")").orElse("") + also(p));
        }
    }

    private static Optional<String> format(DetectedPart p) {
        return p.kind() == ArtifactKind.SWITCH_CONFIG ? EvidenceReaders.switchFormat(p.text()) : Optional.empty();
    }

    private static String also(DetectedPart p) {
        return p.alsoContains().isEmpty() ? "" : " (with " + p.alsoContains().stream().map(ArtifactKind::id).sorted()
                .collect(Collectors.joining(", ")) + " lines)";
    }

    /** The file's text; bytes that are not UTF-8 become U+FFFD (a binary file is then simply unknown). */
    static String read(Path f) throws IOException {
        byte[] bytes = io.rocekit.core.io.TextFiles.readBytes(f, io.rocekit.core.io.TextFiles.MAX_BYTES);
        String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(ByteBuffer.wrap(bytes)).toString();
        io.rocekit.core.io.TextFiles.checkLines(f.toString(), text);
        return text;
    }
}
