package io.rocekit.sim.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.sim.SimInputException;
import org.junit.jupiter.api.Test;

class PacketPoolTest {

    @Test
    void aPacketsFieldsReadBackAsWrittenWithoutDisturbingEachOther() {
        PacketPool pool = new PacketPool(16);
        int k = pool.alloc();
        pool.init(k, PacketPool.NACK, 7, -1, 9_216, 1);
        pool.setSeq(k, 1L << 40);
        pool.setNext(k, 123_456);
        pool.addFlags(k, PacketPool.F_CNP);
        pool.setSuccessorArrivalPs(k, 999_000_000_000_000L);
        assertThat(pool.kind(k)).isEqualTo(PacketPool.NACK);
        assertThat(pool.prio(k)).isEqualTo((byte) 7);
        assertThat(pool.flow(k)).isEqualTo(-1);
        assertThat(pool.sizeBytes(k)).isEqualTo(9_216);
        assertThat(pool.seq(k)).isEqualTo(1L << 40);
        assertThat(pool.next(k)).isEqualTo(123_456);
        assertThat(pool.flags(k)).isEqualTo(PacketPool.F_CNP);
        assertThat(pool.successorArrivalPs(k)).isEqualTo(999_000_000_000_000L);
        assertThat(pool.nextHop(k)).isEqualTo(1);
        assertThat(pool.nextHop(k)).isEqualTo(2);
        assertThat(pool.kind(k)).as("hop counting leaves the kind alone").isEqualTo(PacketPool.NACK);
        pool.setIngressPort(k, 49_151);
        assertThat(pool.ingressPort(k)).isEqualTo(49_151);
        pool.setNext(k, PacketPool.NIL);
        assertThat(pool.next(k)).isEqualTo(PacketPool.NIL);
        assertThat(pool.flow(k)).as("next and flow share a word").isEqualTo(-1);
    }

    @Test
    void aReusedSlotStartsWithNoFlagsNoHopAndNoLink() {
        PacketPool pool = new PacketPool(16);
        int k = pool.alloc();
        pool.init(k, PacketPool.DATA, 3, 5, 1_048, 4);
        pool.addFlags(k, PacketPool.F_CE);
        pool.free(k);
        int again = pool.alloc();
        assertThat(again).isEqualTo(k);
        assertThat(pool.flags(again)).isZero();
        assertThat(pool.nextHop(again)).isZero();
        assertThat(pool.next(again)).isEqualTo(PacketPool.NIL);
        assertThat(pool.live()).isEqualTo(1);
    }

    @Test
    void thePoolGrowsAndKeepsEveryPacket() {
        PacketPool pool = new PacketPool(16);
        for (int i = 0; i < 1_000; i++) {
            int k = pool.alloc();
            pool.init(k, PacketPool.DATA, 3, i, 1_000 + i, 1);
        }
        for (int k = 0; k < 1_000; k++) {
            assertThat(pool.flow(k)).isEqualTo(k);
            assertThat(pool.sizeBytes(k)).isEqualTo(1_000 + k);
        }
        assertThat(pool.capacityUsed()).isEqualTo(1_000);
        assertThat(PacketPool.bytesPerSlot()).isEqualTo(32);
    }

    /** Surefire's heap is 2 GB: a pool a million packets larger cannot be allocated, and says so as an input error. */
    @Test
    void aPoolLargerThanTheHeapIsAnInputErrorThatNamesTheHeapToAskFor() {
        long slots = Runtime.getRuntime().maxMemory() / PacketPool.bytesPerSlot() + 1_000_000;
        assertThat(slots).as("within one array, so the heap is what refuses").isLessThan(Integer.MAX_VALUE >> 3);
        assertThatThrownBy(() -> PacketPool.newArray((int) slots))
                .isInstanceOf(SimInputException.class)
                .hasMessageContaining("a packet pool of " + slots + " packets")
                .hasMessageContaining("ROCEKIT_JAVA_OPTS=-Xmx")
                .hasMessageContaining("simulate fewer flows at once");
    }
}
