package io.rocekit.host.parse.proc;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.text.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code /proc/interrupts} and its grep fragments. With the {@code CPU0 CPU1 ...} header
 * every numbered IRQ row must have one count per CPU (a row with fewer was cut); without it the
 * number of CPUs is taken from the first row.
 */
public final class InterruptsParser implements ArtifactParser<Interrupts> {
    private static final Pattern HEADER = Pattern.compile("^\\s*(?:CPU\\d{1,9}\\s*)++$");
    private static final Pattern ROW = Pattern.compile("^\\s*([A-Za-z0-9]+):((?:\\s+\\d+(?=\\s|$))*+)(?:\\s+(.*))?$");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.PROC_INTERRUPTS;
    }

    @Override
    public Interrupts parse(TextSource src) throws ParseException {
        List<Integer> cpus = new ArrayList<>();
        boolean header = false;
        List<Interrupts.Irq> rows = new ArrayList<>();
        List<String> lines = src.lines();
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            if (raw.isBlank()) {
                continue;
            }
            SourceLine line = SourceLine.of(src, i);
            if (HEADER.matcher(raw).matches()) {
                for (String t : raw.strip().split("\\s+")) {
                    cpus.add(Integer.parseInt(t.substring(3)));
                }
                header = true;
                continue;
            }
            Matcher m = ROW.matcher(raw);
            if (!m.matches()) {
                throw new ParseException(src.file(), line.number(), "an interrupt row 'IRQ: count... description'", raw);
            }
            List<Long> counts = new ArrayList<>();
            String numbers = m.group(2).strip();
            if (!numbers.isEmpty()) {
                for (String t : numbers.split("\\s+")) {
                    counts.add(Values.counter(src, line, t, "a per-CPU interrupt count"));
                }
            }
            String id = m.group(1);
            if (!header && cpus.isEmpty() && id.matches("\\d+")) {
                for (int c = 0; c < counts.size(); c++) {
                    cpus.add(c);
                }
            }
            if (id.matches("\\d+") && counts.size() != cpus.size()) {
                throw new ParseException(src.file(), line.number(),
                        cpus.size() + " per-CPU counts (one per CPU column) for IRQ " + id, raw.strip());
            }
            rows.add(new Interrupts.Irq(id, counts, m.group(3) == null ? "" : m.group(3).strip(), line));
        }
        return new Interrupts(cpus, rows);
    }
}
