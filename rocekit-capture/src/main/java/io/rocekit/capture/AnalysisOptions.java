package io.rocekit.capture;

import io.rocekit.capture.track.TrackConfig;
import io.rocekit.core.rule.RuleSettings;
import io.rocekit.wire.udp.UdpHeader;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;

/**
 * How to analyse a capture. Every value is checked here, with a message naming the option and
 * the allowed range, so the command line can show it as is.
 *
 * @param expectDscp    the DSCP RoCE traffic other than CNPs must use (empty: the most common one)
 * @param expectCnpDscp the DSCP CNPs must use (empty: the most common one)
 * @param dscpToPcp     DSCP to 802.1p priority, as the switches map it (empty: inferred, each DSCP
 *                      to its most common priority)
 * @param binNanos      timeline bin width, 0 for automatic
 * @param pmtu          path MTU in payload bytes (256-4096), 0 to infer it from the capture
 * @param verifyIcrc    compute every frame's ICRC
 * @param rocePort      UDP destination port of RoCEv2
 * @param psnWindow     per-flow PSN ring: how far behind the newest PSN a resend is still timed
 * @param rules         rule thresholds
 */
public record AnalysisOptions(OptionalInt expectDscp, OptionalInt expectCnpDscp, Map<Integer, Integer> dscpToPcp,
        long binNanos, int pmtu, boolean verifyIcrc, int rocePort, int psnWindow, RuleSettings rules) {
    public static final int DEFAULT_PSN_WINDOW = 1024;
    private static final Set<Integer> PMTUS = Set.of(0, 256, 512, 1024, 2048, 4096);

    public AnalysisOptions {
        Objects.requireNonNull(expectDscp, "expectDscp");
        Objects.requireNonNull(expectCnpDscp, "expectCnpDscp");
        Objects.requireNonNull(rules, "rules");
        expectDscp.ifPresent(d -> checkDscp("--expect-dscp", d));
        expectCnpDscp.ifPresent(d -> checkDscp("--expect-cnp-dscp", d));
        dscpToPcp.forEach((d, p) -> {
            checkDscp("--dscp-map", d);
            if (p < 0 || p > 7) {
                throw new IllegalArgumentException("--dscp-map " + d + "=" + p + ": priority must be 0-7");
            }
        });
        dscpToPcp = Map.copyOf(dscpToPcp);
        if (binNanos < 0) {
            throw new IllegalArgumentException("--bin " + binNanos + " ns: must be > 0 (or omitted for automatic)");
        }
        if (!PMTUS.contains(pmtu)) {
            throw new IllegalArgumentException("--pmtu=" + pmtu + ": must be 256, 512, 1024, 2048 or 4096");
        }
        if (rocePort < 1 || rocePort > 65535) {
            throw new IllegalArgumentException("--roce-port=" + rocePort + ": must be 1-65535");
        }
        if (psnWindow < 16 || psnWindow > (1 << 16) || Integer.bitCount(psnWindow) != 1) {
            throw new IllegalArgumentException("PSN window " + psnWindow + ": must be a power of two, 16-65536");
        }
    }

    private static void checkDscp(String option, int dscp) {
        if (dscp < 0 || dscp > 63) {
            throw new IllegalArgumentException(option + "=" + dscp + ": DSCP must be 0-63");
        }
    }

    /** Everything inferred, automatic bins, ICRC verified, default thresholds. */
    public static AnalysisOptions defaults() {
        return new AnalysisOptions(OptionalInt.empty(), OptionalInt.empty(), Map.of(), 0, 0, true,
                UdpHeader.ROCE_V2_PORT, DEFAULT_PSN_WINDOW, RuleSettings.defaults());
    }

    public AnalysisOptions withExpectDscp(OptionalInt dscp) {
        return new AnalysisOptions(dscp, expectCnpDscp, dscpToPcp, binNanos, pmtu, verifyIcrc, rocePort, psnWindow,
                rules);
    }

    public AnalysisOptions withExpectCnpDscp(OptionalInt dscp) {
        return new AnalysisOptions(expectDscp, dscp, dscpToPcp, binNanos, pmtu, verifyIcrc, rocePort, psnWindow,
                rules);
    }

    public AnalysisOptions withDscpToPcp(Map<Integer, Integer> map) {
        return new AnalysisOptions(expectDscp, expectCnpDscp, map, binNanos, pmtu, verifyIcrc, rocePort, psnWindow,
                rules);
    }

    public AnalysisOptions withBinNanos(long nanos) {
        return new AnalysisOptions(expectDscp, expectCnpDscp, dscpToPcp, nanos, pmtu, verifyIcrc, rocePort, psnWindow,
                rules);
    }

    public AnalysisOptions withPmtu(int bytes) {
        return new AnalysisOptions(expectDscp, expectCnpDscp, dscpToPcp, binNanos, bytes, verifyIcrc, rocePort,
                psnWindow, rules);
    }

    public AnalysisOptions withVerifyIcrc(boolean verify) {
        return new AnalysisOptions(expectDscp, expectCnpDscp, dscpToPcp, binNanos, pmtu, verify, rocePort, psnWindow,
                rules);
    }

    public AnalysisOptions withRocePort(int port) {
        return new AnalysisOptions(expectDscp, expectCnpDscp, dscpToPcp, binNanos, pmtu, verifyIcrc, port, psnWindow,
                rules);
    }

    public AnalysisOptions withRules(RuleSettings settings) {
        return new AnalysisOptions(expectDscp, expectCnpDscp, dscpToPcp, binNanos, pmtu, verifyIcrc, rocePort,
                psnWindow, settings);
    }

    TrackConfig trackConfig() {
        return new TrackConfig(psnWindow, pmtu, verifyIcrc, rocePort, binNanos, expectDscp, expectCnpDscp, dscpToPcp);
    }
}
