package io.rocekit.fabric.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * libyang's messages said of the user's file: yanglint judged a temporary XML instance rocekit wrote, so its
 * messages name that file (deleted once the check is done) and a line of it that means nothing to the user.
 * Here the instance becomes the user's file and a data location
 * ({@code /sonic-port-qos-map:sonic-port-qos-map/PORT_QOS_MAP/PORT_QOS_MAP_LIST[ifname='Ethernet0']/pfc_enable})
 * becomes the CONFIG_DB row and field it was read from ({@code PORT_QOS_MAP|Ethernet0 pfc_enable}).
 */
final class SchemaMessages {
    /** What {@link SonicSchema} writes in place of the temporary instance's path. */
    static final String INSTANCE = "<instance>";
    private static final Pattern LOCATION = Pattern.compile("\\((?:Schema location \"[^\"]*\", )?[Dd]ata location \"([^\"]+)\"(?:, line number \\d+)?\\.\\)");
    private static final Pattern LIST_KEY = Pattern.compile("\\[[^=\\]]+='([^']*)'\\]");

    private SchemaMessages() {
    }

    /** One libyang or yanglint message as the user should read it about {@code file}. */
    static String forUser(String message, String file) {
        String m = message.replaceFirst("^libyang err : ", "").replace("\"" + INSTANCE + "\"", file).replace(INSTANCE, file);
        Matcher l = LOCATION.matcher(m);
        return l.find() ? m.substring(0, l.start()) + "(" + row(l.group(1)) + ")" + m.substring(l.end()) : m;
    }

    /**
     * A data location as {@code TABLE|key field}: the path is module:container / TABLE / a list entry with its keys
     * ({@code PORT_QOS_MAP_LIST[ifname='Ethernet0']}) or a container named by the key ({@code localhost}) / field.
     */
    static String row(String location) {
        List<String> parts = segments(location);
        if (parts.size() < 2) {
            return location;
        }
        String table = parts.get(1);
        if (parts.size() == 2) {
            return table;
        }
        String entry = parts.get(2);
        Matcher k = LIST_KEY.matcher(entry);
        List<String> keys = new ArrayList<>();
        while (k.find()) {
            keys.add(k.group(1));
        }
        String key = entry.contains("[") ? String.join("|", keys) : entry;
        String field = String.join("/", parts.subList(3, parts.size()));
        return table + (key.isEmpty() ? "" : "|" + key) + (field.isEmpty() ? "" : " " + field);
    }

    /** The path's steps, a {@code /} inside a key's quotes ({@code [name='a/b']}) not splitting one. */
    private static List<String> segments(String path) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (char c : path.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
            }
            if (c == '/' && !quoted) {
                if (cur.length() > 0) {
                    out.add(cur.toString());
                }
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (cur.length() > 0) {
            out.add(cur.toString());
        }
        return out;
    }
}
