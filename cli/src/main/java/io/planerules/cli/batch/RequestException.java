package io.planerules.cli.batch;

import com.fasterxml.jackson.databind.node.ArrayNode;
import org.jspecify.annotations.Nullable;

/**
 * The answer {@code ok:false} for one batch line: a stable code, a message and optional problems.
 *
 * <p>Thrown by field accessors of {@link Request} ({@code request.invalid}) and by operations whose
 * domain function refuses (e.g. {@code reader.handle} on an NVMesh handle without a colon).
 */
public final class RequestException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** The code of every malformed request: bad JSON, missing required or wrongly typed field. */
  public static final String INVALID = "request.invalid";

  /** The code of a request with a field its operation does not define, at any depth. */
  public static final String UNKNOWN_FIELD = "request.unknown-field";

  /** The code of a request naming an operation this CLI does not know. */
  public static final String UNKNOWN_OP = "request.unknown-op";

  private final String code;
  private final transient @Nullable ArrayNode problems;

  /** A refusal with a code and message and no problems. */
  public RequestException(String code, String message) {
    this(code, message, null);
  }

  /** A refusal with a code, message and the problems that explain it (JSON array, may be null). */
  public RequestException(String code, String message, @Nullable ArrayNode problems) {
    super(message, null, false, false);
    this.code = code;
    this.problems = problems;
  }

  /** A {@code request.invalid} refusal. */
  public static RequestException invalid(String message) {
    return new RequestException(INVALID, message);
  }

  /** The stable error code. */
  public String code() {
    return code;
  }

  /** The problems, or null when there are none. */
  public @Nullable ArrayNode problems() {
    return problems;
  }
}
