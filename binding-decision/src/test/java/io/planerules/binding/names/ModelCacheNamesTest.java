package io.planerules.binding.names;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.Outcome;
import io.planerules.identity.validation.NameRule;
import io.planerules.storage.catalog.entry.Workflow;
import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/binding-decision.md#model-cache-names: names, examples, validation failures naming
 * their kind.
 */
class ModelCacheNamesTest {

  @Test
  void examples() {
    assertThat(ModelCacheNames.binding("abc123handle").orElseThrow())
        .isEqualTo("model-cache-fac59a8b2a54897a4517b3d3b9ec074217d2426e1f4f605b")
        .hasSize(60);
    // FNV-1a 32 of 80 × "a" = 5143e6d5 (checked with a Python one-liner)
    assertThat(ModelCacheNames.samba("a".repeat(80)).orElseThrow())
        .isEqualTo("samba-" + "a".repeat(48) + "-5143e6d5")
        .hasSize(63);
    assertThat(ModelCacheNames.samba("a".repeat(57)).orElseThrow())
        .isEqualTo("samba-" + "a".repeat(57));
    assertThat(ModelCacheNames.samba("a".repeat(58)).orElseThrow())
        .hasSize(63)
        .endsWith("-" + fnv("a".repeat(58)));
    assertThat(ModelCacheNames.writerPvc("h1").orElseThrow()).isEqualTo("rw-pvc-h1");
    assertThat(ModelCacheNames.readerPvc("h1").orElseThrow()).isEqualTo("ro-pvc-h1");
    assertThat(ModelCacheNames.writerJob("h1").orElseThrow()).isEqualTo("writer-job-h1");
    assertThat(ModelCacheNames.initLease("h1").orElseThrow()).isEqualTo("modelcache-init-h1");
    assertThat(ModelCacheNames.readerPv("req").orElseThrow()).isEqualTo("secondary-pv-req");
    assertThat(ModelCacheNames.sambaWriterPv("h1").orElseThrow()).isEqualTo("samba-rw-pv-h1");
    // md5sum of "domain.example" = c994de81a9e16ec8317df8dd9d948523
    String md5 = "c994de81a9e16ec8317df8dd9d948523";
    assertThat(
            ModelCacheNames.encryptionStorageClass("domain.example", Workflow.REGULAR)
                .orElseThrow())
        .isEqualTo(md5 + "-sc");
    assertThat(ModelCacheNames.encryptionSecret("domain.example", Workflow.REGULAR).orElseThrow())
        .isEqualTo(md5);
    assertThat(
            ModelCacheNames.encryptionStorageClass("domain.example", Workflow.HELM).orElseThrow())
        .isEqualTo("sc-" + md5);
    assertThat(ModelCacheNames.encryptionSecret("domain.example", Workflow.HELM).orElseThrow())
        .isEqualTo("scsec-" + md5);
    Outcome<String> ok = ModelCacheNames.writerPvc("h1");
    assertThat(ok.ruleId().value()).isEqualTo("name.derived");
  }

  private static String fnv(String s) {
    int h = 0x811c9dc5;
    for (char c : s.toCharArray()) {
      h ^= c;
      h *= 0x01000193;
    }
    return String.format(java.util.Locale.ROOT, "%08x", h);
  }

  @Test
  void upperCaseAndOverLongHandlesFailWithTheKindNamed() {
    Outcome<String> upper = ModelCacheNames.writerPvc("Handle");
    assertThat(upper.ruleId().value()).isEqualTo("name.invalid");
    assertThat(upper.message())
        .isEqualTo(
            "model cache writer PVC name \"rw-pvc-Handle\" is invalid: "
                + String.join("; ", NameRule.DNS1123_SUBDOMAIN.messages("rw-pvc-Handle")));
    assertThat(ModelCacheNames.readerPvc("A").message()).startsWith("model cache reader PVC name");
    assertThat(ModelCacheNames.writerJob("a".repeat(250)).message())
        .startsWith("model cache writer Job name \"writer-job-")
        .endsWith("is invalid: must be no more than 253 characters");
    assertThat(ModelCacheNames.initLease("A").message()).startsWith("model cache init Lease name");
    assertThat(ModelCacheNames.readerPv("A").message()).startsWith("model cache reader PV name");
    assertThat(ModelCacheNames.sambaWriterPv("A").message())
        .startsWith("model cache Samba writer PV name");
    assertThat(ModelCacheNames.samba("a.b").message())
        .isEqualTo(
            "model cache Samba name \"samba-a.b\" is invalid: a DNS-1035 label must consist of"
                + " lower case alphanumeric characters or '-', start with an alphabetic character,"
                + " and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex"
                + " used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')");
    assertThat(ModelCacheNames.samba("Ab".repeat(40)).message())
        .startsWith("model cache Samba name \"samba-AbAb");
    assertThat(ModelCacheNames.binding(" ").message())
        .isEqualTo("model cache cache handle is empty");
    assertThat(ModelCacheNames.binding("").ruleId().value()).isEqualTo("name.cache-handle");
    assertThat(ModelCacheNames.samba("").ruleId().value()).isEqualTo("name.cache-handle");
    assertThat(ModelCacheNames.writerPvc("\t").ruleId().value()).isEqualTo("name.cache-handle");
    assertThat(ModelCacheNames.encryptionSecret(" ", Workflow.HELM).message())
        .isEqualTo("model cache sharing domain is empty");
    assertThat(ModelCacheNames.binding("Any Handle!").isOk()).isTrue();
  }

  @Test
  void everyDerivedNamePassesItsValidatorProperty() {
    Properties.qt()
        .forAll(BindingGenerators.cacheHandles(), BindingGenerators.namespaces())
        .checkAssert(
            (h, ns) -> {
              for (Outcome<String> name :
                  java.util.List.of(
                      ModelCacheNames.binding(h),
                      ModelCacheNames.writerPvc(h),
                      ModelCacheNames.readerPvc(h),
                      ModelCacheNames.writerJob(h),
                      ModelCacheNames.initLease(h),
                      ModelCacheNames.readerPv(ns),
                      ModelCacheNames.sambaWriterPv(h),
                      ModelCacheNames.encryptionStorageClass(ns, Workflow.REGULAR),
                      ModelCacheNames.encryptionSecret(ns, Workflow.HELM))) {
                assertThat(NameRule.DNS1123_SUBDOMAIN.isValid(name.orElseThrow())).isTrue();
              }
              assertThat(
                      NameRule.DNS1035_LABEL.isValid(ModelCacheNames.samba("a" + h).orElseThrow()))
                  .isTrue();
            });
    Properties.qt()
        .forAll(BindingGenerators.anyText(100))
        .checkAssert(
            h -> {
              for (Outcome<String> name :
                  java.util.List.of(
                      ModelCacheNames.binding(h),
                      ModelCacheNames.samba(h),
                      ModelCacheNames.writerPvc(h))) {
                if (name.isOk()) {
                  assertThat(NameRule.DNS1123_SUBDOMAIN.isValid(name.orElseThrow())).isTrue();
                }
              }
              Outcome<String> samba = ModelCacheNames.samba(h);
              if (samba.isOk()) {
                assertThat(samba.orElseThrow().length()).isLessThanOrEqualTo(63);
              }
            });
  }
}
