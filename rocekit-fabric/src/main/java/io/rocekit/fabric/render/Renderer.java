package io.rocekit.fabric.render;

import io.rocekit.fabric.intent.Intent;

/** Turns an intent into one target's configuration text. */
public interface Renderer {
    String render(Intent intent, RenderOptions options);
}
