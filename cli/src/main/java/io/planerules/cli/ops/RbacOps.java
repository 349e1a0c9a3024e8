package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.json.Json;
import io.planerules.rbac.AtomicPermission;
import io.planerules.rbac.Coverage;
import io.planerules.rbac.PolicyRule;
import io.planerules.rbac.RbacCoverage;
import io.planerules.rbac.RbacDiff;
import io.planerules.rbac.RuleSetDiff;
import java.util.ArrayList;
import java.util.List;

/** Batch operations of RBAC delegation coverage (docs/reference/cli.md#operations). */
public final class RbacOps {

  private RbacOps() {}

  /** Registers the RBAC operations. */
  public static void register(OpRegistry.Builder ops) {
    ops.register(
        "rbac.covers",
        Fields.of(Field.objects("held", POLICY_RULE), Field.objects("granted", POLICY_RULE)),
        RbacOps::covers);
    ops.register(
        "rbac.diff",
        Fields.of(Field.objects("a", POLICY_RULE), Field.objects("b", POLICY_RULE)),
        RbacOps::diff);
  }

  /** The fields of a PolicyRule. */
  static final Fields POLICY_RULE =
      Fields.of(
          Field.strings("apiGroups"),
          Field.strings("resources"),
          Field.strings("verbs"),
          Field.strings("resourceNames"),
          Field.strings("nonResourceURLs"));

  /** PolicyRules of a request list field; a missing list field of a rule is empty. */
  public static List<PolicyRule> rules(Request request, String field) {
    List<PolicyRule> rules = new ArrayList<>();
    for (Request rule : request.objects(field)) {
      rules.add(
          new PolicyRule(
              rule.strings("apiGroups"),
              rule.strings("resources"),
              rule.strings("verbs"),
              rule.strings("resourceNames"),
              rule.strings("nonResourceURLs")));
    }
    return rules;
  }

  /** {@code rbac.covers}: {@code held}, {@code granted} → {@code covered}, {@code uncovered}. */
  static ObjectNode covers(Request request) {
    return coverage(RbacCoverage.covers(rules(request, "held"), rules(request, "granted")));
  }

  /** The JSON of a coverage answer. */
  public static ObjectNode coverage(Coverage coverage) {
    ObjectNode out = Json.object();
    out.put("covered", coverage.covered());
    out.set("uncovered", atomics(coverage.uncovered()));
    out.set("missingRules", Json.strings(coverage.missingRules()));
    out.put("rule", coverage.rule().value());
    out.put("reason", coverage.reason());
    out.put("message", coverage.message());
    out.set("warnings", Json.problems(coverage.warnings()));
    out.set("trace", Json.trace(coverage.trace()));
    return out;
  }

  /** {@code rbac.diff}: {@code a}, {@code b} → {@code onlyInA}, {@code onlyInB}. */
  static ObjectNode diff(Request request) {
    RuleSetDiff diff = RbacDiff.diff(rules(request, "a"), rules(request, "b"));
    ObjectNode out = Json.object();
    out.set("onlyInA", atomics(diff.onlyInA()));
    out.set("onlyInB", atomics(diff.onlyInB()));
    out.put("identical", diff.identical());
    out.put("rule", diff.rule().value());
    out.put("reason", diff.reason());
    out.put("message", diff.message());
    return out;
  }

  /** Atomic permissions in wire form ({@code {apiGroup, resource, verb, resourceName?}} or URL). */
  public static ArrayNode atomics(List<AtomicPermission> atomics) {
    ArrayNode out = Json.array();
    for (AtomicPermission atomic : atomics) {
      out.add(Json.stringMap(atomic.toFields()));
    }
    return out;
  }
}
