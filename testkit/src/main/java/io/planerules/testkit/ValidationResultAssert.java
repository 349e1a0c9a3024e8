package io.planerules.testkit;

import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.List;
import org.assertj.core.api.AbstractAssert;
import org.assertj.core.api.Assertions;

/** Assertions on a {@link ValidationResult}; start with {@link RulesAssertions#assertThat}. */
public final class ValidationResultAssert
    extends AbstractAssert<ValidationResultAssert, ValidationResult> {

  ValidationResultAssert(ValidationResult actual) {
    super(actual, ValidationResultAssert.class);
  }

  /** The result holds no error. */
  public ValidationResultAssert isValid() {
    isNotNull();
    if (!actual.isValid()) {
      failWithMessage("expected a valid result but got errors %s", actual.errors());
    }
    return this;
  }

  /** The result holds at least one error. */
  public ValidationResultAssert isInvalid() {
    isNotNull();
    if (actual.isValid()) {
      failWithMessage("expected an invalid result but got %s", actual);
    }
    return this;
  }

  /** The result holds no problem at all, warnings included. */
  public ValidationResultAssert hasNoProblems() {
    isNotNull();
    if (!actual.problems().isEmpty()) {
      failWithMessage("expected no problems but got %s", actual.problems());
    }
    return this;
  }

  /**
   * The problem codes are exactly these, in this order.
   *
   * @param codes the expected codes
   * @return this
   */
  public ValidationResultAssert hasCodes(String... codes) {
    isNotNull();
    Assertions.assertThat(codes(actual.problems()))
        .as("problem codes of %s", actual)
        .containsExactly(codes);
    return this;
  }

  /**
   * Some problem has this code.
   *
   * @param code the expected code
   * @return this
   */
  public ValidationResultAssert hasCode(String code) {
    isNotNull();
    Assertions.assertThat(codes(actual.problems()))
        .as("problem codes of %s", actual)
        .contains(code);
    return this;
  }

  /**
   * Every problem's message contains the text (e.g. the offending value).
   *
   * @param text the expected fragment
   * @return this
   */
  public ValidationResultAssert everyMessageContains(String text) {
    isNotNull();
    for (Problem problem : actual.problems()) {
      Assertions.assertThat(problem.message()).as("message of %s", problem.code()).contains(text);
    }
    return this;
  }

  /**
   * Some problem's message contains the text.
   *
   * @param text the expected fragment
   * @return this
   */
  public ValidationResultAssert someMessageContains(String text) {
    isNotNull();
    if (actual.problems().stream().noneMatch(p -> p.message().contains(text))) {
      failWithMessage("expected a message containing <%s> in %s", text, actual.problems());
    }
    return this;
  }

  private static List<String> codes(List<Problem> problems) {
    return problems.stream().map(Problem::code).toList();
  }
}
