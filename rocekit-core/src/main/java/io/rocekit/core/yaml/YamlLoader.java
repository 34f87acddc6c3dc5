package io.rocekit.core.yaml;

import io.rocekit.core.io.TextFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Parse;
import org.snakeyaml.engine.v2.composer.Composer;
import org.snakeyaml.engine.v2.events.Event;
import org.snakeyaml.engine.v2.exceptions.Mark;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.ReaderException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.SequenceNode;
import org.snakeyaml.engine.v2.parser.ParserImpl;
import org.snakeyaml.engine.v2.scanner.StreamReader;

/**
 * The one YAML loader configuration: every YAML rocekit reads (scenarios, sweeps, intents, NVUE
 * {@code nv config show -o yaml}) is loaded here, within limits that make a small hostile document
 * cheap to refuse:
 * <ul>
 *   <li>at most {@link #MAX_DOCUMENT_CHARS} characters ({@link #MAX_DOCUMENT_BYTES} bytes as a file, read
 *   with {@link TextFiles#readUtf8(Path, long)}: regular files, strict UTF-8);</li>
 *   <li>nested at most {@link #MAX_NESTING} levels: SnakeYAML Engine composes nodes recursively with
 *   no depth limit, so a few kilobytes of brackets would overflow the stack. Its event parser is
 *   iterative, so depth is counted over the events before anything is composed;</li>
 *   <li>at most {@link #MAX_ALIASES} aliases to collections (SnakeYAML's own check), and, when the
 *   document has aliases, at most {@link #MAX_EXPANDED_NODES} nodes once they are expanded: 48
 *   aliases that each double a list make 2^24 leaves from 1.3 KB.</li>
 * </ul>
 * Every failure is a {@link YamlInputException} with the file, the line where known, and the reason.
 */
public final class YamlLoader {
    /** The deepest nesting of mappings and lists (real documents have 4 to 8). */
    public static final int MAX_NESTING = 64;
    /** The most aliases to a mapping or a list one document may use. */
    public static final int MAX_ALIASES = 16;
    /** The most nodes a document with aliases may expand to. */
    public static final int MAX_EXPANDED_NODES = 1_000_000;
    /** The largest document, in characters. */
    public static final int MAX_DOCUMENT_CHARS = 3 << 20;
    /** The largest YAML file, in bytes. */
    public static final long MAX_DOCUMENT_BYTES = 3L << 20;

    private YamlLoader() {
    }

    /** The settings every load uses; {@code label} names the document in SnakeYAML's marks. */
    public static LoadSettings settings(String label) {
        return LoadSettings.builder()
                .setLabel(label)
                .setMaxAliasesForCollections(MAX_ALIASES)
                .setCodePointLimit(MAX_DOCUMENT_CHARS)
                .setAllowRecursiveKeys(false)
                .build();
    }

    /** Reads and loads a YAML file: {@link TextFiles#readUtf8(Path, long)}, then {@link #load}. */
    public static Object loadFile(Path file) throws IOException {
        return load(file.toString(), TextFiles.readUtf8(file, MAX_DOCUMENT_BYTES));
    }

    /**
     * The document as SnakeYAML's Java values (maps, lists, strings, numbers, booleans; null for an
     * empty document).
     */
    public static Object load(String file, String text) {
        LoadSettings settings = settings(file);
        int aliases = check(file, text, settings);
        Object doc;
        try {
            doc = new Load(settings).loadFromString(text);
        } catch (YamlEngineException e) {
            throw invalid(file, text, e);
        }
        if (aliases > 0) {
            countValues(file, doc);
        }
        return doc;
    }

    /** The document as SnakeYAML nodes (with their lines), for readers that need the marks. */
    public static Optional<Node> compose(String file, String text) {
        LoadSettings settings = settings(file);
        int aliases = check(file, text, settings);
        Optional<Node> root;
        try {
            root = new Composer(settings, new ParserImpl(settings, new StreamReader(settings, text))).getSingleNode();
        } catch (YamlEngineException e) {
            throw invalid(file, text, e);
        }
        if (aliases > 0 && root.isPresent()) {
            countNodes(file, root.get());
        }
        return root;
    }

