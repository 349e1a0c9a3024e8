package io.planerules.cli;

import io.planerules.cli.help.Candidates;
import io.planerules.cli.ops.Catalogs;
import io.planerules.cli.ops.IdentityOps;
import io.planerules.cli.ops.PlanAnswers;
import io.planerules.cli.table.Render;
import io.planerules.cli.table.Table;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.CassandraPolicy;
import io.planerules.identity.naming.PlanEntry;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.plane.Collision;
import io.planerules.identity.plane.PlaneConfig;
import io.planerules.identity.plane.PlaneRegistry;
import io.planerules.rules.Problem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code planerules plan} and {@code planerules names}: the plane-scoped names of one plane. */
final class PlanCommands {

  private PlanCommands() {}

  /** The options naming one plane. */
  abstract static class PlaneOptions extends BaseCommand {
    @Mixin Options.Plane plane;

    @Mixin Options.Domain domain;

    @Option(
        names = "--cassandra-policy",
        defaultValue = "per-plane",
        paramLabel = "POLICY",
        completionCandidates = Candidates.CassandraPolicies.class,
        description = "Cassandra keyspaces: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    String cassandraPolicy;

    @Option(
        names = "--wide",
        description =
            "one table of every name with its legacy name (and, for plan, one table of every"
                + " decision with provider and digest) instead of the tables per family")
    boolean wide;

    /** The plane: its id and domain validated, and its names when both are valid. */
    PlanAnswers.Plane plane() {
      Optional<CassandraPolicy> policy = CassandraPolicy.fromWireName(cassandraPolicy);
      if (policy.isEmpty()) {
        throw new CliException(
            "--cassandra-policy must be per-plane or shared-cluster, got '"
                + cassandraPolicy
                + "'");
      }
      return PlanAnswers.plane(plane.text(), domain.orEmpty(), policy.get());
    }

    static String header(PlanAnswers.Plane plane) {
      Table table = Table.of("", "");
      table.row("control-plane id", "\"" + plane.planeId() + "\" (" + plane.mode() + " mode)");
      table.row("domain", plane.domain().isEmpty() ? "(none)" : plane.domain());
      return table.renderBody();
    }

    static String refusal(PlanAnswers.Plane plane) {
      return header(plane)
          + "\nthe plane is invalid:\n"
          + Render.problems(plane.problems().problems());
    }
  }

  /** {@code planerules plan}: the main job. */
  @Command(
      name = "plan",
      description = {
        "Prints the names and storage decisions of one plane.",
        "Validates the control-plane id and domain (a named plane needs one), prints every"
            + " plane-scoped name (kind, legacy"
            + " name, this plane's name, scope, namespace), then the storage decision (transition,"
            + " required access modes and mount options, profile digest) for every catalog driver"
            + " x workflow."
      },
      exitCodeList = {
        "0:the id, domain and catalog are valid",
        "1:the id, domain or catalog is invalid (every problem is printed)",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules plan --plane-id plane-a --domain plane-a.example.test",
        "  ./planerules plan --plane-id ''"
      })
  static final class Plan extends PlaneOptions {

    @Option(
        names = "--catalog",
        paramLabel = "FILE",
        description = "storage capability catalog, YAML or JSON (default: the embedded one)")
    @Nullable Path catalogFile;

    @Override
    public Integer call() {
      PlanAnswers.Plane plane = plane();
      Catalogs.Loaded catalog =
          catalogFile == null ? Catalogs.embedded() : Catalogs.load(readBytes(catalogFile));
      String source = catalogFile == null ? "embedded default" : catalogFile.toString();
      PlanAnswers.Plan answer = PlanAnswers.plan(plane, source, catalog);
      boolean ok = plane.names() != null && catalog.catalog() != null;
      if (json()) {
        printJson(PlanAnswers.plan(answer));
      } else {
        printText(ok ? text(answer) : refusalText(answer));
      }
      return ok ? OK : NEGATIVE;
    }

    private static String refusalText(PlanAnswers.Plan answer) {
      PlanAnswers.Plane plane = answer.plane();
      StringBuilder text = new StringBuilder();
      text.append(plane.names() != null ? header(plane) : refusal(plane));
      Catalogs.Loaded catalog = answer.catalog();
      if (catalog.catalog() == null) {
        text.append("\nthe catalog ")
            .append(answer.source())
            .append(" is invalid:\n")
            .append(Render.problems(catalog.problems()));
      }
      return text.toString();
    }

