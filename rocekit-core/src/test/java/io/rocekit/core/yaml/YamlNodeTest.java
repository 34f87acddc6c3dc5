package io.rocekit.core.yaml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Key paths and the module's own exception in every message. */
class YamlNodeTest {
    /** Stands for a module's input exception (SimInputException, TuneInputException). */
    static final class ModuleInputException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ModuleInputException(String message) {
            super(message);
        }
    }

    static YamlNode doc() {
        Map<String, Object> incast = new LinkedHashMap<>();
        incast.put("size", "1OOKB");
        incast.put("senders", 7);
        Map<String, Object> top = new LinkedHashMap<>();
        top.put("name", "x");
        top.put("traffic", List.of(Map.of("kind", "flows"), incast));
        top.put("trace", true);
        return YamlNode.root("s.yaml", top, ModuleInputException::new);
    }

    @Test
    void binaryDataAndSetsAreNamedNotPrintedAsJavaObjects() {
        Map<String, Object> top = new LinkedHashMap<>();
        top.put("name", new byte[] {0, 0, 0});
        top.put("mtu", new java.util.LinkedHashSet<>(List.of("a")));
        Map<String, YamlNode> m = YamlNode.root("i.yaml", top, ModuleInputException::new).map(Set.of("name", "mtu"));
        assertThatThrownBy(() -> m.get("name").text()).isInstanceOf(ModuleInputException.class)
                .hasMessageContaining("name: expected a value, found binary data (!!binary, 3 bytes)");
        assertThatThrownBy(() -> m.get("mtu").integer(0, 9216)).isInstanceOf(ModuleInputException.class)
                .hasMessageContaining("mtu: expected a value, found a set (!!set)");
    }

    @Test
    void everyValueKnowsItsKeyPath() {
        Map<String, YamlNode> top = doc().map(Set.of("name", "traffic", "trace"));
        YamlNode size = top.get("traffic").list().get(1).map().get("size");
        assertThat(size.path()).isEqualTo("traffic[1].size");
        assertThat(size.text()).isEqualTo("1OOKB");
        assertThat(top.get("traffic").list().get(1).map().get("senders").integer(1, 10)).isEqualTo(7);
        assertThat(top.get("trace").bool()).isTrue();
        assertThat(YamlNode.opt(top, "seed")).isEmpty();
        assertThat(size.withValue("100KB").path()).isEqualTo("traffic[1].size");
    }

    @Test
    void integersPastSixtyFourBitsAreOutOfRangeAsWritten() {
        Map<String, Object> top = new LinkedHashMap<>();
        top.put("k", new java.math.BigInteger("99999999999999999999")); // what the YAML loader gives
        top.put("hosts", -4);
        top.put("rate", 4.0);
        Map<String, YamlNode> m = YamlNode.root("s.yaml", top, ModuleInputException::new).map(Set.of("k", "hosts", "rate"));
        assertThatThrownBy(() -> m.get("k").integer(2, 256))
                .hasMessage("s.yaml: k: 99999999999999999999 is out of range (2..256)");
        assertThatThrownBy(() -> m.get("hosts").integer(2, 100)).hasMessage("s.yaml: hosts: -4 is out of range (2..100)");
        assertThatThrownBy(() -> m.get("rate").integer(0, 10)).hasMessage("s.yaml: rate: expected an integer, found '4.0'");
        assertThat(m.get("hosts").integer(Long.MIN_VALUE, Long.MAX_VALUE)).isEqualTo(-4);
    }

    @Test
    void errorsAreTheModulesExceptionNamingFileAndPath() {
        YamlNode root = doc();
        YamlNode senders = root.map().get("traffic").list().get(1).map().get("senders");
        assertThatThrownBy(() -> senders.integer(8, 100)).isInstanceOf(ModuleInputException.class)
                .hasMessage("s.yaml: traffic[1].senders: 7 is out of range (8..100)");
        assertThatThrownBy(() -> root.map(Set.of("name"))).isInstanceOf(ModuleInputException.class)
                .hasMessage("s.yaml: traffic: unknown key; expected one of name");
        assertThatThrownBy(() -> YamlNode.req(root.map(), "topology", root))
                .hasMessage("s.yaml: (top level): missing key 'topology'");
        assertThatThrownBy(() -> root.map().get("name").list()).hasMessage("s.yaml: name: expected a list, found 'x'");
        assertThatThrownBy(() -> root.map().get("traffic").text())
                .hasMessage("s.yaml: traffic: expected a value, found a list");
    }
}
