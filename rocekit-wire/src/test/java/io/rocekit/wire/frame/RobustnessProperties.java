package io.rocekit.wire.frame;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.wire.Corpus;
import io.rocekit.wire.pcap.LinkType;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Decoding never throws: random bytes, every truncation, random bit flips give a verdict or an error. */
class RobustnessProperties {
    private static final int[] LINK_TYPES = {LinkType.ETHERNET, LinkType.RAW, LinkType.LINUX_SLL,
        LinkType.LINUX_SLL2, 12345};

    @Property(tries = 2000)
    void shouldNeverThrowOnRandomBytes(@ForAll @Size(max = 200) byte[] bytes,
            @ForAll @IntRange(min = 0, max = 4) int link) {
        RoceFrame f = new RoceFrame();
        boolean roce = f.decode(bytes, 0, bytes.length, bytes.length, LINK_TYPES[link]);
        f.verifyIcrc();
        assertThat(f.errorMessage()).isNotNull();
        if (roce) {
            assertThat(f.icrcOffset()).isBetween(0, bytes.length);
        }
    }

    @Property(tries = 3000)
    void shouldNeverThrowOnRoceLikeRandomBytes(@ForAll @Size(min = 42, max = 160) byte[] bytes) {
        // An Ethernet/IPv4/UDP 4791 prefix makes the random tail reach the BTH decoder.
        byte[] f0 = bytes.clone();
        f0[12] = 0x08;
        f0[13] = 0x00;
        f0[14] = 0x45;
        f0[16] = 0;
        f0[17] = (byte) (bytes.length - 14);
        f0[23] = 17;
        f0[20] = 0;
        f0[21] = 0;
        f0[36] = 0x12;
        f0[37] = (byte) 0xb7;
        RoceFrame f = new RoceFrame();
        f.decode(f0, 0, f0.length, f0.length, LinkType.ETHERNET);
        f.verifyIcrc();
        f.errorMessage();
    }

    @Test
    void shouldReportAnErrorForEveryTruncationOfEveryCorpusFrame() {
        RoceFrame f = new RoceFrame();
        for (String name : Corpus.CASES) {
            for (Corpus.Frame fr : Corpus.frames(name + ".pcap")) {
                byte[] b = fr.bytes();
                f.decode(b, 0, b.length, b.length, LinkType.ETHERNET);
                int icrcEnd = f.isRoce() ? f.icrcOffset() + 4 : b.length;
                for (int cut = 0; cut < b.length; cut++) {
                    boolean roce = f.decode(b, 0, cut, cut, LinkType.ETHERNET);
                    if (!roce && cut < 14) {
                        assertThat(f.error()).isEqualTo(DecodeError.LINK_TRUNCATED);
                        assertThat(f.errorMessage()).contains("offset 0").contains("need 14");
                    }
                    f.verifyIcrc();
                    // Cut as by a snaplen: the wire length stays, nothing throws, ICRC never claimed valid.
                    f.decode(b, 0, cut, b.length, LinkType.ETHERNET);
                    IcrcVerdict v = f.verifyIcrc();
                    if (cut < icrcEnd) {
                        assertThat(v).isNotEqualTo(IcrcVerdict.VALID);
                    }
                }
            }
        }
    }

    @Test
    void shouldSurviveRandomBitFlipsInEveryCorpusFrame() {
        Random rnd = new Random(42);
        RoceFrame f = new RoceFrame();
        int invalid = 0;
        int flips = 0;
        for (String name : List.of("c01_rc_all_opcodes_ipv4", "c02_rc_all_opcodes_ipv6_vlan", "c04_cnp")) {
            for (Corpus.Frame fr : Corpus.frames(name + ".pcap")) {
                for (int k = 0; k < 200; k++) {
                    byte[] b = fr.bytes().clone();
                    int bit = rnd.nextInt(b.length * 8);
                    b[bit / 8] ^= (byte) (1 << (bit % 8));
                    f.decode(b, 0, b.length, b.length, LinkType.ETHERNET);
                    if (f.verifyIcrc() == IcrcVerdict.INVALID) {
                        invalid++;
                    }
                    flips++;
                    f.errorMessage();
                }
            }
        }
        // Most single-bit flips land in covered bytes and must be caught by the ICRC.
        assertThat(invalid).isGreaterThan(flips / 2);
    }
}
