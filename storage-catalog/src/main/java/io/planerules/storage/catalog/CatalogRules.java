package io.planerules.storage.catalog;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleDescriptor;
import io.planerules.storage.catalog.transition.Transitions;
import java.util.List;

/**
 * The index of every rule of the storage catalog, in the order {@code docs/rules.md} lists them:
 * the parsing codes ({@link ParsingRule}), the validation rules in reporting order ({@link
 * CatalogValidator#rules()}) and the transition rules in evaluation order ({@code TransitionRule}).
 * Problem codes and rule ids are the same strings.
 */
public final class CatalogRules {

  private static final ImmutableList<RuleDescriptor> ALL =
      ImmutableList.<RuleDescriptor>builder()
          .add(ParsingRule.values())
          .addAll(CatalogValidator.rules())
          .addAll(Transitions.rules())
          .build();

  private CatalogRules() {}

  /**
   * Every rule of the catalog: parsing codes, validation rules (in reporting order) and transition
   * rules (in evaluation order). For problem codes the reason code is the code itself.
   *
   * @return the descriptors
   */
  public static List<RuleDescriptor> all() {
    return ALL;
  }

  /**
   * The problem codes of the validation rules that judge one entry's own values (CSI driver name,
   * provider id, reader mount options), in reporting order: what a qualification checks the
   * justified entry's values with.
   *
   * @return the problem codes
   */
  public static List<String> entryValueCodes() {
    return CatalogValidator.entryValueCodes();
  }
}
