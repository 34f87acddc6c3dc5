package io.rocekit.core.number;

import io.rocekit.core.io.InputValueException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A value read from text, or why it could not be: the reader decides whether that is an input
 * error (with its file and line) or a finding.
 *
 * @param <T> the value's type
 */
public sealed interface Parsed<T> {
    /** A value that was read and is within its range. */
    record Ok<T>(T value) implements Parsed<T> {
        public Ok {
            Objects.requireNonNull(value, "value");
        }
    }

    /**
     * Text that is not a value in range.
     *
     * @param reason says what was read and what was expected ({@code bandwidth percent 250 is out
     *               of range (0..100)}), without a file or line: the caller knows them
     */
    record Bad<T>(String reason) implements Parsed<T> {
        public Bad {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** The value, if there is one. */
    default Optional<T> optional() {
        return this instanceof Ok<T> ok ? Optional.of(ok.value()) : Optional.empty();
    }

    /** The value, or the exception {@code error} makes from the reason. */
    default <X extends Exception> T orElseThrow(Function<String, X> error) throws X {
        if (this instanceof Ok<T> ok) {
            return ok.value();
        }
        throw error.apply(((Bad<T>) this).reason());
    }

    /**
     * The value, or an {@link InputValueException} whose message is {@code where + ": " + reason}.
     *
     * @param where the file and place ({@code qos.cfg:12})
     */
    default T orElseThrow(String where) {
        return orElseThrow(reason -> new InputValueException(where + ": " + reason));
    }
}
