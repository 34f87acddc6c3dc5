package io.rocekit.fabric.read;

import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.List;

/**
 * A reader of one switch configuration format: it says which format it reads, whether a text is in
 * that format, and reads it into the normalised model. Each reader is a set of small statement
 * handlers over a {@link ReadContext}; {@link SwitchReaders} holds them in recognition order.
 */
public sealed interface SwitchReader permits SonicReader, NvueReader, CumulusTrafficConfReader, JunosReader, NxosReader,
        ComwareReader, EosReader {
    /** The format this reader reads. */
    Vendor vendor();

    /** True when the text looks like this format (by content, never by file name). */
    boolean recognises(String text);

    /**
     * The configurations the text holds: one for most formats; an NVUE transcript with commands and
     * {@code nv show} output gives two.
     *
     * @throws ConfigSyntaxException naming the file, the line and what was expected
     */
    List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException;

    /** The first (for every format but a mixed NVUE transcript, the only) configuration of the text. */
    default SwitchConfig readOne(String file, String text) throws ConfigSyntaxException {
        return read(file, text).get(0);
    }
}
