package io.rocekit.monitor.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;

/** Whatever bytes sysfs files hold, a sample is read: the value parses or becomes a note. */
class SamplerIsTotalProperties {
    @Property(tries = 200)
    void anyFileContentGivesASample(@ForAll @Size(max = 64) byte[] counter, @ForAll @Size(max = 64) byte[] state,
            @ForAll @Size(max = 64) byte[] rate) throws Exception {
        Path root = Files.createTempDirectory("rocekit-total");
        try {
            Path port = root.resolve("class/infiniband/mlx5_0/ports/1");
            Files.createDirectories(port.resolve("hw_counters"));
            Files.write(port.resolve("hw_counters/out_of_buffer"), counter);
            Files.write(port.resolve("state"), state);
            Files.write(port.resolve("rate"), rate);
            Sample s = new Sampler(root, EthtoolStats.none()).sample();
            PortSample p = s.port("mlx5_0/1").orElseThrow();
            String text = new String(counter, java.nio.charset.StandardCharsets.UTF_8).strip();
            boolean number = text.matches("\\d{1,19}");
            assertThat(p.hwCounters().containsKey("out_of_buffer") || !number).isTrue();
            assertThat(s.notes().size()).isLessThanOrEqualTo(Sampler.MAX_NOTES + 1);
        } finally {
            try (var walk = Files.walk(root)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }
}
