package io.planerules.storage.catalog.entry;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.internal.WireNames;
import java.util.Optional;

/**
 * The model-cache workflow a transition is derived for.
 * <!-- snippet: StorageExamplesTest#workflow -->
 *
 * <pre>{@code
 * Optional<Workflow> helm = Workflow.fromWireName("helmModelCache"); // HELM
 * }</pre>
 */
public enum Workflow {
  /** {@code regularModelCache}: readers run in the request namespace. */
  REGULAR("regularModelCache"),
  /** {@code helmModelCache}: readers run in other namespaces. */
  HELM("helmModelCache");

  /** {@link #values()} without the copy each call makes (decisions look workflows up). */
  private static final Workflow[] VALUES = values();

  private final String wireName;

  Workflow(String wireName) {
    this.wireName = wireName;
  }

  /** The wire spelling, e.g. {@code regularModelCache}. */
  public String wireName() {
    return wireName;
  }

  /**
   * The workflow spelled exactly so.
   *
   * @param wireName {@code regularModelCache} or {@code helmModelCache}
   * @return the workflow, or empty for any other text
   */
  public static Optional<Workflow> fromWireName(String wireName) {
    requireNonNull(wireName, "wireName");
    return WireNames.find(VALUES, Workflow::wireName, wireName);
  }

  @Override
  public String toString() {
    return wireName;
  }
}
