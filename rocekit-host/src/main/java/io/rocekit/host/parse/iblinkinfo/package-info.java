/** {@code iblinkinfo}: the fabric's nodes and the width, speed and state of every port's link. */
package io.rocekit.host.parse.iblinkinfo;
