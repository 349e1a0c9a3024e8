package io.planerules.testkit.rbac;

import io.planerules.testkit.Faulty;
import java.util.ArrayList;
import java.util.List;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * QuickTheories generators of RBAC rule inputs. Values come from small alphabets on purpose
 * (wildcards {@code *} and {@code *&#47;status}, the literal {@code pods/*}, the core group {@code
 * ""}, subresources, prefix URLs such as {@code /healthz*}), so that held and granted sets drawn
 * independently overlap, cover and miss each other often.
 * <!-- snippet: TestkitExamplesTest#rbac-generators -->
 *
 * <pre>{@code
 * Properties.qt()
 *     .forAll(RbacGenerators.ruleSets(0, 4), RbacGenerators.ruleSets(0, 4))
 *     .checkAssert(
 *         (held, granted) -> {
 *           assertThat(held).hasSizeLessThanOrEqualTo(4);
 *           assertThat(granted).allSatisfy(rule -> assertThat(rule.verbs()).isNotEmpty());
 *         });
 * }</pre>
 */
public final class RbacGenerators {

  /** API groups drawn from, {@code "*"} and the core group {@code ""} included. */
  public static final List<String> API_GROUPS =
      List.of("", "apps", "nvca.nvcf.nvidia.io", "rbac.authorization.k8s.io", "*");

  /**
   * Resources drawn from: plain, subresources, the {@code *} and {@code *&#47;status} wildcards and
   * the literal {@code pods/*} (not a wildcard).
   */
  public static final List<String> RESOURCES =
      List.of(
          "pods",
          "pods/status",
          "pods/log",
          "deployments/scale",
          "modelcachebindings",
          "modelcachebindings/status",
          "storagerequests",
          "*/status",
          "*/scale",
          "*",
          "pods/*");

  /** Verbs drawn from, {@code "*"} included. */
  public static final List<String> VERBS =
      List.of("get", "list", "watch", "create", "update", "patch", "delete", "escalate", "*");

  /** Resource names drawn from ({@code "*"} is a literal name). */
  public static final List<String> RESOURCE_NAMES = List.of("a", "b", "nvca-config", "*");

  /** Non-resource URLs drawn from, exact and {@code *}-suffixed prefixes. */
  public static final List<String> NON_RESOURCE_URLS =
      List.of(
          "/", "/api", "/apis", "/apis/v1", "/apis/*", "/healthz", "/healthz*", "/metrics", "*");

  /** The faults {@link #rulesWithOneFault()} applies, one at a time. */
  public static final List<String> RULE_FAULTS =
      List.of("no-verbs", "no-api-groups", "no-resources", "mixed-url-and-resources");

  private RbacGenerators() {}

  /**
   * Between {@code min} and {@code max} values of the alphabet, duplicates possible.
   *
   * @param alphabet the values to pick from
   * @param min at least this many
   * @param max at most this many
   * @return the generator
   */
  public static Gen<List<String>> valuesFrom(List<String> alphabet, int min, int max) {
    return SourceDSL.lists().of(Generate.pick(alphabet)).ofSizeBetween(min, max);
  }

  /**
   * Valid resource rules (at least one group, resource and verb; no names in about two of three).
   *
   * @return the generator
   */
  public static Gen<RuleInput> resourceRules() {
    Gen<List<String>> names =
        Generate.frequency(
            List.of(
                Pair.of(2, Generate.constant(List.<String>of())),
                Pair.of(1, valuesFrom(RESOURCE_NAMES, 1, 2))));
    return valuesFrom(API_GROUPS, 1, 2)
        .zip(
            valuesFrom(RESOURCES, 1, 3),
            valuesFrom(VERBS, 1, 3),
            names,
            (g, r, v, n) -> new RuleInput(g, r, v, n, List.of()));
  }

  /**
   * Valid non-resource URL rules.
   *
   * @return the generator
   */
  public static Gen<RuleInput> nonResourceRules() {
    return valuesFrom(NON_RESOURCE_URLS, 1, 3).zip(valuesFrom(VERBS, 1, 3), RuleInput::urls);
  }

  /**
   * Valid rules: resource rules mostly, URL rules sometimes.
   *
   * @return the generator
   */
  public static Gen<RuleInput> validRules() {
    return Generate.frequency(List.of(Pair.of(4, resourceRules()), Pair.of(1, nonResourceRules())));
  }

  /**
   * Any rules, including ones the API server would reject: empty fields, resources mixed with URLs,
   * names on URL rules. Kubernetes' comparator answers for all of them.
   *
   * @return the generator
   */
  public static Gen<RuleInput> anyRules() {
    return valuesFrom(API_GROUPS, 0, 2)
        .zip(
            valuesFrom(RESOURCES, 0, 2),
            valuesFrom(VERBS, 0, 2),
            valuesFrom(RESOURCE_NAMES, 0, 1),
            valuesFrom(NON_RESOURCE_URLS, 0, 2),
            RuleInput::new);
  }

  /**
   * Lists of valid rules.
   *
   * @param min at least this many rules
   * @param max at most this many rules
   * @return the generator
   */
  public static Gen<List<RuleInput>> ruleSets(int min, int max) {
    return SourceDSL.lists().of(validRules()).ofSizeBetween(min, max);
  }

  /**
   * Lists of {@linkplain #anyRules() any rules}.
   *
   * @param min at least this many rules
   * @param max at most this many rules
   * @return the generator
   */
  public static Gen<List<RuleInput>> anyRuleSets(int min, int max) {
    return SourceDSL.lists().of(anyRules()).ofSizeBetween(min, max);
  }

