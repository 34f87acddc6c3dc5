package io.rocekit.sim.topology;

import java.util.Arrays;

/**
 * One shared {@code int[]} per distinct port list: an open-addressing table keyed by content, so
 * that the route tables hold a reference per entry and a fat-tree's few distinct next-hop lists
 * once each (and interning a list that is already known allocates nothing).
 */
final class PortListInterner {
    private int[][] table = new int[1024][];
    private int size;

    int[] intern(int[] buf, int from, int len) {
        int mask = table.length - 1;
        int i = hash(buf, from, len) & mask;
        for (int[] e = table[i]; e != null; e = table[i]) {
            if (Arrays.equals(e, 0, e.length, buf, from, from + len)) {
                return e;
            }
            i = (i + 1) & mask;
        }
        int[] copy = Arrays.copyOfRange(buf, from, from + len);
        table[i] = copy;
        if (++size * 2 > table.length) {
            grow();
        }
        return copy;
    }

    private static int hash(int[] buf, int from, int len) {
        int h = 1;
        for (int i = from; i < from + len; i++) {
            h = 31 * h + buf[i];
        }
        return h ^ (h >>> 16);
    }

    private void grow() {
        int[][] old = table;
        table = new int[old.length * 2][];
        int mask = table.length - 1;
        for (int[] e : old) {
            if (e != null) {
                int i = hash(e, 0, e.length) & mask;
                while (table[i] != null) {
                    i = (i + 1) & mask;
                }
                table[i] = e;
            }
        }
    }
}
