package io.planerules.ownership;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.Trace;
import io.planerules.testkit.threads.FirstUseRaces;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Threads racing to read a fresh verdict's deferred explanation
 * (docs/adr/0075-verdict-explanations-on-first-use.md), their interleavings explored by Lincheck's
 * model checker (docs/adr/0093-thread-checks-with-lincheck.md): each read sees a complete
 * explanation, message and trace of one computation, equal to the explaining path's answer read by
 * one thread. A planted variant that publishes message and trace by two writes proves the check
 * finds a torn read.
 *
 * <p>Lincheck instantiates the state classes reflectively: they and their constructors are public.
 */
public class ExplanationThreadsTest {

  private static final ControlPlaneId A = ControlPlaneId.of("plane-a");

  /** Plane B's Secret in plane A's namespace: plane A may not delete it. */
  private static final ObservedObject FOREIGN_SECRET =
      ObservedObject.of(new ObjectRef("Secret", "plane-a-nvcf", "pull"), Fixtures.owner("plane-b"));

  private static final PolicyContext CONTEXT = PolicyContext.defaults(A);

  /** A verdict of the deciding path: explanation not yet computed. */
  static Verdict decided() {
    return OwnershipPolicy.decide(A, Action.DELETE, FOREIGN_SECRET, CONTEXT);
  }

  /** The same verdict from the explaining path, explained at once. */
  static Verdict explained() {
    return OwnershipPolicy.apply(
        Action.DELETE, OwnershipPolicy.classify(A, FOREIGN_SECRET, CONTEXT));
  }

  /** What a thread may read of a verdict's explanation; one verdict per scenario run. */
  public abstract static class Reads {

    private final Verdict verdict;

    Reads(Verdict verdict) {
      this.verdict = verdict;
    }

    @Operation
    public String message() {
      return verdict.message();
    }

    @Operation
    public Trace trace() {
      return verdict.trace();
    }

    /** Message and trace read through one explanation, as a caller logging both does. */
    @Operation
    public String both() {
      // every verdict of these scenarios denies: plane B's Secret may not be deleted by plane A
      Verdicts.Explanation explanation = ((Verdicts.Deny) verdict).explanation();
      return explanation.message() + " | " + explanation.trace();
    }

    /** The record's text, which reads the explanation too. */
    @Operation
    public String text() {
      return verdict.toString();
    }
  }

  /** A fresh verdict of {@link OwnershipPolicy#decide}. */
  public static class FirstReads extends Reads {
    public FirstReads() {
      super(decided());
    }
  }

  /** The sequential specification: the explaining path's verdict. */
  public static class ExplainedAtOnce extends Reads {
    public ExplainedAtOnce() {
      super(explained());
    }
  }

  /** A verdict whose explanation is published by two volatile writes: the planted bug. */
  public static class TornReads extends Reads {
    public TornReads() {
      super(withTornExplanation(explained()));
    }
  }

  static Verdict withTornExplanation(Verdict verdict) {
    Verdicts.Deny deny = (Verdicts.Deny) verdict;
    return new Verdicts.Deny(
        deny.state(),
        deny.ruleId(),
        deny.reason(),
        new TornExplanation(deny.explanation()),
        deny.retainFinalizer(),
        deny.requeue());
  }

  /**
   * Message and trace kept in two fields, each published by its own volatile write: a reader can
   * find the message written and the trace not yet.
   */
  static final class TornExplanation extends Verdicts.Explanation {

    private final Verdicts.Explanation source;
    private volatile @Nullable String message;
    private volatile @Nullable Trace trace;

    TornExplanation(Verdicts.Explanation source) {
      this.source = source;
    }

    private void compute() {
      if (message == null) {
        message = source.message();
        trace = source.trace();
      }
    }

    @Override
    public String message() {
      compute();
      return String.valueOf(message);
    }

    /** Null when read between the two writes: what the check must find. */
    @Override
    public Trace trace() {
      compute();
      return trace;
    }
  }

  @Tag("threads")
  @Test
  void concurrentFirstReadsSeeOneCompleteExplanation() {
    FirstUseRaces.against(ExplainedAtOnce.class).check(FirstReads.class);
  }

  @Tag("threads")
  @Test
  void aTornPublicationIsFound() {
    LincheckAssertionError found =
        assertThrows(
            LincheckAssertionError.class,
            () -> FirstUseRaces.against(ExplainedAtOnce.class).check(TornReads.class));
    // a reader saw the message written and the trace not yet
    assertThat(found)
        .hasMessageContaining("Invalid execution results")
        .hasMessageContaining("The following interleaving leads to the error")
        .hasMessageContaining("trace = Trace#1 at ExplanationThreadsTest.TornExplanation.compute");
  }
}
