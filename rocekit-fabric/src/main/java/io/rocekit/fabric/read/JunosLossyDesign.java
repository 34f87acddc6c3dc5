package io.rocekit.fabric.read;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A Junos configuration that is a lossy (ECN-only) design by its own statements: the lossless shared-buffer
 * partition is {@code percent 0} on ingress and on egress, no forwarding class is {@code no-loss}, and no
 * congestion-notification profile sends PFC ({@code input ... pfc}). Juniper's shared buffer pools ("Configuring
 * Global Ingress and Egress Shared Buffers", QFX) give lossless traffic only the lossless partitions, so with
 * both at 0 % nothing is lossless by design, as NVUE's {@code qos roce mode lossy} says in so many words. Such a
 * configuration is judged as a lossy design (ECN) when no intent or {@code --lossy} says otherwise, with a note.
 */
final class JunosLossyDesign {
    private enum Side { INGRESS, EGRESS }

    private final Map<Side, JunosReader.Statement> zeroLossless = new EnumMap<>(Side.class);

    /** {@code shared-buffer ingress|egress buffer-partition lossless percent N} (words after class-of-service); others pass. */
    void sharedBuffer(JunosReader.Statement s, List<String> w) {
        if (w.size() == 6 && w.get(2).equals("buffer-partition") && w.get(3).equals("lossless") && w.get(4).equals("percent")
                && (w.get(1).equals("ingress") || w.get(1).equals("egress"))) {
            Side side = w.get(1).equals("ingress") ? Side.INGRESS : Side.EGRESS;
            if (w.get(5).equals("0")) {
                zeroLossless.put(side, s);
            } else {
                zeroLossless.remove(side);
            }
        }
    }

    /** Declares the lossy design where the statements make one (see the class comment). */
    void declare(ReadContext cx, JunosCos cos) {
        boolean noLoss = cos.classes.values().stream().anyMatch(JunosCos.ForwardingClass::noLoss);
        boolean pfc = !cos.cnpPcp.isEmpty() || !cos.cnpDscp.isEmpty();
        JunosReader.Statement ingress = zeroLossless.get(Side.INGRESS);
        if (noLoss || pfc || ingress == null || !zeroLossless.containsKey(Side.EGRESS)) {
            return;
        }
        cx.declareLossy(cx.at(ingress.line(), ingress.text()), "a lossy design (ECN only, no PFC): the lossless shared-buffer"
                + " partitions are 0 % on ingress and egress, no forwarding class is no-loss and no congestion-notification"
                + " profile sends PFC; without --intent, fabric check judges this configuration as a lossy design");
    }
}
