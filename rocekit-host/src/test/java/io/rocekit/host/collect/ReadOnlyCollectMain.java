package io.rocekit.host.collect;

import java.io.FilePermission;
import java.nio.file.Path;
import java.security.Permission;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Runs a live collection under a security manager that refuses every file write or delete outside
 * the output directory and records it (run in its own JVM by {@link ReadOnlyCollectTest}).
 * Exit 0: no write outside; 10: writes were attempted outside (listed on stderr); 20: this JVM
 * cannot install a security manager.
 */
public final class ReadOnlyCollectMain {
    private ReadOnlyCollectMain() {
    }

    @SuppressWarnings({"removal", "deprecation"})
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]).toAbsolutePath().normalize();
        List<String> refused = Collections.synchronizedList(new ArrayList<>());
        String outPrefix = out.toString() + "/";
        SecurityManager sm = new SecurityManager() {
            @Override
            public void checkPermission(Permission perm) {
                if (perm instanceof FilePermission fp) {
                    String actions = fp.getActions();
                    if (actions.contains("write") || actions.contains("delete")) {
                        String name = fp.getName();
                        if (!name.equals(out.toString()) && !name.startsWith(outPrefix)) {
                            refused.add(actions + " " + name);
                            throw new SecurityException("write outside the output directory: " + name);
                        }
                    }
                }
            }

            @Override
            public void checkPermission(Permission perm, Object context) {
                checkPermission(perm);
            }
        };
        try {
            System.setSecurityManager(sm);
        } catch (UnsupportedOperationException e) {
            System.err.println("no security manager on this JVM: " + e.getMessage());
            System.exit(20);
        }
        try {
            new Collector(CollectOptions.live("read-only-check"), new ProcessCommandRunner(), l -> { }).collect(out);
        } catch (SecurityException e) {
            refused.add("(thrown) " + e.getMessage());
        }
        if (!refused.isEmpty()) {
            refused.forEach(System.err::println);
            System.exit(10);
        }
        System.out.println("collected with no write outside " + out);
        System.exit(0);
    }
}
