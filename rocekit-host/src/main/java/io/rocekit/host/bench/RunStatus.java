package io.rocekit.host.bench;

/** How far a benchmark run got, as the JSON contract names it. */
public enum RunStatus {
    /** The table was printed to its end (rows and the closing line or footer). */
    OK("ok"),
    /**
     * The tool ran and errored: no result rows at all, or an RDMA work completion failed during
     * the run (its rows are kept but not judged as bandwidth). Never reported as 0 GB/s.
     */
    FAILED("failed"),
    /** Some rows, then the output stops or an error follows: the rows are real but cut short. */
    PARTIAL("partial");

    private final String id;

    RunStatus(String id) {
        this.id = id;
    }

    /** The id printed in JSON and text ({@code ok}, {@code failed}, {@code partial}). */
    public String id() {
        return id;
    }
}
