package io.planerules.cli;

import io.planerules.binding.Outcome;
import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.cli.help.Candidates;
import io.planerules.cli.ops.BindingOps;
import io.planerules.cli.ops.CatalogOps;
import io.planerules.cli.ops.Catalogs;
import io.planerules.cli.ops.OwnershipOps;
import io.planerules.cli.ops.RbacOps;
import io.planerules.cli.table.Render;
import io.planerules.cli.table.Table;
import io.planerules.identity.ControlPlaneId;
import io.planerules.ownership.ObservedObject;
import io.planerules.ownership.PolicyContext;
import io.planerules.ownership.Verdict;
import io.planerules.rbac.AtomicPermission;
import io.planerules.rbac.Coverage;
import io.planerules.rbac.RbacCoverage;
import io.planerules.rules.PlaneRulesException;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.CatalogRevision;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code planerules decide}, {@code ownership} and {@code rbac check}: one answer with its trace.
 */
final class DecisionCommands {

  private DecisionCommands() {}

  /** The key/value block of a decision: its fields as {@code decision.resolve} names them. */
  static String fields(Decision decision) {
    return Table.of("", "")
        .row("provider", decision.provider())
        .row("provisioner", decision.provisioner())
        .row("workflow", decision.workflow().wireName())
        .row("transition", decision.transition().wireName())
        .row("requiredAccessModes", Render.cell(decision.requiredAccessModeNames()))
        .row("requiredMountOptions", Render.cell(decision.requiredMountOptions()))
        .row("profileDigest", decision.profileDigest())
        .row("profileDigestScheme", decision.profileDigestScheme().wireName())
        .row(
            "catalogRevision",
            Render.cell(decision.catalogRevision().map(CatalogRevision::value).orElse(null)))
        .row("storageClassName", decision.storageClassName())
        .row("storageClassUID", decision.storageClassUID())
        .row("storageClassDigest", decision.storageClassDigest())
        .row("encryptionSupported", decision.encryptionSupported())
        .renderBody();
  }

  /** The key/value block of a verdict: its fields as {@code ownership.verdict} names them. */
  static String fields(Verdict verdict) {
    Table table =
        Table.of("", "")
            .row("state", verdict.state().wireName())
            .row("allowed", verdict.allowed())
            .row("outcome", verdict.kind().wireName())
            .row("rule", verdict.ruleId().value())
            .row("reason", verdict.reason().code())
            .row("message", verdict.message());
    if (verdict.kind() == Verdict.Kind.DENY) {
      table.row("retainFinalizer", verdict.retainFinalizer()).row("requeue", verdict.requeue());
    }
    return table.renderBody();
  }

  /** {@code planerules decide}. */
  @Command(
      name = "decide",
      description = {
        "Resolves one model-cache storage decision with its rule trace.",
        "Without --storage-class the cluster is assumed to have StorageClass nvcf-sc with the"
            + " given provisioner and reclaimPolicy Retain."
      },
      exitCodeList = {
        "0:resolved (a disabled transition included)",
        "1:refused (the deciding rule and its message are printed), or the catalog is invalid",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules decide --provisioner csi.weka.io --workflow regularModelCache",
        "  ./planerules decide --storage-class cli/examples/storageclass.yaml \\",
        "      --workflow helmModelCache"
      })
  static final class Decide extends BaseCommand {
    @Option(
        names = "--provisioner",
        paramLabel = "P",
        description = "the StorageClass provisioner (required without --storage-class)")
    @Nullable String provisioner;

    @Option(
        names = "--workflow",
        required = true,
        paramLabel = "WORKFLOW",
        completionCandidates = Candidates.Workflows.class,
        description = "${COMPLETION-CANDIDATES} (required)")
    String workflow;

    @Option(
        names = "--catalog",
        paramLabel = "FILE",
        description = "storage capability catalog, YAML or JSON (default: the embedded one)")
    @Nullable Path catalogFile;

    @Option(
        names = "--storage-class",
        paramLabel = "FILE",
        description =
            "the StorageClass object, YAML or JSON as kubectl get -o yaml prints it (default:"
                + " nvcf-sc with --provisioner and reclaimPolicy Retain)")
    @Nullable Path storageClassFile;

    @Override
    public Integer call() {
      StorageClassSnapshot storageClass;
      if (storageClassFile != null) {
        storageClass = Documents.storageClass(Documents.read(storageClassFile));
        if (provisioner != null && !provisioner.equals(storageClass.provisioner())) {
          throw new CliException(
              "--provisioner "
                  + provisioner
                  + " differs from the provisioner of "
                  + storageClassFile);
        }
      } else {
        if (provisioner == null) {
          throw new CliException("--provisioner is required without --storage-class");
        }
        storageClass = StorageClassSnapshot.of("nvcf-sc", "", provisioner, "Retain");
      }
      StorageCatalog catalog;
      if (catalogFile == null) {
        catalog = Catalogs.embedded().catalog();
      } else {
        Catalogs.Loaded loaded = Catalogs.load(readBytes(catalogFile));
        if (loaded.catalog() == null) {
          String name = catalogFile.toString();
          if (json()) {
            printJson(CatalogOps.invalid(loaded));
          } else {
            printText(
                CatalogCommands.problemLines(name, loaded.problems())
                    + name
                    + ": invalid catalog\n");
          }
          return NEGATIVE;
        }
        catalog = loaded.catalog();
      }
      Outcome<Decision> outcome = DecisionResolver.resolve(catalog, storageClass, workflow);
      if (!outcome.isOk()) {
        if (json()) {
          printJson(BindingOps.refusal(outcome));
        } else {
          printText("refused by " + outcome.ruleId().value() + ": " + outcome.message() + "\n");
        }
        return NEGATIVE;
      }
      Decision decision = outcome.orElseThrow();
      if (json()) {
        printJson(BindingOps.result(decision));
      } else {
        printText(text(decision));
      }
      return OK;
    }

