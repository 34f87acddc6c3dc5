package io.rocekit.cli.monitor;

import io.rocekit.monitor.view.PortView;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * The columns of the live view, and which of them fit a terminal of a given width: the port,
 * receive and transmit rates always; then, by importance, the error and congestion rates, the
 * state, the interface name and CNPs handled. Every chosen row fits the width, so no row runs
 * into the next one on an 80-column terminal.
 */
final class ViewColumns {
    /** A column: its header (short and long form), its importance (0 first), and its cell. */
    record Column(String shortHeader, String longHeader, int importance, boolean error,
            Function<PortView, OptionalDouble> rate, boolean gbps) {
    }

    static final List<Column> RATES = List.of(
            new Column("RX Gb/s", "RX Gb/s", 0, false, PortView::rxGbps, true),
            new Column("TX Gb/s", "TX Gb/s", 0, false, PortView::txGbps, true),
            new Column("CNPtx/s", "CNP tx/s", 2, false, PortView::cnpSentPerSec, false),
            new Column("CNPhd/s", "CNP hdl/s", 5, false, PortView::cnpHandledPerSec, false),
            new Column("ECN/s", "ECN/s", 2, false, PortView::ecnMarkedPerSec, false),
            new Column("OOB/s", "OOB/s", 1, true, PortView::outOfBufferPerSec, false),
            new Column("DISC/s", "DISC/s", 1, true, PortView::discardsPerSec, false),
            new Column("RETX/s", "RETX/s", 1, true, PortView::retransPerSec, false));
    /** Importance of the state and interface columns (they are text, not rates). */
    static final int STATE_IMPORTANCE = 3;
    static final int NETDEV_IMPORTANCE = 4;

    /**
     * What fits {@code width} characters.
     *
     * @param portWidth    the width of the port column (the longest {@code mlx5_0/1})
     * @param stateShown   whether the state column fits
     * @param netdevWidth  the interface column's width, 0 when it does not fit
     * @param cellWidth    the width of a rate cell (7, or 9 when everything fits wider)
     * @param rates        the rate columns shown, in their order
     */
    record Layout(int portWidth, boolean stateShown, int netdevWidth, int cellWidth, List<Column> rates) {
        int width() {
            return portWidth + (stateShown ? 7 : 0) + (netdevWidth > 0 ? netdevWidth + 1 : 0) + rates.size() * (cellWidth + 1);
        }

        boolean longHeaders() {
            return cellWidth >= 9;
        }
    }

    private ViewColumns() {
    }

    /** The widest layout that fits {@code width} (one character kept free: a terminal wraps at its last column). */
    static Layout choose(int width, List<PortView> ports) {
        int portWidth = Math.max(4, ports.stream().mapToInt(p -> p.port().length()).max().orElse(4));
        int netdevWidth = Math.max(6, ports.stream().mapToInt(p -> p.netdev().map(String::length).orElse(1)).max().orElse(6));
        int room = Math.max(width - 1, 0);
        // more columns first, then wider cells (with the long headers)
        for (int level = 5; level > 0; level--) {
            for (int cell : new int[] {9, 7}) {
                Layout l = at(level, cell, portWidth, netdevWidth);
                if (l.width() <= room) {
                    return l;
                }
            }
        }
        return at(0, 7, portWidth, netdevWidth);
    }

    /** Every column of importance {@code <= level}. */
    private static Layout at(int level, int cell, int portWidth, int netdevWidth) {
        List<Column> rates = new ArrayList<>();
        for (Column c : RATES) {
            if (c.importance() <= level) {
                rates.add(c);
            }
        }
        rates.sort(Comparator.comparingInt(RATES::indexOf));
        return new Layout(portWidth + 1, level >= STATE_IMPORTANCE, level >= NETDEV_IMPORTANCE ? netdevWidth : 0,
                cell, rates);
    }
}
