package io.rocekit.monitor.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/**
 * A counter or attribute file's bytes become the text {@code new String(bytes, UTF_8).strip()}
 * gives, whatever the bytes: the scrape's one-string shortcut for plain ASCII changes no value
 * and no note.
 */
class TrimmedTextProperties {
    @Property(tries = 2000)
    void anyBytesTrimLikeStrip(@ForAll @Size(max = 40) byte[] bytes) {
        assertThat(HostSysfs.trimmed(bytes, bytes.length))
                .isEqualTo(new String(bytes, StandardCharsets.UTF_8).strip());
    }

    @Property(tries = 2000)
    void anyTextWithWhiteSpaceTrimsLikeStrip(
            @ForAll @StringLength(max = 24) @CharRange(from = 0, to = 0x40) @CharRange(from = 0x2000, to = 0x2010)
            @CharRange(from = 0x80, to = 0xa0) String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        assertThat(HostSysfs.trimmed(b, b.length)).isEqualTo(text.strip());
    }

    @Test
    void onlyTheGivenLengthOfTheReusedBufferIsRead() {
        byte[] reused = "123\nstale bytes of the previous file".getBytes(StandardCharsets.US_ASCII);
        assertThat(HostSysfs.trimmed(reused, 4)).isEqualTo("123");
        assertThat(HostSysfs.trimmed(reused, 0)).isEmpty();
    }
}
