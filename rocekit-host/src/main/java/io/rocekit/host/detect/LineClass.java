package io.rocekit.host.detect;

/** How one line bears on whether a text is of some kind. */
enum LineClass {
    /** Only this kind prints such a line (a title, a header, a key of its own). */
    SIGNATURE,
    /** This kind may print such a line, but so may others. */
    COMPATIBLE,
    /** This kind never prints such a line. */
    FOREIGN
}
