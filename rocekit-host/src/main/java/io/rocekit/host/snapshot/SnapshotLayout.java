package io.rocekit.host.snapshot;

/** Names of the fixed parts of a snapshot directory. */
public final class SnapshotLayout {
    /** The manifest at the top of every snapshot. */
    public static final String MANIFEST = "manifest.json";
    /** Directory of command outputs ({@code commands/lspci-vvv.txt}, ...). */
    public static final String COMMANDS = "commands";
    /** A host symbolic link {@code P} is stored as the file {@code P + LINK_SUFFIX} holding its target. */
    public static final String LINK_SUFFIX = ".link";
    /** The version of this layout, written into the manifest. */
    public static final int FORMAT = 1;

    private SnapshotLayout() {
    }
}
