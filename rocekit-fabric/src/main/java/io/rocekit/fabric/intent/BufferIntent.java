package io.rocekit.fabric.intent;

import java.util.List;
import java.util.Objects;

/**
 * The ingress headroom of each lossless priority group.
 *
 * @param speedMbps    the port speed the headroom is for
 * @param cableLength  the cable length as written ({@code 5m})
 * @param xoffBytes    the xoff headroom (what arrives after PAUSE is sent)
 * @param xonBytes     the xon threshold
 * @param sizeBytes    the reserved size of the priority group
 * @param derivation   how the numbers came about: given in the intent, or the calculator's steps
 */
public record BufferIntent(long speedMbps, String cableLength, long xoffBytes, long xonBytes, long sizeBytes,
        List<String> derivation) {
    public BufferIntent {
        Objects.requireNonNull(cableLength, "cableLength");
        derivation = List.copyOf(derivation);
    }
}
