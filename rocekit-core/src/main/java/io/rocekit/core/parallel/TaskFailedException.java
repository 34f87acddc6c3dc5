package io.rocekit.core.parallel;

/** A task threw; the cause is the task's own exception when the runner could recover it. */
public final class TaskFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public TaskFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
