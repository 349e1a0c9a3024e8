package io.planerules.cli.docs;

import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionPolicies;
import io.planerules.audit.Audit;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.helm.HelmBackend;
import io.planerules.binding.intent.BindingIntent;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.binding.reader.ReaderVolumes;
import io.planerules.binding.selection.DriftCheck;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.binding.selection.io.SelectionCodec;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.plane.ControlPlaneProfile;
import io.planerules.identity.plane.PlaneConfig;
import io.planerules.identity.plane.PlaneRegistry;
import io.planerules.identity.validation.NameRule;
import io.planerules.ownership.OwnershipPolicy;
import io.planerules.ownership.backend.BackendAdmission;
import io.planerules.ownership.informer.InformerScopes;
import io.planerules.ownership.install.NamespaceLifecycle;
import io.planerules.ownership.mirror.SecretMirrorPlanner;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.rbac.PolicyRule;
import io.planerules.rbac.RbacCoverage;
import io.planerules.rbac.RbacDiff;
import io.planerules.rules.RuleDescriptor;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.transition.Transitions;
import io.planerules.storage.qualification.Qualify;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Renders {@code docs/rules.md} from every library module's rules (its front doors' {@code
 * rules()}, or its {@code *Rules.all()} index).
 *
 * <p>Order is the code's: modules in dependency order, decisions in the order of their first rule,
 * rules in the order their module lists them (evaluation or reporting order). Nothing depends on
 * the platform: no locale, no clock, {@code \n} line ends.
 */
final class RulesReference {

  /** The command that rewrites the committed file; printed when the file is stale. */
  static final String REGENERATE =
      "./mvnw -B -o -pl cli -am verify -Dtest=RulesReferenceTest"
          + " -Dsurefire.failIfNoSpecifiedTests=false -Dplanerules.regenerateDocs=true";

  /**
   * One module's rules reference: its Maven module, the methods that list its rules (its front
   * doors' {@code rules()}), the list.
   */
  record Source(String module, String method, Supplier<List<RuleDescriptor>> rules) {}

  /** Every rules reference of the library, in dependency order. */
  static List<Source> sources() {
    return List.of(
        new Source(
            "identity",
            "ControlPlaneId.rules(), PlaneDomain.rules(), NameRule.values(), PlaneNames.rules(),"
                + " PlaneConfig.rules(), PlaneRegistry.rules(), ControlPlaneProfile.rules()",
            () ->
                concat(
                    ControlPlaneId.rules(),
                    PlaneDomain.rules(),
                    List.<RuleDescriptor>of(NameRule.values()),
                    PlaneNames.rules(),
                    PlaneConfig.rules(),
                    PlaneRegistry.rules(),
                    ControlPlaneProfile.rules())),
        new Source(
            "ownership",
            "OwnershipPolicy.rules(), BackendAdmission.rules(), NamespaceLifecycle.rules(),"
                + " SecretMirrorPlanner.rules(), TeardownPlanner.rules(), InformerScopes.rules()",
            () ->
                concat(
                    OwnershipPolicy.rules(),
                    BackendAdmission.rules(),
                    NamespaceLifecycle.rules(),
                    SecretMirrorPlanner.rules(),
                    TeardownPlanner.rules(),
                    InformerScopes.rules())),
        new Source(
            "rbac",
            "RbacCoverage.rules(), RbacDiff.rules(), PolicyRule.rules()",
            () -> concat(RbacCoverage.rules(), RbacDiff.rules(), PolicyRule.rules())),
        new Source(
            "admission",
            "AdmissionPolicies.rules(), AdmissionOptions.rules()",
            () -> concat(AdmissionPolicies.rules(), AdmissionOptions.rules())),
        new Source("audit", "io.planerules.audit.Audit.rules()", Audit::rules),
        new Source(
            "storage-catalog",
            "CatalogParser.rules(), Transitions.rules()",
            () -> concat(CatalogParser.rules(), Transitions.rules())),
        new Source(
            "storage-catalog (qualification)",
            "io.planerules.storage.qualification.Qualify.rules()",
            Qualify::rules),
        new Source(
            "binding-decision",
            "DecisionResolver.rules(), SelectionCodec.rules(), PersistedSelection.rules(),"
                + " DriftCheck.rules(), BindingIntent.rules(), HelmBackend.rules(),"
                + " ReaderVolumes.rules(), ModelCacheNames.rules()",
            () ->
                concat(
                    DecisionResolver.rules(),
                    SelectionCodec.rules(),
                    PersistedSelection.rules(),
                    DriftCheck.rules(),
                    BindingIntent.rules(),
                    HelmBackend.rules(),
                    ReaderVolumes.rules(),
                    ModelCacheNames.rules())));
  }

  private RulesReference() {}

  /** The rules of a module's front doors, in the order given. */
  @SafeVarargs
  private static List<RuleDescriptor> concat(List<RuleDescriptor>... frontDoors) {
    List<RuleDescriptor> all = new ArrayList<>();
    for (List<RuleDescriptor> rules : frontDoors) {
      all.addAll(rules);
    }
    return List.copyOf(all);
  }

