package io.rocekit.wire;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Unsigned big- and little-endian reads and writes on a {@code byte[]} at an absolute offset.
 *
 * <p>Network headers are big-endian; pcap headers are in the writer's byte order. The var handles
 * compile to single loads and stores with a bounds check, which is what the hot decode path needs.
 * Unsigned fields are widened: a 16-bit field is returned as an {@code int}, a 32-bit field as a
 * {@code long}.
 */
public final class Bytes {
    private static final VarHandle SHORT_BE =
            MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle SHORT_LE =
            MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT_BE =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT_LE =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG_BE =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private Bytes() {
    }

    public static int u8(byte[] b, int off) {
        return b[off] & 0xff;
    }

    public static int u16(byte[] b, int off) {
        return (short) SHORT_BE.get(b, off) & 0xffff;
    }

    public static int u16le(byte[] b, int off) {
        return (short) SHORT_LE.get(b, off) & 0xffff;
    }

    /** A 24-bit big-endian field (QP numbers, PSNs, MSNs). */
    public static int u24(byte[] b, int off) {
        return ((b[off] & 0xff) << 16) | ((b[off + 1] & 0xff) << 8) | (b[off + 2] & 0xff);
    }

    public static long u32(byte[] b, int off) {
        return (int) INT_BE.get(b, off) & 0xffff_ffffL;
    }

    /** A 32-bit big-endian field as a signed int (for hashing and comparing raw words). */
    public static int i32(byte[] b, int off) {
        return (int) INT_BE.get(b, off);
    }

    public static long u32le(byte[] b, int off) {
        return (int) INT_LE.get(b, off) & 0xffff_ffffL;
    }

    public static int i32le(byte[] b, int off) {
        return (int) INT_LE.get(b, off);
    }

    /** A 64-bit big-endian field; callers treat it as unsigned ({@link Long#toUnsignedString}). */
    public static long u64(byte[] b, int off) {
        return (long) LONG_BE.get(b, off);
    }

    public static void put8(byte[] b, int off, int v) {
        b[off] = (byte) v;
    }

    public static void put16(byte[] b, int off, int v) {
        SHORT_BE.set(b, off, (short) v);
    }

    public static void put16le(byte[] b, int off, int v) {
        SHORT_LE.set(b, off, (short) v);
    }

    public static void put24(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 16);
        b[off + 1] = (byte) (v >>> 8);
        b[off + 2] = (byte) v;
    }

    public static void put32(byte[] b, int off, long v) {
        INT_BE.set(b, off, (int) v);
    }

    public static void put32le(byte[] b, int off, long v) {
        INT_LE.set(b, off, (int) v);
    }

    public static void put64(byte[] b, int off, long v) {
        LONG_BE.set(b, off, v);
    }

    /** Appends {@code len} bytes as lower-case hex. */
    public static StringBuilder appendHex(StringBuilder sb, byte[] b, int off, int len) {
        for (int i = 0; i < len; i++) {
            int v = b[off + i] & 0xff;
            sb.append(Character.forDigit(v >>> 4, 16)).append(Character.forDigit(v & 0xf, 16));
        }
        return sb;
    }
}
