package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.json.Json;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.NameRule;
import io.planerules.rules.ValidationResult;
import java.util.Arrays;
import java.util.List;

/** Batch operations of the {@code identity} module (cli.md "Identity"). */
public final class IdentityOps {

  private IdentityOps() {}

  /** The rule ids {@code k8s.validate} accepts. */
  static final List<String> RULE_IDS = Arrays.stream(NameRule.values()).map(NameRule::id).toList();

  /** Registers the identity operations. */
  public static void register(OpRegistry.Builder ops) {
    ops.register("id.validate", IdentityOps::validateId);
    ops.register("k8s.validate", IdentityOps::validateName);
  }

  /** {@code id.validate}: {@code value} → {@code valid}, {@code mode}, {@code problems}. */
  public static ObjectNode validateId(Request request) {
    String value = request.string("value");
    ValidationResult result = ControlPlaneId.validate(value);
    ObjectNode out = validation(result);
    if (result.isValid()) {
      out.put("mode", value.isEmpty() ? "legacy" : "named");
    } else {
      out.putNull("mode");
    }
    return out;
  }

  /** {@code k8s.validate}: {@code rule}, {@code value} → {@code valid}, {@code problems}. */
  public static ObjectNode validateName(Request request) {
    NameRule rule = request.wire("rule", id -> NameRule.byId(id).orElse(null), null, RULE_IDS);
    return validation(rule.validate(request.string("value")));
  }

  /** {@code {"valid": ..., "problems": [...]}} of a validation result. */
  public static ObjectNode validation(ValidationResult result) {
    ObjectNode out = Json.object();
    out.put("valid", result.isValid());
    out.set("problems", Json.problems(result.problems()));
    return out;
  }
}
