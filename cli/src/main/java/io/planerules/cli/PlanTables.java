package io.planerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.cli.table.Render;
import io.planerules.cli.table.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The text tables of {@code plan} and {@code names}, in two layouts.
 *
 * <p>The default layout is made for a 120-column terminal: one table per family of kinds (the part
 * of the kind before its first {@code /}), the plane's name in the last column so that a long URL
 * only lengthens its own line, the scope and namespace columns only in families that hold
 * namespaced objects, and no legacy column. The storage decisions are two tables: what each driver
 * × workflow needs, then its profile digest.
 *
 * <p>The wide layout ({@code --wide}) is one table of every name with its legacy name beside it,
 * and one table of every decision with its provider and digest.
 */
final class PlanTables {

  private PlanTables() {}

  /**
   * The names of a JSON names list.
   *
   * @param names the entries ({@code kind}, {@code legacy}, {@code name}, {@code scope}, {@code
   *     namespace}, optional {@code problems})
   * @param wide one table with the legacy column, instead of one narrow table per family
   * @return the rendered text
   */
  static String names(JsonNode names, boolean wide) {
    if (wide) {
      return wideNames(names);
    }
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, List<JsonNode>> family : families(names).entrySet()) {
      if (out.length() > 0) {
        out.append('\n');
      }
      out.append(family.getKey())
          .append(" (")
          .append(family.getValue().size())
          .append(")\n")
          .append(familyTable(family.getValue()));
    }
    return out.toString();
  }

  /** The entries grouped by family, families in order of first appearance. */
  private static Map<String, List<JsonNode>> families(JsonNode names) {
    Map<String, List<JsonNode>> families = new LinkedHashMap<>();
    for (JsonNode entry : names) {
      String kind = entry.get("kind").textValue();
      int slash = kind.indexOf('/');
      String family = slash < 0 ? kind : kind.substring(0, slash);
      families.computeIfAbsent(family, f -> new ArrayList<>()).add(entry);
    }
    return families;
  }

  private static String familyTable(List<JsonNode> entries) {
    boolean namespaced = false;
    boolean anyProblem = false;
    for (JsonNode entry : entries) {
      namespaced |= hasNamespace(entry);
      anyProblem |= entry.has("problems");
    }
    List<String> headers = new ArrayList<>(List.of("KIND"));
    if (namespaced) {
      headers.addAll(List.of("SCOPE", "NAMESPACE"));
    }
    if (anyProblem) {
      headers.add("PROBLEM");
    }
    headers.add("NAME");
    Table table = Table.of(headers.toArray(String[]::new));
    for (JsonNode entry : entries) {
      List<String> row = new ArrayList<>(List.of(entry.get("kind").textValue()));
      if (namespaced) {
        row.add(entry.get("scope").textValue());
        row.add(Render.cell(entry.get("namespace")));
      }
      if (anyProblem) {
        row.add(problem(entry));
      }
      row.add(Render.cell(entry.get("name")));
      table.row(row.toArray());
    }
    return table.render();
  }

  private static boolean hasNamespace(JsonNode entry) {
    JsonNode namespace = entry.get("namespace");
    return namespace != null && namespace.isTextual();
  }

  private static String problem(JsonNode entry) {
    return entry.has("problems") ? entry.at("/problems/0/code").asText() : "";
  }

  private static String wideNames(JsonNode names) {
    boolean anyProblem = false;
    for (JsonNode entry : names) {
      anyProblem |= entry.has("problems");
    }
    Table table =
        anyProblem
            ? Table.of("KIND", "LEGACY", "NAME", "SCOPE", "NAMESPACE", "PROBLEM")
            : Table.of("KIND", "LEGACY", "NAME", "SCOPE", "NAMESPACE");
    for (JsonNode entry : names) {
      table.row(
          entry.get("kind").textValue(),
          Render.cell(entry.get("legacy")),
          Render.cell(entry.get("name")),
          entry.get("scope").textValue(),
          Render.cell(entry.get("namespace")),
          problem(entry));
    }
    return table.render();
  }

  /**
   * The storage decisions of a JSON decisions list.
   *
   * @param decisions the entries of {@link io.planerules.cli.ops.PlanAnswers#decisions}
   * @param wide one table with provider and digest, instead of the two narrow tables
   * @return the rendered text
   */
  static String decisions(JsonNode decisions, boolean wide) {
    Table needs =
        wide
            ? Table.of(
                "PROVISIONER",
                "PROVIDER",
                "WORKFLOW",
                "TRANSITION",
                "REQUIRED MODES",
                "REQUIRED OPTIONS",
                "PROFILE DIGEST")
            : Table.of(
                "PROVISIONER", "WORKFLOW", "TRANSITION", "REQUIRED MODES", "REQUIRED OPTIONS");
    Table digests = Table.of("PROVISIONER", "WORKFLOW", "PROFILE DIGEST");
    for (JsonNode d : decisions) {
      String provisioner = d.get("provisioner").textValue();
      String workflow = d.get("workflow").textValue();
      String transition = d.get("transition").textValue();
      String modes = Render.cell(d.get("requiredAccessModes"));
      String options = Render.cell(d.get("requiredMountOptions"));
      String digest = d.get("profileDigest").textValue();
      if (wide) {
        needs.row(
            provisioner,
            d.get("provider").textValue(),
            workflow,
            transition,
            modes,
            options,
            digest);
      } else {
        needs.row(provisioner, workflow, transition, modes, options);
        digests.row(provisioner, workflow, digest);
      }
    }
    return wide ? needs.render() : needs.render() + "\n" + digests.render();
  }
}