  /** The full text of {@code docs/rules.md}. */
  static String render() {
    List<Source> sources = sources();
    StringBuilder out = new StringBuilder();
    out.append("# Rules reference\n\n");
    out.append(
        "Every rule id of every library module: the decision it belongs to, its one-line"
            + " description, the\nreason (or problem) codes it can produce and the source file"
            + " of the class that decides it. Each\nrule is one constant of an enum implementing"
            + " `RuleDescriptor`. Modules are in dependency order;\ndecisions and rules are in"
            + " the order the code evaluates or reports them.\n\n");
    out.append(
        "Generated from the code by `cli/src/test/java/io/planerules/cli/docs/RulesReferenceTest.java`,"
            + " which fails\nwhen this file is stale. Do not edit it by hand; regenerate it with\n\n");
    out.append("```sh\n").append(REGENERATE).append("\n```\n\n");
    out.append("| module | decisions | rules |\n|---|---:|---:|\n");
    for (Source source : sources) {
      List<RuleDescriptor> rules = source.rules().get();
      out.append("| [")
          .append(source.module())
          .append("](#")
          .append(anchor(source.module()))
          .append(") | ")
          .append(byDecision(rules).size())
          .append(" | ")
          .append(rules.size())
          .append(" |\n");
    }
    for (Source source : sources) {
      out.append("\n## ").append(source.module()).append("\n\n");
      out.append("Source: `").append(source.method()).append("`\n");
      for (Map.Entry<String, List<RuleDescriptor>> decision :
          byDecision(source.rules().get()).entrySet()) {
        out.append("\n### ").append(source.module()).append(": ").append(decision.getKey());
        out.append(
            "\n\n| rule id | description | reason codes | decided in |\n|---|---|---|---|\n");
        for (RuleDescriptor rule : decision.getValue()) {
          out.append("| `")
              .append(rule.id().value())
              .append("` | ")
              .append(cell(rule.description()))
              .append(" | ")
              .append(
                  rule.reasonCodes().isEmpty()
                      ? "—"
                      : rule.reasonCodes().stream()
                          .map(code -> "`" + code + "`")
                          .collect(Collectors.joining(", ")))
              .append(" | ")
              .append(sourceLink(rule))
              .append(" |\n");
        }
      }
    }
    return out.toString();
  }

  /**
   * The repository path of the source file of the class that decides {@code rule}, e.g. {@code
   * identity/src/main/java/io/planerules/identity/ControlPlaneId.java}: the Maven module is the
   * library module whose root package holds the class; a nested class is decided in its top-level
   * class's file.
   */
  static String sourcePath(RuleDescriptor rule) {
    String name = rule.decidedBy().getName();
    int nested = name.indexOf('$');
    String topLevel = nested < 0 ? name : name.substring(0, nested);
    return moduleOf(topLevel) + "/src/main/java/" + topLevel.replace('.', '/') + ".java";
  }

  /** The Maven module (folder) of a library class, by its package. */
  static String moduleOf(String className) {
    for (Map.Entry<String, String> root : MODULE_ROOTS.entrySet()) {
      if (className.startsWith(root.getKey() + ".")) {
        return root.getValue();
      }
    }
    throw new IllegalArgumentException("not a library class: " + className);
  }

  /** Root package → Maven module folder of every library module. */
  private static final Map<String, String> MODULE_ROOTS =
      Map.of(
          "io.planerules.rules", "rules",
          "io.planerules.identity", "identity",
          "io.planerules.ownership", "ownership",
          "io.planerules.rbac", "rbac",
          "io.planerules.admission", "admission",
          "io.planerules.audit", "audit",
          "io.planerules.storage", "storage-catalog",
          "io.planerules.binding", "binding-decision");

  /** The source column: the path as a link relative to {@code docs/}. */
  private static String sourceLink(RuleDescriptor rule) {
    String path = sourcePath(rule);
    return "[`" + path + "`](../" + path + ")";
  }

  /** Groups rules by decision, decisions in the order of their first rule. */
  static Map<String, List<RuleDescriptor>> byDecision(List<RuleDescriptor> rules) {
    Map<String, List<RuleDescriptor>> out = new LinkedHashMap<>();
    for (RuleDescriptor rule : rules) {
      out.computeIfAbsent(rule.decision(), k -> new ArrayList<>()).add(rule);
    }
    return out;
  }

  /**
   * A GitHub heading anchor for a module heading ("storage-catalog (qualification)" →
   * "storage-catalog-qualification").
   */
  static String anchor(String heading) {
    StringBuilder out = new StringBuilder();
    for (char c : heading.toCharArray()) {
      if (c >= 'A' && c <= 'Z') {
        out.append((char) (c + ('a' - 'A')));
      } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') {
        out.append(c);
      } else if (c == ' ') {
        out.append('-');
      }
    }
    return out.toString();
  }

  /** One table cell: one line, pipes escaped. */
  static String cell(String text) {
    return text.replace("\r", " ").replace("\n", " ").replace("|", "\\|").strip();
  }
}
