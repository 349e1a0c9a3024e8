package io.planerules.binding;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.intent.BindingIntent;
import io.planerules.binding.intent.ExpectedBinding;
import io.planerules.binding.reader.ReaderPlan;
import io.planerules.binding.reader.ReaderRequest;
import io.planerules.binding.reader.ReaderVolumes;
import io.planerules.binding.selection.PersistedSelection;
import org.junit.jupiter.api.Test;

/**
 * The code examples of this module's javadoc, compiled and run; each region is quoted there. The
 * binding name is the golden of docs/reference/binding-decision.md (SHA-256 of the identity,
 * computed with {@code sha256sum}).
 */
class BindingExamplesTest {

  private static final String NVMESH = "nvmesh-csi.excelero.com";

  @Test
  void bindingIntent() {
    PersistedSelection durableRegularSelection = Fixtures.durable(NVMESH, "regularModelCache");
    // tag::binding-intent[]
    BindingIntent intent =
        BindingIntent.builder()
            .sharingDomain("domain.example")
            .cacheHandle("abc123handle")
            .writerNamespace("writer-ns")
            .selection(durableRegularSelection)
            .build();
    ExpectedBinding expected = intent.expected().orElseThrow();
    // model-cache-fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605b in nvca-modelcache-init,
    // PVCs rw-pvc-abc123handle and ro-pvc-abc123handle
    // end::binding-intent[]
    assertThat(expected.name())
        .isEqualTo("model-cache-fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605b");
    assertThat(expected.namespace()).isEqualTo("nvca-modelcache-init");
    assertThat(expected.spec().resources().persistentVolumeClaimNames())
        .containsExactly("rw-pvc-abc123handle", "ro-pvc-abc123handle");
  }

  @Test
  void readerRequest() {
    PersistedSelection selection = Fixtures.durable(NVMESH, "regularModelCache");
    // tag::reader-request[]
    ReaderRequest request =
        ReaderRequest.builder()
            .cacheHandle("abc123handle")
            .icmsRequestName("req-1")
            .readerNamespace("tenant")
            .writer("pv-writer", NVMESH, "a:b:w", "1Ti")
            .durable(selection)
            .addOperatorOptions("noatime")
            .build();
    ReaderPlan plan = ReaderVolumes.plan(request).orElseThrow();
    // end::reader-request[]
    assertThat(plan.pvcName()).isEqualTo("ro-pvc-abc123handle");
    assertThat(plan.pvcNamespace()).isEqualTo("tenant");
  }
}
