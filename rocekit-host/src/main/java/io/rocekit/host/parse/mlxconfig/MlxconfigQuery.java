package io.rocekit.host.parse.mlxconfig;

import io.rocekit.host.artifact.SourceLine;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code mlxconfig -d DEV q} / {@code mstconfig -d DEV q} (and {@code -e q}): the device and its
 * firmware parameters.
 *
 * @param deviceType  {@code Device type:} ({@code ConnectX7})
 * @param device      {@code Device:} or {@code PCI device:}
 * @param columns     the value columns ({@code Next Boot}, or {@code Default Current Next Boot}),
 *                    empty for a fragment without the {@code Configurations:} header
 * @param parameters  the parameters in input order
 */
public record MlxconfigQuery(Optional<String> deviceType, Optional<String> device, List<String> columns,
        List<MlxconfigQuery.Parameter> parameters) {
    private static final Pattern PORT = Pattern.compile("^(.*)_P(\\d)$");

    public MlxconfigQuery {
        columns = List.copyOf(columns);
        parameters = List.copyOf(parameters);
    }

    /**
     * One value: {@code True(1)}, {@code ECN(0)}, {@code 255}, {@code Array[0..7]}.
     *
     * @param text   as printed
     * @param symbol the name before the parentheses ({@code True}, {@code ECN}), if any
     * @param number the number (in parentheses, or the plain value), if it is one
     */
    public record Value(String text, Optional<String> symbol, OptionalLong number) {
        @Override
        public String toString() {
            return text;
        }
    }

    /**
     * One parameter.
     *
     * @param name     as printed ({@code ROCE_CC_PRIO_MASK_P1})
     * @param values   one per column
     * @param modified true when the line starts with {@code *} (differs from default)
     * @param line     its line
     */
    public record Parameter(String name, List<Value> values, boolean modified, SourceLine line) {
        public Parameter {
            Objects.requireNonNull(name, "name");
            values = List.copyOf(values);
        }

        /** The value in force now: Current when three columns were printed, else Next Boot (the only column). */
        public Value effective() {
            return values.size() >= 3 ? values.get(1) : values.get(values.size() - 1);
        }

        /** The value after the next reboot or firmware reset. */
        public Value nextBoot() {
            return values.get(values.size() - 1);
        }

        /** The name without a {@code _P1}/{@code _P2} port suffix. */
        public String baseName() {
            Matcher m = PORT.matcher(name);
            return m.matches() ? m.group(1) : name;
        }

        /** The port of a per-port parameter ({@code _P1} is 1). */
        public OptionalInt port() {
            Matcher m = PORT.matcher(name);
            return m.matches() ? OptionalInt.of(Integer.parseInt(m.group(2))) : OptionalInt.empty();
        }
    }

    /** The parameter named {@code name}, if shown. */
    public Optional<Parameter> parameter(String name) {
        return parameters.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
