package io.rocekit.cli.doctor;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.InputException;
import io.rocekit.cli.render.Json;
import io.rocekit.cli.render.JsonOption;
import io.rocekit.doctor.examine.ArtifactRef;
import io.rocekit.doctor.examine.LoadedEvidence;
import io.rocekit.doctor.examine.TopologyFromEvidence;
import io.rocekit.host.snapshot.SnapshotException;
import io.rocekit.host.topology.Topology;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit topo}: the PCIe/GPU/NIC topology as nvidia-smi draws it, with ACS states. */
@Command(
        name = "topo",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Rebuild a node's PCIe/GPU/NIC topology and print it as 'nvidia-smi topo -m' does, "
                + "with a NUMA column and an ACS column, each GPU's nearest NIC with the bridges on "
                + "the way, and the ACS state of every bridge on a GPU-NIC path.",
            "",
            "Pairs are classified the way NCCL does: PIX (one switch), PXB (several bridges), PHB "
                + "(through the CPU), NODE (two host bridges of one NUMA node), SYS (across sockets), "
                + "NV# between NVLinked GPUs. NCCL uses GPUDirect RDMA by default only at PIX or PXB.",
            "",
            "Reads a snapshot ('rocekit collect'), or files of any of these kinds, recognised by "
                + "content: lspci -tv, lspci -vvv (ACS states, NUMA nodes, or the tree from bus "
                + "numbers), nvidia-smi topo -m/-mp, an NCCL topology XML.",
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit topo --snapshot /tmp/node7",
            "  rocekit topo lspci-tv.txt lspci-vvv.txt nvidia-smi-topo.txt",
            "  rocekit topo --demo --json | jq '.nearest'",
        })
public final class TopoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--snapshot", paramLabel = "DIR", description = "A snapshot directory written by 'rocekit collect'.")
    Path snapshot;

    @Option(names = "--demo", description = "Use the bundled snapshot of an untuned 8-GPU H100 node.")
    boolean demo;

    @Mixin
    JsonOption json;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Command outputs or an NCCL topology XML.")
    List<Path> files = List.of();

    @Override
    public Integer call() {
        int given = (snapshot != null ? 1 : 0) + (demo ? 1 : 0) + (files.isEmpty() ? 0 : 1);
        if (given != 1) {
            throw new InputException("give exactly one of --snapshot DIR, --demo, or FILE...");
        }
        LoadedEvidence e = demo ? Inputs.load(Inputs.demo())
                : snapshot != null ? Inputs.load(Inputs.snapshot(snapshot)) : Inputs.load(files);
        Optional<Topology> t;
        try {
            t = TopologyFromEvidence.of(e);
        } catch (SnapshotException ex) {
            throw new InputException(ex.getMessage(), ex);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (t.isEmpty()) {
            // Input read without error but holding no topology is nothing to judge, not a mistake.
            PrintWriter err = spec.commandLine().getErr();
            err.println("Nothing to judge: no topology in the input (give a snapshot, lspci -tv, lspci -vvv, "
                    + "nvidia-smi topo -m or an NCCL topology XML). Read:");
            whatWasRead(e).forEach(err::println);
            return ExitCodes.NOTHING_TO_JUDGE;
        }
        if (json.enabled()) {
            out.println(Json.pretty(TopologyJson.of(t.get())));
        } else {
            TopologyText.print(out, t.get());
        }
        if (t.get().gpus().isEmpty() && t.get().nics().isEmpty()) {
            // A PCIe tree without GPU or RDMA NIC has no GPU-NIC path to show: say so, never "all clear".
            PrintWriter err = spec.commandLine().getErr();
            err.println("Nothing to judge: the input shows no GPU and no RDMA NIC, so there is no GPU-NIC path"
                    + " to rebuild (on a node: is the NVIDIA driver loaded, is rdma-core installed?"
                    + " 'rocekit doctor' lists what was missing and why).");
            return ExitCodes.NOTHING_TO_JUDGE;
        }
        return ExitCodes.OK;
    }

    /** One line per input part: its file (and first line in a transcript) and what it was identified as. */
    private static List<String> whatWasRead(LoadedEvidence e) {
        if (e.refs().isEmpty()) {
            return List.of("  no input part at all (empty files, or an empty snapshot directory)");
        }
        List<String> out = new ArrayList<>();
        for (ArtifactRef a : e.refs()) {
            String where = a.file() + a.firstLine().map(l -> ":" + l).orElse("");
            String what = a.kind().equals("unknown") ? "not a tool output rocekit reads"
                    : a.kind() + a.problem().map(p -> ", not parsed: " + p).orElse("");
            out.add("  " + where + ": " + what);
        }
        return out;
    }
}
