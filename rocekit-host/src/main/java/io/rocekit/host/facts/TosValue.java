package io.rocekit.host.facts;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ToS byte a ToS setting file holds. RDMA-CM's {@code default_roce_tos} holds the number
 * ({@code 106}); MLNX_OFED's {@code infiniband/DEV/tc/N/traffic_class} prints {@code Global tclass=106}
 * when a global value is set, nothing when none is, and per-address rules
 * ({@code dst_ip=10.0.0.0/8,tclass=96}) on lines of their own (mlnx-ofa_kernel
 * {@code drivers/infiniband/hw/mlx5/main_ext.c}, {@code traffic_class_show}). Only the number and
 * the global value are read: a rule applies to some destinations only.
 */
public final class TosValue {
    private static final Pattern GLOBAL = Pattern.compile("(?m)^\\s*Global tclass=(\\d{1,3})\\s*$");

    private TosValue() {
    }

    /** The ToS {@code text} sets for every connection, if it sets one (0..255). */
    public static OptionalInt of(String text) {
        String t = text.strip();
        Matcher m = GLOBAL.matcher(t);
        String digits = t.matches("\\d{1,3}") ? t : m.find() ? m.group(1) : null;
        if (digits == null) {
            return OptionalInt.empty();
        }
        int v = Integer.parseInt(digits);
        return v <= 255 ? OptionalInt.of(v) : OptionalInt.empty();
    }
}
