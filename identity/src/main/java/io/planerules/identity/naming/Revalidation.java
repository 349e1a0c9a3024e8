package io.planerules.identity.naming;

import io.planerules.identity.internal.Messages;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.List;

/**
 * The {@code name.revalidation-failed} problem of a derived value (package-private): the one text
 * every kind's check ({@link NameKind}) and {@link CassandraNames} report.
 */
final class Revalidation {

  private Revalidation() {}

  /**
   * The problem of {@code value} when {@code target} (the value, or the host inside it) fails
   * {@code rule}; valid otherwise.
   */
  static ValidationResult check(
      String value, String kindKey, NameRule rule, String target, String path) {
    List<String> messages = rule.messages(target);
    if (messages.isEmpty()) {
      return ValidationResult.ok();
    }
    return ValidationResult.of(
        Problem.error(
            NamingRule.Code.REVALIDATION_FAILED.code(),
            path,
            "derived name "
                + Messages.quote(value)
                + " for kind "
                + kindKey
                + " is not a valid "
                + rule.wireName()
                + ": "
                + String.join("; ", messages)));
  }
}
