package io.rocekit.fabric.read;

import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.model.Vendor;
import java.util.List;
import java.util.Optional;

/** Recognises a switch configuration's format by its content and reads it with the matching reader. */
public final class SwitchReaders {
    private SwitchReaders() {
    }

    /** The format of the text, if it is one rocekit reads. */
    public static Optional<Vendor> detect(String text) {
        if (SonicReader.recognises(text)) {
            return Optional.of(Vendor.SONIC);
        }
        if (NvueReader.recognises(text)) {
            return Optional.of(Vendor.NVUE);
        }
        if (CumulusTrafficConfReader.recognises(text)) {
            return Optional.of(Vendor.CUMULUS_TRAFFIC_CONF);
        }
        if (JunosReader.recognises(text)) {
            return Optional.of(Vendor.JUNOS);
        }
        if (NxosReader.recognises(text)) {
            return Optional.of(Vendor.NXOS);
        }
        if (ComwareReader.recognises(text)) {
            return Optional.of(Vendor.COMWARE);
        }
        if (EosReader.recognises(text)) {
            return Optional.of(Vendor.EOS);
        }
        return Optional.empty();
    }

    /**
     * Reads a configuration of any known format.
     *
     * @throws ConfigSyntaxException when the format is not recognised or the file is broken
     */
    public static List<SwitchConfig> read(String file, String text) throws ConfigSyntaxException {
        Vendor v = detect(text).orElseThrow(() -> new ConfigSyntaxException(file, 1,
                "expected a switch configuration (SONiC CONFIG_DB JSON, NVUE nv set/nv show/YAML, Cumulus traffic.conf, "
                        + "EOS or NX-OS running-config, Comware current-configuration, Junos curly or set form); none of their lines was found"));
        return read(file, text, v);
    }

    /** Reads a configuration of the given format. */
    public static List<SwitchConfig> read(String file, String text, Vendor v) throws ConfigSyntaxException {
        return switch (v) {
            case SONIC -> List.of(SonicReader.read(file, text));
            case NVUE -> NvueReader.read(file, text);
            case EOS -> List.of(EosReader.read(file, text));
            case NXOS -> List.of(NxosReader.read(file, text));
            case CUMULUS_TRAFFIC_CONF -> List.of(CumulusTrafficConfReader.read(file, text));
            case COMWARE -> List.of(ComwareReader.read(file, text));
            case JUNOS -> List.of(JunosReader.read(file, text));
        };
    }
}
