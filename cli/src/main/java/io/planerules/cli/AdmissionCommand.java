package io.planerules.cli;

import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionPolicies;
import io.planerules.admission.GroupResource;
import io.planerules.admission.PolicySet;
import io.planerules.admission.io.PolicyDocuments;
import io.planerules.cli.ops.IdentityOps;
import io.planerules.cli.table.Render;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code planerules admission}: the ValidatingAdmissionPolicies and bindings of a plane as YAML (a
 * multi-document stream for {@code kubectl apply -f -}) or JSON ({@code {"items": [...]}}): its
 * {@code --output} formats are {@code yaml} (the default) and {@code json}.
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
final class AdmissionCommand extends BaseCommand {

  /** A YAML multi-document stream (the default), or {@code {"items": [...]}}. */
  private static final List<OutputFormat> FORMATS = List.of(OutputFormat.yaml, OutputFormat.json);

  @Mixin Options.Plane plane;

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

  @Override
  List<OutputFormat> formats() {
    return FORMATS;
  }

  @Override
  public Integer call() {
    ValidationResult problems = ControlPlaneId.validate(plane.text());
    AdmissionOptions options = null;
    if (problems.isValid()) {
      AdmissionOptions.Builder builder =
          AdmissionOptions.builder()
              .extraUsers(extraUsers)
              .extraGroups(extraGroups)
              .restrictNamespaces(restrictNamespaces);
      if (!labelledKinds.isEmpty()) {
        builder.labelledKinds(labelledKinds.stream().map(GroupResource::parse).toList());
      }
      if (!actions.isEmpty()) {
        builder.validationActions(actions);
      }
      if (failurePolicy != null) {
        builder.failurePolicy(failurePolicy);
      }
      options = builder.build();
      problems = options.validate();
    }
    if (options == null || !problems.isValid()) {
      if (json()) {
        printJson(IdentityOps.validation(problems));
      } else {
        printText("invalid admission options:\n" + Render.problems(problems.problems()));
      }
      return NEGATIVE;
    }
    PolicySet set = AdmissionPolicies.forPlane(plane.id(), NamingOptions.defaults(), options);
    out().print(json() ? PolicyDocuments.json(set) : PolicyDocuments.yaml(set));
    out().flush();
    return OK;
  }
}
