package io.rocekit.doctor.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.host.artifact.ArtifactKind;
import io.rocekit.host.artifact.TextSource;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KindsMemoTest {

    @Test
    void aTextsKindsAreWorkedOutOnceAndAnEqualButDistinctTextIsWorkedOutAgain() {
        TextSource s = BenchFixtures.source("nccl-tests/nccltests294-h100-2node-header-group-col-partial.txt");
        Set<ArtifactKind> first = BenchAnalysis.kinds(s);
        assertThat(first).contains(ArtifactKind.NCCL_TESTS);
        assertThat(BenchAnalysis.kinds(s)).isSameAs(first);
        TextSource copy = new TextSource(s.file(), s.firstLine(), s.lines());
        assertThat(BenchAnalysis.kinds(copy)).isEqualTo(first).isNotSameAs(first);
        assertThatThrownBy(() -> first.add(ArtifactKind.NCCL_LOG)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void itKeepsTheLastEightTexts() {
        KindsMemo memo = new KindsMemo();
        TextSource[] texts = new TextSource[9];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = TextSource.of("t" + i, "x\n");
            memo.put(texts[i], Set.of(ArtifactKind.NCCL_LOG));
        }
        assertThat(memo.get(texts[0])).isEmpty();
        assertThat(memo.get(texts[1])).contains(Set.of(ArtifactKind.NCCL_LOG));
        assertThat(memo.get(texts[8])).contains(Set.of(ArtifactKind.NCCL_LOG));
        assertThat(memo.get(TextSource.of("t8", "x\n"))).isEmpty();
    }
}
