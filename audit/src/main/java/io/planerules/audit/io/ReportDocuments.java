package io.planerules.audit.io;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.report.Check;
import io.planerules.audit.report.Finding;
import io.planerules.audit.report.ObjectId;
import io.planerules.audit.report.PlaneResult;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.Severity;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A report as the documents a CI job reads (docs/reference/audit.md#output): the JSON report and
 * SARIF 2.1.0, the format code-scanning services take (one run, the rules of its findings with
 * their help text, one result per finding with its file and start line). Key order is fixed, so the
 * text is byte-stable.
 * <!-- snippet: ReportDocumentsTest#sarif -->
 *
 * <pre>{@code
 * AuditReport report =
 *     Audit.render(ControlPlaneId.of("plane-a"), AuditOptions.defaults(), render);
 * String json = ReportDocuments.json(report); // {"audit": "render", "planeId": "plane-a", ...}
 * String sarif = ReportDocuments.sarif(report); // {"$schema": ..., "version": "2.1.0", ...}
 * }</pre>
 */
public final class ReportDocuments {

  /** The SARIF 2.1.0 schema (OASIS, errata 01), the value of {@code $schema}. */
  public static final String SARIF_SCHEMA =
      "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** Two spaces of indent, {@code "key": value}: the CLI's {@code --output json} style. */
  private static final DefaultPrettyPrinter PRETTY = prettyPrinter();

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private ReportDocuments() {}

  /**
   * The JSON report: {@code audit}, {@code planeId}, {@code mode}, {@code objects}, {@code errors},
   * {@code warnings}, {@code findings} (each {@code rule}, {@code severity}, {@code object}, {@code
   * source}, {@code message}, and {@code position} for a reading problem, {@code planeId} in {@code
   * renders}), {@code counts}; {@code renders} also has {@code planes}, and its top-level {@code
   * planeId} and {@code mode} are null.
   *
   * @param report the report
   * @return the tree
   */
  public static ObjectNode jsonTree(AuditReport report) {
    ObjectNode out = NODES.objectNode();
    out.put("audit", report.check().wireName());
    boolean several = report.check() == Check.RENDERS;
    PlaneResult first = report.planes().get(0);
    if (several) {
      out.putNull("planeId");
      out.putNull("mode");
    } else {
      out.put("planeId", first.planeId());
      out.put("mode", first.mode());
    }
    out.put("objects", report.objects());
    out.put("errors", report.errors());
    out.put("warnings", report.warnings());
    if (several) {
      ArrayNode planes = out.putArray("planes");
      for (PlaneResult plane : report.planes()) {
        planes
            .addObject()
            .put("planeId", plane.planeId())
            .put("mode", plane.mode())
            .put("objects", plane.objects());
      }
    }
    ArrayNode findings = out.putArray("findings");
    for (Finding finding : report.findings()) {
      ObjectNode f = findings.addObject();
      f.put("rule", finding.ruleId());
      f.put("severity", finding.severity().wireName());
      if (finding.planeId() != null) {
        f.put("planeId", finding.planeId());
      }
      ObjectId id = finding.object();
      if (id == null) {
        f.putNull("object");
      } else {
        ObjectNode o = f.putObject("object");
        o.put("apiVersion", id.apiVersion());
        o.put("kind", id.kind());
        o.put("namespace", id.namespace());
        o.put("name", id.name());
      }
      SourceRef source = finding.source();
      f.putObject("source")
          .put("file", source.file())
          .put("document", source.document())
          .put("line", source.line());
      if (finding.position() != null) {
        f.putObject("position")
            .put("line", finding.position().line())
            .put("column", finding.position().column());
      }
      f.put("message", finding.message());
    }
    ObjectNode counts = out.putObject("counts");
    report.counts().forEach(counts::put);
    return out;
  }

  /**
   * {@link #jsonTree} as indented text with a final line end.
   *
   * @param report the report
   * @return the text
   */
  public static String json(AuditReport report) {
    return indented(jsonTree(report));
  }

  /**
   * The report as a SARIF 2.1.0 log: one run of the tool {@code planerules}; its rules are the
   * rules of the findings, each with its description as help text and its severity as default
   * level; each finding is one result with its message, level, file (a relative URI, {@code stdin}
   * for {@code -}) and start line (and column for a reading problem), a logical location naming the
   * object, and a fingerprint of rule and object that does not move with lines.
   *
   * @param report the report
   * @return the tree
   */
  public static ObjectNode sarifTree(AuditReport report) {
    Map<String, RuleDescriptor> rules = new LinkedHashMap<>();
    Map<String, Severity> levels = new LinkedHashMap<>();
    for (Finding finding : report.findings()) {
      rules.putIfAbsent(finding.ruleId(), finding.rule());
      levels.putIfAbsent(finding.ruleId(), finding.severity());
    }
    ObjectNode log = NODES.objectNode();
    log.put("$schema", SARIF_SCHEMA);
    log.put("version", "2.1.0");
    ObjectNode run = log.putArray("runs").addObject();
    ObjectNode driver = run.putObject("tool").putObject("driver");
    driver.put("name", "planerules");
    driver.put("fullName", "planerules audit " + report.check().wireName());
    ArrayNode ruleArray = driver.putArray("rules");
    Map<String, Integer> index = new LinkedHashMap<>();
    for (Map.Entry<String, RuleDescriptor> rule : rules.entrySet()) {
      index.put(rule.getKey(), index.size());
      String description = rule.getValue().description();
      ObjectNode r = ruleArray.addObject();
      r.put("id", rule.getKey());
      r.putObject("shortDescription").put("text", description);
      r.putObject("help")
          .put(
              "text",
              rule.getKey()
                  + ": "
                  + description
                  + ". Decided by "
                  + rule.getValue().id().value()
                  + " ("
                  + rule.getValue().decision()
                  + "); see docs/audit.md.");
      r.putObject("defaultConfiguration")
          .put("level", level(requireNonNull(levels.get(rule.getKey()))));
    }
    run.putObject("automationDetails").put("id", automationId(report));
    ArrayNode results = run.putArray("results");
    for (Finding finding : report.findings()) {
      ObjectNode result = results.addObject();
      result.put("ruleId", finding.ruleId());
      result.put("ruleIndex", index.get(finding.ruleId()));
      result.put("level", level(finding.severity()));
      result.putObject("message").put("text", finding.message());
      ObjectNode location = result.putArray("locations").addObject();
      ObjectNode physical = location.putObject("physicalLocation");
      physical.putObject("artifactLocation").put("uri", uri(finding.source().file()));
      ObjectNode region = physical.putObject("region").put("startLine", finding.line());
      if (finding.position() != null) {
        region.put("startColumn", finding.position().column());
      }
      ObjectId id = finding.object();
      if (id != null) {
        location.putArray("logicalLocations").addObject().put("fullyQualifiedName", id.toString());
      }
      result.putObject("partialFingerprints").put("planerulesFinding/v1", fingerprint(finding));
      if (finding.planeId() != null) {
        result.putObject("properties").put("planeId", finding.planeId());
      }
    }
    return log;
  }

  /**
   * {@link #sarifTree} as indented text with a final line end.
   *
   * @param report the report
   * @return the text
   */
  public static String sarif(AuditReport report) {
    return indented(sarifTree(report));
  }

  private static String level(Severity severity) {
    return severity == Severity.WARNING ? "warning" : "error";
  }

  /** {@code planerules-audit/render/plane-a/}: one category per audit and plane. */
  private static String automationId(AuditReport report) {
    StringBuilder id = new StringBuilder("planerules-audit/").append(report.check().wireName());
    for (PlaneResult plane : report.planes()) {
      id.append('/').append(plane.planeId().isEmpty() ? "legacy" : plane.planeId());
    }
    return id.append('/').toString();
  }

  /** The rule and the object (or document) the finding is about; never its line. */
  private static String fingerprint(Finding finding) {
    ObjectId id = finding.object();
    String about =
        id == null
            ? finding.source().file() + "#" + finding.source().document()
            : id.apiVersion()
                + "|"
                + id.kind()
                + "|"
                + (id.namespace() == null ? "" : id.namespace())
                + "|"
                + id.name();
    return finding.ruleId()
        + "|"
        + (finding.planeId() == null ? "" : finding.planeId())
        + "|"
        + about;
  }

  /**
   * A file as a relative URI reference (RFC 3986): unreserved characters and {@code /} as they are,
   * everything else percent-encoded as UTF-8; {@code -} (standard input) is {@code stdin}.
   */
  static String uri(String file) {
    if (file.equals("-")) {
      return "stdin";
    }
    String path = file.startsWith("./") ? file.substring(2) : file;
    StringBuilder out = new StringBuilder();
    for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
      char c = (char) (b & 0xff);
      if ((c >= 'a' && c <= 'z')
          || (c >= 'A' && c <= 'Z')
          || (c >= '0' && c <= '9')
          || c == '-'
          || c == '.'
          || c == '_'
          || c == '~'
          || c == '/') {
        out.append(c);
      } else {
        out.append('%').append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xf, 16)));
        out.append(Character.toUpperCase(Character.forDigit(b & 0xf, 16)));
      }
    }
    return out.toString();
  }

  private static DefaultPrettyPrinter prettyPrinter() {
    DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
    DefaultPrettyPrinter printer =
        new DefaultPrettyPrinter()
            .withSeparators(
                Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER));
    printer.indentArraysWith(indenter);
    printer.indentObjectsWith(indenter);
    return printer;
  }

  /**
   * The project's one indented JSON print style, used by the reports and by every {@code planerules
   * --output json}: two-space indentation, {@code "name": value}, a final line end.
   *
   * @param tree the document
   * @return its text
   */
  public static String indented(JsonNode tree) {
    try {
      return MAPPER.writer(PRETTY).writeValueAsString(tree) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The project's one YAML print style, used by the PolicyReports and by every {@code planerules}
   * command that prints objects as YAML: a stream of documents as {@code kubectl apply -f} takes
   * it, each starting with {@code ---}, block style, sequences indented under their key, no line
   * folding; the empty text for no document.
   *
   * @param documents the documents, in order
   * @return their text
   */
  public static String yamlStream(List<ObjectNode> documents) {
    return YamlDocuments.stream(documents);
  }
}
