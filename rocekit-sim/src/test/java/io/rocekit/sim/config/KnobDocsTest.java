package io.rocekit.sim.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/sim.md's knob table is the catalogue: every knob appears there with its value in each
 * profile, so the reference page cannot drift from the code.
 */
class KnobDocsTest {
    @Test
    void theReferencePageHoldsTheKnobTableAsTheCatalogueGeneratesIt() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "sim.md"));
        // on a mismatch, paste table() into docs/sim.md's "Knobs" section
        assertThat(doc).contains(table());
    }

    /** The knob table of docs/sim.md, values at 100 Gb/s NICs. */
    static String table() {
        long g100 = 100_000_000_000L;
        Settings h = Profile.HPCC_DCQCN.settings(g100);
        Settings c = Profile.CONNECTX_DEFAULT.settings(g100);
        Settings p = Profile.DCQCN_PAPER.settings(g100);
        StringBuilder sb = new StringBuilder("| knob | unit | hpcc-dcqcn | connectx-default | dcqcn-paper | meaning |\n"
                + "|---|---|---|---|---|---|\n");
        for (Knob k : Knobs.all()) {
            String unit = k.unit().isEmpty() ? (k.type() == KnobType.CHOICE ? "choice" : "") : k.unit();
            sb.append("| `").append(k.name()).append("` | ").append(unit).append(" | ").append(h.display(k.name()))
                    .append(" | ").append(c.display(k.name())).append(" | ").append(p.display(k.name())).append(" | ")
                    .append(k.description().replace("|", "/"))
                    .append(k.choices().isEmpty() ? "" : " (" + String.join(", ", k.choices()) + ")").append(" |\n");
        }
        return sb.toString();
    }
}
