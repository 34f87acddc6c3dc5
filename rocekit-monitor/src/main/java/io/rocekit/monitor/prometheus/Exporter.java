package io.rocekit.monitor.prometheus;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;

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
                .buildAndStart();
        return new Exporter(s);
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
