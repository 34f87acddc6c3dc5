package io.rocekit.cli.sim;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.sim.run.ProgressListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PostRunWarmUpTest {
    @Test
    void theTinyRunGoesThroughTheSummaryAndTheReport() {
        // run() swallows failures (a head start only), so the work itself is checked here
        assertThat(PostRunWarmUp.warmUp()).isGreaterThan(10_000);
    }

    @Test
    void startsOnceAfterEnoughEventsAndAlwaysPassesProgressOn() throws InterruptedException {
        List<Long> seen = new ArrayList<>();
        ProgressListener p = PostRunWarmUp.startingWith((now, done, total, events) -> seen.add(events));
        p.progress(0, 0, 1, 1_000_000);
        assertThat(warmUpThreads()).isZero();
        p.progress(0, 0, 1, PostRunWarmUp.AFTER_EVENTS);
        p.progress(0, 0, 1, PostRunWarmUp.AFTER_EVENTS + 1_000_000);
        assertThat(seen).containsExactly(1_000_000L, PostRunWarmUp.AFTER_EVENTS, PostRunWarmUp.AFTER_EVENTS + 1_000_000);
        assertThat(warmUpThreads()).isLessThanOrEqualTo(1);
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().equals("rocekit-sim-warm-up")) {
                assertThat(t.isDaemon()).isTrue();
                t.join(60_000);
            }
        }
    }

    @Test
    void routeSearchProgressIsPassedOnWithoutStartingTheWarmUp() {
        List<String> seen = new ArrayList<>();
        ProgressListener p = PostRunWarmUp.startingWith(new ProgressListener() {
            @Override
            public void progress(long now, int done, int total, long events) {
                seen.add("events " + events);
            }

            @Override
            public void routesSearched(int searched, int switches) {
                seen.add("routes " + searched + "/" + switches);
            }
        });
        p.routesSearched(64, 512);
        p.routesSearched(512, 512);
        assertThat(seen).containsExactly("routes 64/512", "routes 512/512");
    }

    private static long warmUpThreads() {
        Set<Thread> all = Thread.getAllStackTraces().keySet();
        return all.stream().filter(t -> t.getName().equals("rocekit-sim-warm-up")).count();
    }
}
