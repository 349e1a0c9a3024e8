package io.planerules.audit.rules;

import com.google.common.collect.ImmutableList;
import io.planerules.audit.Audit;
import io.planerules.audit.source.ReadGap;
import io.planerules.identity.plane.IssuerPolicy;
import io.planerules.ownership.install.HookPolicy;
import io.planerules.ownership.teardown.TeardownPlanner;
import io.planerules.rules.RuleDescriptor;
import java.util.List;

/**
 * Every rule of the audit module, for {@code docs/rules.md}: the {@code audit.*} rules by audit
 * (reading, render, renders, cluster, compare) and the gaps of a live read. Findings also carry
 * rules of other modules where those decide ({@link #borrowed()}); they are listed with their
 * modules.
 */
public final class AuditRules {

  private AuditRules() {}

  /**
   * The audit's own rules.
   *
   * @return the descriptors, in the order of docs/reference/audit.md; ids are unique
   */
  public static List<RuleDescriptor> all() {
    return ImmutableList.<RuleDescriptor>builder()
        .addAll(Audit.rules())
        .add(ReadGap.values())
        .build();
  }

  /**
   * The rules of other modules whose ids findings carry: {@code config.issuer-canonical} (a code of
   * {@link IssuerPolicy#RULE}), {@code hook.delete-policy} and the teardown residue rules.
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> borrowed() {
    return ImmutableList.<RuleDescriptor>builder()
        .add(IssuerPolicy.RULE, HookPolicy.RULE)
        .addAll(TeardownPlanner.residueRules())
        .build();
  }
}
