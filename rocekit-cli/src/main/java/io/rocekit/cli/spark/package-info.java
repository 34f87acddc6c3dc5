/**
 * {@code --spark-master} for every command that runs tasks on Spark ({@code tune}, {@code fleet}):
 * finding the Spark runner on the class path for {@code local[N]}, and handing a cluster URL to the
 * user's {@code spark-submit}. One launcher, so both commands behave and fail alike.
 */
package io.rocekit.cli.spark;
