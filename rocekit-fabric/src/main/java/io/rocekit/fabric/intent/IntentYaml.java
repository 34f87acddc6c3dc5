package io.rocekit.fabric.intent;

import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;

/** Parses intent YAML; the one place of this package that knows the YAML library. */
final class IntentYaml {
    private IntentYaml() {
    }

    static Object load(String file, String text) {
        try {
            return new Load(LoadSettings.builder().setLabel(file).build()).loadFromString(text);
        } catch (MarkedYamlEngineException e) {
            int line = e.getProblemMark().map(m -> m.getLine() + 1).orElse(1);
            throw new IntentValues.Invalid(file + ":" + line + ": expected valid YAML: " + e.getProblem());
        } catch (YamlEngineException | StackOverflowError e) {
            throw new IntentValues.Invalid(file + ": expected valid YAML: " + e.getMessage());
        }
    }
}
