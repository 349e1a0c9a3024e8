package io.planerules.audit.io;

import static java.util.Objects.requireNonNull;

import io.planerules.audit.Audit;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Check;
import io.planerules.audit.report.Finding;
import io.planerules.audit.report.ObjectId;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import io.planerules.identity.plane.IssuerPolicy;
import io.planerules.ownership.install.HookPolicy;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A report as JUnit XML, what Jenkins, GitLab and GitHub test reporters read
 * (docs/reference/audit.md#junit-xml): one {@code testsuite} per rule the audit ran, one {@code
 * testcase} per object it judged (every object read: a rule that does not apply to an object's kind
 * passes it), a {@code failure} for each error finding, and a warning as the test case's {@code
 * system-out} (JUnit has no warning outcome; the case passes). A document that could not be read is
 * a test case of {@code audit.unreadable} of its own.
 *
 * <p>The report alone does not name the objects that passed, so a JUnit report is made in two
 * steps: its sources are read through {@link #recording}, which notes each object the audit reads
 * (its plane, source, {@code apiVersion}, {@code kind}, {@code metadata.namespace} and {@code
 * metadata.name}: a few strings an object, never the object), then {@link #xml} writes the report
 * of that audit. The text depends only on the report and the objects noted. Not thread-safe: one
 * audit at a time.
 * <!-- snippet: JUnitReportsTest#usage -->
 *
 * <pre>{@code
 * JUnitReports junit = new JUnitReports();
 * AuditReport report = Audit.render(id, options, junit.recording("plane-a", render));
 * String xml = junit.xml(report); // <testsuites name="planerules audit render" ...
 * }</pre>
 */
public final class JUnitReports {

  private final List<Judged> judged = new ArrayList<>();

  /** A JUnit report that has noted no object yet. */
  public JUnitReports() {}

  /**
   * {@code source}, noting every object it hands on as judged for {@code planeId}.
   *
   * @param planeId the plane the source is audited for ({@code ""} is legacy)
   * @param source the source
   * @return a source reading {@code source}
   */
  public ObjectSource recording(String planeId, ObjectSource source) {
    requireNonNull(planeId, "planeId");
    requireNonNull(source, "source");
    return new ObjectSource() {
      @Override
      public String name() {
        return source.name();
      }

      @Override
      public void read(ObjectSink sink) throws IOException {
        source.read(
            new ObjectSink() {
              @Override
              public void object(SourceRef at, Map<String, Object> content) {
                judged.add(Judged.of(planeId, at, content));
                sink.object(at, content);
              }

              @Override
              public void unreadable(SourceRef at, SourcePosition position, String message) {
                sink.unreadable(at, position, message);
              }

              @Override
              public void gap(SourceRef at, ReadGap gap, String message) {
                sink.gap(at, gap, message);
              }
            });
      }
    };
  }

  /**
   * {@link #recording(String, ObjectSource)} of each source.
   *
   * @param planeId the plane
   * @param sources the sources
   * @return the recording sources, in order
   */
  public List<ObjectSource> recording(String planeId, List<ObjectSource> sources) {
    List<ObjectSource> out = new ArrayList<>();
    for (ObjectSource source : sources) {
      out.add(recording(planeId, source));
    }
    return out;
  }

  /** How many objects were noted. */
  public int objects() {
    return judged.size();
  }

  /** One object judged, as the test case's name and the key findings are matched by. */
  private record Judged(
      String plane,
      String file,
      int document,
      String apiVersion,
      String kind,
      @Nullable String namespace,
      String name) {

    static Judged of(String plane, SourceRef at, Map<String, Object> content) {
      Object metadata = content.get("metadata");
      Map<?, ?> meta = metadata instanceof Map<?, ?> m ? m : Map.of();
      return new Judged(
          plane,
          at.file(),
          at.document(),
          text(content.get("apiVersion")),
          text(content.get("kind")),
          emptyToNull(text(meta.get("namespace"))),
          text(meta.get("name")));
    }

    Judged withNamespace(@Nullable String value) {
      return new Judged(plane, file, document, apiVersion, kind, value, name);
    }

    String caseName(boolean withPlane) {
      String object = kind + " " + (namespace == null ? name : namespace + "/" + name);
      return withPlane ? plane + ": " + object : object;
    }
  }

  /** One test case: an object, or a document that could not be read; its findings of one rule. */
  private static final class Case {
    final String name;
    final String file;
    final List<Finding> findings = new ArrayList<>();

    Case(String name, String file) {
      this.name = name;
      this.file = file;
    }
  }

  /**
   * The JUnit XML document, UTF-8, indented by two spaces, with a final line end. {@code
   * testsuites} is named {@code planerules audit <check>} and sums its suites; each {@code
   * testsuite} is named by the rule id (with its description as the property {@code description}
   * when it is a rule of this module) and counts its cases and failures; each {@code testcase} is
   * named {@code Kind namespace/name} (prefixed by {@code plane: } in {@code renders}), its {@code
   * classname} the rule id; a {@code failure} has the finding's message as {@code message}, the
   * rule id as {@code type} and the source ({@code file#document (line N)}) as text.
   *
   * @param report the report of the audit that read the sources of {@link #recording}
   * @return the text
   */
  public String xml(AuditReport report) {
    boolean renders = report.check() == Check.RENDERS;
    Map<String, @Nullable RuleDescriptor> suites = new LinkedHashMap<>();
    for (RuleDescriptor rule : Audit.rules(report.check())) {
      suites.put(rule.id().value(), rule);
    }
    if (report.check() == Check.RENDER || renders) {
      suites.put(IssuerPolicy.CANONICAL.code(), IssuerPolicy.RULE);
      suites.put(HookPolicy.RULE.id().value(), HookPolicy.RULE);
    }
    for (Finding finding : report.findings()) {
      suites.putIfAbsent(finding.ruleId(), finding.rule());
    }
    // one set of keys for every suite; the findings are matched by (plane, source, identity)
    Set<Judged> keys = new LinkedHashSet<>(judged);
    String single = report.planes().get(0).planeId();
    StringBuilder body = new StringBuilder();
    long tests = 0;
    long failures = 0;
    for (Map.Entry<String, @Nullable RuleDescriptor> suite : suites.entrySet()) {
      Map<Object, Case> cases = new LinkedHashMap<>();
      for (Judged object : keys) {
        cases.put(object, new Case(object.caseName(renders), object.file()));
      }
      for (Finding finding : report.findings()) {
        if (!finding.ruleId().equals(suite.getKey())) {
          continue;
        }
        String plane = finding.planeId() != null ? finding.planeId() : single;
        caseOf(cases, keys, plane, finding, renders).findings.add(finding);
      }
      long suiteFailures = 0;
      for (Case c : cases.values()) {
        if (c.findings.stream().anyMatch(Finding::isError)) {
          suiteFailures++;
        }
      }
      tests += cases.size();
      failures += suiteFailures;
      suite(body, suite.getKey(), suite.getValue(), cases.values(), suiteFailures);
    }
    StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.append("<testsuites");
    attribute(out, "name", "planerules audit " + report.check().wireName());
    attribute(out, "tests", Long.toString(tests));
    attribute(out, "failures", Long.toString(failures));
    attribute(out, "errors", "0");
    out.append(">\n").append(body).append("</testsuites>\n");
    return out.toString();
  }

  private static Case caseOf(
      Map<Object, Case> cases, Set<Judged> keys, String plane, Finding finding, boolean renders) {
    SourceRef source = finding.source();
    ObjectId id = finding.object();
    if (id == null) {
      String key = plane + "\u0000" + source.file() + "#" + source.document();
      String name =
          (renders ? plane + ": " : "")
              + source.file()
              + "#"
              + source.document()
              + " (line "
              + source.line()
              + ")";
      return cases.computeIfAbsent(key, k -> new Case(name, source.file()));
    }
    Judged exact =
        new Judged(
            plane,
            source.file(),
            source.document(),
            id.apiVersion(),
            id.kind(),
            id.namespace(),
            id.name());
    if (keys.contains(exact)) {
      return requireNonNull(cases.get(exact)); // every key has its case
    }
    // the audit placed it in the release namespace, or judged a namespace it had as cluster-scoped
    for (Judged key : keys) {
      if (key.withNamespace(id.namespace()).equals(exact)) {
        return requireNonNull(cases.get(key));
      }
    }
    return cases.computeIfAbsent(exact, k -> new Case(exact.caseName(renders), source.file()));
  }

  private static void suite(
      StringBuilder out,
      String id,
      @Nullable RuleDescriptor rule,
      Iterable<Case> cases,
      long failures) {
    long tests = 0;
    for (Case ignored : cases) {
      tests++;
    }
    out.append("  <testsuite");
    attribute(out, "name", id);
    attribute(out, "tests", Long.toString(tests));
    attribute(out, "failures", Long.toString(failures));
    attribute(out, "errors", "0");
    attribute(out, "skipped", "0");
    out.append(">\n");
    if (rule != null) {
      out.append("    <properties>\n      <property");
      attribute(out, "name", "description");
      attribute(out, "value", rule.description());
      out.append("/>\n    </properties>\n");
    }
    for (Case c : cases) {
      out.append("    <testcase");
      attribute(out, "name", c.name);
      attribute(out, "classname", id);
      if (c.findings.isEmpty()) {
        out.append("/>\n");
        continue;
      }
      out.append(">\n");
      StringBuilder warnings = new StringBuilder();
      for (Finding finding : c.findings) {
        if (finding.isError()) {
          out.append("      <failure");
          attribute(out, "message", finding.message());
          attribute(out, "type", id);
          out.append('>');
          text(out, sourceOf(finding));
          out.append("</failure>\n");
        } else {
          warnings.append("warning: ").append(finding.message()).append(" (");
          warnings.append(sourceOf(finding)).append(")\n");
        }
      }
      if (warnings.length() > 0) {
        out.append("      <system-out>");
        text(out, warnings.toString());
        out.append("</system-out>\n");
      }
      out.append("    </testcase>\n");
    }
    out.append("  </testsuite>\n");
  }

  private static String sourceOf(Finding finding) {
    SourceRef source = finding.source();
    return source.file() + "#" + source.document() + " (line " + finding.line() + ")";
  }

  private static void attribute(StringBuilder out, String name, String value) {
    out.append(' ').append(name).append("=\"");
    escape(out, value, true);
    out.append('"');
  }

  private static void text(StringBuilder out, String value) {
    escape(out, value, false);
  }

  /**
   * XML 1.0 character data: the five markup characters as entities, line ends and tabs in
   * attributes as character references (an attribute's value is otherwise normalised to spaces),
   * and a character XML 1.0 does not allow (most C0 controls, lone surrogates, U+FFFE, U+FFFF) as
   * U+FFFD.
   */
  static void escape(StringBuilder out, String value, boolean attribute) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append(attribute ? "&quot;" : "\"");
        case '\n' -> out.append(attribute ? "&#10;" : "\n");
        case '\r' -> out.append("&#13;");
        case '\t' -> out.append(attribute ? "&#9;" : "\t");
        default -> {
          if (Character.isHighSurrogate(c)
              && i + 1 < value.length()
              && Character.isLowSurrogate(value.charAt(i + 1))) {
            out.append(c).append(value.charAt(++i));
          } else if (c < 0x20 || Character.isSurrogate(c) || c == '\uFFFE' || c == '\uFFFF') {
            out.append('\uFFFD');
          } else {
            out.append(c);
          }
        }
      }
    }
  }

  private static String text(@Nullable Object value) {
    return value == null ? "" : value.toString();
  }

  private static @Nullable String emptyToNull(String text) {
    return text.isEmpty() ? null : text;
  }
}
