package io.planerules.binding.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Outcome;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** docs/reference/binding-decision.md#writer-identity. */
class WriterIdentityTest {

  @Test
  void table() {
    Object[][] rows = {
      {null, WriterIdentity.FS_GROUP, "writer.no-csidriver"},
      {new CsiDriverInfo("csi.weka.io", "File"), WriterIdentity.FS_GROUP, "writer.fsgroup-file"},
      {
        new CsiDriverInfo("fss.csi.oraclecloud.com", "ReadWriteOnceWithFSType"),
        WriterIdentity.ROOT,
        "writer.root-policy"
      },
      {new CsiDriverInfo("x", "None"), WriterIdentity.ROOT, "writer.root-policy"},
      {new CsiDriverInfo("x", null), WriterIdentity.ROOT, "writer.root-policy"},
    };
    for (Object[] row : rows) {
      Outcome<WriterIdentity> out = WriterIdentity.derive((CsiDriverInfo) row[0]);
      assertThat(out.orElseThrow()).isEqualTo(row[1]);
      assertThat(out.ruleId().value()).isEqualTo(row[2]);
    }
    Outcome<WriterIdentity> unknown = WriterIdentity.derive(new CsiDriverInfo("d", "file"));
    assertThat(unknown.isOk()).isFalse();
    assertThat(unknown.ruleId().value()).isEqualTo("writer.unknown-policy");
    assertThat(unknown.message()).isEqualTo("CSIDriver \"d\" has unknown fsGroupPolicy \"file\"");
  }

  @Test
  void identities() {
    assertThat(WriterIdentity.FS_GROUP.runAsUser()).isEqualTo(65532);
    assertThat(WriterIdentity.FS_GROUP.runAsGroup()).isEqualTo(OptionalLong.of(65532));
    assertThat(WriterIdentity.FS_GROUP.fsGroup()).isEqualTo(OptionalLong.of(65532));
    assertThat(WriterIdentity.FS_GROUP.runAsNonRoot()).isTrue();
    assertThat(WriterIdentity.ROOT.runAsUser()).isZero();
    assertThat(WriterIdentity.ROOT.runAsGroup()).isEmpty();
    assertThat(WriterIdentity.ROOT.fsGroup()).isEmpty();
    assertThat(WriterIdentity.ROOT.runAsNonRoot()).isFalse();
  }
}
