package io.rocekit.doctor.rule;

import io.rocekit.host.artifact.ParsedArtifact;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything known about one node: the parsed artifacts (each with the file it came from, so
 * that findings cite {@code file:line}) and models derived from several of them, such as the
 * PCIe topology rebuilt from sysfs, lspci and nvidia-smi (added with {@link #with(Object)}).
 *
 * @param host      the node's name, if known
 * @param artifacts parsed artifacts, in the order the files were given
 * @param derived   models built from several artifacts (topology), at most one per type
 */
public record NodeEvidence(Optional<String> host, List<ParsedArtifact<?>> artifacts, List<Object> derived) {
    public NodeEvidence {
        Objects.requireNonNull(host, "host");
        artifacts = List.copyOf(artifacts);
        derived = List.copyOf(derived);
    }

    /** Evidence of artifacts only. */
    public static NodeEvidence of(List<ParsedArtifact<?>> artifacts) {
        return new NodeEvidence(Optional.empty(), artifacts, List.of());
    }

    /** Evidence of artifacts of a named host. */
    public static NodeEvidence of(String host, List<ParsedArtifact<?>> artifacts) {
        return new NodeEvidence(Optional.of(host), artifacts, List.of());
    }

    /** Every artifact whose model is a {@code type}, in input order. */
    @SuppressWarnings("unchecked")
    public <T> List<ParsedArtifact<T>> all(Class<T> type) {
        List<ParsedArtifact<T>> out = new ArrayList<>();
        for (ParsedArtifact<?> a : artifacts) {
            if (type.isInstance(a.model())) {
                out.add((ParsedArtifact<T>) a);
            }
        }
        return out;
    }

    /** True when some artifact has a model of {@code type}. */
    public boolean has(Class<?> type) {
        return artifacts.stream().anyMatch(a -> type.isInstance(a.model()));
    }

    /** The derived model of {@code type} (the topology), if one was added. */
    public <T> Optional<T> derived(Class<T> type) {
        return derived.stream().filter(type::isInstance).map(type::cast).findFirst();
    }

    /** This evidence with {@code model} added as a derived model (replacing one of the same type). */
    public NodeEvidence with(Object model) {
        Objects.requireNonNull(model, "model");
        List<Object> d = new ArrayList<>();
        for (Object o : derived) {
            if (o.getClass() != model.getClass()) {
                d.add(o);
            }
        }
        d.add(model);
        return new NodeEvidence(host, artifacts, d);
    }
}
