package io.planerules.identity;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.internal.Messages;
import io.planerules.identity.internal.NameSyntax;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.PlaneRulesException;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.Utf8;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A validated control-plane id: {@code ""} is legacy mode, any other value names a plane.
 *
 * <p>A named id is a DNS-1123 label of at most {@value #MAX_LENGTH} UTF-8 bytes other than {@code
 * default}. No trimming, case folding or Unicode normalisation: {@code "plane-a\n"}, {@code
 * "Plane-a"} and {@code " plane-a"} are refused. Upstream: NVIDIA/nvcf {@code
 * src/compute-plane-services/nvca/pkg/types/control_plane.go} (PR #1483).
 * <!-- snippet: IdentityExamplesTest#control-plane-id -->
 *
 * <pre>{@code
 * ControlPlaneId id = ControlPlaneId.of("plane-a");
 * String prefix = id.prefix(); // "plane-a-"
 * boolean reserved = ControlPlaneId.isValid("default"); // false: reserved for legacy mode
 * List<Problem> problems = ControlPlaneId.validate("Plane_A").problems(); // [id.uppercase]
 * }</pre>
 */
public final class ControlPlaneId {

  /** Maximum UTF-8 byte length of a named id (why 20: docs/reference/identity.md#why-20-bytes). */
  public static final int MAX_LENGTH = 20;

  /** The id reserved for legacy mode, refused as a named id. */
  public static final String RESERVED = "default";

  /** Default value path of id problems. */
  public static final String PATH = "global.controlPlane.id";

  /** The ownership label key carried by every managed object of a named plane. */
  public static final String OWNERSHIP_LABEL_KEY = "nvcf.nvidia.com/control-plane-id";

  /** Legacy mode: empty id, empty prefix, no ownership label. */
  public static final ControlPlaneId LEGACY = new ControlPlaneId("");

  static final String RESERVED_MSG = "control plane ID \"default\" is reserved for legacy mode";
  static final String TOO_LONG_MSG = "control plane ID must be at most 20 characters";
  static final String LABEL_MSG = "control plane ID must be a DNS-1123 label: ";

  private final String value;

  private ControlPlaneId(String value) {
    this.value = value;
  }

  /**
   * The id {@code value}, or a {@link PlaneRulesException} (an {@code
   * InvalidControlPlaneIdException}) carrying every problem.
   *
   * @throws NullPointerException if {@code value} is null
   */
  public static ControlPlaneId of(String value) {
    ValidationResult result = validate(value);
    result.throwIfInvalid(InvalidControlPlaneIdException::new);
    return value.isEmpty() ? LEGACY : new ControlPlaneId(value);
  }

  /** Every problem of {@code value} as a control-plane id, at path {@value #PATH}. */
  public static ValidationResult validate(String value) {
    return validate(value, PATH);
  }

  /**
   * Every problem of {@code value} as a control-plane id at {@code path}, in the order of
   * docs/reference/identity.md#control-plane-id: {@code id.reserved}, {@code id.too-long}, then one
   * DNS-1123 label problem ({@code id.whitespace}, {@code id.non-ascii}, {@code id.uppercase},
   * {@code id.invalid-char}, {@code id.leading-hyphen}, {@code id.trailing-hyphen}). Never throws
   * for a non-null string.
   */
  public static ValidationResult validate(String value, String path) {
    requireNonNull(value, "value");
    requireNonNull(path, "path");
    if (value.isEmpty()) {
      return ValidationResult.ok();
    }
    boolean reserved = value.equals(RESERVED);
    boolean tooLong = Utf8.length(value) > MAX_LENGTH;
    boolean notLabel = !NameSyntax.isDns1123Label(value, 0, value.length());
    if (!reserved && !tooLong && !notLabel) {
      // a valid id builds no message: the common answer allocates nothing
      return ValidationResult.ok();
    }
    List<Problem> problems = new ArrayList<>(2);
    String got = " (got " + Messages.quote(value) + ")";
    if (reserved) {
      problems.add(Problem.error(IdRule.RESERVED.code(), path, RESERVED_MSG + got));
    }
    if (tooLong) {
      problems.add(Problem.error(IdRule.TOO_LONG.code(), path, TOO_LONG_MSG + got));
    }
    if (notLabel) {
      String detail = String.join("; ", NameRule.DNS1123_LABEL.messages(value));
      problems.add(Problem.error(labelCode(value), path, LABEL_MSG + detail + got));
    }
    return ValidationResult.of(problems);
  }

  /** Whether {@code value} is a valid id (legacy {@code ""} included). */
  public static boolean isValid(String value) {
    return validate(value).isValid();
  }

  private static String labelCode(String value) {
    if (value.chars().anyMatch(c -> NameSyntax.isAsciiWhitespace((char) c))) {
      return IdRule.Code.WHITESPACE.code();
    }
    if (value.chars().anyMatch(c -> c > 0x7f)) {
      return IdRule.Code.NON_ASCII.code();
    }
    if (value.chars().anyMatch(c -> c >= 'A' && c <= 'Z')) {
      return IdRule.Code.UPPERCASE.code();
    }
    if (value.chars().anyMatch(c -> !NameSyntax.isLowerAlnum((char) c) && c != '-')) {
      return IdRule.Code.INVALID_CHAR.code();
    }
    return value.charAt(0) == '-'
        ? IdRule.Code.LEADING_HYPHEN.code()
        : IdRule.Code.TRAILING_HYPHEN.code();
  }

  /** The id ({@code ""} in legacy mode). */
  public String value() {
    return value;
  }

  /** Whether this is legacy mode (empty id). */
  public boolean isLegacy() {
    return value.isEmpty();
  }

  /** The name prefix: {@code ""} in legacy mode, {@code id + "-"} otherwise. */
  public String prefix() {
    return value.isEmpty() ? "" : value + "-";
  }

  /**
   * The value of the ownership label {@value #OWNERSHIP_LABEL_KEY}: the id verbatim, empty in
   * legacy mode (legacy objects carry no label).
   */
  public Optional<String> ownershipLabelValue() {
    return value.isEmpty() ? Optional.empty() : Optional.of(value);
  }

  /** Equality by value. */
  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof ControlPlaneId that && value.equals(that.value);
  }

  @Override
  public int hashCode() {
    return value.hashCode();
  }

  /** The id, or {@code (legacy)} in legacy mode. */
  @Override
  public String toString() {
    return value.isEmpty() ? "(legacy)" : value;
  }

  /**
   * The rules this package declares ({@code IdRule}: the id's own and the compute plane's sources),
   * in declaration order, as {@code docs/rules.md} lists them; the rule enums themselves are
   * package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(IdRule.values());
  }
}
