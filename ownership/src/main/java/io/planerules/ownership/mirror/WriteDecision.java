package io.planerules.ownership.mirror;

import static java.util.Objects.requireNonNull;

import io.planerules.ownership.ReasonCode;
import io.planerules.rules.RuleId;
import io.planerules.rules.Trace;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * What to do with a desired mirrored Secret given the freshly read target
 * (docs/reference/ownership.md#secret-mirroring): {@code CREATE} (absent, {@code
 * mirror.write-create}), {@code UPDATE} carrying the fresh resourceVersion (owned, {@code
 * mirror.write-update}) or {@code DENY}, non-retriable ({@code mirror.write-not-owned}).
 *
 * @param kind create, update or deny
 * @param ruleId the deciding rule
 * @param reason {@code CREATE}, {@code UPDATE} or {@code TARGET_NOT_OWNED}
 * @param message the message
 * @param resourceVersion for {@code UPDATE}: the fresh object's resourceVersion ({@code ""} when it
 *     had none); else {@code null}
 * @param trace the rules consulted
 */
public record WriteDecision(
    WriteDecision.Kind kind,
    RuleId ruleId,
    ReasonCode reason,
    String message,
    @Nullable String resourceVersion,
    Trace trace) {

  /** The write to issue. */
  public enum Kind {
    /** Create the target. */
    CREATE,
    /** Update the owned target. */
    UPDATE,
    /** Refuse: the target is not owned. */
    DENY;

    /** {@code create}, {@code update}, {@code deny}. */
    public String wireName() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** Creates a decision. */
  public WriteDecision {
    requireNonNull(kind, "kind");
    requireNonNull(ruleId, "ruleId");
    requireNonNull(reason, "reason");
    requireNonNull(message, "message");
    requireNonNull(trace, "trace");
  }

  /** Whether retrying could change the answer (never for a denial). */
  public boolean retriable() {
    return kind != Kind.DENY;
  }
}
