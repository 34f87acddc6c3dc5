package io.rocekit.wire.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * The real peers the interop tests run: tshark and scapy. Missing peers skip the tests on a
 * developer machine; under CI ({@code ROCEKIT_REQUIRE_PEERS=1}) they fail them.
 */
final class Peers {
    /**
     * Payload heuristics that would re-dissect random SEND payloads (see docs/wire.md), one flag per
     * protocol: tshark 4.0 reads {@code --disable-protocol a,b} as one unknown name and disables
     * nothing. The Ethernet-over-IB heuristics are disabled by their heuristic names.
     */
    static final List<String> TSHARK_QUIET = List.of("--disable-protocol", "smc", "--disable-protocol", "smb_direct",
            "--disable-protocol", "rpcordma", "--disable-protocol", "nvme-rdma", "--disable-protocol", "lnet",
            "--disable-protocol", "iser", "--disable-protocol", "infiniband_sdp", "--disable-protocol", "fcoib",
            "--disable-heuristic", "eth_over_ib", "--disable-heuristic", "mellanox_eoib");

    private Peers() {
    }

    private static boolean required() {
        return "1".equals(System.getenv("ROCEKIT_REQUIRE_PEERS"));
    }

    private static void need(boolean present, String what) {
        if (!present && required()) {
            throw new AssertionError(what + " is required (ROCEKIT_REQUIRE_PEERS=1) but missing");
        }
        Assumptions.assumeTrue(present, what + " not installed: interop test skipped");
    }

    static String tshark() {
        boolean ok = Files.isExecutable(Path.of("/usr/bin/tshark"));
        need(ok, "tshark");
        return "/usr/bin/tshark";
    }

    /** A python3 that can import scapy (Debian's, not a pyenv one). */
    static String scapyPython() {
        for (String py : List.of("/usr/bin/python3", "python3")) {
            try {
                Process p = new ProcessBuilder(py, "-c", "import scapy.contrib.roce").redirectErrorStream(true).start();
                if (p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0) {
                    return py;
                }
            } catch (IOException | InterruptedException e) {
                // try the next one
            }
        }
        need(false, "python3 with scapy (Debian python3-scapy)");
        return null;
    }

    /** Runs a command and returns its standard output lines; fails the test on a non-zero exit. */
    static List<String> run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.PIPE).start();
        byte[] out = p.getInputStream().readAllBytes();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as("%s failed: %s", command.get(0), err).isZero();
        return new ArrayList<>(new String(out, StandardCharsets.UTF_8).lines().toList());
    }
}
