package io.rocekit.cli.fabric;

import io.rocekit.cli.command.InputException;
import io.rocekit.cli.command.Outputs;
import io.rocekit.cli.render.FindingsText;
import io.rocekit.cli.render.Json;
import io.rocekit.core.finding.Finding;
import io.rocekit.fabric.intent.Intent;
import io.rocekit.fabric.render.RenderOptions;
import io.rocekit.fabric.render.Rendering;
import io.rocekit.fabric.render.ShellWords;
import io.rocekit.fabric.render.SonicPatch;
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
            "  rocekit fabric render intent.yaml --target nvue --ports swp1-32",
            "  rocekit fabric render intent.yaml --target sonic --ports Ethernet0-124 \\",
            "      --base config_db.json --format patch -o qos.patch.json",
            "      then on the switch: config apply-patch qos.patch.json",
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

    @Option(names = "--ports-from", paramLabel = "CONFIG",
            description = "Switch targets: configure the ports of this existing configuration (any format 'fabric check' "
                    + "reads; SONiC: the PORT table).")
    Path portsFrom;

    @Option(names = "--base", paramLabel = "CONFIG_DB",
            description = "sonic: the switch's config_db.json: its buffer model (DEVICE_METADATA), the pools and maps it has; "
                    + "maps its ports already use are not replaced (see --replace-maps); --format patch adds only what differs.")
    Path base;

    @Option(names = "--buffer-model", paramLabel = "MODEL",
            description = "sonic: traditional or dynamic (default: the --base switch's DEVICE_METADATA buffer_model, else "
                    + "traditional). Dynamic: buffermgrd computes the lossless headroom.")
    String bufferModel;

    @Option(names = "--replace-maps", description = "sonic: bind rocekit's maps even on ports of --base that use other maps.")
    boolean replaceMaps;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "config",
            description = "sonic: config (a CONFIG_DB fragment for 'config load') or patch (RFC 6902 JSON Patch for "
                    + "'config apply-patch', checked by the switch against its YANG models). Default ${DEFAULT-VALUE}.")
    String format;

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
        List<String> devices = this.devices == null ? List.of() : this.devices;
        List<String> ports = RenderInputs.ports(t, this.ports == null ? List.of() : this.ports, portsFrom);
        RenderInputs.Sonic sonic = RenderInputs.sonic(t, base, bufferModel, format);
        // Each option means something for some targets only: say so rather than ignore it silently.
        if (t == Target.NIC && !ports.isEmpty()) {
            throw new InputException("--ports: the nic target configures hosts, not switch ports; name its devices with "
                    + "--devices mlx5_0=ens1np0,...");
        }
        if (t != Target.NIC && !devices.isEmpty()) {
            throw new InputException("--devices: only the nic target configures RDMA devices; the " + t.id()
                    + " target takes switch ports with --ports");
        }
        Map<String, String> devs = devices(devices);
        if (output != null) {
            Outputs.checkFile("-o", output);
        }
        Intent intent = IntentFiles.read(intentFile);
        Rendering.Rendered r;
        try {
            r = Rendering.render(t, intent, new RenderOptions(ports, devs, cellBytes, queueBufferBytes, sonic.base(),
                    sonic.model(), replaceMaps));
        } catch (IllegalArgumentException e) {
            throw new InputException(e.getMessage(), e); // --base conflicts, port group names: the user's to fix
        }
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
        String text = sonic.patch() ? SonicPatch.of(Json.mapper().readTree(r.text()), sonic.base()) : r.text();
        if (sonic.patch() && !sonic.base().known()) {
            err.println("note: sonic patch without --base: each row is added whole, replacing a row of the same key");
        }
        if (output != null) {
            Outputs.writeString("-o", output, text); // a full disk is exit 2 naming the file
            err.println("wrote " + t.id() + " configuration to " + output);
        } else {
            PrintWriter out = spec.commandLine().getOut();
            out.print(text);
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
