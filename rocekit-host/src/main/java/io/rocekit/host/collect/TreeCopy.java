package io.rocekit.host.collect;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Copies the files of a host directory that match path patterns into the snapshot at the same
 * path. A pattern is slash-separated; in a component {@code *} matches any characters and
 * {@code #} one or more digits ({@code cpu#/cpufreq/scaling_governor}). Only real directories are
 * descended; a symbolic link that matches is recorded as a {@code .link} file, never followed.
 */
final class TreeCopy {
    /** What a copy did, for the manifest note. */
    record Counts(int files, int links, int unreadable) {
        Counts plus(Counts o) {
            return new Counts(files + o.files, links + o.links, unreadable + o.unreadable);
        }

        boolean any() {
            return files + links > 0;
        }

        String note() {
            return files + " files, " + links + " links" + (unreadable > 0 ? ", " + unreadable + " unreadable" : "");
        }
    }

    static final Counts NONE = new Counts(0, 0, 0);
    private static final int FILE_CAP = 1 << 20;

    private final HostFiles host;
    private final SnapshotWriter out;

    TreeCopy(HostFiles host, SnapshotWriter out) {
        this.host = host;
        this.out = out;
    }

    /** Copies every match of each pattern under host directory {@code dir}. */
    Counts copy(String dir, List<String> patterns) throws IOException {
        Counts c = NONE;
        for (String pattern : patterns) {
            c = c.plus(expand(dir, pattern.split("/"), 0));
        }
        return c;
    }

    /** Copies one host file; a link is recorded as its target text. */
    Counts copyOne(String hostPath) throws IOException {
        String snap = HostFiles.snapshotPath(hostPath);
        if (host.isLink(hostPath)) {
            Optional<String> t = host.readLink(hostPath);
            if (t.isEmpty()) {
                return new Counts(0, 0, 1);
            }
            if (!out.exists(snap + ".link")) {
                out.writeText(snap + ".link", t.get() + "\n");
            }
            return new Counts(0, 1, 0);
        }
        if (!host.isFile(hostPath)) {
            return NONE;
        }
        if (out.exists(snap)) {
            return NONE;
        }
        Optional<byte[]> bytes;
        try {
            bytes = host.read(hostPath, FILE_CAP);
        } catch (IOException e) {
            // sysfs attributes that the driver refuses (EINVAL, EIO, EPERM) are common.
            return new Counts(0, 0, 1);
        }
        if (bytes.isEmpty()) {
            return NONE;
        }
        out.writeBytes(snap, bytes.get());
        return new Counts(1, 0, 0);
    }

    private Counts expand(String dir, String[] parts, int i) throws IOException {
        String part = parts[i];
        boolean last = i == parts.length - 1;
        List<String> names = new ArrayList<>();
        if (isGlob(part)) {
            Pattern re = toRegex(part);
            for (String n : host.list(dir)) {
                if (re.matcher(n).matches()) {
                    names.add(n);
                }
            }
        } else {
            names.add(part);
        }
        Counts c = NONE;
        for (String n : names) {
            String child = dir + "/" + n;
            if (last) {
                c = c.plus(copyOne(child));
            } else if (host.isDirectory(child)) {
                c = c.plus(expand(child, parts, i + 1));
            }
        }
        return c;
    }

    private static boolean isGlob(String part) {
        return part.indexOf('*') >= 0 || part.indexOf('#') >= 0;
    }

    static Pattern toRegex(String glob) {
        StringBuilder sb = new StringBuilder();
        for (char ch : glob.toCharArray()) {
            if (ch == '*') {
                sb.append(".*");
            } else if (ch == '#') {
                sb.append("[0-9]+");
            } else {
                sb.append(Pattern.quote(String.valueOf(ch)));
            }
        }
        return Pattern.compile(sb.toString());
    }
}
