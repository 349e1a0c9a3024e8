package io.planerules.testkit.ownership;

import io.planerules.testkit.DnsGenerators;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.quicktheories.generators.SourceDSL;

/**
 * Generators of ownership inputs: plane ids and pairs (half of them hyphen extensions such as
 * {@code a} / {@code a-b}), label maps with unrelated labels in random insertion order, inventories
 * mixing planes A, B and legacy (namespaces, ClusterIssuers, hook objects, shared prerequisites),
 * NVCFBackends with overrides, and seeded permutations.
 *
 * <p>Names follow the derivation tables of docs/reference/identity.md (test data, not a second
 * implementation): a named plane P's namespaces are {@code P-<suffix>}, legacy ones the bare
 * suffixes.
 * <!-- snippet: TestkitExamplesTest#ownership-generators -->
 *
 * <pre>{@code
 * Properties.qt()
 *     .forAll(OwnershipGenerators.planePairs())
 *     .checkAssert(pair -> assertThat(pair.a()).isNotEqualTo(pair.b()));
 * }</pre>
 */
public final class OwnershipGenerators {

  /** The ownership label key. */
  public static final String OWNERSHIP_LABEL = "nvcf.nvidia.com/control-plane-id";

  /** The competing design's label, which must be ignored. */
  public static final String COMPETING_LABEL = "nvcf.nvidia.com/control-plane-owner";

  /** Control-plane namespace suffixes of a named plane (teardown scope CONTROL_PLANE). */
  public static final List<String> CONTROL_PLANE_SUFFIXES =
      List.of(
          "api-keys",
          "cassandra-system",
          "ess",
          "ingress",
          "nats-system",
          "nvcf",
          "sis",
          "vault-system");

  /** Compute-plane namespace suffixes (teardown scope COMPUTE_PLANE). */
  public static final List<String> COMPUTE_PLANE_SUFFIXES =
      List.of("nvca-operator", "nvca-system", "nvcf-backend");

  /** The legacy control-plane namespaces. */
  public static final List<String> LEGACY_CONTROL_PLANE =
      List.of(
          "api-keys",
          "cassandra-system",
          "ess",
          "nats-system",
          "ncp",
          "nvcf",
          "sis",
          "vault-system");

  /** Shared namespaces no plane owns. */
  public static final List<String> SHARED_NAMESPACES = List.of("cert-manager", "gateway-system");

  /** The pre-delete hook base name. */
  public static final String HOOK_BASE = "nvca-operator-pre-delete-cleanup";

  private static final List<String> UNRELATED_KEYS =
      List.of("app", "team", "tier", "app.kubernetes.io/name", COMPETING_LABEL);

  private OwnershipGenerators() {}

  /**
   * Two distinct named plane ids.
   *
   * @param a the first
   * @param b the second
   */
  public record PlanePair(String a, String b) {}

  /** Valid named control-plane ids (1–20 chars, never {@code default}). */
  public static Gen<String> planeIds() {
    return DnsGenerators.dns1123Labels(1, 20).map(s -> s.equals("default") ? "default-x" : s);
  }

  /** Pairs of distinct ids; half are hyphen extensions ({@code b = a + "-" + s}). */
  public static Gen<PlanePair> planePairs() {
    Gen<PlanePair> independent =
        planeIds().zip(planeIds(), (a, b) -> new PlanePair(a, a.equals(b) ? b + "x" : b));
    Gen<PlanePair> extension =
        DnsGenerators.dns1123Labels(1, 10)
            .zip(
                DnsGenerators.dns1123Labels(1, 9),
                SourceDSL.booleans().all(),
                (a, s, swap) -> {
                  String base = a.equals("default") ? "def" : a;
                  String b = base + "-" + s;
                  return swap ? new PlanePair(b, base) : new PlanePair(base, b);
                });
    return SourceDSL.booleans().all().flatMap(ext -> ext ? extension : independent);
  }

  /**
   * Ownership label values relative to planes a and b: absent, {@code ""}, b, and (named a) a, a in
   * upper case and {@code a + "-extra"}.
   *
   * @param a plane A ({@code ""} for legacy)
   * @param b plane B
   * @return the generator; empty means "no label"
   */
  public static Gen<Optional<String>> ownerValues(String a, String b) {
    List<Optional<String>> choices = new ArrayList<>();
    choices.add(Optional.empty());
    choices.add(Optional.of(""));
    choices.add(Optional.of(b));
    if (!a.isEmpty()) {
      choices.add(Optional.of(a));
      choices.add(Optional.of(a.toUpperCase(Locale.ROOT)));
      choices.add(Optional.of(a + "-extra"));
    }
    return Generate.pick(choices);
  }

