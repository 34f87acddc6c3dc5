package io.rocekit.host.topology;

import io.rocekit.core.finding.Evidence;
import java.util.Optional;

/**
 * Reads the ACS Control register out of a bridge's PCI configuration space (sysfs {@code config},
 * 4096 bytes when read as root): the extended capability list starts at 0x100, each header is
 * {@code id:16 | version:4 | next:12}; ACS is id 0x000d, its Control register at +6 (what
 * {@code setpci ECAP_ACS+0x6.w} addresses).
 */
public final class AcsConfigSpace {
    private static final int ACS_ID = 0x000d;

    private AcsConfigSpace() {
    }

    /**
     * The ACS state, when the config space is complete (read as root); a complete config space
     * without the capability gives a state with no bits listed (the bridge has no ACS).
     */
    public static Optional<AcsState> read(byte[] config, String file) {
        if (config.length < 0x104) {
            return Optional.empty(); // not root: only the first 64 or 256 bytes are readable
        }
        int offset = 0x100;
        for (int hops = 0; hops < 64 && offset >= 0x100 && offset + 8 <= config.length; hops++) {
            int header = le32(config, offset);
            if (header == 0 || header == 0xffffffff) {
                break;
            }
            if ((header & 0xffff) == ACS_ID) {
                int ctl = le16(config, offset + 6);
                AcsState probe = AcsState.ofRegister(ctl, Evidence.value(""));
                String flags = probe.enabled().isEmpty() ? "all off"
                        : String.join(" ", AcsState.BITS.stream().filter(probe.enabled()::contains).map(b -> b + "+").toList());
                return Optional.of(AcsState.ofRegister(ctl, Evidence.inFile(file, String.format(
                        "ACS Control (ECAP_ACS+0x6 at 0x%03x) = 0x%04x: %s", offset + 6, ctl, flags))));
            }
            offset = (header >>> 20) & 0xffc;
        }
        return Optional.of(new AcsState(java.util.Set.of(), java.util.Set.of(),
                Evidence.inFile(file, "no ACS capability in the extended configuration space")));
    }

    private static int le16(byte[] b, int o) {
        return (b[o] & 0xff) | (b[o + 1] & 0xff) << 8;
    }

    private static int le32(byte[] b, int o) {
        return le16(b, o) | le16(b, o + 2) << 16;
    }
}
