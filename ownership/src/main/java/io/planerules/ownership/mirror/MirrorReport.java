package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;

/**
 * The outcomes of mirroring one source Secret, one per candidate namespace in target order.
 * <!-- snippet: OwnershipExamplesTest#mirror-report -->
 *
 * <pre>{@code
 * Optional<String> error = report.error(); // the failures, one line each, as upstream logs them
 * }</pre>
 *
 * @param source the source Secret
 * @param outcomes one outcome per candidate namespace
 */
public record MirrorReport(SecretSnapshot source, List<TargetOutcome> outcomes) {

  /** Creates a report; copies the outcomes. */
  public MirrorReport {
    requireNonNull(source, "source");
    outcomes = ImmutableList.copyOf(outcomes);
  }

  /** The failures, in target order. */
  public List<TargetOutcome> failures() {
    return outcomes.stream()
        .filter(TargetOutcome::isFailed)
        .collect(ImmutableList.toImmutableList());
  }

  /**
   * Present iff something failed: {@code mirror secret <ns>/<name>: } + the failure messages joined
   * by {@code \n} in target order.
   *
   * @return the error text
   */
  public Optional<String> error() {
    List<TargetOutcome> failed = failures();
    if (failed.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        "mirror secret "
            + source.namespace()
            + "/"
            + source.name()
            + ": "
            + String.join("\n", failed.stream().map(TargetOutcome::message).toList()));
  }
}
