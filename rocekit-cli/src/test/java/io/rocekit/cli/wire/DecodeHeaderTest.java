package io.rocekit.cli.wire;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.cli.CliRunner;
import io.rocekit.cli.command.ExitCodes;
import org.junit.jupiter.api.Test;

/** Issue 10, item 25: {@code --fields} offers a header row, as tshark's {@code -E header=y}. */
class DecodeHeaderTest {
    @Test
    void headerRowNamesTheFieldsAsGiven() {
        CliRunner.Result r = CliRunner.run("decode", DecodeCommandTest.capture("c01_rc_all_opcodes_ipv4.pcap"),
                "--fields", "frame, destQp,psn", "--header");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.OK);
        assertThat(r.out().lines().findFirst()).contains("frame\tdestQp\tpsn");
        assertThat(r.out().lines().skip(1).findFirst().orElseThrow()).matches("1\t\\S+\t\\S+");
    }

    @Test
    void headerWithoutFieldsIsAUsageError() {
        CliRunner.Result r = CliRunner.run("decode", DecodeCommandTest.capture("c01_rc_all_opcodes_ipv4.pcap"), "--header");
        assertThat(r.exitCode()).isEqualTo(ExitCodes.INPUT_ERROR);
        assertThat(r.err()).contains("give --fields too");
    }
}
