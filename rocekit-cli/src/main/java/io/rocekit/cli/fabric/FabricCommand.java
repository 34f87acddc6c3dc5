package io.rocekit.cli.fabric;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code rocekit fabric}: the switch side of a RoCE fabric. */
@Command(name = "fabric",
        mixinStandardHelpOptions = true,
        description = {"The switch side of a RoCE fabric: read real switch QoS configurations into one model per port, check "
                + "them (fabric.* rules, against an intent with --intent, against the host with --host, SONiC against its YANG "
                + "models), render one intent for SONiC, NVUE, EOS, NX-OS, Comware, Junos and the NICs, compute PFC headroom "
                + "and ECN thresholds. Nothing is ever sent to a device.",
            "",
            "Formats read (recognised by content): SONiC CONFIG_DB JSON (nested or flat); NVUE nv set lines, nv config show "
                    + "-o yaml, nv show qos roce; Cumulus 4.x traffic.conf; Arista EOS running-config; Cisco NX-OS "
                    + "running-config; H3C Comware 7 current-configuration; Juniper Junos (curly or set form)."},
        subcommands = {FabricCheckCommand.class, FabricHeadroomCommand.class, FabricEcnCommand.class, FabricInitCommand.class,
            FabricRenderCommand.class},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit fabric init > intent.yaml",
            "  rocekit fabric render intent.yaml --target eos --ports Ethernet1,Ethernet2",
            "  rocekit fabric check --intent intent.yaml config_db.json",
            "  rocekit fabric check config_db.json running-config.txt",
            "  rocekit fabric check --json --fail-on WARN sw1.json",
            "  rocekit fabric headroom --speed 100G --cable 5m --mtu 9100 --asic spectrum-2"
        })
public final class FabricCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }
}