    /** Checks size and nesting on the event stream; returns the number of aliases. */
    private static int check(String file, String text, LoadSettings settings) {
        if (text.length() > MAX_DOCUMENT_CHARS) {
            throw new YamlInputException(file, 0, text.length() + " characters; rocekit reads YAML documents of at most "
                    + MAX_DOCUMENT_CHARS + " (3 MiB)");
        }
        int depth = 0;
        int aliases = 0;
        int lastLine = 1;
        try {
            for (Event e : new Parse(settings).parseString(text)) {
                lastLine = Math.max(lastLine, line(e.getEndMark()));
                switch (e.getEventId()) {
                    case SequenceStart, MappingStart -> {
                        if (++depth > MAX_NESTING) {
                            throw new YamlInputException(file, line(e.getStartMark()), "YAML nested more than "
                                    + MAX_NESTING + " levels deep; rocekit's documents need a few");
                        }
                    }
                    case SequenceEnd, MappingEnd -> depth--;
                    case Alias -> aliases++;
                    default -> {
                    }
                }
            }
        } catch (YamlEngineException e) {
            throw invalid(file, text, e);
        } catch (NumberFormatException e) {
            // SnakeYAML Engine 2.9 parses an x, u or U escape cut off by the end of the document as
            // an empty hexadecimal number and lets the NumberFormatException out of its scanner
            throw new YamlInputException(file, lastLine, "not valid YAML: a double-quoted string ends inside an"
                    + " escape sequence (\\x, \\u or \\U without its hexadecimal digits)");
        }
        return aliases;
    }

    /** Counts values with shared (aliased) parts counted each time they are reached; iterative. */
    private static void countValues(String file, Object doc) {
        Deque<Object> todo = new ArrayDeque<>();
        todo.push(doc == null ? "" : doc);
        long n = 0;
        while (!todo.isEmpty()) {
            Object v = todo.pop();
            if (++n > MAX_EXPANDED_NODES) {
                throw tooManyNodes(file);
            }
            if (v instanceof Map<?, ?> m) {
                m.forEach((k, x) -> {
                    todo.push(k == null ? "" : k);
                    todo.push(x == null ? "" : x);
                });
            } else if (v instanceof Collection<?> c) {
                c.forEach(x -> todo.push(x == null ? "" : x));
            }
        }
    }

    private static void countNodes(String file, Node root) {
        Deque<Node> todo = new ArrayDeque<>();
        todo.push(root);
        long n = 0;
        while (!todo.isEmpty()) {
            Node v = todo.pop();
            if (++n > MAX_EXPANDED_NODES) {
                throw tooManyNodes(file);
            }
            if (v instanceof MappingNode m) {
                for (NodeTuple t : m.getValue()) {
                    todo.push(t.getKeyNode());
                    todo.push(t.getValueNode());
                }
            } else if (v instanceof SequenceNode s) {
                s.getValue().forEach(todo::push);
            }
        }
    }

    private static YamlInputException tooManyNodes(String file) {
        return new YamlInputException(file, 0, "its aliases expand to more than " + MAX_EXPANDED_NODES
                + " values; rocekit reads YAML documents of at most that many (write the values out)");
    }

    private static YamlInputException invalid(String file, String text, YamlEngineException e) {
        if (e instanceof ReaderException r) {
            // SnakeYAML's reader refuses a character (NUL, most control characters) before any mark
            // exists: name it and its line, counted here from the offset the exception carries.
            return new YamlInputException(file, lineAt(text, r.getPosition()), String.format(
                    "not valid YAML: character U+%04X is not allowed in YAML (control characters other than tab,"
                            + " line feed and carriage return; is this a binary file?)", r.getCodePoint()));
        }
        if (e instanceof MarkedYamlEngineException m) {
            String problem = m.getProblem() == null ? String.valueOf(m.getContext()) : m.getProblem();
            return new YamlInputException(file, m.getProblemMark().map(YamlLoader::lineOf).orElse(0),
                    "not valid YAML: " + oneLine(problem));
        }
        String message = String.valueOf(e.getMessage());
        if (message.startsWith("Number of aliases for non-scalar nodes exceeds")) {
            // SnakeYAML's own limit (LoadSettings.setMaxAliasesForCollections), said in its terms before
            return new YamlInputException(file, 0, "more than " + MAX_ALIASES + " aliases (*name) of lists or mappings;"
                    + " rocekit reads YAML documents with at most that many (write the values out)");
        }
        return new YamlInputException(file, 0, "not valid YAML: " + oneLine(message));
    }

    private static int line(Optional<Mark> mark) {
        return mark.map(YamlLoader::lineOf).orElse(0);
    }

    /** The 1-based line of the character at code point offset {@code codePoints} of {@code text}. */
    private static int lineAt(String text, int codePoints) {
        int end = codePoints <= 0 ? 0 : text.offsetByCodePoints(0, Math.min(codePoints, text.codePointCount(0, text.length())));
        int line = 1;
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            // a line ends at LF, CRLF or a lone CR (old Mac files), as YAML's line breaks do
            if (c == '\n' || c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n')) {
                line++;
            }
        }
        return line;
    }

    private static int lineOf(Mark m) {
        return m.getLine() + 1;
    }

    private static String oneLine(String s) {
        return s.replace('\n', ' ').strip();
    }
}
