package io.rocekit.host.parse.amdsmi;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.AmdGpu;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parser for {@link ArtifactKind#AMD_SMI_TOPO}: the human-readable {@code amd-smi topology}
 * (ROCm 6.0+), tables under {@code NAME TABLE:} titles whose rows and columns are the GPUs' PCI
 * addresses. The weight, hops and link type tables are read; the others (access, NUMA bandwidth,
 * cache coherence, atomics, DMA, bi-directional) and the legend are passed over. With {@code --json}
 * it is read by {@link AmdSmiTopoJson}.
 */
public final class AmdSmiTopoParser implements ArtifactParser<AmdGpuLinks> {
    private static final Pattern TITLE = Pattern.compile("^\\s*([A-Z][A-Z0-9 -]{0,40} TABLE):\\s*$");
    private static final Predicate<String> END = l -> TITLE.matcher(l).matches() || l.strip().equals("Legend:");
    private static final List<String> READ = List.of("WEIGHT TABLE", "HOPS TABLE", "LINK TYPE TABLE");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.AMD_SMI_TOPO;
    }

    @Override
    public AmdGpuLinks parse(TextSource source) throws ParseException {
        List<String> lines = source.lines();
        if (lines.stream().filter(l -> !l.isBlank()).findFirst().map(l -> l.strip().startsWith("[")).orElse(false)) {
            return AmdSmiTopoJson.parse(source);
        }
        Map<String, GpuTable> tables = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher t = TITLE.matcher(lines.get(i));
            if (t.matches() && READ.contains(t.group(1)) && !tables.containsKey(t.group(1))) {
                GpuTable.Read r = GpuTable.read(source, t.group(1) + ":", i + 1, END);
                tables.put(t.group(1), r.table());
                i = r.next() - 1;
            }
        }
        Optional<GpuTable> type = Optional.ofNullable(tables.get("LINK TYPE TABLE"));
        Optional<GpuTable> hops = Optional.ofNullable(tables.get("HOPS TABLE"));
        Optional<GpuTable> weight = Optional.ofNullable(tables.get("WEIGHT TABLE"));
        Optional<GpuTable> any = type.or(() -> hops).or(() -> weight);
        List<AmdGpu> gpus = new ArrayList<>();
        if (any.isPresent()) {
            List<String> cols = any.get().columns();
            for (int c = 0; c < cols.size(); c++) {
                Optional<PciAddress> bdf = PciAddress.parse(cols.get(c));
                if (bdf.isEmpty() && !cols.get(c).equals("GPU" + c)) {
                    throw new ParseException(source.file(), any.get().lines().values().stream().findFirst()
                            .map(l -> l.number() - 1).orElse(0), "'" + any.get().title()
                            + "' columns the GPUs' PCI addresses (0000:0c:00.0 ...)", cols.get(c));
                }
                gpus.add(new AmdGpu("GPU" + c, bdf, OptionalInt.empty()));
            }
        }
        return new AmdGpuLinks("amd-smi topology", gpus, LinkTables.links(source.file(), gpus, type, hops, weight));
    }
}
