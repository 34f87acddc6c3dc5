package io.rocekit.host.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.rocekit.doctor.Fixtures;
import io.rocekit.host.artifact.TextSource;
import io.rocekit.host.model.PciAddress;
import io.rocekit.host.parse.lsmod.LoadedModules;
import io.rocekit.host.parse.lsmod.LsmodParser;
import io.rocekit.host.parse.proc.Interrupts;
import io.rocekit.host.parse.proc.InterruptsParser;
import io.rocekit.host.parse.proc.KernelCmdline;
import io.rocekit.host.parse.proc.KernelCmdlineParser;
import org.junit.jupiter.api.Test;

class ProcParsersTest {
    @Test
    void interruptsOfAVm() throws Exception {
        Interrupts irq = new InterruptsParser().parse(Fixtures.source("extra/proc/nemu82-interrupts-4cpu-partial.txt"));
        assertThat(irq.cpus()).containsExactly(0, 1, 2, 3);
        Interrupts.Irq q = irq.interrupts().stream().filter(i -> i.id().equals("6")).findFirst().get();
        assertThat(q.counts()).containsExactly(0L, 752L, 0L, 0L);
        assertThat(q.description()).isEqualTo("PCI-MSI 134217729-edge      virtio0-virtqueues");
        assertThat(irq.cpusServing(q)).containsExactly(1);
        assertThat(irq.mlx5()).isEmpty();
    }

    @Test
    void interruptsOfMlx5Queues() throws Exception {
        Interrupts irq = new InterruptsParser().parse(Fixtures.source("extra/proc/derived-nemu82-mlx5-interrupts.txt"));
        assertThat(irq.mlx5()).hasSize(3);
        Interrupts.Irq comp0 = irq.mlx5().get(1);
        assertThat(comp0.mlx5Queue()).contains("mlx5_comp0");
        assertThat(comp0.mlx5Device()).contains(new PciAddress(0, 0x18, 0, 0));
        assertThat(comp0.number()).contains(99);
    }

    @Test
    void interruptsRowCutShort() {
        String text = Fixtures.text("extra/proc/nemu82-interrupts-4cpu-partial.txt");
        String cut = text + " 13:          0          0\n";
        assertThatThrownBy(() -> new InterruptsParser().parse(TextSource.of("i.txt", cut)))
                .hasMessage("i.txt:14: expected 4 per-CPU counts (one per CPU column) for IRQ 13, found '13:          0          0'");
        assertThatThrownBy(() -> new InterruptsParser().parse(TextSource.of("i.txt", "           CPU0\nfoo\n")))
                .hasMessage("i.txt:2: expected an interrupt row 'IRQ: count... description', found 'foo'");
    }

    @Test
    void cmdline() throws Exception {
        KernelCmdline c = new KernelCmdlineParser().parse(TextSource.of("c",
                "BOOT_IMAGE=/vmlinuz-5.15.0-91-generic root=UUID=ab ro quiet intel_iommu=on iommu=pt dyndbg=\"file x +p\"\n"));
        assertThat(c.value("intel_iommu")).contains("on");
        assertThat(c.value("iommu")).contains("pt");
        assertThat(c.has("quiet")).isTrue();
        assertThat(c.value("dyndbg")).contains("file x +p");
        assertThat(new KernelCmdlineParser().parse(TextSource.of("c", "")).parameters()).isEmpty();
        assertThatThrownBy(() -> new KernelCmdlineParser().parse(TextSource.of("c", "ro quiet\nro quiet\n")))
                .hasMessage("c:2: expected one line of kernel parameters (/proc/cmdline), found 'ro quiet'");
        assertThatThrownBy(() -> new KernelCmdlineParser().parse(TextSource.of("c", "ro dyndbg=\"file x\n")))
                .hasMessage("c:1: expected a closing '\"' in parameter, found 'dyndbg=\"file x'");
    }

    @Test
    void lsmodAndProcModules() throws Exception {
        LoadedModules m = new LsmodParser().parse(TextSource.of("l",
                "Module                  Size  Used by\nnvidia_peermem         16384  0\nib_uverbs             159744  3 nvidia_peermem,rdma_ucm,mlx5_ib\n"));
        assertThat(m.complete()).isTrue();
        assertThat(m.isLoaded("nvidia-peermem")).isTrue();
        assertThat(m.module("ib_uverbs").get().usedBy()).containsExactly("nvidia_peermem", "rdma_ucm", "mlx5_ib");
        LoadedModules grep = new LsmodParser().parse(TextSource.of("l", "nvidia_peermem         16384  0\n"));
        assertThat(grep.complete()).isFalse();
        LoadedModules proc = new LsmodParser().parse(TextSource.of("l",
                "nv_peer_mem 16384 0 - Live 0x0000000000000000 (OE)\nib_core 434176 8 nv_peer_mem,rdma_ucm, Live 0x0000000000000000\n"));
        assertThat(proc.module("ib_core").get().usedBy()).containsExactly("nv_peer_mem", "rdma_ucm");
        assertThatThrownBy(() -> new LsmodParser().parse(TextSource.of("l", "nvidia_peermem 16k 0\n")))
                .hasMessage("l:1: expected a module size in bytes, found '16k'");
    }
}
