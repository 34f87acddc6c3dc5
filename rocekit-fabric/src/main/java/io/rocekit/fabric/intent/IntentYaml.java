package io.rocekit.fabric.intent;

import io.rocekit.core.yaml.YamlInputException;
import io.rocekit.core.yaml.YamlLoader;

/**
 * Parses intent YAML with core's one loader configuration ({@link YamlLoader}: size, nesting,
 * alias and expansion limits), so a deeply nested or alias-bombed intent is an input error.
 */
final class IntentYaml {
    private IntentYaml() {
    }

    static Object load(String file, String text) {
        try {
            return YamlLoader.load(file, text);
        } catch (YamlInputException e) {
            throw new IntentValues.Invalid(e.file() + ":" + Math.max(1, e.line()) + ": expected valid YAML: "
                    + e.reason().replaceFirst("^not valid YAML: ", ""));
        }
    }
}