  /**
   * A label map holding the owner (when present) among zero to four unrelated labels, inserted in a
   * random order.
   *
   * @param owner the ownership label value, or empty for none
   * @return the generator
   */
  public static Gen<Map<String, String>> labelMaps(Optional<String> owner) {
    return SourceDSL.lists()
        .of(
            Generate.pick(UNRELATED_KEYS)
                .zip(DnsGenerators.dns1123Labels(1, 8), (k, v) -> List.of(k, v)))
        .ofSizeBetween(0, 4)
        .zip(
            SourceDSL.integers().between(0, 4),
            (pairs, at) -> {
              LinkedHashMap<String, String> labels = new LinkedHashMap<>();
              int position = Math.min(at, pairs.size());
              for (int i = 0; i <= pairs.size(); i++) {
                if (i == position && owner.isPresent()) {
                  labels.put(OWNERSHIP_LABEL, owner.get());
                }
                if (i < pairs.size()) {
                  labels.putIfAbsent(pairs.get(i).get(0), pairs.get(i).get(1));
                }
              }
              return labels;
            });
  }

  /**
   * The same entries as {@code labels}, inserted in an order chosen by {@code seed}.
   *
   * @param labels the labels
   * @param seed chooses the order
   * @return a reordered copy
   */
  public static Map<String, String> reordered(Map<String, String> labels, long seed) {
    List<Map.Entry<String, String>> entries = permute(new ArrayList<>(labels.entrySet()), seed);
    LinkedHashMap<String, String> copy = new LinkedHashMap<>();
    entries.forEach(e -> copy.put(e.getKey(), e.getValue()));
    return copy;
  }

  /**
   * A permutation of {@code list} chosen by {@code seed} (Fisher–Yates over a SplitMix64 stream).
   *
   * @param list the list
   * @param seed the seed
   * @param <T> the element type
   * @return a permuted copy
   */
  public static <T> List<T> permute(List<T> list, long seed) {
    List<T> copy = new ArrayList<>(list);
    long state = seed;
    for (int i = copy.size() - 1; i > 0; i--) {
      state += 0x9E3779B97F4A7C15L;
      long z = state;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      z ^= z >>> 31;
      int j = (int) Math.floorMod(z, (long) (i + 1));
      Collections.swap(copy, i, j);
    }
    return copy;
  }

  /** Seeds for {@link #permute} and {@link #reordered}. */
  public static Gen<Long> seeds() {
    return SourceDSL.longs().all();
  }

  /**
   * The namespaces of plane {@code id} for the suffixes ({@code ""} = legacy: bare suffixes).
   *
   * @param id the plane
   * @param suffixes the suffixes
   * @return the names
   */
  public static List<String> namespacesOf(String id, List<String> suffixes) {
    return suffixes.stream().map(s -> id.isEmpty() ? s : id + "-" + s).toList();
  }

  /**
   * An object with a generated label map.
   *
   * @param kind the kind
   * @param namespace the namespace or null
   * @param name the name
   * @param owner the ownership label, or empty
   * @return the generator
   */
  public static Gen<ObjectSpec> objects(
      String kind, @Nullable String namespace, String name, Optional<String> owner) {
    return labelMaps(owner).map(l -> new ObjectSpec(kind, namespace, name, l, Map.of()));
  }

  /**
   * Inventories mixing planes A, B and legacy: each candidate object is present or not, with an
   * owner drawn from {@link #ownerValues}; candidates are A's, B's and the legacy namespaces, the
   * shared namespaces, ClusterIssuers ({@code A-nvcf-openbao-pki}, a retained {@code
   * A-retained-pki}, B's, the legacy {@code nvcf-openbao-pki}, an external {@code corp-ca}, and
   * {@code B-stolen} which may carry A's label), hook objects of all three and the shared CRD. No
   * object is listed twice. When {@code ready} is set, every present namespace of A is labelled A
   * and issuers labelled A carry A's prefix.
   *
   * @param a plane A ({@code ""} = legacy)
   * @param b plane B (named)
   * @param ready whether to bias toward plans that do not abort
   * @return the generator
   */
  public static Gen<InventorySpec> inventories(String a, String b, boolean ready) {
    List<String> nsNames = new ArrayList<>();
    for (String plane : List.of(a, b, "")) {
      List<String> control =
          plane.isEmpty() ? LEGACY_CONTROL_PLANE : namespacesOf(plane, CONTROL_PLANE_SUFFIXES);
      for (String n : control) {
        if (!nsNames.contains(n)) {
          nsNames.add(n);
        }
      }
      for (String n : namespacesOf(plane, COMPUTE_PLANE_SUFFIXES)) {
        if (!nsNames.contains(n)) {
          nsNames.add(n);
        }
      }
    }
    nsNames.addAll(SHARED_NAMESPACES);
    nsNames.add("kube-system");
    List<String> issuerNames = new ArrayList<>();
    for (String n :
        List.of(
            prefixed(a, "nvcf-openbao-pki"),
            prefixed(a, "retained-pki"),
            prefixed(b, "nvcf-openbao-pki"),
            "nvcf-openbao-pki",
            "corp-ca",
            b + "-stolen")) {
      if (!issuerNames.contains(n)) {
        issuerNames.add(n);
      }
    }
    Gen<Optional<String>> owners = ownerValues(a, b);
    Gen<List<ObjectSpec>> namespaces =
        presentSubset(
            nsNames,
            name ->
                (ready && ownedBy(a, name) ? Generate.constant(ownerFor(a)) : owners)
                    .flatMap(o -> labelMaps(o))
                    .map(l -> ObjectSpec.namespace(name, l)));
    Gen<List<ObjectSpec>> issuers =
        presentSubset(
            issuerNames,
            name ->
                (ready && !a.isEmpty() && !name.startsWith(a + "-")
                        ? Generate.pick(List.of(Optional.<String>empty(), Optional.of(b)))
                        : owners)
                    .flatMap(o -> labelMaps(o))
                    .map(l -> new ObjectSpec("ClusterIssuer", null, name, l, Map.of())));
    List<List<String>> hookRefs = new ArrayList<>();
    for (String plane : List.of(a, b, "")) {
      String hook = prefixed(plane, HOOK_BASE);
      String operatorNs = prefixed(plane, "nvca-operator");
      List<List<String>> refs =
          List.of(
              List.of("ServiceAccount", operatorNs, hook),
              List.of("Job", operatorNs, hook),
              List.of("ClusterRole", "", hook),
              List.of("ClusterRoleBinding", "", hook));
      for (List<String> ref : refs) {
        if (!hookRefs.contains(ref)) {
          hookRefs.add(ref);
        }
      }
    }
    Gen<List<ObjectSpec>> hooks =
        presentSubset(
            hookRefs,
            ref ->
                owners
                    .flatMap(o -> labelMaps(o))
                    .map(
                        l ->
                            new ObjectSpec(
                                ref.get(0),
                                ref.get(1).isEmpty() ? null : ref.get(1),
                                ref.get(2),
                                l,
                                Map.of())));
    Gen<List<ObjectSpec>> others =
        presentSubset(
            List.of("nvcfbackends.nvcf.nvidia.io"),
            name ->
                owners
                    .flatMap(o -> labelMaps(o))
                    .map(l -> new ObjectSpec("CustomResourceDefinition", null, name, l, Map.of())));
    return namespaces.zip(issuers, hooks, others, InventorySpec::new);
  }

