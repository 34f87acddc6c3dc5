package io.rocekit.host.parse.proc;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Optional;

/**
 * {@code /proc/cmdline}: the kernel's boot parameters in order.
 *
 * @param parameters the parameters
 * @param line       the line, if the file was not empty
 */
public record KernelCmdline(List<Parameter> parameters, Optional<SourceLine> line) {
    public KernelCmdline {
        parameters = List.copyOf(parameters);
    }

    /** One parameter: {@code name} or {@code name=value}. */
    public record Parameter(String name, Optional<String> value) {
        @Override
        public String toString() {
            return value.map(v -> name + "=" + v).orElse(name);
        }
    }

    /** The value of the last {@code name=...} (the kernel keeps the last), if given. */
    public Optional<String> value(String name) {
        Optional<String> v = Optional.empty();
        for (Parameter p : parameters) {
            if (p.name().equals(name) && p.value().isPresent()) {
                v = p.value();
            }
        }
        return v;
    }

    /** True when {@code name} appears, with or without a value. */
    public boolean has(String name) {
        return parameters.stream().anyMatch(p -> p.name().equals(name));
    }
}
