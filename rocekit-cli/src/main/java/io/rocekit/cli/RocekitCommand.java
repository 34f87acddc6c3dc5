package io.rocekit.cli;

import io.rocekit.cli.command.ExitCodes;
import io.rocekit.cli.command.VersionProvider;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The root command: prints its usage when called bare. Subcommands are listed here. */
@Command(
        name = "rocekit",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Find and fix what keeps a RoCEv2 GPU fabric from line rate:",
            "decode and analyse RoCEv2 captures, read a node's evidence, simulate the fabric.",
        },
        // One slot per area, each commented, so that changes in different areas never touch the
        // same lines.
        subcommands = {
            HelpCommand.class,
            // wire
            io.rocekit.cli.wire.DecodeCommand.class,
            // capture
            io.rocekit.cli.capture.AnalyzeCommand.class,
            // doctor
            io.rocekit.cli.doctor.CollectCommand.class,
            io.rocekit.cli.doctor.TopoCommand.class,
            io.rocekit.cli.doctor.DoctorCommand.class,
            io.rocekit.cli.doctor.IdentifyCommand.class,
            // fleet
            io.rocekit.cli.fleet.FleetCommand.class,
            // bench
            io.rocekit.cli.bench.BenchCommand.class,
            // sim
            io.rocekit.cli.sim.SimCommand.class,
            // monitor
            io.rocekit.cli.monitor.MonitorCommand.class,
            // fabric
            io.rocekit.cli.fabric.FabricCommand.class,
            // tune
            io.rocekit.cli.tune.TuneCommand.class,
            // rules and other shared commands
            io.rocekit.cli.rules.RulesCommand.class,
        })
public final class RocekitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCodes.INPUT_ERROR;
    }
}
