package io.rocekit.host.snapshot;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Lexical checks of snapshot-relative paths. A snapshot path is {@code a/b/c}: forward slashes, no
 * leading slash, no {@code .} or {@code ..} component, no NUL. Link targets stored in
 * {@code .link} files are resolved here, and a target that climbs above the snapshot is refused.
 */
public final class SnapshotPaths {
    private SnapshotPaths() {
    }

    /** {@code rel} itself when it is a clean snapshot path; otherwise an exception saying why. */
    public static String check(String rel) throws SnapshotException {
        if (rel.isEmpty()) {
            throw new SnapshotException("empty snapshot path");
        }
        if (rel.startsWith("/")) {
            throw new SnapshotException("snapshot path '" + rel + "' is absolute: it would leave the snapshot");
        }
        if (rel.indexOf('\0') >= 0 || rel.indexOf('\\') >= 0) {
            throw new SnapshotException("snapshot path '" + rel.replace("\0", "\\0") + "' holds a NUL or a backslash");
        }
        // component by component without splitting: every file of every node of a fleet comes through here
        for (int from = 0; from <= rel.length();) {
            int slash = rel.indexOf('/', from);
            int to = slash < 0 ? rel.length() : slash;
            int len = to - from;
            if (len == 0 || len == 1 && rel.charAt(from) == '.') {
                throw new SnapshotException("snapshot path '" + rel + "' has an empty or '.' component");
            }
            if (len == 2 && rel.charAt(from) == '.' && rel.charAt(from + 1) == '.') {
                throw new SnapshotException("snapshot path '" + rel + "' climbs out of the snapshot with '..'");
            }
            from = to + 1;
        }
        return rel;
    }

    /**
     * Where a host symbolic link stored at {@code linkRel} (a snapshot path, without the
     * {@code .link} suffix) points to inside the snapshot, given its target text as {@code readlink}
     * printed it. Absolute targets ({@code /sys/devices/...}) are taken relative to the host root,
     * which is the snapshot root.
     */
    public static String resolveLink(String linkRel, String target) throws SnapshotException {
        check(linkRel);
        String t = target.strip();
        if (t.isEmpty()) {
            throw new SnapshotException("link '" + linkRel + "' has an empty target");
        }
        Deque<String> parts = new ArrayDeque<>();
        if (!t.startsWith("/")) {
            String[] base = linkRel.split("/");
            for (int i = 0; i < base.length - 1; i++) {
                parts.addLast(base[i]);
            }
        }
        for (String p : t.split("/")) {
            if (p.isEmpty() || p.equals(".")) {
                continue;
            }
            if (p.equals("..")) {
                if (parts.isEmpty()) {
                    throw new SnapshotException("link '" + linkRel + "' -> '" + t + "' climbs out of the snapshot");
                }
                parts.removeLast();
            } else {
                parts.addLast(p);
            }
        }
        if (parts.isEmpty()) {
            throw new SnapshotException("link '" + linkRel + "' -> '" + t + "' points at the snapshot root");
        }
        return String.join("/", parts);
    }
}
