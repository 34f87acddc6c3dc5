package io.rocekit.capture.track;

import io.rocekit.capture.report.NakEvent;
import io.rocekit.capture.report.Naks;
import io.rocekit.wire.ib.AckKind;
import io.rocekit.wire.ib.NakCode;
import java.util.ArrayList;
import java.util.List;

/** NAKs and RNR NAKs answering one flow's requests: counts by code, and the first ones in full. */
final class NakLog {
    static final int CAP = 64;

    private final long[] byCode = new long[6];
    private long rnr;
    private long[] frames = new long[0];
    private long[] nanos = new long[0];
    private int[] psns = new int[0];
    private int[] syndromes = new int[0];
    private int[] msns = new int[0];
    private int size;

    void add(long frame, long timeNanos, int psn, int syndrome, int msn) {
        if (AckKind.ofSyndrome(syndrome) == AckKind.RNR_NAK) {
            rnr++;
        } else {
            NakCode c = NakCode.of(syndrome & 0x1f);
            byCode[c == NakCode.RESERVED ? 5 : c.code()]++;
        }
        if (size == CAP) {
            return;
        }
        if (size == frames.length) {
            int n = Math.min(CAP, Math.max(2, size * 2));
            frames = java.util.Arrays.copyOf(frames, n);
            nanos = java.util.Arrays.copyOf(nanos, n);
            psns = java.util.Arrays.copyOf(psns, n);
            syndromes = java.util.Arrays.copyOf(syndromes, n);
            msns = java.util.Arrays.copyOf(msns, n);
        }
        frames[size] = frame;
        nanos[size] = timeNanos;
        psns[size] = psn;
        syndromes[size] = syndrome;
        msns[size] = msn;
        size++;
    }

    Naks counts() {
        return new Naks(byCode[0], byCode[1], byCode[2], byCode[3], byCode[4], byCode[5], rnr);
    }

    List<NakEvent> events() {
        List<NakEvent> l = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            int s = syndromes[i];
            boolean isRnr = AckKind.ofSyndrome(s) == AckKind.RNR_NAK;
            String code = isRnr ? "RNR_TIMER_" + (s & 0x1f) : NakCode.of(s & 0x1f).name();
            NakEvent.Kind kind = isRnr ? NakEvent.Kind.RNR_NAK : NakEvent.Kind.NAK;
            l.add(new NakEvent(frames[i], nanos[i], kind, code, psns[i], s, msns[i]));
        }
        return List.copyOf(l);
    }
}
