package io.rocekit.cli.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressLineTest {
    @Test
    void drawsInPlaceThrottlesAndClearsWhatItDrew() {
        StringWriter s = new StringWriter();
        ProgressLine line = new ProgressLine(new PrintWriter(s), true, 0, 60_000_000_000L);
        line.update(0.5, "half", false);
        line.update(0.6, "throttled away", false);
        line.update(1, "all", true);
        assertThat(s.toString()).isEqualTo("\r[===============>              ] half"
                + "\r[==============================] all ");
        s.getBuffer().setLength(0);
        line.clear();
        assertThat(s.toString()).isEqualTo("\r" + " ".repeat(37) + "\r");
    }

    @Test
    void aDisabledLineOrOneBeforeItsDelayPrintsNothing() {
        StringWriter s = new StringWriter();
        new ProgressLine(new PrintWriter(s), false).update(1, "done", true);
        ProgressLine late = new ProgressLine(new PrintWriter(s), true, 60_000_000_000L, 0);
        late.update(1, "done", true);
        late.clear();
        assertThat(s.toString()).isEmpty();
    }
}
