package io.rocekit.wire.frame;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every decode error has a message template whose placeholders all get filled. */
class DecodeErrorTest {

    @ParameterizedTest
    @EnumSource(DecodeError.class)
    void templateRendersWithoutPlaceholdersLeft(DecodeError e) {
        String msg = e.appendMessage(new StringBuilder(), 16, 4, "RDMA_WRITE_ONLY").toString();
        assertThat(msg).doesNotContain("{").doesNotContain("}");
        if (e != DecodeError.NONE) {
            assertThat(msg).isNotBlank();
            assertThat(e.header()).isNotBlank();
        }
        if (e.template().contains("{have}")) {
            assertThat(msg).contains("4");
        }
    }

    @ParameterizedTest
    @EnumSource(value = DecodeError.class, names = ".*_TRUNCATED", mode = EnumSource.Mode.MATCH_ANY)
    void truncationsSayWhatWasNeededAndWhatWasThere(DecodeError e) {
        assertThat(e.truncation()).isTrue();
        assertThat(e.appendMessage(new StringBuilder(), 16, 4, "").toString())
                .isEqualTo("truncated, need 16 bytes, 4 available");
    }

    @ParameterizedTest
    @EnumSource(DecodeError.class)
    void onlyTruncationsAreTruncations(DecodeError e) {
        assertThat(e.truncation()).isEqualTo(e.name().endsWith("_TRUNCATED"));
    }
}