    private static String text(Decision decision) {
      return fields(decision)
          + "\ndecided by "
          + decision.ruleId().value()
          + ": "
          + decision.message()
          + "\n"
          + Render.trace(decision.trace());
    }
  }

  /** {@code planerules ownership}. */
  @Command(
      name = "ownership",
      description = {
        "Decides whether a plane may act on an object.",
        "Prints the verdict with its rule trace. The object is read as kubectl get -o yaml"
            + " prints it (YAML or JSON); the plane's default shared prerequisites apply."
      },
      exitCodeList = {
        "0:the action is allowed",
        "1:the action is denied, skipped or aborted, or the id is invalid",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules ownership --plane-id plane-a --action delete \\",
        "      --object cli/examples/configmap.yaml"
      })
  static final class Ownership extends BaseCommand {
    @Mixin Options.Plane plane;

    @Option(
        names = "--action",
        required = true,
        paramLabel = "ACTION",
        completionCandidates = Candidates.OwnershipActions.class,
        description = "${COMPLETION-CANDIDATES} (required)")
    String action;

    @Option(
        names = "--object",
        required = true,
        paramLabel = "FILE",
        description = "the object, YAML or JSON as kubectl get -o yaml prints it (required)")
    Path objectFile;

    @Override
    public Integer call() {
      Documents.Document object = Documents.read(objectFile);
      if (!OwnershipOps.ACTIONS.contains(action)) {
        throw new CliException(
            "--action must be one of " + String.join(", ", OwnershipOps.ACTIONS));
      }
      ControlPlaneId id = plane.id();
      Verdict verdict;
      try {
        ObservedObject observed = Documents.observed(object);
        verdict = OwnershipOps.decide(id, action, observed, PolicyContext.defaults(id));
      } catch (PlaneRulesException invalid) {
        throw new CliException(objectFile + ": " + invalid.getMessage());
      }
      if (json()) {
        printJson(OwnershipOps.verdict(verdict));
      } else {
        printText(text(verdict));
      }
      return verdict.allowed() ? OK : NEGATIVE;
    }

    private static String text(Verdict verdict) {
      return verdict.kind().wireName()
          + ": "
          + verdict.message()
          + "\n"
          + fields(verdict)
          + "\n"
          + Render.trace(verdict.trace());
    }
  }

  /** {@code planerules rbac ...}. */
  @Command(
      name = "rbac",
      description = "Checks RBAC delegation.",
      footer = {
        "  ./planerules rbac check cli/examples/held-role.yaml \\",
        "      cli/examples/granted-role.yaml"
      },
      subcommands = {RbacCheck.class})
  static final class Rbac extends GroupCommand {}

  /** {@code planerules rbac check HELD GRANTED}. */
  @Command(
      name = "check",
      description = {
        "Tells whether HELD rules allow granting the GRANTED rules.",
        "This is Kubernetes escalation prevention: a granter may grant only permissions it holds."
            + " Each"
            + " file is a Role or ClusterRole (its rules) or a list of PolicyRules, YAML or JSON."
      },
      exitCodeList = {
        "0:every granted permission is held",
        "1:something is not held (every missing permission is printed)",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules rbac check cli/examples/held-role.yaml \\",
        "      cli/examples/granted-role.yaml"
      })
  static final class RbacCheck extends BaseCommand {
    @Parameters(
        index = "0",
        paramLabel = "HELD",
        description = "the granter's rules (YAML or JSON)")
    Path held;

    @Parameters(
        index = "1",
        paramLabel = "GRANTED",
        description = "the rules being granted (YAML or JSON)")
    Path granted;

    @Override
    public Integer call() {
      Coverage coverage =
          RbacCoverage.covers(
              Documents.rules(Documents.read(held)), Documents.rules(Documents.read(granted)));
      if (json()) {
        printJson(RbacOps.coverage(coverage));
      } else {
        printText(text(coverage));
      }
      return coverage.covered() ? OK : NEGATIVE;
    }

    private static String text(Coverage coverage) {
      if (coverage.covered()) {
        return "covered: " + coverage.message() + "\n";
      }
      Table table = Table.of("API GROUP", "RESOURCE", "VERB", "RESOURCE NAME / URL");
      for (AtomicPermission atomic : coverage.uncovered()) {
        if (atomic.isResource()) {
          table.row(
              "\"" + atomic.apiGroup() + "\"",
              atomic.resource(),
              atomic.verb(),
              Render.cell(atomic.resourceName()));
        } else {
          table.row("-", "-", atomic.verb(), atomic.nonResourceURL());
        }
      }
      return "not covered: " + coverage.message() + "\n\n" + table.render();
    }
  }
}
