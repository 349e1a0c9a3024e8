package io.planerules.identity.plane;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.DerivationResult;
import io.planerules.identity.naming.DerivedName;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.PlaneNames;
import io.planerules.identity.naming.Scope;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Several planes in one cluster (docs/reference/identity.md#several-planes-in-one-cluster): the
 * proof an operator runs before installing another plane.
 *
 * <p>{@link #validate(List)} reports each plane's id and domain problems (paths {@code
 * planes[i].…}), then {@code registry.duplicate-id} (equal ids, or more than one legacy plane),
 * {@code registry.domain-overlap} (equal domains, or one a DNS suffix of another: {@code
 * *.invocation.x} would cover plane {@code invocation.x}'s hosts), {@code registry.name-collision}
 * for every derived or supplied identity — names, hosts, URLs, registration-profile endpoints, the
 * local-gateway tooling defaults included — held by two planes, and the warning {@code
 * registry.id-extension} when an id is another id + {@code -} + anything.
 * <!-- snippet: PlaneExamplesTest#plane-registry -->
 *
 * <pre>{@code
 * List<Collision> none =
 *     PlaneRegistry.collisions(
 *         List.of(
 *             PlaneConfig.of("a", "a.example.test"),
 *             PlaneConfig.of("b", "b.example.test"))); // []: fixed kinds never collide
 * List<Problem> extension =
 *     PlaneRegistry.validate(List.of(PlaneConfig.of("a", "a.x"), PlaneConfig.of("a-llm", "l.x")))
 *         .problems(); // name-collision (a-llm-grpc-gw) and the id-extension warning
 * }</pre>
 */
public final class PlaneRegistry {

  /** Path of registry-wide problems. */
  public static final String PATH = "planes";

  private PlaneRegistry() {}

  /**
   * The answer of the CLI's {@code names.disjoint}: the fixed-kind collisions and every other
   * registry finding.
   *
   * @param disjoint whether no fixed identity is shared
   * @param collisions the fixed-kind collisions
   * @param problems per-plane and registry problems other than the fixed-kind collisions
   */
  public record Disjointness(
      boolean disjoint, List<Collision> collisions, ValidationResult problems) {
    /** Copies the list. */
    public Disjointness {
      collisions = ImmutableList.copyOf(collisions);
      requireNonNull(problems, "problems");
    }
  }

  /** Every registry problem of {@code planes}; never throws for non-null input. */
  public static ValidationResult validate(List<PlaneConfig> planes) {
    requireNonNull(planes, "planes");
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < planes.size(); i++) {
      PlaneConfig c = planes.get(i);
      String prefix = "planes[" + i + "].";
      ValidationResult idProblems =
          ControlPlaneId.validate(c.controlPlaneId(), prefix + ControlPlaneId.PATH);
      problems.addAll(idProblems.problems());
      if (idProblems.isValid()) {
        problems.addAll(
            PlaneDomain.validate(
                    c.domain(),
                    ControlPlaneId.of(c.controlPlaneId()),
                    c.gatewayApiEnabled(),
                    prefix + PlaneDomain.PATH)
                .problems());
      }
    }
    for (int i = 0; i < planes.size(); i++) {
      for (int j = i + 1; j < planes.size(); j++) {
        pairProblems(planes, i, j, problems);
      }
    }
    for (Collision c : collisions(planes, true)) {
      problems.add(Problem.error(RegistryRule.NAME_COLLISION.code(), PATH, c.describe()));
    }
    for (int i = 0; i < planes.size(); i++) {
      for (int j = 0; j < planes.size(); j++) {
        String a = planes.get(i).controlPlaneId();
        String b = planes.get(j).controlPlaneId();
        if (i != j && !a.isEmpty() && b.startsWith(a + "-")) {
          problems.add(
              Problem.warning(
                  RegistryRule.ID_EXTENSION.code(),
                  PATH,
                  "control plane ID \""
                      + b
                      + "\" extends \""
                      + a
                      + "\" with '-': generic resource names of the two planes can collide"
                      + " (e.g. "
                      + a
                      + "-<base> for base \""
                      + b.substring(a.length() + 1)
                      + "-x\"); only the ownership label tells their objects apart"));
        }
      }
    }
    return ValidationResult.of(problems);
  }

  private static void pairProblems(List<PlaneConfig> planes, int i, int j, List<Problem> out) {
    String a = planes.get(i).controlPlaneId();
    String b = planes.get(j).controlPlaneId();
    if (a.equals(b)) {
      out.add(
          Problem.error(
              RegistryRule.DUPLICATE_ID.code(),
              PATH,
              (a.isEmpty()
                      ? "more than one legacy plane"
                      : "control plane ID \"" + a + "\" is used more than once")
                  + " (planes["
                  + i
                  + "] and planes["
                  + j
                  + "])"));
    }
    String da = planes.get(i).domain();
    String db = planes.get(j).domain();
    if (!da.isEmpty() && !db.isEmpty()) {
      boolean overlap = da.equals(db) || da.endsWith("." + db) || db.endsWith("." + da);
      if (overlap) {
        out.add(
            Problem.error(
                RegistryRule.DOMAIN_OVERLAP.code(),
                PATH,
                "domain \""
                    + da
                    + "\" (planes["
                    + i
                    + "]) and domain \""
                    + db
                    + "\" (planes["
                    + j
                    + "]) "
                    + (da.equals(db) ? "are equal" : "overlap: one is a DNS suffix of the other")
                    + "; each plane needs its own domain"));
      }
    }
  }

  /** Whether {@code planes} have no error-level registry problem. */
  public static boolean isValid(List<PlaneConfig> planes) {
    return validate(planes).isValid();
  }

  /**
   * The identities of the fixed kinds (docs/reference/identity.md#cross-plane-guarantees) and the
   * registration-profile endpoints shared by two planes; planes whose id or domain is invalid
   * contribute nothing.
   */
  public static List<Collision> collisions(List<PlaneConfig> planes) {
    return collisions(planes, false);
  }

  /**
   * The shared identities; with {@code includeSupplied} also the local-gateway tooling defaults and
   * the configured operator-supplied names.
   */
  public static List<Collision> collisions(List<PlaneConfig> planes, boolean includeSupplied) {
    requireNonNull(planes, "planes");
    Map<List<String>, List<Collision.Party>> byIdentity = new LinkedHashMap<>();
    List<Identity> hosts = new ArrayList<>();
    for (int i = 0; i < planes.size(); i++) {
      for (Identity id : identities(planes.get(i), i, includeSupplied)) {
        byIdentity
            .computeIfAbsent(
                List.of(id.scope.name(), id.namespace, id.objectClass, id.name),
                k -> new ArrayList<>())
            .add(id.party);
        if (id.objectClass.equals("host")) {
          hosts.add(id);
        }
      }
    }
    List<Collision> out = new ArrayList<>();
    byIdentity.forEach(
        (key, parties) -> {
          if (parties.stream().map(Collision.Party::plane).distinct().count() > 1) {
            out.add(
                Collision.of(
                    Scope.valueOf(key.get(0)), key.get(1), key.get(2), key.get(3), parties));
          }
        });
    for (Identity wildcard : hosts) {
      if (!wildcard.name.startsWith("*.")) {
        continue;
      }
      String suffix = wildcard.name.substring(1);
      for (Identity host : hosts) {
        if (host.party.plane() != wildcard.party.plane()
            && host.name.endsWith(suffix)
            && host.name.length() > suffix.length()
            && host.name.substring(0, host.name.length() - suffix.length()).indexOf('.') < 0) {
          out.add(
              Collision.of(Scope.NONE, "", "host", host.name, List.of(wildcard.party, host.party)));
        }
      }
    }
    return ImmutableList.copyOf(out);
  }

  /**
   * The CLI's {@code names.disjoint}: fixed-kind collisions decide {@code disjoint}; every other
   * finding (invalid ids or domains, duplicate ids, domain overlap, id extension, tooling-default
   * collisions) is in {@code problems}.
   */
  public static Disjointness disjointness(List<PlaneConfig> planes) {
    List<Collision> fixed = collisions(planes, false);
    List<String> fixedDescriptions = fixed.stream().map(Collision::describe).toList();
    List<Problem> others = new ArrayList<>();
    for (Problem p : validate(planes).problems()) {
      if (!(p.code().equals(RegistryRule.NAME_COLLISION.code())
          && fixedDescriptions.contains(p.message()))) {
        others.add(p);
      }
    }
    return new Disjointness(fixed.isEmpty(), fixed, ValidationResult.of(others));
  }

  private record Identity(
      Scope scope, String namespace, String objectClass, String name, Collision.Party party) {}

  private static List<Identity> identities(PlaneConfig config, int index, boolean all) {
    String rawId = config.controlPlaneId();
    if (!ControlPlaneId.isValid(rawId)) {
      return List.of();
    }
    ControlPlaneId id = ControlPlaneId.of(rawId);
    if (!PlaneDomain.isValid(config.domain(), id, config.gatewayApiEnabled())) {
      return List.of();
    }
    PlaneNames names =
        PlaneNames.of(id, PlaneConfigValidator.domainOf(config, id), config.naming());
    List<Identity> out = new ArrayList<>();
    for (NameKind kind : NameKind.all()) {
      boolean inMode = id.isLegacy() ? kind.inLegacy() : kind.inNamed();
      boolean wanted =
          kind.isFixedIdentity()
              || (all
                  && (kind.toolingDefault()
                      || (kind.operatorSupplied()
                          && config.naming().configured(kind.key()).isPresent())));
      if (!inMode || !wanted || (kind.needsDomain() && !names.domain().isPresent())) {
        continue;
      }
      DerivationResult derived = names.tryDerive(kind);
      if (derived.isDerived()) {
        String ns = names.identityNamespace(kind);
        for (DerivedName n : derived.names()) {
          out.add(
              new Identity(
                  kind.scope(),
                  ns == null ? "" : ns,
                  kind.objectClass(),
                  n.value(),
                  new Collision.Party(index, rawId, n.entry())));
        }
      }
    }
    if (ControlPlaneProfile.isValid(names)) {
      ControlPlaneProfile profile = ControlPlaneProfile.derive(names);
      out.add(
          new Identity(
              Scope.NONE,
              "",
              "registration-profile",
              profile.name(),
              new Collision.Party(index, rawId, "profile/name")));
      Map<String, String> endpoints = new LinkedHashMap<>(profile.endpoints());
      endpoints.putAll(profile.inCluster());
      endpoints.forEach(
          (field, url) ->
              out.add(
                  new Identity(
                      Scope.NONE,
                      "",
                      "endpoint",
                      url,
                      new Collision.Party(index, rawId, "profile/" + field))));
    }
    return out;
  }

  /**
   * The rules of decision {@code plane-registry} ({@code RegistryRule}), in declaration order, as
   * {@code docs/rules.md} lists them; the rule enum itself is package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(RegistryRule.values());
  }
}
