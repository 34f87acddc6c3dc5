package io.rocekit.fabric.read;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A JSON document with the line of every key, which Jackson's tree model forgets. Only what
 * CONFIG_DB uses: objects of objects of scalars; arrays are kept as their text.
 */
final class JsonTree {
    /** A value: an object or a scalar's text. */
    sealed interface Node permits Obj, Scalar {
        int line();
    }

    /** An object: its fields in document order. */
    record Obj(Map<String, Node> fields, int line) implements Node {
    }

    /** A scalar (string, number, boolean, null) or an array, as text. */
    record Scalar(String text, int line) implements Node {
    }

    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonTree() {
    }

    static Obj parse(String file, String text) throws ConfigSyntaxException {
        try (JsonParser p = FACTORY.createParser(text)) {
            JsonToken t = p.nextToken();
            if (t != JsonToken.START_OBJECT) {
                throw new ConfigSyntaxException(file, line(p), "expected a JSON object ('{') at the start of a CONFIG_DB file");
            }
            Obj root = object(file, p);
            if (p.nextToken() != null) {
                throw new ConfigSyntaxException(file, line(p), "expected the end of the file after the top-level object");
            }
            return root;
        } catch (JsonParseException e) {
            int line = e.getLocation() == null ? 1 : e.getLocation().getLineNr();
            long at = e.getLocation() == null ? -1 : e.getLocation().getCharOffset();
            throw new ConfigSyntaxException(file, line, "expected valid JSON: " + e.getOriginalMessage() + trailingComma(text, at)
                    + typographicQuote(text, at), e);
        } catch (IOException e) {
            throw new ConfigSyntaxException(file, 1, "expected readable JSON: " + e.getMessage(), e);
        }
    }

    /**
     * A comma before a closing brace or bracket, said in words: SONiC's own templates render such
     * text for some platforms (sonic-config-engine's sample outputs qos-nokia-ixr7250e-*.json), and
     * sonic-cfggen's Python json.loads refuses it as Jackson does; the user should see the cause,
     * not only "expecting double-quote".
     */
    static String trailingComma(String text, long offset) {
        int i = (int) Math.min(offset, text.length()) - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        if (i < 0 || text.charAt(i) != ',') {
            return "";
        }
        int close = (int) Math.min(offset, text.length());
        while (close < text.length() && Character.isWhitespace(text.charAt(close))) {
            close++;
        }
        return close < text.length() && (text.charAt(close) == '}' || text.charAt(close) == ']')
                ? " (a comma before the closing '" + text.charAt(close) + "': JSON allows none there, and SONiC's loader,"
                        + " Python's json, refuses it too: remove the comma)"
                : "";
    }

    /**
     * A typographic quote where JSON needs {@code "}, said in words: NVIDIA's SONiC 202012 guide ("QoS and Buffers",
     * the shared headroom pool example) prints {@code “xoff”:”1032192”}, which a copy from the page keeps and which
     * sonic-cfggen refuses as Jackson does.
     */
    static String typographicQuote(String text, long offset) {
        for (long i = Math.max(0, offset - 1); i <= offset && i < text.length(); i++) {
            char c = text.charAt((int) i);
            if (c == '\u201c' || c == '\u201d' || c == '\u2018' || c == '\u2019') {
                return " (a typographic quote '" + c + "', as word processors and web pages print quotes: JSON needs the plain"
                        + " double quote \", so retype the quotes)";
            }
        }
        return "";
    }

    private static Obj object(String file, JsonParser p) throws IOException, ConfigSyntaxException {
        int line = line(p);
        Map<String, Node> fields = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            int keyLine = line(p);
            JsonToken v = p.nextToken();
            Node node;
            if (v == JsonToken.START_OBJECT) {
                Obj o = object(file, p);
                node = new Obj(o.fields(), keyLine);
            } else if (v == JsonToken.START_ARRAY) {
                StringBuilder sb = new StringBuilder();
                int depth = 1;
                while (depth > 0) {
                    JsonToken a = p.nextToken();
                    if (a == JsonToken.START_ARRAY || a == JsonToken.START_OBJECT) {
                        depth++;
                    } else if (a == JsonToken.END_ARRAY || a == JsonToken.END_OBJECT) {
                        depth--;
                    } else if (a != null && a.isScalarValue()) {
                        sb.append(sb.length() > 0 ? "," : "").append(p.getText());
                    }
                }
                node = new Scalar(sb.toString(), keyLine);
            } else {
                node = new Scalar(v == JsonToken.VALUE_NULL ? "null" : p.getText(), keyLine);
            }
            fields.put(name, node);
        }
        return new Obj(fields, line);
    }

    private static int line(JsonParser p) {
        return p.currentTokenLocation().getLineNr();
    }
}
