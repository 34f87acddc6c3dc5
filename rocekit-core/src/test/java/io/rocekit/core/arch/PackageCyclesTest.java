package io.rocekit.core.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PackageCyclesTest {
    @Test
    void findsACycleAndNothingElse() {
        Map<String, Set<String>> g = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"),
                "e", Set.of("elsewhere"));
        assertThat(PackageCycles.cycles(new java.util.TreeMap<>(g))).containsExactly(List.of("a", "b", "c"));
    }

    @Test
    void commentsAndStringsAreNoDependency() {
        String src = "package a;\n// io.rocekit.b.InComment\n/* io.rocekit.b.Block */ String s = \"io.rocekit.b.InString\";\n"
                + "char c = '\"'; io.rocekit.c.Code x;\n";
        assertThat(PackageCycles.code(src)).doesNotContain("io.rocekit.b").contains("io.rocekit.c.Code x;")
                .hasSize(src.length());
    }

    @Test
    void coreHasNoPackageCycles() {
        assertThat(PackageCycles.cycles(PackageCycles.graph(Path.of("src/main/java")))).isEmpty();
    }
}
