package io.rocekit.tune;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.tune.search.PointGenerator;
import io.rocekit.tune.sweep.Sweep;
import io.rocekit.tune.sweep.SweepLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every sweep under examples/tune and benchmarks/tune loads and every point is a valid setting. */
class ExamplesTest {
    @Test
    void everyExampleSweepLoads() throws IOException {
        List<Path> files;
        try (Stream<Path> a = Files.list(Path.of("..", "examples", "tune"));
                Stream<Path> b = Files.list(Path.of("..", "benchmarks", "tune"))) {
            files = Stream.concat(a, b).filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(5);
        for (Path f : files) {
            Sweep s = SweepLoader.load(f);
            assertThat(PointGenerator.points(s)).as(f.toString()).isNotEmpty();
        }
    }
}
