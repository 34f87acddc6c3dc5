package io.rocekit.sim.validation;

/** Manual: prints the fluid-model comparison numbers for docs/sim.md. */
public final class FluidNumbers {
    public static void main(String[] args) {
        for (int n : new int[] {2, 10}) {
            FluidModelTest.Outcome o = FluidModelTest.run(n);
            double total = 0;
            double sq = 0;
            double min = Double.MAX_VALUE;
            double max = 0;
            for (double g : o.gbps()) {
                total += g;
                sq += g * g;
                min = Math.min(min, g);
                max = Math.max(max, g);
            }
            System.out.printf("N=%d queue %.1f KB total %.2f Gb/s per flow %.2f-%.2f jain %.4f%n", n,
                    o.meanQueueBytes() / 1e3, total, min, max, total * total / (n * sq));
        }
    }
}
