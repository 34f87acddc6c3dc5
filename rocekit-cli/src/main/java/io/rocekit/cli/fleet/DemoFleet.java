package io.rocekit.cli.fleet;

import io.rocekit.cli.command.InputException;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.generate.Planted;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code rocekit fleet --demo}: a generated fleet (seed 1) written as .tar.gz snapshots to a
 * temporary folder, removed on close, or to {@code --demo-dir}, kept. Without {@code --demo} it
 * holds nothing and the given snapshots are compared.
 */
final class DemoFleet implements AutoCloseable {
    private final Optional<Path> dir;
    private final boolean temporary;

    private DemoFleet(Optional<Path> dir, boolean temporary) {
        this.dir = dir;
        this.temporary = temporary;
    }

    /** Writes the demo fleet if {@code nodes} is given; refuses a demo beside snapshots, or snapshots missing. */
    static DemoFleet of(Integer nodes, Path keepIn, List<String> inputs, PrintWriter err) throws IOException {
        if (nodes == null) {
            if (keepIn != null) {
                throw new InputException("--demo-dir is for --demo: give --demo too");
            }
            if (inputs.isEmpty()) {
                throw new InputException("give SNAPSHOT... (snapshots, or folders of them), or --demo");
            }
            return new DemoFleet(Optional.empty(), false);
        }
        if (!inputs.isEmpty()) {
            throw new InputException("give either SNAPSHOT... or --demo, not both");
        }
        if (nodes < 12 || nodes > 100_000) {
            throw new InputException("--demo " + nodes + ": a generated fleet has 12 to 100000 nodes (11 carry a "
                    + "planted difference)");
        }
        Path dir = keepIn != null ? keepIn : Files.createTempDirectory("rocekit-fleet-demo-");
        Planted p = new FleetGenerator(nodes, 1).write(dir, FleetGenerator.Format.TAR_GZ,
                Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors())));
        err.println("fleet: generated " + nodes + " nodes in " + dir + (keepIn != null ? "" : " (removed at the end)")
                + ": " + p.drift().size() + " planted settings, " + p.outliers().size() + " planted outliers");
        return new DemoFleet(Optional.of(dir), keepIn == null);
    }

    /** What to compare: the generated fleet's folder, else {@code given}. */
    List<String> inputs(List<String> given) {
        return dir.map(d -> List.of(d.toString())).orElse(given);
    }

    @Override
    public void close() {
        if (!temporary || dir.isEmpty()) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir.get())) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the demo fleet in " + dir.get(), e);
        }
    }
}
