package io.planerules.identity;

import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.plane.ControlPlaneProfile;
import io.planerules.identity.plane.PlaneConfig;
import io.planerules.identity.plane.PlaneRegistry;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.RuleDescriptor;
import java.util.ArrayList;
import java.util.List;

/** Every rule of the module from its front doors, in the order {@code docs/rules.md} lists them. */
public final class ModuleRules {

  private ModuleRules() {}

  /** The rules, grouped by decision, in evaluation order. */
  public static List<RuleDescriptor> all() {
    List<RuleDescriptor> all = new ArrayList<>(ControlPlaneId.rules());
    all.addAll(PlaneDomain.rules());
    all.addAll(List.of(NameRule.values()));
    all.addAll(PlaneNames.rules());
    all.addAll(PlaneConfig.rules());
    all.addAll(PlaneRegistry.rules());
    all.addAll(ControlPlaneProfile.rules());
    return List.copyOf(all);
  }
}
