package io.rocekit.cli.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The files a page inlines: the stylesheet and script of the kit, and Apache ECharts from its
 * WebJar ({@code org.webjars.npm:echarts}, Apache-2.0). Read once per process.
 */
final class Resources {
    /** The ECharts release the WebJar in rocekit-cli's pom holds; a test checks they agree. */
    static final String ECHARTS_VERSION = "5.3.1";
    static final String ECHARTS = "/META-INF/resources/webjars/echarts/" + ECHARTS_VERSION + "/dist/echarts.min.js";
    static final String CSS = "/io/rocekit/cli/render/page.css";
    static final String JS = "/io/rocekit/cli/render/page.js";

    private static final ConcurrentHashMap<String, String> CACHE = new ConcurrentHashMap<>();

    private Resources() {
    }

    static String text(String path) {
        return CACHE.computeIfAbsent(path, Resources::read);
    }

    private static String read(String path) {
        try (InputStream in = Resources.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing from the rocekit jar (a packaging bug)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path + " from the rocekit jar", e);
        }
    }
}
