package io.rocekit.host.collect;

import io.rocekit.host.snapshot.ItemStatus;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command as an argument list with {@link ProcessBuilder} (never a shell), stdin from
 * {@code /dev/null}, {@code LC_ALL=C} so that outputs have the format parsers know, a timeout
 * (then the process and its children are killed) and a cap on what is kept of stdout.
 */
public final class ProcessCommandRunner implements CommandRunner {
    /** Tools like lspci and ethtool live in sbin directories that a user's PATH may lack. */
    static final List<String> EXTRA_DIRS = List.of("/usr/local/sbin", "/usr/sbin", "/sbin", "/usr/bin", "/bin");
    private static final int STDERR_CAP = 64 * 1024;
    private final List<Path> searchPath;

    /** Searches {@code $PATH} and then the sbin directories. */
    public ProcessCommandRunner() {
        this(defaultSearchPath());
    }

    /** Searches only {@code searchPath}. */
    public ProcessCommandRunner(List<Path> searchPath) {
        this.searchPath = List.copyOf(searchPath);
    }

    static List<Path> defaultSearchPath() {
        List<Path> dirs = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) {
            for (String d : path.split(File.pathSeparator)) {
                if (!d.isEmpty()) {
                    dirs.add(Path.of(d));
                }
            }
        }
        for (String d : EXTRA_DIRS) {
            Path p = Path.of(d);
            if (!dirs.contains(p)) {
                dirs.add(p);
            }
        }
        return dirs;
    }

    /** The executable {@code program} resolves to, if it is installed. */
    public Optional<Path> find(String program) {
        if (program.contains("/")) {
            Path p = Path.of(program);
            return Files.isExecutable(p) && !Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
        }
        for (Path d : searchPath) {
            Path p = d.resolve(program);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    @Override
    public CommandResult run(CommandSpec spec) {
        Optional<Path> exe = find(spec.program());
        if (exe.isEmpty()) {
            return CommandResult.notInstalled();
        }
        List<String> argv = new ArrayList<>(spec.argv());
        argv.set(0, exe.get().toString());
        ProcessBuilder pb = new ProcessBuilder(argv)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        pb.environment().put("LC_ALL", "C");
        pb.environment().put("LANG", "C");
        long start = System.nanoTime();
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            return new CommandResult(ItemStatus.FAILED, OptionalInt.empty(), 0, new byte[0], false,
                    "cannot start: " + e.getMessage());
        }
        CappedReader out = new CappedReader(p.getInputStream(), spec.capBytes());
        CappedReader err = new CappedReader(p.getErrorStream(), STDERR_CAP);
        Thread to = startReader(out);
        Thread te = startReader(err);
        boolean finished;
        try {
            finished = p.waitFor(spec.timeoutMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            finished = false;
        }
        if (!finished) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            try {
                p.waitFor(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        join(to);
        join(te);
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        String errHead = firstLine(err.bytes());
        if (!finished) {
            return new CommandResult(ItemStatus.TIMED_OUT, OptionalInt.empty(), millis, out.bytes(), out.truncated(),
                    "killed after " + spec.timeoutMillis() + " ms" + (errHead.isEmpty() ? "" : "; " + errHead));
        }
        int code = p.exitValue();
        return new CommandResult(code == 0 ? ItemStatus.OK : ItemStatus.FAILED, OptionalInt.of(code), millis,
                out.bytes(), out.truncated(), errHead);
    }

    private static void join(Thread t) {
        try {
            t.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String firstLine(byte[] b) {
        String s = new String(b, StandardCharsets.UTF_8).strip();
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl).strip();
        return line.length() > 200 ? line.substring(0, 197) + "..." : line;
    }

    /** Reads a stream to its end, keeping at most {@code cap} bytes (the child must never block on a full pipe). */
    private static final class CappedReader implements Runnable {
        private final InputStream in;
        private final int cap;
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
        private volatile boolean truncated;

        CappedReader(InputStream in, int cap) {
            this.in = in;
            this.cap = cap;
        }

        @Override
        public void run() {
            byte[] buf = new byte[8192];
            try (in) {
                int n;
                while ((n = in.read(buf)) >= 0) {
                    int room = cap - kept.size();
                    if (room > 0) {
                        kept.write(buf, 0, Math.min(room, n));
                    }
                    if (n > room) {
                        truncated = true;
                    }
                }
            } catch (IOException e) {
                // The process was killed: keep what was read.
            }
        }

        synchronized byte[] bytes() {
            return kept.toByteArray();
        }

        boolean truncated() {
            return truncated;
        }
    }

    /** Reader threads are daemons so that a stuck pipe never keeps the JVM alive. */
    private static Thread startReader(Runnable r) {
        Thread t = new Thread(r, "collect-reader");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
