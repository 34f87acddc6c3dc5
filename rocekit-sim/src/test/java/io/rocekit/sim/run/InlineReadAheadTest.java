package io.rocekit.sim.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class InlineReadAheadTest {

    @Test
    void readingBetweenSlicesReadsTheCalendarsNextEventsAndChangesNothingTheRunDoes() {
        ReadAheadFabric plain = ReadAheadFabric.fatTreeK8();
        plain.loop().run(Long.MAX_VALUE, plain.net());

        ReadAheadFabric f = ReadAheadFabric.fatTreeK8();
        InlineReadAhead inline = new InlineReadAhead(f.calendar(), f.net().readAhead());
        long slices = 0;
        while (!f.loop().stopped() && !f.loop().idleUntil(Long.MAX_VALUE)) {
            inline.readNext();
            f.loop().run(Long.MAX_VALUE, f.net(), InlineReadAhead.EVERY_EVENTS);
            slices++;
        }
        assertThat(f.loop().stopped()).as("every flow finished").isTrue();
        assertThat(slices).isGreaterThanOrEqualTo(plain.loop().eventsRun() / InlineReadAhead.EVERY_EVENTS);
        // k=8: about a quarter of the slices find more than a slice of events in the calendar's day
        assertThat(inline.readings()).as("readings that found events beyond the next slice")
                .isGreaterThan(slices / 10);
        assertThat(f.loop().eventsRun()).isEqualTo(plain.loop().eventsRun());
        assertThat(f.loop().nowPs()).isEqualTo(plain.loop().nowPs());
    }

    @Test
    void onALightFabricMostDaysAreShorterThanASliceAndAreNotRead() {
        ReadAheadFabric f = ReadAheadFabric.fat320Head();
        InlineReadAhead inline = new InlineReadAhead(f.calendar(), f.net().readAhead());
        while (!f.loop().stopped() && !f.loop().idleUntil(Long.MAX_VALUE)) {
            inline.readNext();
            f.loop().run(Long.MAX_VALUE, f.net(), InlineReadAhead.EVERY_EVENTS);
        }
        assertThat(f.loop().stopped()).isTrue();
        assertThat(inline.readings()).isLessThan(f.loop().eventsRun() / InlineReadAhead.EVERY_EVENTS / 2);
    }
}
