package io.planerules.audit;

import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.OwnershipLabel;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Label selectors that admit only one plane's namespaces. */
final class Selectors {

  private Selectors() {}

  /**
   * Whether a label selector requires the ownership label to be {@code id}: {@code matchLabels}
   * holds it, or {@code matchExpressions} holds an {@code In} expression on it with exactly that
   * one value. Anything else also selects namespaces of other planes.
   *
   * @param selector the selector, or {@code null} when absent
   */
  static boolean requiresPlane(@Nullable Object selector, ControlPlaneId id) {
    if (!(selector instanceof Map<?, ?>)) {
      return false;
    }
    String wanted = id.value();
    if (wanted.equals(Obj.text(Obj.at(selector, "matchLabels", OwnershipLabel.KEY)))) {
      return true;
    }
    for (Object expression : Obj.list(Obj.at(selector, "matchExpressions"))) {
      Map<String, Object> e = Obj.map(expression);
      List<Object> values = Obj.list(e.get("values"));
      if (OwnershipLabel.KEY.equals(e.get("key"))
          && "In".equals(e.get("operator"))
          && values.size() == 1
          && wanted.equals(Obj.text(values.get(0)))) {
        return true;
      }
    }
    return false;
  }
}
