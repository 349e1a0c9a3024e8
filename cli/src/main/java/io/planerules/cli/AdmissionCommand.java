package io.planerules.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.admission.GroupResource;
import io.planerules.admission.io.PolicyDocuments;
import io.planerules.admission.policy.PolicySet;
import io.planerules.cli.batch.RequestException;
import io.planerules.cli.json.Json;
import io.planerules.cli.ops.AdmissionOps;
import io.planerules.cli.table.Render;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code planerules admission}: the ValidatingAdmissionPolicies and bindings of a plane as YAML (a
 * multi-document stream for {@code kubectl apply -f -}) or JSON ({@code {"items": [...]}}). Its
 * {@code --output} is {@code yaml|json}, not the {@code table|json} of the other commands.
 */
@Command(
    name = "admission",
    description = {
      "Prints the admission policies that guard other planes' objects.",
      "The ValidatingAdmissionPolicies (admissionregistration.k8s.io/v1) and their bindings, as a"
          + " YAML stream for kubectl apply -f - or as JSON; '' is the legacy plane."
    },
    exitCodeList = {
      "0:the policies and bindings are printed",
      "1:the id or the options are invalid (every problem is printed)",
      BaseCommand.USAGE_EXIT_CODE
    },
    footer = {
      "  ./planerules admission --plane-id plane-a",
      "  ./planerules admission --plane-id plane-a --action Warn --action Audit --output json"
    })
final class AdmissionCommand implements Callable<Integer> {

  /** How the objects are printed. */
  enum Format {
    /** A YAML multi-document stream. */
    yaml,
    /** {@code {"items": [...]}}. */
    json
  }

  @Spec CommandSpec spec;

  @Option(
      names = "--plane-id",
      required = true,
      paramLabel = "ID",
      description = "the control-plane id ('' is legacy mode); required")
  String planeId;

  @Option(
      names = "--labelled-kind",
      paramLabel = "[GROUP/]RESOURCE",
      description =
          "a kind whose objects all carry the plane's label (repeatable; replaces the defaults:"
              + " the namespaces, nvcfbackends and clusterissuers resources)")
  List<String> labelledKinds = new ArrayList<>();

  @Option(
      names = "--extra-user",
      paramLabel = "U",
      description = "a username acting as the plane (repeatable; default: none)")
  List<String> extraUsers = new ArrayList<>();

  @Option(
      names = "--extra-group",
      paramLabel = "G",
      description = "a group whose members act as the plane (repeatable; default: none)")
  List<String> extraGroups = new ArrayList<>();

  @Option(
      names = "--restrict-namespaces",
      description = "also refuse namespaced objects outside the plane's namespaces")
  boolean restrictNamespaces;

  @Option(
      names = "--action",
      paramLabel = "ACTION",
      description = "Deny (default), Warn or Audit (repeatable, e.g. Warn and Audit)")
  List<String> actions = new ArrayList<>();

  @Option(
      names = "--failure-policy",
      paramLabel = "POLICY",
      description = "Fail (default) or Ignore")
  @Nullable String failurePolicy;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FORMAT",
      description = "yaml (default) or json")
  Format output = Format.yaml;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    List<GroupResource> kinds = null;
    if (!labelledKinds.isEmpty()) {
      kinds = labelledKinds.stream().map(GroupResource::parse).toList();
    }
    PolicySet set;
    try {
      set =
          AdmissionOps.policySet(
              planeId,
              kinds,
              extraUsers,
              extraGroups,
              restrictNamespaces,
              actions.isEmpty() ? null : actions,
              failurePolicy);
    } catch (RequestException invalid) {
      if (output == Format.json) {
        ObjectNode result = Json.object().put("valid", false);
        result.set("problems", invalid.problems());
        out.print(Json.pretty(result) + "\n");
      } else {
        out.print("invalid admission options:\n" + Render.problems(invalid.problems()));
      }
      out.flush();
      return BaseCommand.NEGATIVE;
    }
    out.print(output == Format.json ? PolicyDocuments.json(set) : PolicyDocuments.yaml(set));
    out.flush();
    return BaseCommand.OK;
  }
}
