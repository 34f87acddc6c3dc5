package io.rocekit.host.artifact;

/**
 * Parses one kind of artifact into a typed model. Parsers are total: any input gives a model or a
 * {@link ParseException} naming the file, the line and what was expected; never another exception.
 *
 * @param <T> the model (a record)
 */
public interface ArtifactParser<T> {
    /** The kind this parser reads. */
    ArtifactKind kind();

    /** The model of {@code source}, or a precise error. */
    T parse(TextSource source) throws ParseException;
}
