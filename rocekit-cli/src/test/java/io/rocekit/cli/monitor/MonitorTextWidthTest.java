package io.rocekit.cli.monitor;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.monitor.view.Frame;
import io.rocekit.monitor.view.PortView;
import io.rocekit.monitor.view.PriorityPause;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.jline.utils.AttributedString;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The live view at the widths terminals have: one row per port, nothing wider than the terminal. */
class MonitorTextWidthTest {
    private static PortView port(String key, String netdev, double rx) {
        return new PortView(key, Optional.of(netdev), Optional.of("Ethernet"), Optional.of("ACTIVE"), OptionalDouble.of(rx),
                OptionalDouble.of(368.9), List.of(new PriorityPause(3, 5000, 0, 0.12, 0)), OptionalDouble.of(1200),
                OptionalDouble.of(980), OptionalDouble.of(1300), OptionalDouble.of(0), OptionalDouble.of(12.5),
                OptionalDouble.of(123456), List.of());
    }

    private static final Frame FRAME = new Frame(1_700_000_000_000L, 1.0,
            List.of(port("mlx5_0/1", "ens1f0np0", 371.2), port("mlx5_1/1", "ens1f1np1", 0.01),
                    port("mlx5_10/1", "enP2p1s0f0np0", 399.99)),
            List.of(), List.of(), List.of());

    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {80, 100, 120, 180})
    void onePortPerRowAndNothingWiderThanTheTerminal(int width) {
        List<String> lines = MonitorText.lines(FRAME, "/sys", 8, width).stream().map(AttributedString::toString).toList();
        String title = lines.get(0);
        String header = lines.get(1);
        assertThat(title).startsWith("rocekit monitor").doesNotContain("PORT").hasSizeLessThan(width);
        assertThat(header).startsWith("PORT").contains("RX Gb/s").contains("TX Gb/s").contains("RETX").hasSizeLessThan(width);
        for (String key : List.of("mlx5_0/1", "mlx5_1/1", "mlx5_10/1")) {
            List<String> rows = lines.stream().filter(l -> l.startsWith(key + " ")).toList();
            assertThat(rows).as(key).hasSize(1);
            assertThat(rows.get(0)).hasSizeLessThan(width);
            // a cell per column: cells never run into each other
            ViewColumns.Layout l = ViewColumns.choose(width, FRAME.ports());
            int columns = 1 + (l.netdevWidth() > 0 ? 1 : 0) + (l.stateShown() ? 1 : 0) + l.rates().size();
            assertThat(rows.get(0).trim().split(" +")).hasSize(columns);
        }
        assertThat(lines).filteredOn(l -> l.startsWith("  prio 3 pause")).hasSize(3).allSatisfy(l -> assertThat(l)
                .hasSizeLessThan(width));
    }

    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {80, 100})
    void theErrorColumnsStayAtEightyColumns(int width) {
        String header = MonitorText.lines(FRAME, "/sys", 8, width).get(1).toString();
        assertThat(header).contains("OOB/s").contains("DISC/s").contains("RETX/s").contains("ECN/s");
    }

    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {120, 180})
    void wideTerminalsShowEveryColumn(int width) {
        String header = MonitorText.lines(FRAME, "/sys", 8, width).get(1).toString();
        assertThat(header).contains("NETDEV").contains("STATE").contains("CNP hdl/s");
        assertThat(MonitorText.lines(FRAME, "/sys", 8, width).get(0).toString()).contains("rates per second");
    }

    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {80, 100, 120, 180})
    void aLongSysfsPathNeverGluesTheTitleToTheTable(int width) {
        String src = "/host/" + "very-long-directory-name/".repeat(10) + "sys";
        List<String> lines = MonitorText.lines(FRAME, src, 8, width).stream().map(AttributedString::toString).toList();
        assertThat(lines.get(0)).hasSizeLessThan(width).startsWith("rocekit monitor");
        assertThat(lines.get(1)).startsWith("PORT");
    }
}
