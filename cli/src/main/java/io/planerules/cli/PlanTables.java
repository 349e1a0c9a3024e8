package io.planerules.cli;

import io.planerules.cli.ops.PlanAnswers;
import io.planerules.cli.table.Render;
import io.planerules.cli.table.Table;
import io.planerules.identity.naming.PlanEntry;
import io.planerules.storage.catalog.transition.TransitionOutcome;
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
   * The names of plan entries.
   *
   * @param names the entries, in plan order
   * @param wide one table with the legacy column, instead of one narrow table per family
   * @return the rendered text
   */
  static String names(List<PlanEntry> names, boolean wide) {
    if (wide) {
      return wideNames(names);
    }
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, List<PlanEntry>> family : families(names).entrySet()) {
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
  private static Map<String, List<PlanEntry>> families(List<PlanEntry> names) {
    Map<String, List<PlanEntry>> families = new LinkedHashMap<>();
    for (PlanEntry entry : names) {
      String kind = entry.kind();
      int slash = kind.indexOf('/');
      String family = slash < 0 ? kind : kind.substring(0, slash);
      families.computeIfAbsent(family, f -> new ArrayList<>()).add(entry);
    }
    return families;
  }

  private static String familyTable(List<PlanEntry> entries) {
    boolean namespaced = false;
    boolean anyProblem = false;
    for (PlanEntry entry : entries) {
      namespaced |= entry.namespace() != null;
      anyProblem |= hasProblem(entry);
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
    for (PlanEntry entry : entries) {
      List<String> row = new ArrayList<>(List.of(entry.kind()));
      if (namespaced) {
        row.add(entry.scope().wireName());
        row.add(Render.cell(entry.namespace()));
      }
      if (anyProblem) {
        row.add(problem(entry));
      }
      row.add(Render.cell(entry.name()));
      table.row(row.toArray());
    }
    return table.render();
  }

  private static boolean hasProblem(PlanEntry entry) {
    return !entry.problems().problems().isEmpty();
  }

  /** The code of the entry's first problem, or {@code ""}. */
  private static String problem(PlanEntry entry) {
    return hasProblem(entry) ? entry.problems().problems().get(0).code() : "";
  }

  private static String wideNames(List<PlanEntry> names) {
    boolean anyProblem = false;
    for (PlanEntry entry : names) {
      anyProblem |= hasProblem(entry);
    }
    Table table =
        anyProblem
            ? Table.of("KIND", "LEGACY", "NAME", "SCOPE", "NAMESPACE", "PROBLEM")
            : Table.of("KIND", "LEGACY", "NAME", "SCOPE", "NAMESPACE");
    for (PlanEntry entry : names) {
      table.row(
          entry.kind(),
          Render.cell(entry.legacy()),
          Render.cell(entry.name()),
          entry.scope().wireName(),
          Render.cell(entry.namespace()),
          problem(entry));
    }
    return table.render();
  }

  /**
   * The storage decisions of a plan.
   *
   * @param decisions every driver x workflow ({@link PlanAnswers#decisions})
   * @param wide one table with provider and digest, instead of the two narrow tables
   * @return the rendered text
   */
  static String decisions(List<PlanAnswers.DriverDecision> decisions, boolean wide) {
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
    for (PlanAnswers.DriverDecision d : decisions) {
      TransitionOutcome outcome = d.outcome();
      String provisioner = d.driver().provisioner();
      String workflow = d.workflow().wireName();
      String transition = outcome.transition().wireName();
      String modes = Render.cell(outcome.requiredAccessModeNames());
      String options = Render.cell(outcome.requiredMountOptions());
      String digest = d.profileDigest();
      if (wide) {
        needs.row(provisioner, d.driver().provider(), workflow, transition, modes, options, digest);
      } else {
        needs.row(provisioner, workflow, transition, modes, options);
        digests.row(provisioner, workflow, digest);
      }
    }
    return wide ? needs.render() : needs.render() + "\n" + digests.render();
  }
}
