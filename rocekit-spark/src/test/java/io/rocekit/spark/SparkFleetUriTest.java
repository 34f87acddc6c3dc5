package io.rocekit.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.rocekit.core.io.FileUri;
import io.rocekit.core.io.UriFileSystem;
import io.rocekit.core.io.UriFileSystems;
import io.rocekit.core.parallel.LocalTaskRunner;
import io.rocekit.core.parallel.TaskRunner;
import io.rocekit.core.parallel.TaskRunners;
import io.rocekit.fleet.analysis.FleetAggregates;
import io.rocekit.fleet.analysis.FleetDocument;
import io.rocekit.fleet.analysis.FleetReport;
import io.rocekit.fleet.analysis.Unreadable;
import io.rocekit.fleet.generate.FleetGenerator;
import io.rocekit.fleet.input.FleetInputException;
import io.rocekit.fleet.input.FleetInputs;
import io.rocekit.fleet.input.SnapshotSource;
import io.rocekit.fleet.rule.FleetJudge;
import io.rocekit.fleet.rule.FleetSettings;
import io.rocekit.fleet.run.FleetRun;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21 item 4: fleet reading snapshots from a Hadoop-compatible URI ({@code file://} here):
 * listed on the driver, opened by the executors through Hadoop's FileSystem API, with the same
 * report as the local path, the same unreadable-snapshot reporting, and hostile URIs refused.
 */
class SparkFleetUriTest {
    @TempDir
    Path tmp;

    @Test
    void aFileUriOnSparkGivesTheSameFleetAsTheLocalPathOnThreads() throws Exception {
        Path fleet = tmp.resolve("fleet dir");
        new FleetGenerator(14, 3).write(fleet, FleetGenerator.Format.TAR_GZ, 2);
        Files.writeString(fleet.resolve("broken.tar.gz"), "not gzip");
        emptyArchive(fleet.resolve("ghost.tgz"));
        Files.writeString(fleet.resolve("notes.txt"), "not a snapshot: left out as locally");
        String uri = fleet.toUri().toString();
        assertThat(uri).startsWith("file:///").contains("fleet%20dir");

        List<SnapshotSource> local = FleetInputs.expand(List.of(fleet));
        List<SnapshotSource> remote = FleetInputs.of(List.of(uri));
        assertThat(remote).hasSameSizeAs(local);
        assertThat(remote.get(0).path()).isEqualTo(uri + "broken.tar.gz");
        assertThat(remote.stream().map(SnapshotSource::fallbackName).toList())
                .isEqualTo(local.stream().map(SnapshotSource::fallbackName).toList());

        FleetReport onThreads;
        try (TaskRunner r = new LocalTaskRunner(2)) {
            onThreads = report(local, r);
        }
        FleetReport onSpark;
        try (TaskRunner spark = TaskRunners.provider("spark").orElseThrow().open("local[2]", "rocekit fleet uri test")) {
            onSpark = report(remote, spark);
        }
        assertThat(onSpark.nodes()).isEqualTo(14);
        assertThat(onSpark.unreadable()).extracting(Unreadable::node).containsExactly("broken", "ghost");
        assertThat(onSpark.unreadable().get(0).error()).isEqualTo(uri + "broken.tar.gz: not a readable .tar.gz"
                + " snapshot: Not in GZIP format");
        ObjectMapper m = new ObjectMapper().setDefaultPropertyInclusion(JsonInclude.Include.ALWAYS)
                .enable(SerializationFeature.INDENT_OUTPUT);
        String localJson = m.writeValueAsString(FleetDocument.of(onThreads));
        String sparkJson = m.writeValueAsString(FleetDocument.of(onSpark));
        // the same document, only the unreadable snapshots' names are written as given: a URI, a path
        assertThat(sparkJson.replace(uri, fleet + "/")).isEqualTo(localJson);
    }

    @Test
    void urisThatNameNothingUsableAreInputErrorsOnTheDriver() throws Exception {
        Path dirs = tmp.resolve("dirs");
        new FleetGenerator(12, 5).write(dirs, FleetGenerator.Format.DIRECTORY, 1);
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Path text = Files.writeString(tmp.resolve("node.txt"), "x");
        assertThatThrownBy(() -> FleetInputs.of(List.of(tmp.toUri() + "missing/")))
                .isInstanceOf(FleetInputException.class).hasMessageEndingWith("missing/: no such file or directory");
        assertThatThrownBy(() -> FleetInputs.of(List.of("nosuchfs://host/snaps/")))
                .hasMessageContaining("nosuchfs://host/snaps/: cannot be read: no filesystem for scheme 'nosuchfs'")
                .hasMessageContaining("hadoop-aws");
        assertThatThrownBy(() -> FleetInputs.of(List.of(dirs.resolve("node00001").toUri().toString())))
                .hasMessageContaining("a snapshot directory; at a URI fleet reads .tar.gz snapshots");
        assertThatThrownBy(() -> FleetInputs.of(List.of(empty.toUri().toString())))
                .hasMessageContaining("holds no .tar.gz snapshot");
        assertThatThrownBy(() -> FleetInputs.of(List.of(text.toUri().toString())))
                .hasMessageContaining("does not end in .tar.gz or .tgz");
        assertThatThrownBy(() -> FleetInputs.of(List.of("file://somehost/snaps/")))
                .isInstanceOf(FleetInputException.class).hasMessageStartingWith("file://somehost/snaps/: cannot be read:");
        assertThatThrownBy(() -> FleetInputs.of(List.of("hdfs://u:pw@nn/snaps/")))
                .hasMessageContaining("user information").hasMessageNotContaining("pw");
    }

    @Test
    void hadoopListsFilesAndFoldersByNameAndSaysWhatAUriNames() throws IOException {
        UriFileSystem fs = UriFileSystems.find().orElseThrow();
        assertThat(fs).isInstanceOf(HadoopFiles.class);
        Files.writeString(tmp.resolve("b.tar.gz"), "b");
        Files.createDirectories(tmp.resolve("a"));
        Files.createSymbolicLink(tmp.resolve("c.tar.gz"), tmp.resolve("b.tar.gz"));
        FileUri dir = FileUri.parse(tmp.toUri().toString());
        assertThat(fs.list(dir)).extracting(e -> e.uri().name() + (e.directory() ? "/" : ""))
                .containsExactly("a/", "b.tar.gz"); // the link left out, as in a local folder
        assertThat(fs.kind(dir)).isEqualTo(UriFileSystem.Kind.DIRECTORY);
        assertThat(fs.kind(dir.child("b.tar.gz"))).isEqualTo(UriFileSystem.Kind.FILE);
        assertThat(fs.kind(dir.child("none"))).isEqualTo(UriFileSystem.Kind.NONE);
        try (var in = fs.open(dir.child("b.tar.gz"))) {
            assertThat(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)).isEqualTo("b");
        }
    }

    private static FleetReport report(List<SnapshotSource> sources, TaskRunner runner) {
        try (FleetAggregates agg = FleetRun.run(sources, runner, (d, t) -> { })) {
            return FleetJudge.judge(agg, FleetSettings.DEFAULT);
        }
    }

    /** A gzipped tar with no entry: what a failed 'collect -o' can leave. */
    private static void emptyArchive(Path file) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(b)) {
            z.write(new byte[1024]);
        }
        Files.write(file, b.toByteArray());
    }
}
