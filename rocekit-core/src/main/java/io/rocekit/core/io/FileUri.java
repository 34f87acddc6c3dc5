package io.rocekit.core.io;

import io.rocekit.core.text.Printable;
import java.io.Serializable;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A file or folder named by a URI of a Hadoop-compatible filesystem ({@code file:///abs/dir},
 * {@code hdfs://namenode/snapshots/}, {@code s3a://bucket/prefix/}), checked before anything is
 * read: a scheme and {@code ://}, no control character, a valid URI (RFC 3986), no user
 * information (a {@code user:password@} on a command line shows in {@code ps} and in logs:
 * credentials belong in the filesystem's configuration), no query or fragment. Only the syntax is
 * checked here; whether a filesystem serves the scheme is the {@link UriFileSystem}'s to say.
 *
 * @param text the URI as given (a folder's entries: the folder's text, a slash, the encoded name)
 */
public record FileUri(String text) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** What makes an argument a URI rather than a local path: RFC 3986's scheme, then "://". */
    private static final Pattern SCHEME = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*://.*", Pattern.DOTALL);

    /** The longest URI accepted (far beyond any real one; bounds what a message quotes). */
    public static final int MAX_CHARS = 4096;

    public FileUri {
        Objects.requireNonNull(text, "text");
    }

    /** True when {@code given} is written as a URI ({@code scheme://...}), not as a local path. */
    public static boolean isUri(String given) {
        return SCHEME.matcher(given).matches();
    }

    /**
     * {@code given} checked; an {@link InputValueException} that says what is wrong (quoting the URI
     * with control characters made visible and any password left out) when it is not usable.
     */
    public static FileUri parse(String given) {
        if (!isUri(given)) {
            throw new InputValueException(shown(given) + ": expected a URI such as file:///abs/dir, hdfs://namenode/dir"
                    + " or s3a://bucket/dir");
        }
        if (given.length() > MAX_CHARS) {
            throw new InputValueException(shown(given) + ": a URI of more than " + MAX_CHARS + " characters");
        }
        for (int i = 0; i < given.length(); i++) {
            if (Printable.isControl(given.charAt(i))) {
                throw new InputValueException(shown(given) + ": a control character at offset " + i
                        + "; a URI holds none");
            }
        }
        URI uri;
        try {
            uri = new URI(given);
        } catch (URISyntaxException e) {
            throw new InputValueException(shown(given) + ": not a valid URI: " + e.getReason() + " at offset "
                    + e.getIndex() + " (RFC 3986; write a space as %20)", e);
        }
        if (uri.getRawUserInfo() != null) {
            throw new InputValueException(shown(given) + ": a URI with user information (user:password@) is refused:"
                    + " a command line shows in ps and in logs; put credentials in the cluster's Hadoop configuration"
                    + " (core-site.xml, e.g. fs.s3a.access.key, or a credential provider)");
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new InputValueException(shown(given) + ": a URI with a ?query or #fragment does not name a file;"
                    + " write ? as %3F and # as %23 in a name");
        }
        return new FileUri(given);
    }

    /** The URI. */
    public URI uri() {
        return URI.create(text);
    }

    /** The scheme ({@code file}, {@code hdfs}, {@code s3a}). */
    public String scheme() {
        return text.substring(0, text.indexOf(':'));
    }

    /** The last name in the path (decoded), or "" for a root. */
    public String name() {
        String p = uri().getPath();
        String trimmed = p == null ? "" : p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
        return trimmed.substring(trimmed.lastIndexOf('/') + 1);
    }

    /** The entry {@code name} (a file or folder name, not encoded) inside this folder. */
    public FileUri child(String name) {
        if (name.isEmpty() || name.indexOf('/') >= 0) {
            throw new IllegalArgumentException("not a single name: " + name);
        }
        String encoded = encode(name);
        return new FileUri(text.endsWith("/") ? text + encoded : text + "/" + encoded);
    }

    /** {@code name} percent-encoded as one path segment (RFC 3986 pchar, less ':' so no segment reads as a scheme). */
    private static String encode(String name) {
        StringBuilder sb = new StringBuilder(name.length() + 8);
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "-._~!$&'()*+,;=@".indexOf(c) >= 0)) {
                sb.append((char) c);
            } else {
                sb.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return text;
    }

    /** {@code given} as a message may quote it: one line, at most 200 characters, no password. */
    static String shown(String given) {
        String s = given.replaceFirst("^([A-Za-z][A-Za-z0-9+.-]*://)[^/@]*@", "$1***@");
        return Printable.oneLine(s.length() > 200 ? s.substring(0, 200) + "..." : s);
    }
}
