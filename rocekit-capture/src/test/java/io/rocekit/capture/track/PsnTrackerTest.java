package io.rocekit.capture.track;

import static org.assertj.core.api.Assertions.assertThat;

import io.rocekit.capture.report.PsnGap;
import org.junit.jupiter.api.Test;

class PsnTrackerTest {
    private final PsnTracker t = new PsnTracker(64);
    private long frame;

    private int req(int psn, long nanos) {
        return t.onRequest(psn, 1, 1, nanos, ++frame);
    }

    private static int retx(int result) {
        return (result >>> PsnTracker.RETX_SHIFT) & 3;
    }

    @Test
    void shouldSeeNoGapAcrossThe24BitWrap() {
        for (int p : new int[] {0xfffffd, 0xfffffe, 0xffffff, 0, 1}) {
            assertThat(req(p, frame * 100) & PsnTracker.UNIQUE).isNotZero();
        }
        assertThat(t.gapCount()).isZero();
        assertThat(t.uniquePsns()).isEqualTo(5);
        assertThat(t.firstPsn()).isEqualTo(0xfffffd);
        assertThat(t.highestPsn()).isEqualTo(1);
    }

    @Test
    void shouldMeasureAGapAcrossTheWrap() {
        req(0xfffffe, 0);
        int r = req(2, 100);
        assertThat(r & PsnTracker.GAP).isNotZero();
        assertThat(t.gaps().toList()).containsExactly(new PsnGap(0xfffffe, 2, 3, 2, 100));
        assertThat(t.missingPsns()).isEqualTo(3);
    }

    @Test
    void shouldTellReorderingFromRetransmission() {
        req(10, 0);
        req(12, 100); // 11 late
        int r = req(11, 200);
        assertThat(r & PsnTracker.LATE_FILL).isNotZero();
        assertThat(retx(r)).isZero();
        req(13, 300);
        assertThat(t.lateFillPsns().toList()).containsExactly(11);
        assertThat(t.retransmitted()).isZero();
        assertThat(t.duplicates()).isZero();
        assertThat(t.retransmissionDelay().percentile(100)).isEqualTo(100); // 100 ns after the gap showed
    }

    @Test
    void shouldCountALateFillAsResentWhenANakAskedForIt() {
        req(10, 0);
        req(12, 100);
        req(13, 200);
        t.onNak(11, 250);
        int r = req(11, 400);
        assertThat(retx(r)).isEqualTo(1);
        int d = req(12, 500);
        assertThat(d & PsnTracker.DUPLICATE).isNotZero();
        assertThat(retx(d)).isEqualTo(1);
        req(13, 600);
        assertThat(t.retransmitted()).isEqualTo(3);
        assertThat(t.retransmissionEpisodes()).isEqualTo(1);
        assertThat(t.duplicatePsns().toList()).containsExactly(12, 13);
        // late fill 300 ns after the gap (100 -> 400); duplicates 400 ns after their originals
        assertThat(t.retransmissionDelay().percentile(0)).isEqualTo(300);
        assertThat(t.retransmissionDelay().percentile(100)).isEqualTo(400);
    }

    @Test
    void shouldOnlyApplyANakToTheResendsItAskedFor() {
        req(10, 0);
        req(12, 100);
        t.onNak(11, 150);
        req(11, 200); // resent
        req(12, 300); // duplicate
        req(14, 400); // 13 reordered later: not the NAK's business
        int r = req(13, 500);
        assertThat(retx(r)).isZero();
        assertThat(t.retransmitted()).isEqualTo(2);
    }

    @Test
    void shouldConfirmAGoBackNRunWithoutSeeingTheNak() {
        req(10, 0);
        req(12, 100);
        req(11, 200); // late fill, no NAK seen (reverse direction not captured)
        int r = req(12, 300); // ...followed by a duplicate of 12: go-back-N from 11
        assertThat(retx(r)).isEqualTo(2);
        assertThat(t.retransmitted()).isEqualTo(2);
    }

