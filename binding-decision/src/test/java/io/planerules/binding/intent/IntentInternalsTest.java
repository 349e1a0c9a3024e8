package io.planerules.binding.intent;

import static io.planerules.binding.Fixtures.NVMESH;
import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Fixtures;
import io.planerules.binding.selection.PersistedSelection;
import org.junit.jupiter.api.Test;

/**
 * The package-private parts of the binding intent: the identity digests against the golden file and
 * the spec comparison behind {@code validate}.
 */
class IntentInternalsTest {
  private static final PersistedSelection NV = Fixtures.durable(NVMESH, "regularModelCache");

  @Test
  void bindingIdentityDigestsMatchTheGoldenFile() {
    for (String[] row : Fixtures.tsv("golden/identity-digests.tsv")) {
      assertThat(BindingDigests.of(row[0])).isEqualTo("sha256:" + row[1]);
    }
    assertThat(BindingDigests.of("abc123handle"))
        .isEqualTo("sha256:fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605bd6b4530d6d9bfd00");
  }

  @Test
  void intentEqualityChecksEveryScalar() {
    BindingIntent intent =
        BindingIntent.builder()
            .sharingDomain("d")
            .cacheHandle("h1")
            .writerNamespace("ns")
            .selection(NV)
            .build();
    BindingSpec a = intent.expected().orElseThrow().spec();
    BindingSpec b =
        new BindingSpec(
            new BindingSpec.Identity(
                "v1", a.identity().workflow(), a.identity().sharingDomainDigest(), "sha256:x"),
            a.decision(),
            new BindingSpec.StorageClassRef(
                "other", a.storageClass().uid(), "Delete", a.storageClass().configurationDigest()),
            a.resources());
    assertThat(BindingIntent.equal(a, b).differingPaths())
        .containsExactly(
            "spec.identity.version",
            "spec.identity.cacheHandleDigest",
            "spec.storageClass.name",
            "spec.storageClass.reclaimPolicy");
  }
}
