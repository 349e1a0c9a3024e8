package io.planerules.ownership;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import io.planerules.testkit.threads.FirstUseRaces;
import java.util.ArrayList;
import java.util.List;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Threads asking at once for the default shared prerequisites, through every door that hands them
 * out, their interleavings explored by Lincheck's model checker
 * (docs/adr/0093-thread-checks-with-lincheck.md): each gets one consistent set, the one
 * docs/reference/ownership.md#classification lists, written out by hand. The default set is built
 * by {@link SharedPrerequisites}' class initializer, which the JVM runs once under its
 * initialization lock; other naming options build a fresh set on each call.
 *
 * <p>Lincheck instantiates the state classes reflectively: they and their constructors are public.
 */
public class SharedPrerequisitesThreadsTest {

  private static final ControlPlaneId A = ControlPlaneId.of("plane-a");

  /** Options equal to the defaults but not the same instance: the set is built, not shared. */
  private static final NamingOptions EQUAL_OPTIONS =
      NamingOptions.builder().gatewayControllerNamespace("gateway-system").build();

  private static final NamingOptions OWN_GATEWAY =
      NamingOptions.builder().gatewayNamespace("edge").build();

  /** What a thread may ask. */
  public static class Askers {

    public Askers() {}

    @Operation
    public List<ObjectRef> defaults() {
      return List.copyOf(SharedPrerequisites.defaults(A, NamingOptions.defaults()).refs());
    }

    @Operation
    public List<ObjectRef> ofTheDefaultContext() {
      return List.copyOf(PolicyContext.defaults(A).shared().refs());
    }

    @Operation
    public List<ObjectRef> ofEqualOptions() {
      return List.copyOf(SharedPrerequisites.defaults(A, EQUAL_OPTIONS).refs());
    }

    @Operation
    public List<ObjectRef> ofAnOwnGateway() {
      return List.copyOf(SharedPrerequisites.defaults(A, OWN_GATEWAY).refs());
    }

    /** Membership and the shared namespaces, as the classifier reads them. */
    @Operation
    public String answers() {
      SharedPrerequisites shared = SharedPrerequisites.defaults(A, NamingOptions.defaults());
      return shared.contains(ObjectRef.namespace("cert-manager"))
          + " "
          + shared.contains(new ObjectRef("HelmRelease", "plane-a-nvcf", "nvca-shared-crds"))
          + " "
          + shared.contains(ObjectRef.namespace("plane-a-nvcf"))
          + " "
          + shared.isSharedNamespace("gateway-system")
          + " "
          + shared.hasKind("Secret");
    }
  }

  /** The sequential specification: the sets written out by hand. */
  public static class ListedByHand {

    public ListedByHand() {}

    private static List<ObjectRef> listed(String... gatewayNamespaces) {
      List<ObjectRef> refs = new ArrayList<>();
      refs.add(ObjectRef.cluster("CustomResourceDefinition", "nvcfbackends.nvcf.nvidia.io"));
      refs.add(ObjectRef.namespace("cert-manager"));
      for (String namespace : gatewayNamespaces) {
        refs.add(ObjectRef.namespace(namespace));
      }
      refs.add(ObjectRef.cluster("HelmRelease", "nvca-shared-crds"));
      return refs;
    }

    @Operation
    public List<ObjectRef> defaults() {
      return listed("gateway-system");
    }

    @Operation
    public List<ObjectRef> ofTheDefaultContext() {
      return listed("gateway-system");
    }

    @Operation
    public List<ObjectRef> ofEqualOptions() {
      return listed("gateway-system");
    }

    @Operation
    public List<ObjectRef> ofAnOwnGateway() {
      return listed("edge", "gateway-system");
    }

    @Operation
    public String answers() {
      return "true true false true false";
    }
  }

  @Tag("threads")
  @Test
  void concurrentFirstUsesGetOneConsistentSet() {
    FirstUseRaces.against(ListedByHand.class).check(Askers.class);
  }
}