    @Test
    void shouldListADuplicateOnceAndTimeItFromTheLatestCopy() {
        req(5, 0);
        req(6, 10);
        req(5, 1_000);
        req(5, 3_000);
        assertThat(t.duplicates()).isEqualTo(2);
        assertThat(t.duplicatePsns().toList()).containsExactly(5);
        assertThat(t.retransmitted()).isEqualTo(2);
        assertThat(t.retransmissionDelay().percentile(0)).isEqualTo(1_000);
        assertThat(t.retransmissionDelay().percentile(100)).isEqualTo(2_000);
        assertThat(t.gapCount()).isZero();
    }

    @Test
    void shouldCallARequestBeyondTheWindowADuplicateWithoutATime() {
        for (int p = 0; p < 200; p++) {
            req(p, p);
        }
        int r = req(3, 1_000);
        assertThat(r & PsnTracker.DUPLICATE).isNotZero();
        assertThat(t.retransmitted()).isEqualTo(1);
        assertThat(t.retransmissionDelay().count()).isZero();
    }

    @Test
    void shouldRestartOnAJumpThatCannotBeAGap() {
        req(100, 0);
        req(101, 1);
        req(5_000_000, 2);
        req(5_000_001, 3);
        assertThat(t.psnResets()).isEqualTo(1);
        assertThat(t.gapCount()).isZero();
        assertThat(t.firstPsn()).isEqualTo(5_000_000);
    }

    @Test
    void shouldTimeEveryRequestToTheAckCoveringIt() {
        req(0, 0);
        req(1, 1_000);
        req(2, 2_000);
        req(3, 3_000);
        assertThat(t.onAckThrough(1, 5_000)).isEqualTo(2); // 5000 and 4000 ns
        assertThat(t.onAckThrough(1, 6_000)).isZero(); // duplicate ACK
        assertThat(t.onAckThrough(9, 7_000)).isEqualTo(2); // clamped to the highest seen: 5000, 4000 ns
        assertThat(t.ackLatency().count()).isEqualTo(4);
        assertThat(t.ackLatency().percentile(0)).isEqualTo(4_000);
        assertThat(t.ackLatency().percentile(100)).isEqualTo(5_000);
        assertThat(t.acksAdvancing()).isEqualTo(2);
        assertThat(t.coveredRequests()).isEqualTo(4);
    }

    @Test
    void shouldIgnoreAcksForRequestsBeforeTheCapture() {
        req(100, 0);
        assertThat(t.onAckThrough(99, 10)).isZero();
        assertThat(t.acked()).isFalse();
    }

    @Test
    void shouldMeasureTheLongestStallWithRequestsOutstanding() {
        req(0, 0);
        t.onAckThrough(0, 1_000);
        req(1, 2_000);
        t.onAckThrough(1, 3_000_000); // 2.998 ms without progress, a request outstanding
        req(2, 10_000_000); // idle before: nothing was outstanding
        t.onAckThrough(2, 10_001_000);
        assertThat(t.maxStallNanos()).isEqualTo(2_998_000);
        assertThat(t.maxStallStartNanos()).isEqualTo(2_000);
        req(3, 11_000_000);
        t.finish(20_000_000);
        assertThat(t.maxStallNanos()).isEqualTo(9_000_000);
        assertThat(t.maxStallAtEnd()).isTrue();
    }

    @Test
    void shouldReserveTheResponsePsnsOfARead() {
        req(10, 0);
        t.onRequest(11, 4, 4, 100, ++frame); // READ of 4 responses: 11..14
        int next = req(15, 200);
        assertThat(next & PsnTracker.GAP).isZero();
        int reRead = t.onRequest(13, 2, 2, 300, ++frame); // re-read of the last two responses
        assertThat(reRead & PsnTracker.DUPLICATE).isNotZero();
        assertThat(t.highestPsn()).isEqualTo(15);
        t.onAckThrough(15, 400);
        assertThat(t.ackLatency().count()).isEqualTo(3); // 10, the READ, 15: not the reserved PSNs
    }

    @Test
    void shouldLetTheNextRequestSizeAReadOfUnknownMtu() {
        req(10, 0);
        t.onRequest(11, 2, 32, 100, ++frame); // 8 KiB read: 2 (4096-byte MTU) to 32 (256) responses
        assertThat(req(19, 200) & PsnTracker.GAP).isZero(); // 8 responses: a 1024-byte MTU
        assertThat(req(21, 300) & PsnTracker.GAP).isNotZero();
        assertThat(t.gaps().toList().get(0).afterPsn()).isEqualTo(19);
    }
}
