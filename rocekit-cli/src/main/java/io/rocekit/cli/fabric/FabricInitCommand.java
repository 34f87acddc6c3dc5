package io.rocekit.cli.fabric;

import io.rocekit.cli.command.InputException;
import io.rocekit.fabric.intent.Profiles;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code rocekit fabric init [--profile NAME]}: print a commented starting intent. */
@Command(name = "init",
        mixinStandardHelpOptions = true,
        description = {"Print a fabric intent to start from (commented YAML, with its source) on stdout.",
            "",
            "Profiles: nvidia-lossless (default; DSCP 26 -> priority 3 lossless, CNP 48 -> 6 strict, ECN 150 KB/1.5 MB/100 %%), "
                    + "sonic-azure (DSCP 3/4 lossless, ECN 1 MiB/2 MiB/5 %%), lossy-ecn (no PFC, ECN only), "
                    + "pfc-only (PFC, no ECN, no CNP)."},
        footerHeading = "%nExamples:%n",
        footer = {
            "  rocekit fabric init > intent.yaml",
            "  rocekit fabric init --profile sonic-azure > azure.yaml",
            "  rocekit fabric render intent.yaml --target sonic",
            "",
            "A file may also start from a profile and override parts of it:",
            "'base: nvidia-lossless' then only the keys that differ.",
        })
public final class FabricInitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--profile", paramLabel = "NAME", defaultValue = "nvidia-lossless",
            description = "nvidia-lossless, sonic-azure, lossy-ecn or pfc-only (default ${DEFAULT-VALUE}).")
    String profile;

    @Override
    public Integer call() {
        String text = Profiles.text(profile).orElseThrow(() -> new InputException("--profile: expected one of "
                + String.join(", ", Profiles.names()) + ", found '" + profile + "'"));
        PrintWriter out = spec.commandLine().getOut();
        out.print(text);
        out.flush();
        return 0;
    }
}
