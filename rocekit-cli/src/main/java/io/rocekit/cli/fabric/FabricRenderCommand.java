package io.rocekit.cli.fabric;

import io.rocekit.cli.InputException;
import io.rocekit.cli.Outputs;
import io.rocekit.cli.render.FindingsText;
import io.rocekit.core.finding.Finding;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.render.RenderOptions;
import io.rocekit.fabric.render.Rendering;
import io.rocekit.fabric.render.ShellWords;
import io.rocekit.fabric.render.Target;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rocekit fabric render INTENT --target T}: one intent as one vendor's configuration. */
@Command(name = "render",
        mixinStandardHelpOptions = true,
        description = {"Render a fabric intent as one target's configuration: what the operator pastes or loads. "
                + "Units are converted per vendor and the conversion is printed as a comment. Nothing is ever pushed to a device.",
            "",
            "Targets: sonic (CONFIG_DB JSON for 'config load'), nvue (nv set lines), eos, nxos, comware, junos (set form), "
                    + "nic (mlnx_qos, cma_roce_tos, ECN sysfs, mlxconfig per device)."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit fabric render intent.yaml --target sonic \\",
            "      --ports Ethernet0,Ethernet4 -o qos.json",
            "  rocekit fabric render intent.yaml --target nvue --ports swp1,swp2",
            "  rocekit fabric render intent.yaml --target nic \\",
            "      --devices mlx5_0=ens1np0,mlx5_1=ens2np0",
            "  rocekit fabric render intent.yaml --target sonic \\",
            "      | rocekit fabric check --intent intent.yaml /dev/stdin",
            "",
            "Exit code 2 also for a bad intent (file: key.path: what was expected).",
        })
public final class FabricRenderCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "INTENT", description = "The intent file (rocekit fabric init writes one).")
    Path intentFile;

    @Option(names = "--target", required = true, paramLabel = "TARGET",
            description = "sonic, nvue, eos, nxos, comware, junos or nic.")
    String target;

    @Option(names = "--ports", paramLabel = "LIST", split = ",",
            description = "Switch targets: ports to configure (default: one example port, marked as a placeholder); "
                    + "not with --target nic.")
    List<String> ports; // null when the option is absent: picocli leaves an unset multi-value option alone

    @Option(names = "--devices", paramLabel = "DEV=IF,...", split = ",",
            description = "nic only: RDMA devices and their network interfaces (mlx5_0=ens1np0); default: a marked "
                    + "placeholder.")
    List<String> devices; // null when absent

    @Option(names = "--cell-size", paramLabel = "BYTES", defaultValue = "256",
            description = "comware: buffer cell size the WRED limits count in (default ${DEFAULT-VALUE}; see 'display buffer').")
    int cellBytes;

    @Option(names = "--queue-buffer", paramLabel = "BYTES", defaultValue = "10000000",
            description = "junos: the queue buffer fill levels are a percentage of (default ${DEFAULT-VALUE}).")
    long queueBufferBytes;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write to FILE instead of stdout.")
    Path output;

    @Override
    public Integer call() throws IOException {
        Target t = Target.byId(target).orElseThrow(() -> new InputException("--target: expected one of "
                + String.join(", ", Arrays.stream(Target.values()).map(Target::id).toList()) + ", found '" + target + "'"));
        if (cellBytes < 1 || cellBytes > 65_536) {
            throw new InputException("--cell-size: expected bytes per cell 1..65536, found " + cellBytes);
        }
        if (queueBufferBytes < 1) {
            throw new InputException("--queue-buffer: expected a positive number of bytes");
        }
        List<String> ports = this.ports == null ? List.of() : this.ports;
        List<String> devices = this.devices == null ? List.of() : this.devices;
        // Each option means something for some targets only: say so rather than ignore it silently.
        if (t == Target.NIC && !ports.isEmpty()) {
            throw new InputException("--ports: the nic target configures hosts, not switch ports; name its devices with "
                    + "--devices mlx5_0=ens1np0,...");
        }
        if (t != Target.NIC && !devices.isEmpty()) {
            throw new InputException("--devices: only the nic target configures RDMA devices; the " + t.id()
                    + " target takes switch ports with --ports");
        }
        for (String p : ports) {
            if (p.isBlank() || p.contains(" ")) {
                throw new InputException("--ports: expected port names separated by commas, found '" + p + "'");
            }
        }
        Map<String, String> devs = devices(devices);
        if (output != null) {
            Outputs.checkFile("-o", output);
        }
        Intent intent = IntentFiles.read(intentFile);
        Rendering.Rendered r = Rendering.render(t, intent, new RenderOptions(ports, devs, cellBytes, queueBufferBytes));
        PrintWriter err = spec.commandLine().getErr();
        r.notes().forEach(n -> err.println("note: " + n));
        if (!r.failures().isEmpty()) {
            // never hand out what 'fabric check' FAILs: the intent asks for something the target cannot carry
            err.println("fabric render: the " + t.id() + " configuration rendered from " + intentFile
                    + " fails its own check; nothing written:");
            FindingsText.print(err, r.failures());
            err.flush();
            throw new InputException(intentFile + ": the rendered " + t.id() + " configuration FAILs "
                    + r.failures().get(0).rule() + ": " + r.failures().get(0).title());
        }
        List<Finding> warnings = r.findings();
        if (!warnings.isEmpty()) {
            err.println("fabric render: what 'fabric check --intent' reports on the rendered " + t.id() + " configuration:");
            FindingsText.print(err, warnings);
        }
        if (output != null) {
            Outputs.writeString("-o", output, r.text()); // a full disk is exit 2 naming the file
            err.println("wrote " + t.id() + " configuration to " + output);
        } else {
            PrintWriter out = spec.commandLine().getOut();
            out.print(r.text());
            out.flush();
        }
        return 0;
    }

    /** {@code DEV=IF} pairs, both names checked: they end up in a root shell script. */
    private static Map<String, String> devices(List<String> devices) {
        Map<String, String> devs = new LinkedHashMap<>();
        for (String d : devices) {
            String[] kv = d.split("=", 2);
            if (kv.length != 2 || kv[0].isBlank() || kv[1].isBlank()) {
                throw new InputException("--devices: expected DEVICE=INTERFACE (mlx5_0=ens1np0), found '" + d + "'");
            }
            String dev = kv[0].trim();
            String ifc = kv[1].trim();
            ShellWords.rdmaDeviceProblem(dev).or(() -> ShellWords.netdevProblem(ifc)).ifPresent(p -> {
                throw new InputException("--devices: " + p);
            });
            devs.put(dev, ifc);
        }
        return devs;
    }
}
