package io.rocekit.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** URIs of Hadoop-compatible filesystems checked before anything is read (issue 21 item 4, issue 18). */
class FileUriTest {
    @Test
    void aSchemeAndDoubleSlashMakeAUriAndAnythingElseIsALocalPath() {
        assertThat(FileUri.isUri("file:///tmp/snaps/")).isTrue();
        assertThat(FileUri.isUri("hdfs://nn:8020/snaps")).isTrue();
        assertThat(FileUri.isUri("s3a://bucket/prefix/")).isTrue();
        assertThat(FileUri.isUri("/shared/snaps")).isFalse();
        assertThat(FileUri.isUri("snaps/node:1.tar.gz")).isFalse();
        assertThat(FileUri.isUri("file:/tmp")).isFalse();
        assertThat(FileUri.isUri("1abc://x")).isFalse();
    }

    @Test
    void aValidUriKeepsItsTextAndNamesItsLastSegment() {
        FileUri u = FileUri.parse("hdfs://nn/snaps/gpu%20017.tar.gz");
        assertThat(u.text()).isEqualTo("hdfs://nn/snaps/gpu%20017.tar.gz");
        assertThat(u.scheme()).isEqualTo("hdfs");
        assertThat(u.name()).isEqualTo("gpu 017.tar.gz");
        assertThat(FileUri.parse("file:///tmp/snaps/").name()).isEqualTo("snaps");
        assertThat(FileUri.parse("s3a://bucket").name()).isEmpty();
    }

    @Test
    void aChildIsTheFolderASlashAndTheEncodedName() {
        FileUri dir = FileUri.parse("file:///tmp/snaps");
        assertThat(dir.child("a b#1?.tar.gz").text()).isEqualTo("file:///tmp/snaps/a%20b%231%3F.tar.gz");
        assertThat(FileUri.parse("file:///tmp/snaps/").child("x:y.tgz").text()).isEqualTo("file:///tmp/snaps/x%3Ay.tgz");
        assertThat(dir.child("a b#1?.tar.gz").name()).isEqualTo("a b#1?.tar.gz");
        assertThatThrownBy(() -> dir.child("a/b")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aPasswordInAUriIsRefusedAndNeverQuoted() {
        assertThatThrownBy(() -> FileUri.parse("s3a://AKIA:s3cr3t@bucket/snaps/"))
                .isInstanceOf(InputValueException.class)
                .hasMessageContaining("s3a://***@bucket/snaps/")
                .hasMessageContaining("user information")
                .hasMessageContaining("core-site.xml")
                .hasMessageNotContaining("s3cr3t");
        assertThatThrownBy(() -> FileUri.parse("hdfs://alice@nn/snaps/")).hasMessageNotContaining("alice");
    }

    @Test
    void controlCharactersAreRefusedAndShownEscaped() {
        assertThatThrownBy(() -> FileUri.parse("file:///tmp/\u001b[2Jx"))
                .isInstanceOf(InputValueException.class)
                .hasMessageContaining("file:///tmp/\\e[2Jx")
                .hasMessageContaining("control character at offset 12")
                .hasMessageNotContaining("\u001b");
        assertThatThrownBy(() -> FileUri.parse("hdfs://nn/a\nFAIL")).hasMessageNotContaining("\n");
    }

    @Test
    void anInvalidUriAQueryAndAnOverlongUriAreRefusedWithTheReason() {
        assertThatThrownBy(() -> FileUri.parse("file:///tmp/a b"))
                .isInstanceOf(InputValueException.class).hasMessageContaining("not a valid URI")
                .hasMessageContaining("offset 13");
        assertThatThrownBy(() -> FileUri.parse("hdfs://nn/snaps?x=1")).hasMessageContaining("?query");
        assertThatThrownBy(() -> FileUri.parse("hdfs://nn/" + "a".repeat(5000)))
                .hasMessageContaining("more than 4096 characters");
        assertThatThrownBy(() -> FileUri.parse("/local/path")).hasMessageContaining("expected a URI");
    }
}
