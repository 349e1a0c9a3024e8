package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.GroupKind;
import io.planerules.audit.SharedEntry;
import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.io.ReportDocuments;
import io.planerules.audit.report.AuditReport;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.batch.RequestException;
import io.planerules.identity.ControlPlaneId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Batch operations of the {@code audit} module (docs/reference/cli.md#operations). */
public final class AuditOps {

  private AuditOps() {}

  /** Registers the audit operations. */
  public static void register(OpRegistry.Builder ops) {
    ops.register(
        "audit.render",
        Fields.of(
            Field.requiredString("planeId"),
            Field.string("domain"),
            Field.documents("objects"),
            Field.string("releaseNamespace"),
            Field.strings("clusterScoped"),
            Field.strings("shared"),
            Field.strings("labelledKinds"),
            Field.strings("externalIssuers")),
        AuditOps::render);
  }

  /**
   * {@code audit.render}: {@code planeId}, {@code domain?}, {@code objects} (the render's objects
   * as JSON, one document each, Lists read item by item), {@code releaseNamespace?}, {@code
   * clusterScoped?} ({@code [GROUP/]KIND}), {@code shared?} ({@code KIND/NAMESPACE/NAME}), {@code
   * labelledKinds?} (replacing the defaults), {@code externalIssuers?} → the JSON report of {@code
   * audit render --output json}; findings name the file {@code objects} and the document by its
   * index. An invalid id, domain or option refuses the request.
   */
  static ObjectNode render(Request request) {
    ControlPlaneId id = IdentityOps.planeId(request.requiredString("planeId"));
    AuditOptions.Builder options =
        AuditOptions.builder()
            .clusterScoped(parsed(request, "clusterScoped", GroupKind::parse))
            .shared(parsed(request, "shared", SharedEntry::parse))
            .externalIssuers(request.strings("externalIssuers"));
    String domain = request.nullableString("domain");
    if (domain != null && !domain.isEmpty()) {
      IdentityOps.domain(domain, id, true);
      options.domain(domain);
    }
    String namespace = request.nullableString("releaseNamespace");
    if (namespace != null && !namespace.isEmpty()) {
      options.releaseNamespace(namespace);
    }
    List<String> labelled = request.nullableStrings("labelledKinds");
    if (labelled != null) {
      options.labelledKinds(parsed(request, "labelledKinds", GroupKind::parse));
    }
    try {
      AuditReport report =
          Audit.render(
              id, options.build(), ObjectStreams.ofTrees("objects", request.documents("objects")));
      return ReportDocuments.jsonTree(report);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static <T> List<T> parsed(Request request, String field, Function<String, T> parse) {
    List<T> out = new ArrayList<>();
    List<String> texts = request.strings(field);
    for (int i = 0; i < texts.size(); i++) {
      try {
        out.add(parse.apply(texts.get(i)));
      } catch (IllegalArgumentException bad) {
        throw RequestException.invalid("field \"" + field + "[" + i + "]\": " + bad.getMessage());
      }
    }
    return out;
  }
}
