package io.planerules.fabric8;

import io.fabric8.kubernetes.api.model.LabelSelectorBuilder;
import io.fabric8.kubernetes.api.model.LabelSelectorRequirement;
import io.planerules.ownership.LabelSelector;
import io.planerules.ownership.informer.InformerScope;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Informer scopes as what a fabric8 informer or a Java Operator SDK event source is configured
 * with: the namespaces and the label selector (docs/reference/fabric8.md#informer-scopes).
 * <!-- snippet: Fabric8ExamplesTest#informer-objects -->
 *
 * <pre>{@code
 * for (InformerScope scope : InformerScopes.forPlane(id)) {
 *   Set<String> namespaces = InformerObjects.namespaces(scope); // empty: every namespace
 *   Optional<String> labelSelector = InformerObjects.labelSelector(scope);
 *   configured.add(scope.kind() + " " + namespaces + " " + labelSelector.orElse("-"));
 * }
 * }</pre>
 */
public final class InformerObjects {

  private InformerObjects() {}

  /**
   * The namespaces an informer watches, sorted; empty means every namespace (or a cluster-scoped
   * kind).
   *
   * @param scope the scope
   * @return the namespaces
   */
  public static Set<String> namespaces(InformerScope scope) {
    return new TreeSet<>(scope.namespaces());
  }

  /**
   * The label selector string an informer is configured with ({@code key}, {@code key=value},
   * {@code !key}, joined by {@code ,}), if the scope has one.
   *
   * @param scope the scope
   * @return the selector string
   */
  public static Optional<String> labelSelector(InformerScope scope) {
    return Optional.ofNullable(scope.labelSelector()).map(LabelSelector::toString);
  }

  /**
   * A selector as a fabric8 {@code LabelSelector}: {@code key=value} in {@code matchLabels}, {@code
   * key} as {@code Exists} and then {@code !key} as {@code DoesNotExist} in {@code
   * matchExpressions}.
   *
   * @param selector the selector
   * @return the fabric8 selector
   */
  public static io.fabric8.kubernetes.api.model.LabelSelector toFabric8(LabelSelector selector) {
    LabelSelectorBuilder builder = new LabelSelectorBuilder();
    selector.matchLabels().forEach(builder::addToMatchLabels);
    for (String key : selector.existsKeys()) {
      builder.addToMatchExpressions(new LabelSelectorRequirement(key, "Exists", new ArrayList<>()));
    }
    for (String key : selector.absentKeys()) {
      builder.addToMatchExpressions(
          new LabelSelectorRequirement(key, "DoesNotExist", new ArrayList<>()));
    }
    return builder.build();
  }

  /**
   * A fabric8 {@code LabelSelector} as a selector: {@code matchLabels} (sorted by key) as {@code
   * key=value}, then {@code matchExpressions} in order: {@code Exists}, {@code DoesNotExist}, and
   * {@code In} with exactly one value as {@code key=value}.
   *
   * @param selector the fabric8 selector
   * @return the selector
   * @throws io.planerules.rules.PlaneRulesException (a {@code MappingException}) coded {@code
   *     fabric8.selector-unsupported} for any other expression
   */
  public static LabelSelector fromFabric8(io.fabric8.kubernetes.api.model.LabelSelector selector) {
    List<LabelSelector> requirements = new ArrayList<>();
    Map<String, String> matchLabels = ObservedObjects.orEmpty(selector.getMatchLabels());
    new TreeMap<>(matchLabels).forEach((k, v) -> requirements.add(LabelSelector.equalTo(k, v)));
    List<LabelSelectorRequirement> expressions =
        selector.getMatchExpressions() == null ? List.of() : selector.getMatchExpressions();
    for (LabelSelectorRequirement e : expressions) {
      List<String> values = e.getValues() == null ? List.of() : e.getValues();
      if ("Exists".equals(e.getOperator()) && values.isEmpty()) {
        requirements.add(LabelSelector.exists(e.getKey()));
      } else if ("DoesNotExist".equals(e.getOperator()) && values.isEmpty()) {
        requirements.add(LabelSelector.absent(e.getKey()));
      } else if ("In".equals(e.getOperator()) && values.size() == 1) {
        requirements.add(LabelSelector.equalTo(e.getKey(), values.get(0)));
      } else {
        throw new MappingException(
            MappingException.SELECTOR_UNSUPPORTED,
            "matchExpressions",
            "label selector expression "
                + e.getKey()
                + " "
                + e.getOperator()
                + " "
                + values
                + " has no plane-rules equivalent (only key, key=value and !key)");
      }
    }
    return LabelSelector.of(requirements.toArray(LabelSelector[]::new));
  }
}
