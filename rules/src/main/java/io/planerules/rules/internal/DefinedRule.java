package io.planerules.rules.internal;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.RuleCode;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.RuleId;
import java.util.Arrays;
import java.util.List;

/**
 * How a module declares its rules: one {@code enum} per concept implements this interface, each
 * constant holding its {@link Definition}, from which the {@link RuleDescriptor} accessors an
 * embedder reads are answered. The code that decides a rule raises it through that constant (a rule
 * book is built from the constants; a {@code Problem} takes the constant's {@link #code()}), so a
 * rule id is never spelled twice.
 * <!-- snippet: RulesExamplesTest#defined-rule -->
 *
 * <pre>{@code
 * enum SignRule implements DefinedRule {
 *   ZERO("sign.zero", "zero has no sign"),
 *   NEGATIVE("sign.negative", "below zero");
 *
 *   private final Definition definition;
 *
 *   SignRule(String id, String description) {
 *     definition = Definition.selfCoded(id, "sign", SignRule.class, description);
 *   }
 *
 *   public Definition definition() { // implements DefinedRule
 *     return definition;
 *   }
 * }
 *
 * static final RuleBook<Integer, String> SIGN =
 *     RuleBook.<Integer, String>named("sign")
 *         .rule(
 *             SignRule.ZERO,
 *             n -> n == 0 ? RuleOutcome.decide("zero", "n is 0") : RuleOutcome.pass("n is not 0"))
 *         .rule(
 *             SignRule.NEGATIVE,
 *             n -> n < 0 ? RuleOutcome.decide("negative", "n < 0") : RuleOutcome.pass("n >= 0"))
 *         .build();
 * }</pre>
 */
public interface DefinedRule extends RuleDescriptor {

  /** Everything that describes the rule; an enum constant holds one and returns it. */
  Definition definition();

  @Override
  default RuleId id() {
    return definition().id();
  }

  @Override
  default String decision() {
    return definition().decision();
  }

  @Override
  default String description() {
    return definition().description();
  }

  @Override
  default List<String> reasonCodes() {
    return definition().reasonCodes();
  }

  @Override
  default Class<?> decidedBy() {
    return definition().decidedBy();
  }

  /**
   * The rule's id as the problem code it raises (e.g. {@code id.reserved}), for a rule whose reason
   * codes include its own id.
   *
   * @return the id text
   * @throws IllegalStateException when the id is not among the rule's reason codes; raise those
   *     codes through their own constants
   */
  default String code() {
    return definition().code();
  }

  /**
   * The fields of one rule.
   *
   * @param id the rule id
   * @param decision the decision it belongs to
   * @param description one line
   * @param reasonCodes the codes it can produce, in reporting order (may be empty)
   * @param decidedBy the class whose source decides it
   */
  record Definition(
      RuleId id,
      String decision,
      String description,
      List<String> reasonCodes,
      Class<?> decidedBy) {

    /** Checks the fields and copies the codes. */
    public Definition {
      requireNonNull(id, "id");
      requireNonNull(decision, "decision");
      requireNonNull(description, "description");
      requireNonNull(decidedBy, "decidedBy");
      reasonCodes = ImmutableList.copyOf(reasonCodes);
    }

    /**
     * A rule with the given reason codes.
     *
     * @param id the rule id text
     * @param decision the decision it belongs to
     * @param decidedBy the class that decides it
     * @param description one line
     * @param reasonCodes the codes it can produce, in reporting order
     * @return the definition
     * @throws IllegalArgumentException when {@code id} is not a well-formed rule id
     */
    public static Definition of(
        String id,
        String decision,
        Class<?> decidedBy,
        String description,
        List<String> reasonCodes) {
      return new Definition(RuleId.of(id), decision, description, reasonCodes, decidedBy);
    }

    /**
     * A rule with the given typed reason codes: the constructor of a rule enum passes its {@code
     * Code} constants as they are.
     *
     * @param id the rule id text
     * @param decision the decision it belongs to
     * @param decidedBy the class that decides it
     * @param description one line
     * @param reasonCodes the codes it can produce, in reporting order
     * @return the definition
     * @throws IllegalArgumentException when {@code id} is not a well-formed rule id
     */
    public static Definition of(
        String id,
        String decision,
        Class<?> decidedBy,
        String description,
        RuleCode... reasonCodes) {
      return of(
          id,
          decision,
          decidedBy,
          description,
          Arrays.stream(reasonCodes).map(RuleCode::code).toList());
    }

    /**
     * A rule whose one reason code is its own id.
     *
     * @param id the rule id text, also its code
     * @param decision the decision it belongs to
     * @param decidedBy the class that decides it
     * @param description one line
     * @return the definition
     * @throws IllegalArgumentException when {@code id} is not a well-formed rule id
     */
    public static Definition selfCoded(
        String id, String decision, Class<?> decidedBy, String description) {
      return of(id, decision, decidedBy, description, List.of(id));
    }

    /**
     * The rule's id as a problem code, when it is among the rule's reason codes.
     *
     * @return the id text
     * @throws IllegalStateException when the id is not one of the reason codes
     */
    public String code() {
      if (!reasonCodes.contains(id.value())) {
        throw new IllegalStateException(id + " reports " + reasonCodes + ", not its own id");
      }
      return id.value();
    }
  }
}
