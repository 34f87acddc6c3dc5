package io.rocekit.host.parse.amdsmi;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.ArtifactParser;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.AmdGpu;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parser for {@link ArtifactKind#ROCM_SMI_TOPO}: the {@code Weight}, {@code Hops} and {@code Link
 * Type between two GPUs} tables under their banners, and the {@code Numa Nodes} section
 * ({@code GPU[0] : (Topology) Numa Node: 0}; older releases print {@code GPU 0}). Lines outside
 * the tables (a low-power warning) are passed over; a table row that does not fit is an error.
 */
public final class RocmSmiTopoParser implements ArtifactParser<AmdGpuLinks> {
    private static final Pattern BANNER = Pattern.compile("^=+ (.+?) =+\\s*$");
    private static final Pattern NUMA = Pattern.compile("^GPU\\[?(\\d{1,3})]?\\s*: \\(Topology\\) Numa Node: (-?\\d{1,4})\\s*$");
    private static final Pattern GPU = Pattern.compile("GPU(\\d{1,3})");

    @Override
    public ArtifactKind kind() {
        return ArtifactKind.ROCM_SMI_TOPO;
    }

    @Override
    public AmdGpuLinks parse(TextSource source) throws ParseException {
        List<String> lines = source.lines();
        Map<String, GpuTable> tables = new HashMap<>();
        Map<Integer, Integer> numa = new HashMap<>();
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            Matcher b = BANNER.matcher(line);
            Matcher n = NUMA.matcher(line.strip());
            if (b.matches() && b.group(1).endsWith(" between two GPUs")) {
                GpuTable.Read r = GpuTable.read(source, b.group(1), i + 1, l -> BANNER.matcher(l).matches());
                tables.put(b.group(1), r.table());
                i = r.next();
                continue;
            }
            if (n.matches()) {
                numa.put(Integer.parseInt(n.group(1)), Integer.parseInt(n.group(2)));
            }
            i++;
        }
        Optional<GpuTable> type = Optional.ofNullable(tables.get("Link Type between two GPUs"));
        Optional<GpuTable> hops = Optional.ofNullable(tables.get("Hops between two GPUs"));
        Optional<GpuTable> weight = Optional.ofNullable(tables.get("Weight between two GPUs"));
        Optional<GpuTable> any = type.or(() -> hops).or(() -> weight);
        List<AmdGpu> gpus = new ArrayList<>();
        if (any.isPresent()) {
            for (String col : any.get().columns()) {
                Matcher g = GPU.matcher(col);
                if (!g.matches()) {
                    throw new ParseException(source.file(), any.get().lines().values().stream().findFirst()
                            .map(l -> l.number() - 1).orElse(0), "'" + any.get().title() + "' columns GPU0 GPU1 ...", col);
                }
                gpus.add(gpu(col, numa.get(Integer.parseInt(g.group(1)))));
            }
        } else {
            numa.keySet().stream().sorted().forEach(k -> gpus.add(gpu("GPU" + k, numa.get(k))));
        }
        return new AmdGpuLinks("rocm-smi --showtopo", gpus, LinkTables.links(source.file(), gpus, type, hops, weight));
    }

    private static AmdGpu gpu(String name, Integer numaNode) {
        return new AmdGpu(name, Optional.empty(), numaNode == null || numaNode < 0 ? OptionalInt.empty() : OptionalInt.of(numaNode));
    }
}
