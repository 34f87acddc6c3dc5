package io.rocekit.host.parse.amdsmi;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.rocekit.host.artifact.ParseException;
import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.AmdGpu;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.Link;
import io.rocekit.host.parse.amdsmi.AmdGpuLinks.LinkType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * {@code amd-smi topology --json}, in both layouts the ROCm/amdsmi CHANGELOG shows: the current one (one
 * object per GPU with {@code gpu}, {@code bdf} and a {@code links} array of {@code gpu}, {@code bdf},
 * {@code weight}, {@code link_type}, {@code num_hops}, ...; {@code -a -t} keeps only some fields) and the
 * earlier one ({@code weight}, {@code hops}, {@code link_type} objects keyed {@code gpu_0}, {@code gpu_1}).
 */
final class AmdSmiTopoJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private AmdSmiTopoJson() {
    }

    static AmdGpuLinks parse(TextSource src) throws ParseException {
        List<JsonNode> gpus = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        try (JsonParser p = MAPPER.createParser(String.join("\n", src.lines()))) {
            if (p.nextToken() != JsonToken.START_ARRAY) {
                throw new ParseException(src.file(), src.firstLine(), "amd-smi topology --json: an array of GPU objects", null);
            }
            while (p.nextToken() == JsonToken.START_OBJECT) {
                lines.add(src.firstLine() + (int) p.getTokenLocation().getLineNr() - 1);
                gpus.add(p.readValueAsTree());
            }
            if (p.currentToken() != JsonToken.END_ARRAY || p.nextToken() != null) {
                throw new ParseException(src.file(), src.firstLine() + (int) p.getTokenLocation().getLineNr() - 1,
                        "amd-smi topology --json: GPU objects, then the end of the array", p.getText());
            }
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : src.firstLine() + e.getLocation().getLineNr() - 1;
            throw new ParseException(src.file(), Math.max(line, 0), "amd-smi topology --json: valid JSON", e.getOriginalMessage());
        } catch (IOException e) {
            throw new ParseException(src.file(), 0, "amd-smi topology --json: readable JSON", e.getMessage());
        }
        List<AmdGpu> out = new ArrayList<>();
        List<Link> links = new ArrayList<>();
        for (int i = 0; i < gpus.size(); i++) {
            JsonNode g = gpus.get(i);
            SourceLine at = new SourceLine(lines.get(i), src.lines().get(lines.get(i) - src.firstLine()));
            int id = index(src, g.path("gpu"), at);
            out.add(new AmdGpu("GPU" + id, PciAddress.parse(g.path("bdf").asText("")), OptionalInt.empty()));
            if (g.path("links").isArray()) {
                for (JsonNode l : g.path("links")) {
                    link(src, "GPU" + id, "GPU" + index(src, l.path("gpu"), at), l.path("link_type"), l.path("num_hops"),
                            l.path("weight"), at).ifPresent(links::add);
                }
            } else if (g.path("link_type").isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> it = g.path("link_type").fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> e = it.next();
                    String to = "GPU" + e.getKey().replaceFirst("^gpu_", "");
                    link(src, "GPU" + id, to, e.getValue(), g.path("hops").path(e.getKey()), g.path("weight").path(e.getKey()), at)
                            .ifPresent(links::add);
                }
            } else {
                throw new ParseException(src.file(), at.number(), "a GPU object with a 'links' array or a 'link_type' object",
                        g.toString());
            }
        }
        return new AmdGpuLinks("amd-smi topology --json", out, links);
    }

    private static int index(TextSource src, JsonNode n, SourceLine at) throws ParseException {
        if (!n.canConvertToInt() || n.asInt() < 0 || n.asInt() >= GpuTable.MAX_GPUS) {
            throw new ParseException(src.file(), at.number(), "a GPU index 'gpu' from 0 to " + (GpuTable.MAX_GPUS - 1), n.toString());
        }
        return n.asInt();
    }

    private static Optional<Link> link(TextSource src, String from, String to, JsonNode type, JsonNode hops, JsonNode weight,
                                       SourceLine at) throws ParseException {
        String t = type.asText("");
        if (t.equals("SELF") || t.equals("N/A") || from.equals(to)) {
            return Optional.empty();
        }
        if (!t.equals("XGMI") && !t.equals("PCIE")) {
            throw new ParseException(src.file(), at.number(), "link_type SELF, XGMI, PCIE or N/A from " + from + " to " + to, type.toString());
        }
        return Optional.of(new Link(from, to, LinkType.valueOf(t), number(hops), number(weight), at));
    }

    private static OptionalInt number(JsonNode n) {
        return n.canConvertToInt() && n.asInt() >= 0 ? OptionalInt.of(n.asInt()) : OptionalInt.empty();
    }
}
