package io.rocekit.monitor.rate;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

class DeltaProperties {
    @Property
    void thirtyTwoBitCounterIncreaseSurvivesTheWrap(@ForAll @LongRange(min = 0, max = 0xFFFF_FFFFL) long prev,
            @ForAll @LongRange(min = 0, max = 0x7FFF_FFFFL) long increase) {
        long cur = (prev + increase) & 0xFFFF_FFFFL;
        Delta d = Delta.wrapping(prev, cur);
        assertThat(d.increase()).isEqualTo(increase);
        assertThat(d.kind()).isIn(DeltaKind.NORMAL, DeltaKind.WRAPPED_32);
    }

    @Property
    void sixtyFourBitCounterIncreaseSurvivesTheWrap(@ForAll long prev,
            @ForAll @LongRange(min = 0, max = Long.MAX_VALUE / 2) long increase) {
        long cur = prev + increase; // wraps modulo 2^64 like the counter
        Delta d = Delta.wrapping(prev, cur);
        if (Long.compareUnsigned(prev, 0xFFFF_FFFFL) > 0) {
            assertThat(d.increase()).isEqualTo(increase);
            assertThat(d.kind()).isIn(DeltaKind.NORMAL, DeltaKind.WRAPPED_64);
        }
    }

    @Property
    void increaseIsNeverNegativeAndRatesNeverExceedTheRange(@ForAll long prev, @ForAll long cur) {
        Delta d = Delta.wrapping(prev, cur);
        assertThat(d.increaseAsDouble()).isBetween(0.0, 0x1p64);
        Delta s = Delta.saturating(prev & 0xFFFF_FFFFL, cur & 0xFFFF_FFFFL, 32);
        assertThat(s.increaseAsDouble()).isBetween(0.0, 0x1p32);
    }
}
