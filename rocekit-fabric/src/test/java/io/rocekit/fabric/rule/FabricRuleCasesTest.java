package io.rocekit.fabric.rule;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.core.rule.RuleCases;
import io.rocekit.fabric.model.SwitchConfig;
import io.rocekit.fabric.read.SwitchReaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Fabric rules on the one rule-case harness: a switch configuration in, the exact findings out. */
class FabricRuleCasesTest {
    /** One configuration file read as {@code fabric check} reads it, checked against NVIDIA's recipe. */
    static FabricEvidence load(List<Path> files) throws Exception {
        if (files.size() != 1) {
            throw new IllegalArgumentException("a fabric case names one configuration, got " + files);
        }
        Path f = files.get(0);
        List<SwitchConfig> configs = SwitchReaders.read(f.getFileName().toString(), Files.readString(f));
        if (configs.size() != 1) {
            throw new IllegalArgumentException(f + " reads to " + configs.size() + " configurations; a case needs one");
        }
        return new FabricEvidence(configs.get(0), Expectation.nvidiaDefault());
    }

    @TestFactory
    Stream<DynamicTest> headroom() {
        List<DynamicTest> cases = RuleCases.of(new PfcHeadroom(), FabricRuleCasesTest::load)
                .fromResource(getClass(), "/switch/cases/fabric.headroom.cases.json").toList();
        assertThat(cases).as("cases in the case file").isNotEmpty();
        return cases.stream();
    }
}
