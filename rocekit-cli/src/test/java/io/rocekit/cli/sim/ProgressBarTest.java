package io.rocekit.cli.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressBarTest {
    @Test
    void theRouteSearchIsShownBeforeTheEventsBegin() {
        StringWriter err = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(err), true, 0, 0);
        bar.routesSearched(2_048, 8_192);
        assertThat(err.toString()).contains("[========>  ").contains("setting up: routes from 2048/8192 switches with hosts");
        bar.done();
        assertThat(err.toString()).endsWith("\r");
    }

    @Test
    void eventsFollowTheSetUpOnTheSameLine() throws InterruptedException {
        StringWriter err = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(err), true, 0, 0);
        bar.routesSearched(8_192, 8_192);
        Thread.sleep(150); // past the line's redraw interval
        bar.progress(1_000_000_000L, 10, 100, 1_000_000);
        assertThat(err.toString()).contains("flows 10/100  sim 1.000 ms");
    }

    @Test
    void nothingIsDrawnWhenProgressIsOff() {
        StringWriter err = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(err), false, 0, 0);
        bar.routesSearched(1, 2);
        bar.progress(1, 1, 2, 1);
        assertThat(err.toString()).isEmpty();
    }
}
