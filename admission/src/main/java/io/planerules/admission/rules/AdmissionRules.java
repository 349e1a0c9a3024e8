package io.planerules.admission.rules;

import com.google.common.collect.ImmutableList;
import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionPolicies;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * Every rule of the admission module, for {@code docs/rules.md}: the five policy rules ({@code
 * admission.foreign-label} ...) in emission order, then the option problems.
 */
public final class AdmissionRules {

  private AdmissionRules() {}

  /**
   * Every rule.
   *
   * @return the descriptors; ids are unique
   */
  public static List<RuleDescriptor> all() {
    return ImmutableList.<RuleDescriptor>builder()
        .addAll(AdmissionPolicies.rules())
        .addAll(AdmissionOptions.rules())
        .build();
  }
}
