package io.planerules.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.binding.decision.DecisionOutcome;
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
import io.planerules.rbac.Coverage;
import io.planerules.rbac.RbacCoverage;
import io.planerules.rules.PlaneRulesException;
import io.planerules.storage.catalog.StorageCatalog;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
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

  /** A key/value block of a flat JSON object's scalar and list fields. */
  static String fields(JsonNode object) {
    Table table = Table.of("", "");
    for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      if (!field.getValue().isObject() && !field.getKey().equals("trace")) {
        table.row(field.getKey(), Render.cell(field.getValue()));
      }
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
        storageClass = Documents.storageClass(readDocument(storageClassFile), storageClassFile);
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
          print(
              CatalogOps.invalid(loaded),
              CatalogCommands.problemLines(catalogFile.toString(), loaded.problems())
                  + catalogFile
                  + ": invalid catalog\n");
          return NEGATIVE;
        }
        catalog = loaded.catalog();
      }
      DecisionOutcome outcome = DecisionResolver.resolve(catalog, storageClass, workflow);
      if (outcome instanceof DecisionOutcome.Refused refused) {
        print(
            BindingOps.refusal(refused),
            "refused by " + refused.ruleId().value() + ": " + refused.message() + "\n");
        return NEGATIVE;
      }
      JsonNode result = BindingOps.decisionResult(outcome);
      String text =
          fields(result.get("decision"))
              + "\ndecided by "
              + result.get("rule").textValue()
              + ": "
              + result.get("message").textValue()
              + "\n"
              + Render.trace(result.get("trace"));
      print(result, text);
      return OK;
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
      JsonNode object = readDocument(objectFile);
      if (!OwnershipOps.ACTIONS.contains(action)) {
        throw new CliException(
            "--action must be one of " + String.join(", ", OwnershipOps.ACTIONS));
      }
      ControlPlaneId id = plane.id();
      Verdict verdict;
      try {
        ObservedObject observed = Documents.observed(object, objectFile);
        verdict = OwnershipOps.decide(id, action, observed, PolicyContext.defaults(id));
      } catch (PlaneRulesException invalid) {
        throw new CliException(objectFile + ": " + invalid.getMessage());
      }
      JsonNode result = OwnershipOps.verdict(verdict);
      boolean allowed = result.get("allowed").booleanValue();
      String text =
          result.get("outcome").textValue()
              + ": "
              + result.get("message").textValue()
              + "\n"
              + fields(result)
              + "\n"
              + Render.trace(result.get("trace"));
      print(result, text);
      return allowed ? OK : NEGATIVE;
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
              Documents.rules(readDocument(held), held),
              Documents.rules(readDocument(granted), granted));
      JsonNode result = RbacOps.coverage(coverage);
      String text;
      if (coverage.covered()) {
        text = "covered: " + coverage.message() + "\n";
      } else {
        Table table = Table.of("API GROUP", "RESOURCE", "VERB", "RESOURCE NAME / URL");
        for (JsonNode atomic : result.get("uncovered")) {
          table.row(
              atomic.has("apiGroup") ? "\"" + atomic.get("apiGroup").textValue() + "\"" : "-",
              atomic.path("resource").asText("-"),
              atomic.get("verb").textValue(),
              atomic.has("nonResourceURL")
                  ? atomic.get("nonResourceURL").textValue()
                  : atomic.path("resourceName").asText("-"));
        }
        text = "not covered: " + coverage.message() + "\n\n" + table.render();
      }
      print(result, text);
      return coverage.covered() ? OK : NEGATIVE;
    }
  }
}
