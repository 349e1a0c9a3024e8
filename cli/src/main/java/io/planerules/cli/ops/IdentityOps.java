package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import io.planerules.cli.batch.Request;
import io.planerules.cli.batch.RequestException;
import io.planerules.cli.json.Json;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.CassandraPolicy;
import io.planerules.identity.naming.PlanEntry;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.plane.Collision;
import io.planerules.identity.plane.ControlPlaneProfile;
import io.planerules.identity.plane.IssuerPolicy;
import io.planerules.identity.plane.PlaneConfig;
import io.planerules.identity.plane.PlaneRegistry;
import io.planerules.identity.validation.NameRule;
import io.planerules.rules.Problem;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Batch operations of the {@code identity} module (docs/reference/cli.md#operations). */
public final class IdentityOps {

  private IdentityOps() {}

  /** The rule ids {@code k8s.validate} accepts. */
  static final List<String> RULE_IDS =
      Arrays.stream(NameRule.values()).map(NameRule::wireName).toList();

  /** Registers the identity operations. */
  public static void register(OpRegistry.Builder ops) {
    ops.register("id.validate", Fields.of(Field.string("value")), IdentityOps::validateId);
    ops.register(
        "k8s.validate",
        Fields.of(Field.requiredString("rule"), Field.string("value")),
        IdentityOps::validateName);
    ops.register(
        "domain.validate",
        Fields.of(Field.string("domain"), Field.string("planeId"), Field.bool("gatewayApi")),
        IdentityOps::validateDomain);
    ops.register(
        "name.resource",
        Fields.of(Field.string("planeId"), Field.string("legacyName")),
        IdentityOps::resourceName);
    ops.register(
        "names.plan",
        Fields.of(Field.string("planeId"), Field.string("domain"), Field.string("cassandraPolicy")),
        IdentityOps::planNames);
    ops.register(
        "names.disjoint",
        Fields.of(
            Field.objects("planes", Fields.of(Field.string("planeId"), Field.string("domain")))),
        IdentityOps::disjoint);
    ops.register(
        "issuer.validate",
        Fields.of(Field.string("planeId"), Field.string("name"), Field.bool("managed")),
        IdentityOps::validateIssuer);
    ops.register(
        "profile.derive",
        Fields.of(Field.string("planeId"), Field.string("domain")),
        IdentityOps::deriveProfile);
  }

  /**
   * {@code names.disjoint}: {@code planes} ({@code {planeId, domain}}) → {@code disjoint}, {@code
   * collisions} ({@code {name, kinds}} plus scope, namespace, objectClass, planes), {@code
   * problems}.
   */
  static ObjectNode disjoint(Request request) {
    List<PlaneConfig> planes = new ArrayList<>();
    for (Request plane : request.objects("planes")) {
      planes.add(PlaneConfig.of(plane.string("planeId"), plane.string("domain")));
    }
    return disjointness(PlaneRegistry.disjointness(planes));
  }

  /** The JSON of a disjointness answer. */
  public static ObjectNode disjointness(PlaneRegistry.Disjointness answer) {
    ObjectNode out = Json.object();
    out.put("disjoint", answer.disjoint());
    ArrayNode collisions = out.putArray("collisions");
    for (Collision collision : answer.collisions()) {
      ObjectNode node = collisions.addObject();
      node.put("name", collision.name());
      node.set("kinds", Json.strings(collision.kinds()));
      node.put("scope", collision.scope().wireName());
      node.put("namespace", collision.namespace());
      node.put("objectClass", collision.objectClass());
      node.set("planes", Json.strings(collision.planeIds()));
      node.put("description", collision.describe());
    }
    out.set("problems", Json.problems(answer.problems().problems()));
    return out;
  }

  /**
   * {@code issuer.validate}: {@code planeId}, {@code name}, {@code managed} (the kind is {@code
   * ClusterIssuer}) → {@code valid}, {@code problems}.
   */
  static ObjectNode validateIssuer(Request request) {
    ControlPlaneId id = planeId(request.string("planeId"));
    return validation(
        IssuerPolicy.validate(id, request.string("name"), request.bool("managed", false)));
  }

  /** {@code profile.derive}: {@code planeId}, {@code domain} → {@code profile} (a document). */
  static ObjectNode deriveProfile(Request request) {
    PlaneNames names =
        planeNames(request.string("planeId"), request.string("domain"), CassandraPolicy.PER_PLANE);
    refuseIfInvalid(ControlPlaneProfile.validate(names));
    ObjectNode out = Json.object();
    out.set("profile", Json.mapper().valueToTree(ControlPlaneProfile.derive(names).toDocument()));
    return out;
  }

  /**
   * The control-plane id of a request field; an invalid id refuses the request ({@code ok:false})
   * with the first problem's code and every problem.
   */
  public static ControlPlaneId planeId(String value) {
    ValidationResult result = ControlPlaneId.validate(value);
    refuseIfInvalid(result);
    return ControlPlaneId.of(value);
  }

  /** The plane domain of a request; invalid refuses the request like {@link #planeId}. */
  public static PlaneDomain domain(String value, ControlPlaneId id, boolean gatewayApi) {
    refuseIfInvalid(PlaneDomain.validate(value, id, gatewayApi));
    return PlaneDomain.of(value, id, gatewayApi);
  }

  /** Throws {@code ok:false} with the first error's code and message and all problems. */
  public static void refuseIfInvalid(ValidationResult result) {
    if (!result.isValid()) {
      Problem first = result.errors().get(0);
      throw new RequestException(first.code(), first.message(), Json.problems(result.problems()));
    }
  }

  /**
   * {@code domain.validate}: {@code domain}, {@code planeId}, {@code gatewayApi} (default true) →
   * {@code valid}, {@code problems} of the domain alone; the plane is named iff {@code planeId} is
   * non-empty, whether or not the id itself is valid ({@code id.validate} checks the id).
   */
  static ObjectNode validateDomain(Request request) {
    return validation(
        PlaneDomain.validate(
            request.string("domain"), request.string("planeId"), request.bool("gatewayApi", true)));
  }

  /** {@code name.resource}: {@code planeId}, {@code legacyName} → {@code name}. */
  static ObjectNode resourceName(Request request) {
    ControlPlaneId id = planeId(request.string("planeId"));
    String base = request.string("legacyName");
    refuseIfInvalid(PlaneNames.validateResourceBase(base));
    return Json.object().put("name", PlaneNames.resourceName(id, base));
  }

  static final List<String> CASSANDRA_POLICIES =
      Arrays.stream(CassandraPolicy.values()).map(CassandraPolicy::wireName).toList();

  /**
   * {@code names.plan}: {@code planeId}, {@code domain}, {@code cassandraPolicy} → {@code names}:
   * one {@code {kind, legacy, name, scope, namespace?, problems?}} per plan entry.
   */
  static ObjectNode planNames(Request request) {
    CassandraPolicy policy =
        request.wire(
            "cassandraPolicy",
            name -> CassandraPolicy.fromWireName(name).orElse(null),
            CassandraPolicy.PER_PLANE,
            CASSANDRA_POLICIES);
    PlaneNames names = planeNames(request.string("planeId"), request.string("domain"), policy);
    return Json.object().set("names", nameEntries(names.plan()));
  }

  /** The derived names of a validated plane; invalid id or domain refuses the request. */
  public static PlaneNames planeNames(String planeId, String domain, CassandraPolicy policy) {
    PlanAnswers.Plane plane = PlanAnswers.plane(planeId, domain, policy);
    PlaneNames names = plane.names();
    if (names == null) {
      refuseIfInvalid(plane.problems());
      throw new IllegalStateException("a plane without names has problems");
    }
    return names;
  }

  /** The JSON list of plan entries. */
  public static ArrayNode nameEntries(List<PlanEntry> entries) {
    ArrayNode out = Json.array();
    for (PlanEntry entry : entries) {
      ObjectNode node = out.addObject();
      node.put("kind", entry.kind());
      node.put("legacy", entry.legacy());
      node.put("name", entry.name());
      node.put("scope", entry.scope().wireName());
      if (entry.namespace() != null) {
        node.put("namespace", entry.namespace());
      }
      if (!entry.problems().problems().isEmpty()) {
        node.set("problems", Json.problems(entry.problems().problems()));
      }
    }
    return out;
  }

  /** {@code id.validate}: {@code value} → {@code valid}, {@code mode}, {@code problems}. */
  public static ObjectNode validateId(Request request) {
    String value = request.string("value");
    return idValidation(value, ControlPlaneId.validate(value));
  }

  /**
   * The {@code id.validate} result of an id and its validation: {@code valid}, {@code problems},
   * {@code mode} ({@code legacy}, {@code named}, null when invalid).
   */
  public static ObjectNode idValidation(String value, ValidationResult result) {
    ObjectNode out = validation(result);
    if (result.isValid()) {
      out.put("mode", value.isEmpty() ? "legacy" : "named");
    } else {
      out.putNull("mode");
    }
    return out;
  }

  /** {@code k8s.validate}: {@code rule}, {@code value} → {@code valid}, {@code problems}. */
  public static ObjectNode validateName(Request request) {
    NameRule rule =
        request.wire("rule", id -> NameRule.fromWireName(id).orElse(null), null, RULE_IDS);
    return validation(rule.validate(request.string("value")));
  }

  /** {@code {"valid": ..., "problems": [...]}} of a validation result. */
  public static ObjectNode validation(ValidationResult result) {
    ObjectNode out = Json.object();
    out.put("valid", result.isValid());
    out.set("problems", Json.problems(result.problems()));
    return out;
  }
}
