package io.rocekit.host.parse.proc;

import io.rocekit.host.artifact.SourceLine;
import io.rocekit.host.model.PciAddress;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code /proc/interrupts}: per-CPU counts of every interrupt.
 *
 * @param cpus       the CPU ids of the count columns (from the header; 0..n-1 for a header-less
 *                   grep fragment)
 * @param interrupts the rows
 */
public record Interrupts(List<Integer> cpus, List<Interrupts.Irq> interrupts) {
    private static final Pattern MLX5 = Pattern.compile("(mlx5_[a-z]+\\d*)@pci:(\\S+)");

    public Interrupts {
        cpus = List.copyOf(cpus);
        interrupts = List.copyOf(interrupts);
    }

    /**
     * One row.
     *
     * @param id          the IRQ number or name ({@code 98}, {@code NMI})
     * @param counts      one count per CPU of {@link Interrupts#cpus()} (fewer for ERR/MIS rows)
     * @param description chip, type and action names ({@code IR-PCI-MSI 1572864-edge mlx5_comp0@pci:0000:18:00.0})
     * @param line        the line it was read from
     */
    public record Irq(String id, List<Long> counts, String description, SourceLine line) {
        public Irq {
            Objects.requireNonNull(id, "id");
            counts = List.copyOf(counts);
            Objects.requireNonNull(description, "description");
        }

        /** The numeric IRQ, when the id is a number. */
        public Optional<Integer> number() {
            return id.matches("\\d{1,9}") ? Optional.of(Integer.parseInt(id)) : Optional.empty();
        }

        /** The mlx5 queue name ({@code mlx5_comp3}) when this is a ConnectX interrupt. */
        public Optional<String> mlx5Queue() {
            Matcher m = MLX5.matcher(description);
            return m.find() ? Optional.of(m.group(1)) : Optional.empty();
        }

        /** The PCI function the mlx5 interrupt belongs to. */
        public Optional<PciAddress> mlx5Device() {
            Matcher m = MLX5.matcher(description);
            return m.find() ? PciAddress.parse(m.group(2)) : Optional.empty();
        }
    }

    /** The ConnectX (mlx5) interrupts. */
    public List<Irq> mlx5() {
        return interrupts.stream().filter(i -> i.mlx5Queue().isPresent()).toList();
    }

    /** The CPUs with a non-zero count for {@code irq}. */
    public List<Integer> cpusServing(Irq irq) {
        return java.util.stream.IntStream.range(0, Math.min(irq.counts().size(), cpus.size()))
                .filter(i -> irq.counts().get(i) > 0).mapToObj(cpus::get).toList();
    }
}
