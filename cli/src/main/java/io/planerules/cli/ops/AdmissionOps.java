package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.AdmissionPolicies;
import io.planerules.admission.GroupResource;
import io.planerules.admission.PolicySet;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.json.Json;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Batch operations of the {@code admission} module (docs/reference/cli.md#operations). */
public final class AdmissionOps {

  private AdmissionOps() {}

  /** Registers the admission operations. */
  public static void register(OpRegistry.Builder ops) {
    ops.register(
        "admission.policies",
        Fields.of(
            Field.requiredString("planeId"),
            Field.objects(
                "labelledKinds", Fields.of(Field.string("group"), Field.string("resource"))),
            Field.strings("extraUsers"),
            Field.strings("extraGroups"),
            Field.bool("restrictNamespaces"),
            Field.string("action"),
            Field.string("failurePolicy")),
        AdmissionOps::policies);
  }

  /**
   * {@code admission.policies}: {@code planeId}, {@code labelledKinds?} ({@code [{group,
   * resource}]}, replacing the defaults), {@code extraUsers?}, {@code extraGroups?}, {@code
   * restrictNamespaces?}, {@code action?} ({@code Deny}, {@code Warn} or {@code Audit}), {@code
   * failurePolicy?} → {@code items}: the policies and bindings as Kubernetes objects. Invalid
   * options refuse the request with their {@code admission.*} problems.
   */
  static ObjectNode policies(Request request) {
    List<GroupResource> kinds = null;
    List<Request> given = request.nullableObjects("labelledKinds");
    if (given != null) {
      kinds = new ArrayList<>();
      for (Request kind : given) {
        kinds.add(new GroupResource(kind.string("group"), kind.string("resource")));
      }
    }
    String action = request.nullableString("action");
    PolicySet set =
        policySet(
            request.requiredString("planeId"),
            kinds,
            request.strings("extraUsers"),
            request.strings("extraGroups"),
            request.bool("restrictNamespaces", false),
            action == null ? null : List.of(action),
            request.nullableString("failurePolicy"));
    ObjectNode out = Json.object();
    ArrayNode items = out.putArray("items");
    for (Map<String, Object> document : set.documents()) {
      items.add(Json.mapper().<ObjectNode>valueToTree(document));
    }
    return out;
  }

  /**
   * The policies of a plane from the request's or the command line's values; an invalid id or
   * invalid options refuse the request ({@code ok:false}) with every problem.
   *
   * @param planeId the plane id ({@code ""} for legacy)
   * @param labelledKinds the labelled kinds, or null for the defaults
   * @param extraUsers extra usernames acting as the plane
   * @param extraGroups extra groups acting as the plane
   * @param restrictNamespaces whether to emit rule {@code namespace-scope}
   * @param actions the validation actions, or null for {@code [Deny]}
   * @param failurePolicy the failure policy, or null for {@code Fail}
   * @return the policies and bindings
   */
  public static PolicySet policySet(
      String planeId,
      @Nullable List<GroupResource> labelledKinds,
      List<String> extraUsers,
      List<String> extraGroups,
      boolean restrictNamespaces,
      @Nullable List<String> actions,
      @Nullable String failurePolicy) {
    ControlPlaneId id = IdentityOps.planeId(planeId);
    AdmissionOptions.Builder builder =
        AdmissionOptions.builder()
            .extraUsers(extraUsers)
            .extraGroups(extraGroups)
            .restrictNamespaces(restrictNamespaces);
    if (labelledKinds != null) {
      builder.labelledKinds(labelledKinds);
    }
    if (actions != null) {
      builder.validationActions(actions);
    }
    if (failurePolicy != null) {
      builder.failurePolicy(failurePolicy);
    }
    AdmissionOptions options = builder.build();
    IdentityOps.refuseIfInvalid(options.validate());
    return AdmissionPolicies.forPlane(id, NamingOptions.defaults(), options);
  }
}
