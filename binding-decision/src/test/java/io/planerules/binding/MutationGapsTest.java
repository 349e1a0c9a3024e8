package io.planerules.binding;

import static io.planerules.binding.Fixtures.NVMESH;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.binding.decision.StorageClassSnapshot;
import io.planerules.binding.names.ModelCacheNames;
import io.planerules.binding.reader.CsiDriverInfo;
import io.planerules.binding.reader.WriterIdentity;
import io.planerules.binding.selection.DriftCheck;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.rules.TraceEntry;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** Behaviour pinned beyond the reference tables: paths, notes, trace details and overloads. */
class MutationGapsTest {
  private static final PersistedSelection NV = Fixtures.durable(NVMESH, "regularModelCache");

  @Test
  void outcomeAccessors() {
    Outcome<String> ok = ModelCacheNames.writerPvc("h");
    assertThat(ok.decided()).contains("rw-pvc-h");
    assertThat(ok.problems().isValid()).isTrue();
    Outcome<String> refused = ModelCacheNames.writerPvc("");
    assertThat(refused.decided()).isEmpty();
    assertThat(refused.problems().problems()).hasSize(1);
    assertThat(refused.problems().problems().get(0).path()).isEqualTo("cacheHandle");
    assertThatThrownBy(refused::orElseThrow)
        .isInstanceOf(NoSuchElementException.class)
        .hasMessage("model cache cache handle is empty");
    assertThat(DriftCheck.rules())
        .filteredOn(r -> r.id().value().equals("drift.none"))
        .singleElement()
        .satisfies(r -> assertThat(r.description()).isEqualTo("every drift rule passed: no drift"));
  }

  @Test
  void bindingReferenceProblemPathNamesTheMissingHalf() {
    assertThat(Fixtures.rawBinding(NV, "b", "").validate().problems().get(0).path())
        .isEqualTo("bindingUID");
    assertThat(Fixtures.rawBinding(NV, "", "u").validate().problems().get(0).path())
        .isEqualTo("bindingName");
  }

  @Test
  void durableTraceNotesNameTheTransition() {
    List<TraceEntry> entries =
        NV.validate().isValid() ? PersistedSelection.check(NV).trace().entries() : List.of();
    assertThat(entries)
        .filteredOn(e -> e.ruleId().value().startsWith("selection.rwx-"))
        .allSatisfy(e -> assertThat(e.note()).isEqualTo("not rwxReadOnly"));
    assertThat(entries)
        .filteredOn(e -> e.ruleId().value().equals("selection.rox-needs-ro"))
        .allSatisfy(e -> assertThat(e.note()).isEmpty());
    List<TraceEntry> rwx =
        PersistedSelection.check(Fixtures.durable(Fixtures.WEKA, "helmModelCache"))
            .trace()
            .entries();
    assertThat(rwx)
        .filteredOn(e -> e.ruleId().value().equals("selection.rox-needs-ro"))
        .allSatisfy(e -> assertThat(e.note()).isEqualTo("not roxReadOnly"));
    assertThat(rwx)
        .filteredOn(e -> e.ruleId().value().startsWith("selection.rwx-"))
        .allSatisfy(e -> assertThat(e.note()).isEmpty());
  }

  @Test
  void parsedCatalogOverloadRunsTheLiveChecksFirst() {
    assertThat(DriftCheck.inputs(NV, null, Fixtures.catalog()).ruleId().value())
        .isEqualTo("drift.storage-class-missing");
    assertThat(
            DriftCheck.inputs(
                    NV,
                    StorageClassSnapshot.of("nvcf-sc", "uid-9", NVMESH, "Retain"),
                    Fixtures.catalog())
                .ruleId()
                .value())
        .isEqualTo("drift.storage-class-uid");
  }

  @Test
  void writerIdentityNotes() {
    assertThat(WriterIdentity.derive(new CsiDriverInfo("d", null)).message())
        .isEqualTo("fsGroupPolicy unset");
    assertThat(WriterIdentity.derive(new CsiDriverInfo("d", "None")).message())
        .isEqualTo("fsGroupPolicy None");
  }
}
