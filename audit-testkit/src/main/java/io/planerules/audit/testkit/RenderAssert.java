package io.planerules.audit.testkit;

import static java.util.Objects.requireNonNull;

import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Finding;
import io.planerules.audit.source.ObjectSource;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.assertj.core.api.AbstractAssert;

/**
 * Assertions on one render ({@link AuditAssertions#assertThatRender}): {@link #isIsolatedFor}
 * passes when the audit of the plane's render finds no error (warnings alone pass), {@link
 * #hasFindingsFor} when it finds the rules a negative test expects. A failure lists every finding
 * with its rule, object, file, line and message.
 */
public final class RenderAssert extends AbstractAssert<RenderAssert, List<ObjectSource>> {

  private AuditOptions options = AuditOptions.defaults();

  RenderAssert(List<ObjectSource> sources) {
    super(List.copyOf(sources), RenderAssert.class);
  }

  /**
   * Audits with these options (release namespace, domain, shared objects, ...) instead of the
   * defaults.
   *
   * @param auditOptions the options
   * @return this assertion
   */
  public RenderAssert withOptions(AuditOptions auditOptions) {
    options = requireNonNull(auditOptions, "auditOptions");
    return this;
  }

  /**
   * Verifies that the render is the plane's alone: the audit finds no error.
   *
   * @param planeId the plane's id ({@code ""} is legacy mode)
   * @return this assertion
   * @throws AssertionError listing every finding when one is an error
   */
  public RenderAssert isIsolatedFor(String planeId) {
    return isIsolatedFor(ControlPlaneId.of(planeId));
  }

  /** {@link #isIsolatedFor(String)} for a validated id. */
  public RenderAssert isIsolatedFor(ControlPlaneId id) {
    AuditReport report = audit(id);
    if (report.hasErrors()) {
      failWithMessage(
          "%s",
          "Expecting the render to be isolated for "
              + plane(id)
              + ", but the audit found "
              + report.errors()
              + (report.errors() == 1 ? " error" : " errors")
              + ":\n"
              + listing(report));
    }
    return this;
  }

  /**
   * Verifies that the audit finds at least one finding of each of these rules (a negative test of a
   * chart's guard).
   *
   * @param planeId the plane's id
   * @param ruleIds the rule ids expected, e.g. {@code audit.outside-plane}
   * @return this assertion
   * @throws AssertionError naming the rules not found and listing every finding
   */
  public RenderAssert hasFindingsFor(String planeId, String... ruleIds) {
    ControlPlaneId id = ControlPlaneId.of(planeId);
    AuditReport report = audit(id);
    Set<String> missing = new LinkedHashSet<>(Arrays.asList(ruleIds));
    for (Finding finding : report.findings()) {
      missing.remove(finding.ruleId());
    }
    if (!missing.isEmpty()) {
      failWithMessage(
          "%s",
          "Expecting the audit of the render for "
              + plane(id)
              + " to find "
              + String.join(", ", missing)
              + ", but it found "
              + (report.findings().isEmpty() ? "nothing" : ":\n" + listing(report)));
    }
    return this;
  }

  private AuditReport audit(ControlPlaneId id) {
    isNotNull();
    try {
      return Audit.render(id, options, actual);
    } catch (IOException e) {
      throw new UncheckedIOException("the render could not be read", e);
    }
  }

  private static String plane(ControlPlaneId id) {
    return id.isLegacy() ? "the legacy plane" : "plane \"" + id.value() + "\"";
  }

  /** One finding per line: rule, object, {@code file:line}, then the message. */
  private static String listing(AuditReport report) {
    List<String> lines = new ArrayList<>();
    for (Finding f : report.findings()) {
      lines.add(
          "  "
              + f.ruleId()
              + " ("
              + f.severity().wireName()
              + ") "
              + (f.object() == null ? "document " + f.source().document() : f.object())
              + " at "
              + f.source().file()
              + ":"
              + f.line()
              + "\n    "
              + f.message());
    }
    return String.join("\n", lines);
  }
}
