package io.planerules.binding.intent;

import java.util.List;

/**
 * The result of {@link BindingIntent#equal}: equal, or the differing spec paths in spec order.
 *
 * @param differingPaths e.g. {@code spec.decision.profileDigest}; empty when equal
 */
record IntentComparison(List<String> differingPaths) {
  /** Copies the list. */
  public IntentComparison {
    differingPaths = List.copyOf(differingPaths);
  }

  /** Whether the intents are equal. */
  public boolean isEqual() {
    return differingPaths.isEmpty();
  }
}
