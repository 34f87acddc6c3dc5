package io.rocekit.core.number;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.core.io.InputValueException;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 18: one range-checked number parser for configuration values. */
class ConfigNumbersTest {
    @Test
    void integerInRangeIsRead() {
        assertThat(ConfigNumbers.int32("DSCP", " 26 ", 0, 63).optional()).contains(26);
        assertThat(ConfigNumbers.integer("bytes", "-5", -10, 10).optional()).contains(-5L);
    }

    @Test
    void integerOutOfRangeNamesWhatAndTheRange() {
        assertThat(ConfigNumbers.int32("DSCP", "64", 0, 63)).isEqualTo(new Parsed.Bad<Integer>("DSCP 64 is out of range (0..63)"));
    }

    @Test
    void digitsBeyondALongAreOutOfRangeNotAnOverflow() {
        assertThat(ConfigNumbers.int32("bandwidth percent", "99999999999999999999999", 0, 100))
                .isEqualTo(new Parsed.Bad<Integer>("bandwidth percent 99999999999999999999999 is out of range (0..100)"));
    }

    @Test
    void nonDigitsAndOtherScriptsDigitsAreNotIntegers() {
        assertThat(ConfigNumbers.int32("queue", "x", 0, 7)).isInstanceOf(Parsed.Bad.class);
        assertThat(ConfigNumbers.int32("queue", "\u0663", 0, 7)).isInstanceOf(Parsed.Bad.class); // Arabic-Indic 3
        assertThat(ConfigNumbers.int32("queue", "", 0, 7)).isInstanceOf(Parsed.Bad.class);
        assertThat(ConfigNumbers.int32("queue", "-", 0, 7)).isInstanceOf(Parsed.Bad.class);
    }

    @Test
    void hugeExponentIsOutOfRangeWithoutComputing() {
        Parsed<BigDecimal> p = ConfigNumbers.decimal("cable length", "1e999999999", BigDecimal.ZERO, BigDecimal.valueOf(100_000));
        assertThat(p).isEqualTo(new Parsed.Bad<BigDecimal>("cable length 1e999999999 is out of range (0..100000)"));
        assertThat(ConfigNumbers.decimal("x", "1e9999999999", BigDecimal.ZERO, BigDecimal.ONE)).isInstanceOf(Parsed.Bad.class);
        assertThat(ConfigNumbers.decimal("x", "-0.5", BigDecimal.ZERO, BigDecimal.ONE)).isInstanceOf(Parsed.Bad.class);
        assertThat(ConfigNumbers.decimal("x", "1".repeat(100), BigDecimal.ZERO, BigDecimal.ONE))
                .isInstanceOf(Parsed.Bad.class);
    }

    @Test
    void decimalInRangeKeepsItsValue() {
        assertThat(ConfigNumbers.decimal("probability", "12.5", BigDecimal.ZERO, BigDecimal.valueOf(100)).optional())
                .contains(new BigDecimal("12.5"));
        assertThat(ConfigNumbers.decimal("rate", "1.5e3", BigDecimal.ZERO, BigDecimal.valueOf(1e4)).optional()
                .map(BigDecimal::longValueExact)).contains(1500L);
    }

    @Test
    void listRangesAreCheckedBeforeTheyAreExpanded() {
        assertThat(ConfigNumbers.integers("priority", "0-2,5 7", 0, 7).optional()).contains(List.of(0, 1, 2, 5, 7));
        assertThat(ConfigNumbers.integers("priority", "3,8,99", 0, 7))
                .isEqualTo(new Parsed.Bad<List<Integer>>("priority 8 is out of range (0..7)"));
        assertThat(ConfigNumbers.integers("port", "1-2147483647", 0, Integer.MAX_VALUE))
                .isEqualTo(new Parsed.Bad<List<Integer>>("port: 1-2147483647 lists more than 65536 values"));
        assertThat(ConfigNumbers.integers("priority", "5-3", 0, 7)).isInstanceOf(Parsed.Bad.class);
    }

    @Test
    void badValueBecomesTheCallersErrorOrAnInputValueException() {
        assertThatThrownBy(() -> ConfigNumbers.int32("DSCP", "64", 0, 63).orElseThrow("qos.cfg:12"))
                .isInstanceOf(InputValueException.class).hasMessage("qos.cfg:12: DSCP 64 is out of range (0..63)");
        assertThatThrownBy(() -> ConfigNumbers.int32("DSCP", "64", 0, 63).orElseThrow(IllegalStateException::new))
                .isInstanceOf(IllegalStateException.class);
    }
}
