package io.rocekit.monitor.testing;

import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads Prometheus text exposition into comparable samples: {@code name{a="x",b="y"}} to value, labels sorted. */
public final class Exposition {
    private static final Pattern SAMPLE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)})?\\s+(\\S+)(?:\\s+\\d+)?$");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern TYPE = Pattern.compile("^# TYPE (\\S+) (\\S+)$");

    private Exposition() {
    }

    /** The text format of {@code snapshots}, as the exporter serves it. */
    public static String text(MetricSnapshots snapshots) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            PrometheusTextFormatWriter.create().write(out, snapshots, io.prometheus.metrics.config.EscapingScheme.ALLOW_UTF8);
            return out.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Samples whose name starts with {@code prefix}, with {@code prefix} replaced by {@code as}. */
    public static Map<String, Double> samples(String text, String prefix, String as) {
        Map<String, Double> out = new TreeMap<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Matcher m = SAMPLE.matcher(line.strip());
            if (!m.matches()) {
                throw new IllegalArgumentException("not a sample line: " + line);
            }
            if (!m.group(1).startsWith(prefix)) {
                continue;
            }
            List<String> labels = new ArrayList<>();
            if (m.group(2) != null) {
                Matcher l = LABEL.matcher(m.group(2));
                while (l.find()) {
                    labels.add(l.group(1) + "=\"" + l.group(2) + "\"");
                }
            }
            labels.sort(null);
            out.put(as + m.group(1).substring(prefix.length()) + "{" + String.join(",", labels) + "}",
                    Double.parseDouble(m.group(3)));
        }
        return out;
    }

    /** {@code # TYPE} of every family starting with {@code prefix}, renamed. */
    public static Map<String, String> types(String text, String prefix, String as) {
        Map<String, String> out = new TreeMap<>();
        for (String line : text.split("\n")) {
            Matcher m = TYPE.matcher(line.strip());
            if (m.matches() && m.group(1).startsWith(prefix)) {
                out.put(as + m.group(1).substring(prefix.length()), m.group(2));
            }
        }
        return out;
    }
}
