package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.rules.Problem;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The upstream loader checks (NVIDIA/nvcf storage_capabilities.go LoadStorageCapabilities). */
class ConfigMapSourceTest {

  private static final String PAYLOAD =
      new String(DefaultCatalog.payload(), StandardCharsets.UTF_8);

  @Test
  void emptyNamespace() {
    CatalogResult r =
        CatalogParser.fromConfigMap("", Map.of(CatalogParser.CONFIG_MAP_KEY, PAYLOAD));
    assertThat(r.problems())
        .extracting(Problem::code)
        .containsExactly("catalog.configmap-namespace");
    assertThat(r.problems().get(0).message())
        .isEqualTo("storage capability ConfigMap namespace is empty");
    assertThat(r.revision()).isEmpty();
  }

  @Test
  void missingData() {
    String message =
        "storage capability ConfigMap nvca-system/nvcf-storage-capabilities has no"
            + " \"storage-provider-capabilities.yaml\" data";
    Map<String, String> emptyValue = new HashMap<>();
    emptyValue.put(CatalogParser.CONFIG_MAP_KEY, "");
    for (Map<String, String> data :
        new java.util.ArrayList<Map<String, String>>(
            java.util.Arrays.asList(null, Map.of(), Map.of("other.yaml", PAYLOAD), emptyValue))) {
      CatalogResult r = CatalogParser.fromConfigMap("nvca-system", data);
      assertThat(r.problems()).extracting(Problem::code).containsExactly("catalog.empty");
      assertThat(r.problems().get(0).message()).isEqualTo(message);
      assertThat(r.isValid()).isFalse();
    }
  }

  @Test
  void parsesThePayload() {
    CatalogResult r =
        CatalogParser.fromConfigMap("nvca-system", Map.of(CatalogParser.CONFIG_MAP_KEY, PAYLOAD));
    assertThat(r.isValid()).isTrue();
    assertThat(r.orElseThrow().semanticallyEquals(DefaultCatalog.get())).isTrue();
    assertThat(r.revision()).isEqualTo(DefaultCatalog.get().revision());
    assertThat(CatalogParser.CONFIG_MAP_NAME).isEqualTo("nvcf-storage-capabilities");
    assertThat(CatalogParser.CONFIG_MAP_KEY).isEqualTo("storage-provider-capabilities.yaml");
    CatalogResult whitespace =
        CatalogParser.fromConfigMap("ns", Map.of(CatalogParser.CONFIG_MAP_KEY, " \n"));
    assertThat(whitespace.problems().get(0).message())
        .isEqualTo("storage capability catalog has no \"storage-provider-capabilities.yaml\" data");
  }

  @Test
  void throwingTwins() {
    assertThat(CatalogParser.parseOrThrow(DefaultCatalog.payload()).drivers()).hasSize(4);
    assertThatThrownBy(
            () ->
                CatalogParser.parseOrThrow(
                    "kind: x\napiVersion: v\n".getBytes(StandardCharsets.UTF_8)))
        .isInstanceOf(CatalogException.class)
        .hasMessage("unsupported storage capability apiVersion \"v\" (and 2 more problems)")
        .satisfies(e -> assertThat(((CatalogException) e).problems()).hasSize(3));
    assertThatThrownBy(() -> CatalogParser.parse((byte[]) null))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> CatalogParser.parse((String) null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void formatsCanBeForced() {
    String json =
        "{\"apiVersion\":\"storage.nvcf.nvidia.com/v1alpha1\",\"kind\":\"StorageCapabilityCatalog\","
            + "\"drivers\":{\"a.b\":{\"provider\":\"p\",\"accessModes\":[],\"readerMountOptions\":[]}}}";
    assertThat(CatalogParser.parse(json, InputFormat.JSON).isValid()).isTrue();
    assertThat(CatalogParser.parse(json, InputFormat.YAML).isValid()).isTrue();
    assertThat(CatalogParser.parse("  \n\t" + json).isValid()).isTrue();
    assertThat(CatalogParser.parse(PAYLOAD, InputFormat.JSON).errors().get(0).code())
        .isEqualTo("catalog.syntax");
    assertThat(
            CatalogParser.parse(PAYLOAD.getBytes(StandardCharsets.UTF_8), InputFormat.YAML)
                .isValid())
        .isTrue();
    assertThat(CatalogParser.parse("", InputFormat.JSON).errors().get(0).code())
        .isEqualTo("catalog.empty");
  }

  @Test
  void bomIsStrippedButKeptInTheRevision() {
    byte[] body = DefaultCatalog.payload();
    byte[] withBom = new byte[body.length + 3];
    withBom[0] = (byte) 0xEF;
    withBom[1] = (byte) 0xBB;
    withBom[2] = (byte) 0xBF;
    System.arraycopy(body, 0, withBom, 3, body.length);
    CatalogResult r = CatalogParser.parse(withBom);
    assertThat(r.isValid()).isTrue();
    assertThat(r.revision()).isNotEqualTo(CatalogParser.parse(body).revision());
    assertThat(r.orElseThrow().semanticallyEquals(DefaultCatalog.get())).isTrue();
    CatalogResult s = CatalogParser.parse("\ufeff" + PAYLOAD);
    assertThat(s.isValid()).isTrue();
    assertThat(s.revision()).isEqualTo(r.revision());
    CatalogResult invalidWithRevision = CatalogParser.parse(PAYLOAD.replace("ociFss", "no"));
    assertThat(invalidWithRevision.isValid()).isFalse();
    assertThat(invalidWithRevision.revision()).isPresent();
  }

  @Test
  void unpairedSurrogateInStringInput() {
    CatalogResult r = CatalogParser.parse("kind: a\ndrivers: x\ud800\n");
    assertThat(r.problems()).hasSize(1);
    Problem p = r.problems().get(0);
    assertThat(p.code()).isEqualTo("catalog.encoding");
    assertThat(p.message())
        .isEqualTo("parse storage capability catalog: unpaired surrogate at character 18");
    assertThat(p.position()).hasToString("2:11");
    assertThat(r.revision())
        .contains(
            io.planerules.storage.catalog.digest.CatalogRevision.of("kind: a\ndrivers: x\ufffd\n"));
  }
}