  /**
   * A valid rule with exactly one of {@link #RULE_FAULTS} applied: {@code no-verbs} (verbs
   * emptied), {@code no-api-groups} / {@code no-resources} (on a resource rule), {@code
   * mixed-url-and-resources} (a URL added to a resource rule).
   *
   * @return the generator
   */
  public static Gen<Faulty<RuleInput>> rulesWithOneFault() {
    return resourceRules()
        .zip(
            Generate.pick(RULE_FAULTS),
            Generate.pick(NON_RESOURCE_URLS),
            (rule, fault, url) -> new Faulty<>(applyFault(rule, fault, url), fault));
  }

  /**
   * Rules every atomic permission of which the given valid rule covers: each field narrowed to
   * values the rule holds, wildcards replaced by concrete values ({@code *} by any value, {@code
   * *&#47;status} by {@code pods/status}, a {@code /apis/*} URL by {@code /apis/v1}), names added
   * when the rule lists none. Used to build "B covers C" pairs.
   *
   * @param rule a valid rule (no names on a URL rule)
   * @return the generator
   */
  public static Gen<RuleInput> narrowerThan(RuleInput rule) {
    return random -> {
      List<String> groups = narrow(rule.apiGroups(), API_GROUPS, random);
      List<String> resources = new ArrayList<>();
      for (String held : pickSome(rule.resources(), random)) {
        if (held.equals("*")) {
          resources.add(Generate.pick(RESOURCES).generate(random));
        } else if (held.startsWith("*/")) {
          resources.add(
              Generate.pick(List.of("*", "pods", "deployments", "modelcachebindings"))
                      .generate(random)
                  + held.substring(1));
        } else {
          resources.add(held);
        }
      }
      List<String> verbs = narrow(rule.verbs(), VERBS, random);
      List<String> names;
      if (!rule.nonResourceURLs().isEmpty() || !rule.resourceNames().isEmpty()) {
        names =
            rule.nonResourceURLs().isEmpty() ? pickSome(rule.resourceNames(), random) : List.of();
      } else {
        names = valuesFrom(RESOURCE_NAMES, 0, 2).generate(random);
      }
      List<String> urls = new ArrayList<>();
      for (String held : pickSome(rule.nonResourceURLs(), random)) {
        if (held.endsWith("*")) {
          urls.add(
              held.replaceAll("\\*+$", "")
                  + Generate.pick(List.of("", "x", "/v1", "*", "/apis")).generate(random));
        } else {
          urls.add(held);
        }
      }
      return new RuleInput(groups, resources, verbs, names, urls);
    };
  }

  /**
   * Rules that cover every atomic permission of the given valid rule: each field kept, extended
   * with random values, or replaced by {@code *}; names kept, extended or dropped (all names). Used
   * to build "A covers B" pairs.
   *
   * @param rule a valid rule
   * @return the generator
   */
  public static Gen<RuleInput> widerThan(RuleInput rule) {
    return random -> {
      boolean urlRule = !rule.nonResourceURLs().isEmpty();
      List<String> groups =
          urlRule ? rule.apiGroups() : widen(rule.apiGroups(), API_GROUPS, random);
      List<String> resources =
          urlRule ? rule.resources() : widen(rule.resources(), RESOURCES, random);
      List<String> verbs = widen(rule.verbs(), VERBS, random);
      List<String> names = rule.resourceNames();
      int mode = Generate.range(0, 2).generate(random);
      if (mode == 1 && !names.isEmpty()) {
        names = concat(names, valuesFrom(RESOURCE_NAMES, 1, 2).generate(random));
      } else if (mode == 2) {
        names = List.of();
      }
      List<String> urls =
          urlRule ? widen(rule.nonResourceURLs(), NON_RESOURCE_URLS, random) : List.of();
      return new RuleInput(groups, resources, verbs, names, urls);
    };
  }

  private static List<String> narrow(
      List<String> held, List<String> alphabet, RandomnessSource random) {
    List<String> out = new ArrayList<>();
    for (String value : pickSome(held, random)) {
      out.add(value.equals("*") ? Generate.pick(alphabet).generate(random) : value);
    }
    return out;
  }

  private static List<String> widen(
      List<String> held, List<String> alphabet, RandomnessSource random) {
    return switch (Generate.range(0, 2).generate(random)) {
      case 0 -> held;
      case 1 -> concat(held, valuesFrom(alphabet, 1, 2).generate(random));
      default -> List.of("*");
    };
  }

  private static List<String> pickSome(List<String> values, RandomnessSource random) {
    if (values.isEmpty()) {
      return List.of();
    }
    return valuesFrom(values, 1, values.size()).generate(random);
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  static RuleInput applyFault(RuleInput rule, String fault, String url) {
    return switch (fault) {
      case "no-verbs" ->
          new RuleInput(
              rule.apiGroups(),
              rule.resources(),
              List.of(),
              rule.resourceNames(),
              rule.nonResourceURLs());
      case "no-api-groups" ->
          new RuleInput(List.of(), rule.resources(), rule.verbs(), rule.resourceNames(), List.of());
      case "no-resources" ->
          new RuleInput(rule.apiGroups(), List.of(), rule.verbs(), rule.resourceNames(), List.of());
      case "mixed-url-and-resources" -> {
        List<String> urls = new ArrayList<>(rule.nonResourceURLs());
        urls.add(url);
        yield new RuleInput(
            rule.apiGroups(), rule.resources(), rule.verbs(), rule.resourceNames(), urls);
      }
      default -> throw new IllegalArgumentException("unknown fault " + fault);
    };
  }
}
