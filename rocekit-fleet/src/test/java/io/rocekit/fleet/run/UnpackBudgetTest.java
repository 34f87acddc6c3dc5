package io.rocekit.fleet.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.input.FleetInputs;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.node.NodeSummary;
import io.rocekit.fleet.node.Summarizer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Issue 18: archive bytes held in memory are bounded across threads, not only per archive. */
class UnpackBudgetTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void threadsTogetherHoldNoMoreThanTheBudgetPlusOneArchiveAndAllFinish() throws Exception {
        long capacity = 1000;
        long archive = 1000; // each task holds ten chunks of 100
        UnpackBudget budget = new UnpackBudget(capacity);
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<?>> tasks = new ArrayList<>();
        for (int t = 0; t < 64; t++) {
            tasks.add(pool.submit(() -> {
                try (UnpackBudget.Lease lease = budget.lease()) {
                    for (int i = 0; i < archive / 100; i++) {
                        lease.admit(100);
                        Thread.sleep(1);
                    }
                    done.incrementAndGet();
                }
                return null;
            }));
        }
        for (Future<?> f : tasks) {
            f.get();
        }
        pool.shutdown();
        assertThat(done.get()).isEqualTo(64);
        assertThat(budget.peakBytes()).isLessThanOrEqualTo(capacity + archive);
        assertThat(budget.heldBytes()).isZero();
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void theOldestTaskProceedsEvenWhenItAloneExceedsTheBudget() throws Exception {
        UnpackBudget budget = new UnpackBudget(10);
        try (UnpackBudget.Lease lease = budget.lease()) {
            lease.admit(1000); // larger than the whole budget: would wait forever if it waited
        }
        assertThat(budget.heldBytes()).isZero();
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void sixteenArchivesOnEightThreadsUnderATinyBudgetGiveTheSameSummaries() throws Exception {
        Path snaps = tmp.resolve("snaps");
        new FleetGenerator(16, 7).write(snaps, FleetGenerator.Format.TAR_GZ, 2);
        List<SnapshotSource> sources = FleetInputs.expand(List.of(snaps));
        assertThat(sources).hasSize(16);
        List<NodeSummary> unbounded = new ArrayList<>();
        for (SnapshotSource s : sources) {
            unbounded.add(new Summarizer().summarize(s));
        }
        long largest = 0;
        for (SnapshotSource s : sources) {
            largest = Math.max(largest, Files.size(Path.of(s.path())) * 50); // far above any unpacked size here
        }
        UnpackBudget budget = new UnpackBudget(1); // one archive at a time: the oldest proceeds
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<NodeSummary>> futures = new ArrayList<>();
        for (SnapshotSource s : sources) {
            futures.add(pool.submit(() -> {
                try (UnpackBudget.Lease lease = budget.lease()) {
                    return new Summarizer().summarize(s, lease);
                }
            }));
        }
        List<NodeSummary> bounded = new ArrayList<>();
        for (Future<NodeSummary> f : futures) {
            bounded.add(f.get());
        }
        pool.shutdown();
        assertThat(bounded).isEqualTo(unbounded);
        assertThat(budget.peakBytes()).isPositive().isLessThanOrEqualTo(1 + largest);
        assertThat(budget.heldBytes()).isZero();
    }
}
