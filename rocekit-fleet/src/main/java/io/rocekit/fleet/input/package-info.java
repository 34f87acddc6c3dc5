/** What {@code rocekit fleet} is given: snapshot directories, {@code .tar.gz} snapshots, folders of them. */
package io.rocekit.fleet.input;
