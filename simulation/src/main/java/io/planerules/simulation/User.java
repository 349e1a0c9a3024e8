package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import io.planerules.identity.naming.NameKind;
import io.planerules.identity.naming.PlaneNames;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Who makes a request: a plane's operator (its service account in the plane's operator namespace;
 * the legacy plane's is {@code system:serviceaccount:nvca-operator:nvca-operator}) or an
 * administrator, whom no plane's policy judges.
 *
 * @param username the username the API server authenticates
 * @param groups the groups
 * @param plane the plane whose operator this is, {@code null} for an administrator
 */
record User(String username, List<String> groups, @Nullable ControlPlaneId plane) {

  /** The service account name of a plane's operator. */
  public static final String OPERATOR_ACCOUNT = "nvca-operator";

  /** Creates the value. */
  public User {
    requireNonNull(username, "username");
    groups = List.copyOf(groups);
  }

  /**
   * The operator of {@code plane}: the service account {@value #OPERATOR_ACCOUNT} in the plane's
   * {@code namespace/nvca-operator} namespace.
   *
   * @param plane the plane (legacy included)
   * @return the user
   */
  public static User operatorOf(ControlPlaneId plane) {
    String namespace =
        PlaneNames.of(plane, PlaneDomain.NONE).derive(NameKind.NAMESPACE_NVCA_OPERATOR).value();
    return new User(
        "system:serviceaccount:" + namespace + ":" + OPERATOR_ACCOUNT,
        List.of("system:serviceaccounts", "system:serviceaccounts:" + namespace),
        plane);
  }

  /** A cluster administrator ({@code system:masters}). */
  public static User administrator() {
    return new User("kubernetes-admin", List.of("system:masters"), null);
  }

  /** The plane this user acts as, if any. */
  public Optional<ControlPlaneId> actingPlane() {
    return Optional.ofNullable(plane);
  }

  @Override
  public String toString() {
    return username;
  }
}
