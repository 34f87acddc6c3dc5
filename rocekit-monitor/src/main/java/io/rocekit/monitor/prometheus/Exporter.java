package io.rocekit.monitor.prometheus;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The HTTP endpoint ({@code /metrics}) serving a {@link SysfsCollector} from its own registry (no
 * JVM metrics: this is a node's NIC exporter). Binds to 127.0.0.1 unless a host is given: the
 * counters describe the node, and exposing them is the operator's decision.
 */
public final class Exporter implements Closeable {
    private final HTTPServer server;

    private Exporter(HTTPServer server) {
        this.server = server;
    }

    /** Starts serving on {@code host:port} ({@code port} 0 picks a free one). */
    public static Exporter start(String host, int port, MultiCollector collector) throws IOException {
        PrometheusRegistry registry = new PrometheusRegistry();
        registry.register(collector);
        HTTPServer s = HTTPServer.builder()
                .inetAddress(InetAddress.getByName(host))
                .port(port)
                .registry(registry)
                .executorService(scrapeThreads())
                .buildAndStart();
        return new Exporter(s);
    }

    /** Scrapes served at once, at most; a further one waits for a thread (as the client's own pool does). */
    static final int MAX_SCRAPE_THREADS = 10;

    /**
     * The threads that answer scrapes: as many as scrapes in flight (a slow client holds only its
     * own), up to {@link #MAX_SCRAPE_THREADS}. Unlike the client library's default pool, whose fair
     * hand-off passes each scrape to the thread idle longest (so ten threads take turns and each
     * starts with cold caches), the hand-off here is last-in first-out: scrapes one after the other
     * run on the same thread, whose stack, allocation buffer and per-thread I/O buffers are still
     * warm. Measured in docs/performance.md ("One thread per scrape, the same one").
     */
    static ExecutorService scrapeThreads() {
        AtomicInteger made = new AtomicInteger();
        RejectedExecutionHandler waitForAThread = (task, pool) -> {
            try {
                if (!pool.isShutdown()) {
                    pool.getQueue().put(task);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        return new ThreadPoolExecutor(1, MAX_SCRAPE_THREADS, 120, TimeUnit.SECONDS, new SynchronousQueue<>(false), r -> {
            Thread t = new Thread(r, "rocekit-scrape-" + made.incrementAndGet());
            t.setDaemon(true);
            return t;
        }, waitForAThread);
    }

    /** The port it listens on. */
    public int port() {
        return server.getPort();
    }

    @Override
    public void close() {
        server.close();
    }

    /** {@code [HOST:]PORT} with 127.0.0.1 as the default host; IPv6 hosts in brackets. */
    public static InetSocketAddress parseListen(String text) {
        String t = text.strip();
        String host = "127.0.0.1";
        String port = t;
        int colon = t.lastIndexOf(':');
        if (colon >= 0) {
            host = t.substring(0, colon);
            port = t.substring(colon + 1);
            if (host.startsWith("[") && host.endsWith("]")) {
                host = host.substring(1, host.length() - 1);
            }
            if (host.isEmpty()) {
                throw new IllegalArgumentException("expected [HOST:]PORT, found '" + text + "' (empty host)");
            }
        }
        int p;
        try {
            p = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected [HOST:]PORT with PORT 0-65535, found '" + text + "'");
        }
        if (p < 0 || p > 65535) {
            throw new IllegalArgumentException("expected [HOST:]PORT with PORT 0-65535, found '" + text + "'");
        }
        return InetSocketAddress.createUnresolved(host, p);
    }
}
