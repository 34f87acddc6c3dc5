package io.rocekit.tune.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.tune.TuneInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** base.switch: a real switch configuration becomes the sweep's starting point and the baseline current. */
class CurrentSwitchTest {
    static final Path SWITCHES = Path.of("..", "rocekit-fabric", "src", "test", "resources", "switch");

    @TempDir
    Path tmp;

    private Sweep sweepOn(String switchFile, String extraBase) throws Exception {
        Path sweep = tmp.resolve("s.yaml");
        Files.writeString(sweep, "name: on-switch\nbase:\n  inline:\n    topology: {star: {hosts: 3, rate: 100Gbps,"
                + " delay: 1us}}\n    traffic:\n      - incast: {senders: 1..2, receiver: 0, size: 100KB}\n"
                + "  switch: " + SWITCHES.resolve(switchFile).toAbsolutePath() + "\n" + extraBase
                + "space:\n  ecn.kmin: [100KB, 400KB]\nobjectives:\n  - minimize: fct.slowdown.p99.all\n");
        return SweepLoader.load(sweep);
    }

    @Test
    void aSonicConfigDbGivesItsLosslessQueueEcnAndPfcAsStartingValuesAndTheBaselineCurrent() throws Exception {
        Sweep s = sweepOn("sonic-utilities-mock-config_db-qos-partial.json", "");
        assertThat(s.baselines().get(0).name()).isEqualTo("current");
        assertThat(s.baselines().get(0).knobs()).containsEntry("pfc.enabled", "true")
                .containsEntry("ecn.enabled", "true").containsEntry("ecn.scale-with-rate", "false")
                .containsEntry("ecn.kmin", "1048576").containsEntry("ecn.kmax", "2097152")
                .containsEntry("ecn.pmax", "0.05");
        assertThat(s.baselines().get(0).source()).contains("sonic-utilities-mock-config_db-qos-partial.json",
                "Ethernet0");
        // every point starts from it: the switch's knobs are the base's, the swept ones override
        assertThat(s.base().set()).containsEntry("ecn.kmax", "2097152").containsEntry("ecn.pmax", "0.05");
        assertThat(s.baselines()).extracting(Baseline::name).contains("nvidia-spectrum", "sonic", "hpcc-preset");
    }

    @Test
    void theUsersOwnBaseSetWinsOverTheSwitch() throws Exception {
        Sweep s = sweepOn("sonic-utilities-mock-config_db-qos-partial.json", "  set: {ecn.pmax: 0.2}\n");
        assertThat(s.base().set()).containsEntry("ecn.pmax", "0.2").containsEntry("ecn.kmin", "1048576");
    }

    @Test
    void anEosRunningConfigIsReadToo() throws Exception {
        Sweep s = sweepOn("eos-avd-qos.cfg", "");
        assertThat(s.baselines().get(0).name()).isEqualTo("current");
        assertThat(s.baselines().get(0).knobs()).containsKey("pfc.enabled").containsKey("ecn.enabled");
    }

    @Test
    void aPortTheConfigDoesNotHaveIsAnErrorAtTheKey() {
        assertThatThrownBy(() -> sweepOn("sonic-utilities-mock-config_db-qos-partial.json", "  port: Ethernet99\n"))
                .isInstanceOf(TuneInputException.class).hasMessageContaining("base.switch")
                .hasMessageContaining("no port Ethernet99");
    }

    @Test
    void aFileThatIsNoSwitchConfigIsAnErrorNamingIt() throws Exception {
        Path junk = tmp.resolve("junk.txt");
        Files.writeString(junk, "hello\n");
        Path sweep = tmp.resolve("s.yaml");
        Files.writeString(sweep, "base:\n  inline:\n    topology: {star: {hosts: 3, rate: 100Gbps, delay: 1us}}\n"
                + "    traffic:\n      - incast: {senders: 1..2, receiver: 0, size: 100KB}\n  switch: junk.txt\n"
                + "space:\n  ecn.kmin: [100KB]\nobjectives:\n  - minimize: fct.slowdown.p99.all\n");
        assertThatThrownBy(() -> SweepLoader.load(sweep)).isInstanceOf(TuneInputException.class)
                .hasMessageContaining("base.switch").hasMessageContaining("expected a switch configuration");
    }
}
