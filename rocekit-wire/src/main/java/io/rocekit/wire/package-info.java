/** RoCEv2 on the wire: frames, headers, ICRC and capture files. */
package io.rocekit.wire;