  private static boolean ownedBy(String a, String namespace) {
    List<String> own = new ArrayList<>();
    own.addAll(a.isEmpty() ? LEGACY_CONTROL_PLANE : namespacesOf(a, CONTROL_PLANE_SUFFIXES));
    own.addAll(namespacesOf(a, COMPUTE_PLANE_SUFFIXES));
    return own.contains(namespace);
  }

  private static Optional<String> ownerFor(String a) {
    return a.isEmpty() ? Optional.empty() : Optional.of(a);
  }

  private static String prefixed(String plane, String base) {
    return plane.isEmpty() ? base : plane + "-" + base;
  }

  private static <K> Gen<List<ObjectSpec>> presentSubset(
      List<K> candidates, Function<K, Gen<ObjectSpec>> object) {
    Gen<List<ObjectSpec>> result = Generate.constant(List.of());
    for (K candidate : candidates) {
      Gen<Optional<ObjectSpec>> maybe =
          SourceDSL.integers()
              .between(0, 9)
              .flatMap(
                  roll ->
                      roll < 6
                          ? object.apply(candidate).map(Optional::of)
                          : Generate.constant(Optional.<ObjectSpec>empty()));
      result =
          result.zip(
              maybe,
              (list, o) -> {
                if (o.isEmpty()) {
                  return list;
                }
                List<ObjectSpec> more = new ArrayList<>(list);
                more.add(o.get());
                return more;
              });
    }
    return result;
  }

  /**
   * NVCFBackends seen by plane {@code a} with values drawn from A's, B's and legacy names, the
   * reserved id {@code default}, and an extension of A's id ({@code a + "x"}); overrides present
   * half the time.
   *
   * @param a plane A ({@code ""} = legacy)
   * @param b plane B (named)
   * @return the generator
   */
  public static Gen<BackendSpec> backends(String a, String b) {
    Gen<String> ids = Generate.pick(List.of("", a, b, "default", a + "x"));
    Gen<String> namespaces =
        Generate.pick(
            List.of(prefixed(a, "nvca-operator"), prefixed(b, "nvca-operator"), "nvca-operator"));
    Gen<String> systems =
        Generate.pick(
            List.of("", prefixed(a, "nvca-system"), prefixed(b, "nvca-system"), "nvca-system"));
    Gen<String> requests =
        Generate.pick(
            List.of("", prefixed(a, "nvcf-backend"), prefixed(b, "nvcf-backend"), "nvcf-backend"));
    Gen<Optional<BackendSpec.Overrides>> overrides =
        SourceDSL.booleans()
            .all()
            .flatMap(
                present ->
                    present
                        ? ids.zip(systems, requests, BackendSpec.Overrides::new).map(Optional::of)
                        : Generate.constant(Optional.<BackendSpec.Overrides>empty()));
    return namespaces
        .zip(ids, systems, requests, (ns, id, sys, req) -> List.of(ns, id, sys, req))
        .zip(
            overrides,
            (v, o) -> new BackendSpec(v.get(0), "backend", v.get(1), v.get(2), v.get(3), o));
  }
}