    private String text(PlanAnswers.Plan answer) {
      Catalogs.Loaded catalog = answer.catalog();
      List<PlanEntry> names = Objects.requireNonNull(answer.plane().names(), "names").plan();
      StringBuilder text = new StringBuilder(header(answer.plane()));
      text.append('\n')
          .append("Names (")
          .append(names.size())
          .append(")\n")
          .append(PlanTables.names(names, wide))
          .append('\n')
          .append("Storage decisions (catalog: ")
          .append(answer.source())
          .append(", ")
          .append(Render.cell(catalog.revision()))
          .append(")\n")
          .append(PlanTables.decisions(answer.decisions(), wide));
      if (!catalog.problems().isEmpty()) {
        text.append('\n').append("Catalog warnings\n").append(Render.problems(catalog.problems()));
      }
      return text.toString();
    }
  }

  /** {@code planerules names check-disjoint}. */
  @Command(
      name = "check-disjoint",
      description = {
        "Proves that the names of several planes do not collide.",
        "No derived name of one plane may equal another plane's. The legacy plane takes part as"
            + " --plane =DOMAIN (or --plane '='). Registry findings such as overlapping domains are"
            + " printed and do not change the exit code, except an invalid id (exit 1)."
      },
      exitCodeList = {
        "0:the planes' names are disjoint",
        "1:names collide, or an id is invalid (every collision and problem is printed)",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules names check-disjoint --plane plane-a=a.example.test \\",
        "      --plane plane-b=b.example.test"
      })
  static final class DisjointCommand extends BaseCommand {
    @Option(
        names = "--plane",
        required = true,
        paramLabel = "ID=DOMAIN",
        description = "a plane (repeat for every plane; at least one)")
    List<String> planes;

    @Override
    public Integer call() {
      List<PlaneConfig> configs = new ArrayList<>();
      for (String plane : planes) {
        int eq = plane.indexOf('=');
        if (eq < 0) {
          throw usage("--plane must be ID=DOMAIN, got '" + plane + "'");
        }
        configs.add(PlaneConfig.of(plane.substring(0, eq), plane.substring(eq + 1)));
      }
      PlaneRegistry.Disjointness answer = PlaneRegistry.disjointness(configs);
      if (json()) {
        printJson(IdentityOps.disjointness(answer));
      } else {
        printText(text(answer));
      }
      boolean idsValid =
          configs.stream().allMatch(c -> ControlPlaneId.validate(c.controlPlaneId()).isValid());
      return answer.disjoint() && idsValid ? OK : NEGATIVE;
    }

    private static String text(PlaneRegistry.Disjointness answer) {
      StringBuilder text = new StringBuilder();
      if (answer.disjoint()) {
        text.append("disjoint: no fixed-kind name of one plane equals another's\n");
      } else {
        Table table = Table.of("NAME", "SCOPE", "NAMESPACE", "KINDS", "PLANES");
        for (Collision collision : answer.collisions()) {
          table.row(
              collision.name(),
              collision.scope().wireName(),
              collision.namespace(),
              Render.cell(collision.kinds()),
              Render.cell(collision.planeIds()));
        }
        text.append("names collide:\n").append(table.render());
      }
      List<Problem> problems = answer.problems().problems();
      if (!problems.isEmpty()) {
        text.append("\nregistry findings:\n").append(Render.problems(problems));
      }
      return text.toString();
    }
  }

  /** {@code planerules names}: the name table alone. */
  @Command(
      name = "names",
      description = {
        "Prints the plane-scoped names of one plane.",
        "One row per name: kind, legacy name, this plane's name, scope, namespace. A named"
            + " plane needs its --domain."
      },
      exitCodeList = {
        "0:the plane is valid",
        "1:the id or domain is invalid (every problem is printed)",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules names --plane-id plane-a --domain plane-a.example.test --kind release/n",
        "  ./planerules names --plane-id '' --kind namespace/"
      },
      subcommands = {DisjointCommand.class})
  static final class Names extends PlaneOptions {

    @Option(
        names = "--kind",
        paramLabel = "PREFIX",
        defaultValue = "",
        description = "only kinds starting with PREFIX, e.g. namespace/ (default: every kind)")
    String kindPrefix;

    @Override
    public Integer call() {
      PlanAnswers.Plane plane = plane();
      PlaneNames names = plane.names();
      if (names == null) {
        if (json()) {
          printJson(PlanAnswers.plane(plane));
        } else {
          printText(refusal(plane));
        }
        return NEGATIVE;
      }
      List<PlanEntry> entries = PlanAnswers.entries(names, kindPrefix);
      if (json()) {
        printJson(PlanAnswers.names(plane, entries));
      } else {
        printText(PlanTables.names(entries, wide));
      }
      return OK;
    }
  }
}
