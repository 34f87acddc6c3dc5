package io.rocekit.sim.topology;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PortListInternerTest {
    @Test
    void equalListsShareOneArrayWhereverTheyWereRead() {
        PortListInterner interner = new PortListInterner();
        int[] a = interner.intern(new int[] {9, 4, 7, 5}, 1, 2);
        int[] b = interner.intern(new int[] {4, 7}, 0, 2);
        assertThat(a).containsExactly(4, 7);
        assertThat(b).isSameAs(a);
        assertThat(interner.intern(new int[] {7, 4}, 0, 2)).isNotSameAs(a).containsExactly(7, 4);
        assertThat(interner.intern(new int[] {4}, 0, 1)).containsExactly(4);
    }

    @Test
    void aMillionSinglePortListsStayDistinctAndShared() {
        // consecutive single ports: the case whose plain hashes were consecutive (k=128 routes)
        PortListInterner interner = new PortListInterner();
        int[] buf = new int[1];
        int[][] first = new int[1 << 20][];
        for (int p = 0; p < first.length; p++) {
            buf[0] = p;
            first[p] = interner.intern(buf, 0, 1);
        }
        for (int p = first.length - 1; p >= 0; p--) {
            buf[0] = p;
            assertThat(interner.intern(buf, 0, 1)).isSameAs(first[p]);
        }
        assertThat(first[12_345]).containsExactly(12_345);
    }
}
