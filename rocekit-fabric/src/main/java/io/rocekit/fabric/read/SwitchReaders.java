package io.rocekit.fabric.read;

import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.List;
import java.util.Optional;

/** Recognises a switch configuration's format by its content and reads it with the matching reader. */
public final class SwitchReaders {
    /**
     * Every reader, in recognition order: the formats with the most specific signatures first (JSON,
     * NVUE, traffic.conf keys, Junos statements), then NX-OS before EOS, whose signature NX-OS lines
     * would also match.
     */
    public static final List<SwitchReader> ALL = List.of(new SonicReader(), new NvueReader(), new CumulusTrafficConfReader(),
            new JunosReader(), new NxosReader(), new ComwareReader(), new EosReader());

    private SwitchReaders() {
    }

    /** The reader of the text's format, if rocekit reads it. */
    public static Optional<SwitchReader> readerOf(String text) {
        return ALL.stream().filter(r -> r.recognises(text)).findFirst();
    }

    /** The format of the text, if it is one rocekit reads. */
    public static Optional<Vendor> detect(String text) {
        return readerOf(text).map(SwitchReader::vendor);
    }

    /** The reader of a format. */
    public static SwitchReader of(Vendor v) {
        return ALL.stream().filter(r -> r.vendor() == v).findFirst().orElseThrow();
    }

    /**
     * Reads a configuration of any known format.
     *
     * @throws ConfigSyntaxException when the format is not recognised or the file is broken
     */
    public static List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        SwitchReader r = readerOf(text).orElseThrow(() -> new ConfigSyntaxException(file, 1,
                "expected a switch configuration (SONiC CONFIG_DB JSON, NVUE nv set/nv show/YAML, Cumulus traffic.conf, "
                        + "EOS or NX-OS running-config, Comware current-configuration, Junos curly or set form); none of their lines was found"));
        return r.read(file, text);
    }

    /** Reads a configuration of the given format. */
    public static List<SwitchConfig> read(String file, String text, Vendor v) throws ConfigSyntaxException {
        return of(v).read(file, text);
    }
}
