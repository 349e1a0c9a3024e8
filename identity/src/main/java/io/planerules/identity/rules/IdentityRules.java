package io.planerules.identity.rules;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.plane.ControlPlaneProfile;
import io.planerules.identity.plane.PlaneConfigValidator;
import io.planerules.identity.plane.PlaneRegistry;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * The rules reference of the identity module: every rule enum's constants, grouped by decision in
 * evaluation order. {@code docs/rules.md} is generated from {@link #all()}.
 */
public final class IdentityRules {

  private static final ImmutableList<RuleDescriptor> ALL =
      ImmutableList.<RuleDescriptor>builder()
          .addAll(ControlPlaneId.rules())
          .addAll(PlaneDomain.rules())
          .add(NameRule.values())
          .addAll(PlaneNames.rules())
          .addAll(PlaneConfigValidator.rules())
          .addAll(PlaneRegistry.rules())
          .addAll(ControlPlaneProfile.rules())
          .build();

  private IdentityRules() {}

  /** Every rule of the module, grouped by decision, in evaluation order. */
  public static List<RuleDescriptor> all() {
    return ALL;
  }
}
