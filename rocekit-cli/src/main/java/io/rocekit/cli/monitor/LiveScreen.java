package io.rocekit.cli.monitor;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.AttributedString;
import org.jline.utils.Display;

/**
 * Where frames go: on a terminal, JLine's {@link Display} redraws the table in place (only the
 * cells that changed are rewritten); anywhere else (a pipe, a file, a test) each frame is printed
 * as plain lines followed by a blank line.
 */
final class LiveScreen implements AutoCloseable {
    private final PrintWriter out;
    private final Terminal terminal;
    private final Display display;

    private LiveScreen(PrintWriter out, Terminal terminal) {
        this.out = out;
        this.terminal = terminal;
        this.display = terminal == null ? null : new Display(terminal, true);
    }

    /** A screen that redraws in place when {@code live} and stdout is a terminal, else prints. */
    static LiveScreen open(PrintWriter out, boolean live) {
        if (!live || System.console() == null) {
            return new LiveScreen(out, null);
        }
        try {
            Terminal t = TerminalBuilder.builder().system(true).dumb(true).build();
            if (Terminal.TYPE_DUMB.equals(t.getType()) || Terminal.TYPE_DUMB_COLOR.equals(t.getType())) {
                t.close();
                return new LiveScreen(out, null);
            }
            return new LiveScreen(out, t);
        } catch (IOException e) {
            return new LiveScreen(out, null);
        }
    }

    /** The terminal's width (JLine), or {@link MonitorText#UNLIMITED} off a terminal or when it reports none. */
    int columns() {
        if (terminal == null) {
            return MonitorText.UNLIMITED;
        }
        int cols = terminal.getSize().getColumns();
        return cols > 0 ? cols : MonitorText.UNLIMITED;
    }

    void show(List<AttributedString> lines) {
        if (display == null) {
            for (AttributedString l : lines) {
                out.println(l.toString());
            }
            out.println();
            out.flush();
            return;
        }
        Size size = terminal.getSize();
        // A pseudo-terminal without a size (script, some CI runners) reports 0 x 0: show everything.
        int rows = size.getRows() > 0 ? size.getRows() : lines.size();
        int cols = size.getColumns() > 0 ? size.getColumns() : 200;
        display.resize(rows, cols);
        List<AttributedString> fit = lines.size() > rows ? lines.subList(0, rows) : lines;
        display.update(fit, -1);
        terminal.flush();
    }

    @Override
    public void close() throws IOException {
        if (terminal != null) {
            terminal.writer().println();
            terminal.flush();
            terminal.close();
        }
    }
}
