package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableSortedMap;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.ownership.internal.InvalidInputException;
import io.planerules.ownership.internal.PlaneNamespaces;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Secret-mirroring configuration (docs/reference/ownership.md#secret-mirroring): the plane, the
 * source namespace (default {@code secret-mirror/source-namespace}, i.e. the plane's operator
 * namespace) and an equality-based selector (every pair must be present with an equal value). An
 * empty selector disables mirroring.
 * <!-- snippet: OwnershipExamplesTest#mirror-config -->
 *
 * <pre>{@code
 * MirrorConfig c = MirrorConfig.of(id, "", MirrorConfig.parseSelector("mirror=true"));
 * // "" is the plane's operator namespace: c.sourceNamespace() is "plane-a-nvca-operator"
 * }</pre>
 *
 * @param id the plane
 * @param sourceNamespace the source namespace
 * @param selector the selector
 */
public record MirrorConfig(
    ControlPlaneId id, String sourceNamespace, Map<String, String> selector) {

  private static final CharMatcher SPACE = CharMatcher.anyOf(" \t");

  /** Creates a config; copies the selector. */
  public MirrorConfig {
    requireNonNull(id, "id");
    requireNonNull(sourceNamespace, "sourceNamespace");
    selector = ImmutableSortedMap.copyOf(selector);
  }

  /**
   * A config whose empty source namespace resolves to the plane's default.
   *
   * @param id the plane
   * @param sourceNamespace the configured source namespace, {@code ""} for the default
   * @param selector the selector
   * @return the config
   */
  public static MirrorConfig of(
      ControlPlaneId id, String sourceNamespace, Map<String, String> selector) {
    String source =
        sourceNamespace.isEmpty()
            ? PlaneNamespaces.derive(
                id, NamingOptions.defaults(), NameKind.SECRET_MIRROR_SOURCE_NAMESPACE)
            : sourceNamespace;
    return new MirrorConfig(id, source, selector);
  }

  /** Whether mirroring is off (empty selector). */
  public boolean disabled() {
    return selector.isEmpty();
  }

  /**
   * Whether labels match the selector (every pair present with an equal value).
   *
   * @param labels the labels
   * @return whether they match
   */
  public boolean matches(Map<String, String> labels) {
    for (Map.Entry<String, String> pair : selector.entrySet()) {
      if (!pair.getValue().equals(labels.get(pair.getKey()))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Parses the flag form of the selector: {@code k=v} or {@code k==v} pairs, comma-separated,
   * surrounding spaces ignored; {@code ""} is the empty selector.
   *
   * @param text the flag value
   * @return the selector
   * @throws InvalidInputException with {@code mirror.selector-unsupported} for other syntax
   */
  public static Map<String, String> parseSelector(String text) {
    validateSelector(text).throwIfInvalid(InvalidInputException::new);
    Map<String, String> selector = new TreeMap<>();
    for (String part : parts(text)) {
      String[] kv = split(part);
      selector.put(kv[0], kv[1]);
    }
    return ImmutableSortedMap.copyOf(selector);
  }

  /**
   * The non-throwing twin of {@link #parseSelector}.
   *
   * @param text the flag value
   * @return the problems
   */
  public static ValidationResult validateSelector(String text) {
    List<Problem> problems = new ArrayList<>();
    for (String part : parts(text)) {
      String[] kv = split(part);
      if (kv.length != 2 || kv[0].isEmpty() || hasOperator(kv[0]) || hasOperator(kv[1])) {
        problems.add(
            Problem.error(
                MirrorRule.SELECTOR_UNSUPPORTED.code(),
                "selector",
                "unsupported selector term \""
                    + part
                    + "\": only equality terms k=v or k==v are supported"));
      }
    }
    return ValidationResult.of(problems);
  }

  private static List<String> parts(String text) {
    if (SPACE.trimFrom(text).isEmpty()) {
      return List.of();
    }
    return Splitter.on(',').trimResults(SPACE).splitToList(text);
  }

  private static String[] split(String term) {
    int eq = term.indexOf('=');
    if (eq < 0) {
      return new String[] {term};
    }
    int valueStart = term.startsWith("=", eq + 1) ? eq + 2 : eq + 1;
    return new String[] {
      SPACE.trimFrom(term.substring(0, eq)), SPACE.trimFrom(term.substring(valueStart))
    };
  }

  private static boolean hasOperator(String s) {
    return CharMatcher.anyOf("=!()<> ").matchesAnyOf(s);
  }
}
