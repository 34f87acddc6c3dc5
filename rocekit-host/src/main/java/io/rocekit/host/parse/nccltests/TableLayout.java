package io.rocekit.host.parse.nccltests;

import io.rocekit.host.parse.text.Lines;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the columns of an nccl-tests table are, read from the table's own column-name line.
 * nccl-tests has printed, over the years: {@code bytes N type op time algbw busbw res} (NCCL 1),
 * {@code size count type redop time algbw busbw error} (2019), {@code size count type redop root
 * time algbw busbw #wrong} (current), with {@code #bitdiff} and per-iteration columns
 * ({@code i_min i_max i_p99 i_cv%}) in each group when asked for, and {@code cputime} instead of
 * {@code time} with {@code -C 1}. Every layout has two groups: out-of-place, then in-place.
 *
 * @param hasRedop  the table has a reduction-operator column
 * @param hasRoot   the table has a root column
 * @param groups    how many result groups (2 in every version seen; 1 when a paste lost one)
 * @param width     cells per group
 * @param algBw     index of algbw in a group
 * @param busBw     index of busbw in a group
 * @param wrong     index of the validation cell in a group
 * @param wrongIsCount true for {@code #wrong} (a count of wrong elements), false for the old
 *                  {@code error}/{@code res} magnitude
 * @param text      the column-name line
 */
record TableLayout(boolean hasRedop, boolean hasRoot, int groups, int width, int algBw, int busBw, int wrong,
        boolean wrongIsCount, String text) {

    /** The layout every current version prints, assumed for rows seen without their header. */
    static TableLayout assumed() {
        return new TableLayout(true, true, 2, 4, 1, 2, 3, true, "(no header: size count type redop root time algbw busbw #wrong x2)");
    }

    /** The layout described by a column-name line, if it is one. */
    static Optional<TableLayout> of(String line) {
        List<String> names = Lines.tokens(Lines.uncomment(line).toLowerCase(Locale.ROOT));
        if (names.size() < 6 || !names.contains("algbw") || !names.contains("busbw")) {
            return Optional.empty();
        }
        if (!names.get(0).equals("size") && !names.get(0).equals("bytes")) {
            return Optional.empty();
        }
        int firstTime = indexOfTime(names, 0);
        if (firstTime < 0) {
            return Optional.empty();
        }
        int secondTime = indexOfTime(names, firstTime + 1);
        List<String> leading = names.subList(0, firstTime);
        int end = secondTime > 0 ? secondTime : names.size();
        List<String> group = names.subList(firstTime, end);
        int groups = secondTime > 0 ? 2 : 1;
        int algBw = group.indexOf("algbw");
        int busBw = group.indexOf("busbw");
        int wrong = -1;
        boolean count = true;
        for (int i = 0; i < group.size(); i++) {
            String n = group.get(i);
            if (n.equals("#wrong") || n.equals("wrong")) {
                wrong = i;
            } else if (n.equals("error") || n.equals("res")) {
                wrong = i;
                count = false;
            }
        }
        if (algBw < 0 || busBw < 0) {
            return Optional.empty();
        }
        // The second group repeats the first; trailing names (a timestamp label) are not cells of it.
        int width = group.size();
        if (secondTime > 0) {
            int trailing = names.size() - secondTime - width;
            if (trailing < 0) {
                width = names.size() - secondTime;
            }
        }
        boolean redop = leading.contains("redop") || leading.contains("op");
        boolean root = leading.contains("root");
        return Optional.of(new TableLayout(redop, root, groups, width, algBw, busBw, wrong, count, line.strip()));
    }

    private static int indexOfTime(List<String> names, int from) {
        for (int i = from; i < names.size(); i++) {
            if (names.get(i).equals("time") || names.get(i).equals("cputime")) {
                return i;
            }
        }
        return -1;
    }

    /** The cells a row must have after its leading columns. */
    int groupCells() {
        return groups * width;
    }

    /** The column names, for error messages. */
    String describe() {
        return text;
    }
}
