package io.rocekit.monitor.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The threads that answer scrapes: the same warm one for scrapes one after the other, another for one in flight. */
class ExporterThreadsTest {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static int get(int port) throws Exception {
        HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
                .timeout(Duration.ofSeconds(20)).build();
        return HTTP.send(r, HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void scrapesOneAfterTheOtherAreAnsweredByAFewThreadsNotByTurns() throws Exception {
        Set<String> threads = java.util.Collections.synchronizedSet(new HashSet<>());
        MultiCollector c = () -> {
            threads.add(Thread.currentThread().getName());
            return new MetricSnapshots();
        };
        try (Exporter e = Exporter.start("127.0.0.1", 0, c)) {
            for (int i = 0; i < 40; i++) {
                assertThat(get(e.port())).isEqualTo(200);
            }
        }
        // the client library's own pool hands 40 scrapes in a row to all ten of its threads in turn
        assertThat(threads).hasSizeLessThanOrEqualTo(3).allMatch(n -> n.startsWith("rocekit-scrape-"));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aScrapeThatHangsDoesNotHoldUpTheNext() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch firstInside = new CountDownLatch(1);
        AtomicInteger calls = new AtomicInteger();
        MultiCollector c = () -> {
            if (calls.incrementAndGet() == 1) {
                firstInside.countDown();
                try {
                    release.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException ex) {
                    Thread.currentThread().interrupt();
                }
            }
            return new MetricSnapshots();
        };
        try (Exporter e = Exporter.start("127.0.0.1", 0, c)) {
            CompletableFuture<Integer> slow = CompletableFuture.supplyAsync(() -> {
                try {
                    return get(e.port());
                } catch (Exception ex) {
                    throw new IllegalStateException(ex);
                }
            });
            assertThat(firstInside.await(20, TimeUnit.SECONDS)).isTrue();
            assertThat(get(e.port())).isEqualTo(200); // answered while the first still hangs
            release.countDown();
            assertThat(slow.get(20, TimeUnit.SECONDS)).isEqualTo(200);
        }
    }
}
