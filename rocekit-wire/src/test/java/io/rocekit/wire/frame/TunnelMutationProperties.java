package io.rocekit.wire.frame;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.ib.Opcode;
import io.rocekit.wire.pcap.LinkType;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Decapsulation is total: mirrored frames with random bytes overwritten (weighted towards the
 * tunnel headers), random bits flipped and random snaplens never throw, never read past the
 * captured bytes (the frame sits in a buffer exactly as long), and every position reported lies
 * inside the frame.
 */
class TunnelMutationProperties {
    private static final List<byte[]> MIRRORS = mirrors();

    private static List<byte[]> mirrors() {
        byte[] inner = bytes(new FrameBuilder().opcode(Opcode.of(10)).destQp(0x12).psn(7).reth(1, 2, 64).vlan(3, 0, 100)
                .ipv4(0xc0a81e01L, 0xc0a81e02L).payload(new byte[64]));
        byte[] ack = bytes(new FrameBuilder().opcode(Opcode.of(17)).aeth(0x1f, 3).ipv6(new byte[16], new byte[16]).noVlan());
        return List.of(Mirrors.erspanI(inner), Mirrors.erspanII(inner, 5, false), Mirrors.erspanII(ack, 1, true),
                Mirrors.erspanIII(inner, 7, true, 0), Mirrors.erspanIII(ack, 7, false, 0), Mirrors.vxlan(inner, 9),
                Mirrors.vxlan(ack, 9), Mirrors.erspanII(Mirrors.vxlan(inner, 9), 5, false));
    }

    private static byte[] bytes(FrameBuilder b) {
        byte[] out = new byte[b.frameLength()];
        b.write(out, 0);
        return out;
    }

    @Property(tries = 5000)
    void mutatedMirrorsNeverThrowNorReadPastTheCapture(@ForAll long seed,
            @ForAll @IntRange(min = 0, max = 7) int which) {
        SplittableRandom rnd = new SplittableRandom(seed);
        byte[] frame = MIRRORS.get(which).clone();
        int headers = Math.min(frame.length, Mirrors.GRE + 24 + 18 + 40 + 8 + 12);
        for (int k = rnd.nextInt(6); k > 0; k--) {
            int at = rnd.nextInt(4) == 0 ? rnd.nextInt(frame.length) : rnd.nextInt(headers);
            if (rnd.nextBoolean()) {
                frame[at] = (byte) rnd.nextInt(256);
            } else {
                frame[at] ^= (byte) (1 << rnd.nextInt(8));
            }
        }
        int captured = rnd.nextInt(3) == 0 ? rnd.nextInt(frame.length + 1) : frame.length;
        byte[] exact = java.util.Arrays.copyOf(frame, captured);
        int original = rnd.nextBoolean() ? frame.length : captured;
        RoceFrame f = new RoceFrame();
        boolean roce = f.decode(exact, 0, captured, original, LinkType.ETHERNET);
        f.verifyIcrc();
        String error = f.errorMessage();
        String cut = f.appendCut(new StringBuilder()).toString();
        assertThat(error.isEmpty()).isEqualTo(!f.hasError());
        assertThat(cut.isEmpty()).isEqualTo(f.cut() == DecodeError.NONE);
        if (f.hasError() || f.cut() != DecodeError.NONE) {
            assertThat(f.errorOffset()).isBetween(0, Math.max(original, captured));
        }
        if (f.decapsulated()) {
            assertThat(f.innerOffset()).isBetween(0, original);
            assertThat(f.wireLength()).isBetween(0, 65535 + 18);
        }
        if (roce) {
            assertThat(f.bthOffset()).isBetween(0, captured - 12);
            if (f.icrcCaptured()) {
                assertThat(f.icrcOffset() + 4).isLessThanOrEqualTo(captured);
            }
        }
    }
}
