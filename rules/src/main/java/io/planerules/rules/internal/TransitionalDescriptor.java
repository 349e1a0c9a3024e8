package io.planerules.rules.internal;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.List;

/**
 * Scaffolding while every module moves its rules to descriptor enums; removed once none uses it.
 *
 * @param id the rule id
 * @param decision the decision
 * @param description one line
 * @param reasonCodes the codes
 */
public record TransitionalDescriptor(
    RuleId id, String decision, String description, List<String> reasonCodes)
    implements RuleDescriptor {

  /** Copies the codes. */
  public TransitionalDescriptor {
    reasonCodes = ImmutableList.copyOf(reasonCodes);
  }

  @Override
  public Class<?> decidedBy() {
    return Object.class;
  }
}
