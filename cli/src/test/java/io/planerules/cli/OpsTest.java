package io.planerules.cli;

import static io.planerules.cli.FieldShape.PROBLEM;
import static io.planerules.cli.FieldShape.assertEach;
import static io.planerules.cli.FieldShape.assertShape;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.planerules.cli.batch.OpRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every batch operation driven through the real {@code main} from the JSON Lines file {@code
 * ops.jsonl}: field names and JSON types of each result (docs/reference/cli.md#operations), and the
 * {@code request.invalid} answers for missing and wrongly typed fields.
 */
class OpsTest {

  private static final Map<String, JsonNode> RESPONSES = new LinkedHashMap<>();
  private static final Set<String> OPS_IN_FILE = new TreeSet<>();

  @BeforeAll
  static void runFile() throws IOException {
    byte[] file;
    try (InputStream in = OpsTest.class.getResourceAsStream("/ops.jsonl")) {
      file = in.readAllBytes();
    }
    String text = new String(file, StandardCharsets.UTF_8);
    List<String> requests = text.lines().filter(l -> !l.isBlank()).toList();
    CliRun run = CliRun.run(file, "batch");
    assertThat(run.code()).isZero();
    assertThat(run.err()).isEmpty();
    List<JsonNode> lines = run.jsonLines();
    assertThat(lines).hasSameSizeAs(requests);
    for (int i = 0; i < lines.size(); i++) {
      JsonNode request = io.planerules.cli.json.Json.parse(requests.get(i));
      String id = request.get("id").textValue();
      assertThat(lines.get(i).get("id").textValue()).as("order").isEqualTo(id);
      RESPONSES.put(id, lines.get(i));
      OPS_IN_FILE.add(request.get("op").textValue());
    }
  }

  static JsonNode result(String id) {
    JsonNode response = RESPONSES.get(id);
    assertThat(response).as("response " + id).isNotNull();
    assertShape(id, response, Map.of("id", "string", "ok", "boolean", "result", "object"));
    assertThat(response.get("ok").booleanValue()).as(id + ": " + response).isTrue();
    assertThat(response.size()).isEqualTo(3);
    return response.get("result");
  }

  static JsonNode error(String id, String code) {
    JsonNode response = RESPONSES.get(id);
    assertThat(response).as("response " + id).isNotNull();
    assertShape(id, response, Map.of("id", "string", "ok", "boolean", "error", "object"));
    assertThat(response.get("ok").booleanValue()).as(id + ": " + response).isFalse();
    JsonNode error = response.get("error");
    assertShape(
        id + ".error", error, Map.of("code", "string", "message", "string", "problems", "array"));
    assertThat(error.get("code").textValue()).as(id + ": " + error).isEqualTo(code);
    return error;
  }

  static JsonNode validation(String id, boolean valid) {
    JsonNode result = result(id);
    assertShape(id, result, Map.of("valid", "boolean", "problems", "array"));
    assertThat(result.get("valid").booleanValue()).as(id + ": " + result).isEqualTo(valid);
    assertEach(id + ".problems", result.get("problems"), PROBLEM);
    if (!valid) {
      assertThat(result.get("problems")).isNotEmpty();
    }
    return result;
  }

  private static final Map<String, String> QUALIFY =
      Map.ofEntries(
          Map.entry("valid", "boolean"),
          Map.entry("problems", "array"),
          Map.entry("verdict", "string|null"),
          Map.entry("provisioner", "string|null"),
          Map.entry("qualifiedModes", "array"),
          Map.entry("entry", "object|null"),
          Map.entry("enabledWorkflows", "object|null"),
          Map.entry("transitions", "object|null"),
          Map.entry("missing", "array"),
          Map.entry("findings", "array"),
          Map.entry("warnings", "array"),
          Map.entry("reasons", "object"),
          Map.entry("trace", "array"));

  @Test
  void qualify() {
    // the recorded runs of docs/qualification/
    JsonNode weka = result("qualify/weka");
    assertShape("qualify/weka", weka, QUALIFY);
    assertEach("qualify/weka.trace", weka.get("trace"), FieldShape.TRACE_ENTRY);
    assertThat(weka.get("valid").booleanValue()).isTrue();
    assertThat(weka.get("problems")).isEmpty();
    assertThat(weka.get("verdict").textValue()).isEqualTo("qualified");
    assertThat(weka.get("provisioner").textValue()).isEqualTo("csi.weka.io");
    assertThat(weka.get("qualifiedModes").toString())
        .isEqualTo("[\"ReadOnlyMany\",\"ReadWriteMany\"]");
    assertThat(weka.get("entry").toString())
        .isEqualTo(
            "{\"provisioner\":\"csi.weka.io\",\"provider\":\"weka\","
                + "\"accessModes\":[\"ReadOnlyMany\",\"ReadWriteMany\"],\"readerMountOptions\":[]}");
    assertThat(weka.get("enabledWorkflows").toString())
        .isEqualTo("{\"regularModelCache\":true,\"helmModelCache\":true}");
    assertThat(weka.get("transitions").toString())
        .isEqualTo("{\"regularModelCache\":\"rwxReadOnly\",\"helmModelCache\":\"rwxReadOnly\"}");
    assertThat(weka.get("missing")).isEmpty();
    assertThat(weka.get("findings").toString())
        .isEqualTo("[\"shared-filesystem-assumption-fails\"]");
    assertThat(weka.get("warnings").toString()).isEqualTo("[\"writer-fsgroup\"]");
    assertThat(weka.at("/reasons/writer-fsgroup").textValue())
        .isEqualTo(
            "CSIDriver fsGroupPolicy is File: Kubernetes chowns the volume, the writer runs with"
                + " fsGroup 65532");
    assertThat(weka.get("trace")).isNotEmpty();

    JsonNode fss = result("qualify/oci-fss-delete");
    assertShape("qualify/oci-fss-delete", fss, QUALIFY);
    assertThat(fss.get("verdict").textValue()).isEqualTo("not-qualified");
    assertThat(fss.get("qualifiedModes")).isEmpty();
    assertThat(fss.at("/entry/accessModes")).isEmpty();
    assertThat(fss.get("enabledWorkflows").toString())
        .isEqualTo("{\"regularModelCache\":false,\"helmModelCache\":false}");
    assertThat(fss.at("/transitions/helmModelCache").textValue()).isEqualTo("disabled");
    assertThat(fss.get("missing").toString()).isEqualTo("[\"reclaim-policy-retain\"]");
    assertThat(fss.get("warnings").toString())
        .isEqualTo("[\"writer-runs-as-root\",\"fully-qualified-images\"]");

    JsonNode nvmesh = result("qualify/nvmesh");
    assertThat(nvmesh.get("verdict").textValue()).isEqualTo("qualified");
    assertThat(nvmesh.get("qualifiedModes").toString())
        .isEqualTo("[\"ReadWriteOnce\",\"ReadOnlyMany\"]");
    assertThat(nvmesh.at("/entry/readerMountOptions").toString())
        .isEqualTo("[\"ro\",\"norecovery\",\"nouuid\"]");

    // invalid evidence is a validation answer, like catalog.validate
    JsonNode syntax = result("qualify/syntax");
    assertShape("qualify/syntax", syntax, QUALIFY);
    assertEach("qualify/syntax.problems", syntax.get("problems"), PROBLEM);
    assertThat(syntax.get("valid").booleanValue()).isFalse();
    assertThat(syntax.get("verdict").isNull()).isTrue();
    assertThat(syntax.get("entry").isNull()).isTrue();
    assertThat(syntax.at("/problems/0/code").textValue()).isEqualTo("qualification.syntax");
    assertThat(syntax.at("/problems/0/line").intValue()).isEqualTo(1);
    JsonNode absent = result("qualify/absent");
    assertThat(absent.get("valid").booleanValue()).isFalse();
    assertThat(absent.get("problems")).isNotEmpty();
    assertThat(error("qualify/wrong-type", "request.invalid").get("message").textValue())
        .isEqualTo("field \"evidence\" must be a string, got an object");
  }

  @Test
  void auditRender() {
    JsonNode clean = result("audit.render/clean");
    assertShape(
        "audit.render/clean",
        clean,
        Map.ofEntries(
            Map.entry("audit", "string"),
            Map.entry("planeId", "string"),
            Map.entry("mode", "string"),
            Map.entry("objects", "number"),
            Map.entry("errors", "number"),
            Map.entry("warnings", "number"),
            Map.entry("findings", "array"),
            Map.entry("counts", "object")));
    assertThat(clean.get("objects").intValue()).isEqualTo(1);
    assertThat(clean.get("findings")).isEmpty();
    JsonNode found = result("audit.render/findings");
    assertThat(found.get("objects").intValue()).isEqualTo(3);
    assertThat(found.get("findings").findValuesAsText("rule"))
        .containsExactly(
            "audit.unlabelled",
            "audit.legacy-namespace",
            "audit.cluster-scoped",
            "audit.unreadable");
    assertThat(found.at("/findings/0/source").toString())
        .isEqualTo("{\"file\":\"objects\",\"document\":0,\"line\":1}");
    assertThat(found.at("/findings/3/message").textValue())
        .isEqualTo("a document must be a mapping (a Kubernetes object), got a scalar");
    assertThat(error("audit.render/bad-shared", "request.invalid").get("message").textValue())
        .startsWith("field \"shared[0]\": expected KIND/NAMESPACE/NAME");
    error("audit.render/bad-id", "id.uppercase");
    error("audit.render/unknown-field", "request.unknown-field");
    assertThat(
            error("audit.render/objects-not-array", "request.invalid").get("message").textValue())
        .isEqualTo("field \"objects\" must be an array, got an object");
  }

  @Test
  void everyRegisteredOpIsInTheFile() {
    assertThat(OPS_IN_FILE).containsAll(OpRegistry.standard().names());
  }

  @Test
  void idValidate() {
    assertThat(validation("id.validate/named", true).get("mode").textValue()).isEqualTo("named");
    assertThat(validation("id.validate/legacy", true).get("mode").textValue()).isEqualTo("legacy");
    assertThat(validation("id.validate/absent", true).get("mode").textValue()).isEqualTo("legacy");
    JsonNode invalid = validation("id.validate/invalid", false);
    assertThat(invalid.get("mode").isNull()).isTrue();
    assertThat(invalid.at("/problems/0/code").textValue()).isEqualTo("id.uppercase");
    assertThat(invalid.at("/problems/0/path").textValue()).isEqualTo("global.controlPlane.id");
    assertThat(invalid.at("/problems/0/severity").textValue()).isEqualTo("error");
    assertThat(error("id.validate/wrong-type", "request.invalid").get("message").textValue())
        .isEqualTo("field \"value\" must be a string, got an array");
  }

  @Test
  void k8sValidate() {
    assertThat(validation("k8s.validate/valid", true).get("problems")).isEmpty();
    assertThat(validation("k8s.validate/invalid", false).at("/problems/0/code").textValue())
        .isEqualTo("k8s.label-value.format");
    assertThat(error("k8s.validate/missing-rule", "request.invalid").get("message").textValue())
        .isEqualTo("missing required field \"rule\"");
    assertThat(error("k8s.validate/unknown-rule", "request.invalid").get("message").textValue())
        .contains("must be one of dns1123-label");
  }

  @Test
  void transitionDerive() {
    Map<String, String> shape =
        Map.of(
            "transition", "string",
            "requiredAccessModes", "array",
            "requiredMountOptions", "array",
            "rule", "string",
            "reason", "string",
            "trace", "array");
    JsonNode helm = result("transition.derive/helm-weka");
    assertShape("helm", helm, shape);
    assertThat(helm.get("transition").textValue()).isEqualTo("disabled");
    assertThat(helm.get("rule").textValue()).isEqualTo("transition.helm-rox-needs-nvmesh");
    assertEach("helm.trace", helm.get("trace"), FieldShape.TRACE_ENTRY);
    JsonNode regular = result("transition.derive/regular-rox");
    assertThat(regular.get("transition").textValue()).isEqualTo("roxReadOnly");
    assertThat(regular.get("requiredAccessModes").toString())
        .isEqualTo("[\"ReadWriteOnce\",\"ReadOnlyMany\"]");
    assertThat(regular.get("requiredMountOptions").toString()).isEqualTo("[\"ro\",\"nouuid\"]");
    assertThat(error("transition.derive/wrong-type", "request.invalid").get("message").textValue())
        .isEqualTo("field \"driver.accessModes\" must be an array of strings, got a string");
  }

  @Test
  void mountOptionsConflict() {
    assertThat(result("mountOptions.conflict/yes").get("conflict").booleanValue()).isTrue();
    assertThat(result("mountOptions.conflict/no").get("conflict").booleanValue()).isFalse();
    error("mountOptions.conflict/wrong-type", "request.invalid");
  }

  @Test
  void digestProfile() {
    Map<String, String> shape = Map.of("profileDigest", "string", "canonical", "string");
    JsonNode nvmesh = result("digest.profile/nvmesh-v1");
    assertShape("nvmesh", nvmesh, shape);
    // docs/reference/binding-decision.md#profile-digest worked example
    assertThat(nvmesh.get("profileDigest").textValue())
        .isEqualTo("sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727");
    assertThat(nvmesh.get("canonical").textValue())
        .isEqualTo(
            "{\"provisioner\":\"nvmesh-csi.excelero.com\",\"provider\":\"nvmesh\",\"workflow\":"
                + "\"regularModelCache\",\"transition\":\"roxReadOnly\",\"accessModes\":"
                + "[\"ReadOnlyMany\",\"ReadWriteOnce\"],\"readerMountOptions\":[\"ro\",\"norecovery\","
                + "\"nouuid\"]}");
    assertThat(result("digest.profile/lustre").get("canonical").textValue())
        .isEqualTo(
            "{\"provisioner\":\"lustre.csi.oraclecloud.com\",\"provider\":\"ociLustre\","
                + "\"workflow\":\"regularModelCache\",\"transition\":\"disabled\",\"accessModes\":null}");
    assertThat(result("digest.profile/encryption").get("canonical").textValue())
        .endsWith("\"nouuid\"],\"encryptionSupported\":false}");
    error("digest.profile/bad-scheme", "request.invalid");
  }

  @Test
  void digestCatalogRevision() {
    assertThat(result("digest.catalogRevision/empty").get("catalogRevision").textValue())
        .isEqualTo("sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    error("digest.catalogRevision/wrong-type", "request.invalid");
  }

  private static final Map<String, String> DECISION =
      Map.of(
          "provider", "string",
          "provisioner", "string",
          "workflow", "string",
          "transition", "string",
          "requiredAccessModes", "array",
          "requiredMountOptions", "array",
          "profileDigest", "string",
          "catalogRevision", "string|null",
          "storageClassDigest", "string");

  @Test
  void decisionResolve() {
    JsonNode nvmesh = result("decision.resolve/nvmesh-default");
    assertShape("nvmesh", nvmesh, Map.of("decision", "object", "rule", "string", "trace", "array"));
    assertShape("nvmesh.decision", nvmesh.get("decision"), DECISION);
    assertEach("nvmesh.trace", nvmesh.get("trace"), FieldShape.TRACE_ENTRY);
    assertThat(nvmesh.at("/decision/transition").textValue()).isEqualTo("roxReadOnly");
    assertThat(nvmesh.at("/decision/profileDigest").textValue())
        .isEqualTo("sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727");
    assertThat(nvmesh.get("rule").textValue()).isEqualTo("transition.rox-reader-claim");
    JsonNode lustre = result("decision.resolve/lustre-disabled");
    assertShape("lustre.decision", lustre.get("decision"), DECISION);
    assertThat(lustre.at("/decision/transition").textValue()).isEqualTo("disabled");
    assertThat(lustre.at("/decision/workflow").textValue()).isEqualTo("helmModelCache");
    assertThat(
            error("decision.resolve/no-class", "decision.storage-class").get("message").textValue())
        .isEqualTo("model cache StorageClass not found");
    assertThat(
            error("decision.resolve/other-name", "decision.storage-class")
                .get("message")
                .textValue())
        .isEqualTo("model cache StorageClass not found");
    assertThat(
            error("decision.resolve/delete-policy", "decision.reclaim-retain")
                .get("message")
                .textValue())
        .isEqualTo("model cache StorageClass \"nvcf-sc\" must use reclaimPolicy Retain");
    assertThat(
            error("decision.resolve/unknown-workflow", "decision.workflow")
                .get("message")
                .textValue())
        .isEqualTo("unknown model cache workflow \"batchCache\"");
    error("decision.resolve/wrong-type", "request.invalid");
  }

  @Test
  void digestStorageClass() {
    // docs/reference/binding-decision.md#storageclass-digest example
    assertThat(result("digest.storageClass/weka").get("digest").textValue())
        .isEqualTo("v1:sha256:7d1cc4638dce90de61d0adbafe80f7e9da05c0180d4ff76842f507ae82c1382a");
    error("digest.storageClass/missing", "request.invalid");
  }

  @Test
  void selectionValidate() {
    validation("selection.validate/none", true);
    assertThat(
            validation("selection.validate/bad-version", false).at("/problems/0/code").textValue())
        .isEqualTo("selection.version");
    JsonNode unknown = validation("selection.validate/unknown-field", false);
    assertThat(unknown.at("/problems/0/message").textValue())
        .isEqualTo("parse model cache storage selection: json: unknown field \"x\"");
    assertThat(unknown.at("/problems/0/line").isNumber()).isTrue();
    error("selection.validate/wrong-type", "request.invalid");
  }

  @Test
  void namesAndHandles() {
    // docs/reference/binding-decision.md#binding-identity-digests:
    // BindingDigests.of("abc123handle") starts fac59a8b2a54897a...
    assertThat(result("binding.name/handle").get("name").textValue())
        .startsWith("model-cache-fac59a8b2a54897a");
    assertThat(error("binding.name/blank", "name.cache-handle").get("problems")).hasSize(1);
    assertThat(result("samba.name/handle").get("name").textValue()).startsWith("samba-");
    assertThat(error("samba.name/upper", "name.invalid").get("message").textValue())
        .contains("samba-ABC");
    assertThat(result("reader.handle/nvmesh").get("handle").textValue()).isEqualTo("a:b:c:tenant");
    assertThat(error("reader.handle/no-colon", "reader.handle-no-colon").get("message").textValue())
        .isEqualTo("volume handle \"\" has no colons");
    assertThat(result("reader.handle/weka").get("handle").textValue())
        .isEqualTo("weka/v2/csivol-1");
  }

  @Test
  void helmBackend() {
    assertThat(result("helm.backend/ephemeral").get("backend").textValue()).isEqualTo("ephemeral");
    assertThat(error("helm.backend/not-helm", "helm.not-helm").get("message").textValue())
        .isEqualTo("model cache selection workflow \"regularModelCache\" is not Helm");
  }

  @Test
  void mountOptionsResolve() {
    // docs/reference/binding-decision.md#reader-volume-handle examples
    assertThat(result("mountOptions.resolve/nvmesh-defaults").get("mountOptions").toString())
        .isEqualTo("[\"ro\",\"norecovery\",\"nouuid\",\"noatime\"]");
    assertThat(result("mountOptions.resolve/configmap").get("mountOptions").toString())
        .isEqualTo("[\"ro\",\"nouuid\",\"noatime\"]");
    assertThat(result("mountOptions.resolve/none").get("mountOptions")).isEmpty();
  }

  private static final Map<String, String> ATOMIC =
      Map.of(
          "apiGroup", "string?",
          "resource", "string?",
          "verb", "string",
          "resourceName", "string?",
          "nonResourceURL", "string?");

  @Test
  void rbacCovers() {
    JsonNode seed = result("rbac.covers/seed-missing-bindings");
    assertShape("seed", seed, Map.of("covered", "boolean", "uncovered", "array"));
    assertThat(seed.get("covered").booleanValue()).isFalse();
    assertEach("seed.uncovered", seed.get("uncovered"), ATOMIC);
    assertThat(seed.get("uncovered").toString())
        .isEqualTo(
            "[{\"apiGroup\":\"nvca.nvcf.nvidia.io\",\"resource\":\"modelcachebindings\",\"verb\":\"get\"},"
                + "{\"apiGroup\":\"nvca.nvcf.nvidia.io\",\"resource\":\"modelcachebindings/status\","
                + "\"verb\":\"get\"}]");
    JsonNode status = result("rbac.covers/status-wildcard");
    assertThat(status.get("covered").booleanValue()).isTrue();
    assertThat(status.get("uncovered")).isEmpty();
    JsonNode url = result("rbac.covers/url");
    assertThat(url.get("covered").booleanValue()).isFalse();
    assertThat(url.at("/uncovered/0").toString())
        .isEqualTo("{\"verb\":\"get\",\"nonResourceURL\":\"/api\"}");
    error("rbac.covers/wrong-type", "request.invalid");
  }

  @Test
  void rbacDiff() {
    JsonNode diff = result("rbac.diff/drift");
    assertShape("diff", diff, Map.of("onlyInA", "array", "onlyInB", "array"));
    assertEach("diff.onlyInA", diff.get("onlyInA"), ATOMIC);
    assertThat(diff.get("onlyInA").toString())
        .isEqualTo("[{\"apiGroup\":\"\",\"resource\":\"pods\",\"verb\":\"list\"}]");
    assertThat(diff.get("onlyInB").toString())
        .isEqualTo("[{\"verb\":\"get\",\"nonResourceURL\":\"/healthz\"}]");
  }

  private static final Map<String, String> VERDICT =
      Map.of(
          "state", "string",
          "allowed", "boolean",
          "rule", "string",
          "reason", "string",
          "message", "string",
          "trace", "array");

  private static JsonNode verdict(String id, String state, boolean allowed, String rule) {
    JsonNode verdict = result(id);
    assertShape(id, verdict, VERDICT);
    assertEach(id + ".trace", verdict.get("trace"), FieldShape.TRACE_ENTRY);
    assertThat(verdict.get("state").textValue()).as(id).isEqualTo(state);
    assertThat(verdict.get("allowed").booleanValue()).as(id).isEqualTo(allowed);
    assertThat(verdict.get("rule").textValue()).as(id).isEqualTo(rule);
    return verdict;
  }

  @Test
  void ownershipVerdict() {
    JsonNode foreign =
        verdict("ownership.verdict/delete-foreign", "foreign", false, "policy.delete.foreign");
    assertThat(foreign.get("reason").textValue()).isEqualTo("FOREIGN_OWNER");
    assertThat(foreign.get("message").textValue()).startsWith("refusing to delete Namespace");
    verdict("ownership.verdict/reconcile-owned", "owned", true, "policy.reconcile.owned");
    verdict("ownership.verdict/mirror-unlabelled", "unlabelled", false, "policy.mirror.unlabelled");
    verdict(
        "ownership.verdict/teardown-outside",
        "namespace-foreign",
        false,
        "policy.teardown.namespace-foreign");
    verdict("ownership.verdict/check-legacy", "owned", true, "ownership.label-missing");
    verdict("ownership.verdict/select", "owned", true, "policy.select-workload-namespace.owned");
    error("ownership.verdict/bad-action", "request.invalid");
    error("ownership.verdict/no-namespace", "input.namespace-missing");
    error("ownership.verdict/bad-id", "id.uppercase");
  }

  @Test
  void backendAdmit() {
    JsonNode normalise = verdict("backend.admit/normalise", "owned", true, "backend.normalise");
    assertThat(normalise.get("normalizedControlPlaneID").textValue()).isEqualTo("plane-a");
    JsonNode merged =
        verdict("backend.admit/foreign-override", "merged-foreign", false, "backend.override-id");
    assertThat(merged.has("normalizedControlPlaneID")).isFalse();
    assertThat(merged.get("message").textValue())
        .startsWith("refusing to reconcile NVCFBackend plane-a-nvca-operator/");
    verdict("backend.admit/legacy-named", "foreign", false, "backend.legacy-named");
  }

  @Test
  void domainValidate() {
    validation("domain.validate/named", true);
    assertThat(validation("domain.validate/localhost", false).at("/problems/0/code").textValue())
        .isEqualTo("domain.localhost");
    validation("domain.validate/localhost-no-gateway", true);
    assertThat(validation("domain.validate/required", false).at("/problems/0/message").textValue())
        .isEqualTo("CONTROL_PLANE_DOMAIN is required for a named control plane.");
    validation("domain.validate/legacy", true);
    // the id is checked by id.validate; here it only selects named mode
    JsonNode invalidId = validation("domain.validate/invalid-id", false);
    assertThat(invalidId.get("problems")).hasSize(1);
    assertThat(invalidId.at("/problems/0/code").textValue()).isEqualTo("domain.localhost");
    error("domain.validate/bad-gateway-type", "request.invalid");
  }

  @Test
  void nameResource() {
    assertThat(result("name.resource/short").get("name").textValue()).isEqualTo("alpha-nvca");
    // docs/reference/identity.md#generic-resource-names: (alpha, 60 x "x") -> alpha- + 48 x "x" +
    // -ef765b0a
    assertThat(result("name.resource/hashed").get("name").textValue())
        .isEqualTo("alpha-" + "x".repeat(48) + "-ef765b0a");
    assertThat(result("name.resource/legacy").get("name").textValue()).isEqualTo("nvca");
    error("name.resource/bad-base", "name.invalid-base");
  }

  private static final Map<String, String> NAME_ENTRY =
      Map.of(
          "kind", "string",
          "legacy", "string|null",
          "name", "string|null",
          "scope", "string",
          "namespace", "string?",
          "problems", "array?");

  @Test
  void namesPlan() {
    JsonNode planeA = result("names.plan/plane-a").get("names");
    assertEach("plane-a", planeA, NAME_ENTRY);
    assertThat(FieldShape.entry(planeA, "namespace/nvcf").toString())
        .isEqualTo(
            "{\"kind\":\"namespace/nvcf\",\"legacy\":\"nvcf\",\"name\":\"plane-a-nvcf\","
                + "\"scope\":\"cluster\"}");
    assertThat(FieldShape.entry(planeA, "release/nats").get("namespace").textValue())
        .isEqualTo("plane-a-nats-system");
    assertThat(FieldShape.entry(planeA, "keyspace/nvcf_api").get("name").textValue())
        .isEqualTo("nvcf_api");
    assertThat(FieldShape.entry(planeA, "release/nvcf-pki").get("name").textValue())
        .isEqualTo("plane-a-nvcf-pki");
    JsonNode shared = result("names.plan/shared-cluster").get("names");
    assertThat(FieldShape.entry(shared, "keyspace/nvcf_api").get("name").textValue())
        .isEqualTo("plane_a_nvcf_api");
    JsonNode legacy = result("names.plan/legacy").get("names");
    assertEach("legacy", legacy, NAME_ENTRY);
    for (JsonNode e : legacy) {
      if (e.get("name").isTextual() && e.get("legacy").isTextual()) {
        assertThat(e.get("name").textValue())
            .as(e.toString())
            .isEqualTo(e.get("legacy").textValue());
      }
    }
    JsonNode digit = result("names.plan/digit-first").get("names");
    JsonNode failing = FieldShape.entry(digit, "workload/admin-token-issuer-proxy");
    assertThat(failing.get("name").isNull()).isTrue();
    assertThat(failing.at("/problems/0/code").textValue()).isEqualTo("name.revalidation-failed");
    assertThat(error("names.plan/no-domain", "domain.required").get("problems")).hasSize(1);
    error("names.plan/bad-policy", "request.invalid");
  }

  @Test
  void catalogValidate() {
    Map<String, String> shape =
        Map.of(
            "valid", "boolean",
            "errors", "array",
            "warnings", "array",
            "catalogRevision", "string");
    JsonNode valid = result("catalog.validate/default");
    assertShape("default", valid, shape);
    assertThat(valid.get("valid").booleanValue()).isTrue();
    assertThat(valid.get("catalogRevision").textValue()).startsWith("sha256:");
    JsonNode broken = result("catalog.validate/broken");
    assertShape("broken", broken, shape);
    assertThat(broken.get("valid").booleanValue()).isFalse();
    assertEach("broken.errors", broken.get("errors"), PROBLEM);
    JsonNode ambiguous = broken.at("/errors/0");
    assertThat(ambiguous.get("code").textValue()).isEqualTo("catalog.ambiguous-scalar");
    assertThat(ambiguous.get("line").intValue()).isEqualTo(5);
    assertThat(ambiguous.get("column").intValue()).isEqualTo(15);
    assertThat(broken.get("errors").findValuesAsText("code"))
        .contains("catalog.rox-needs-writer", "catalog.reader-option-conflict");
    JsonNode document = result("catalog.validate/document");
    assertThat(document.has("catalogRevision")).isFalse();
    assertThat(document.get("valid").booleanValue()).isTrue();
    assertThat(document.at("/warnings/0/code").textValue()).isEqualTo("catalog.reader-option-rw");
    assertThat(result("catalog.validate/absent").at("/errors/0/code").textValue())
        .isEqualTo("catalog.empty");
    error("catalog.validate/wrong-type", "request.invalid");
  }

  @Test
  void catalogDiff() {
    JsonNode diff = result("catalog.diff/reordered-options");
    Map<String, String> change =
        Map.of(
            "provisioner", "string",
            "workflow", "string",
            "change", "string",
            "before", "object?",
            "after", "object?");
    assertEach("changes", diff.get("changes"), change);
    assertThat(diff.get("changes")).hasSize(8);
    assertThat(diff.at("/changes/0/change").textValue()).isEqualTo("profile-changed");
    assertThat(diff.at("/changes/0/invalidatesWarmCaches").booleanValue()).isTrue();
    assertThat(diff.at("/changes/2/change").textValue()).isEqualTo("unchanged");
    error("catalog.diff/invalid-new", "catalog.invalid");
  }

  @Test
  void namesDisjoint() {
    JsonNode tooling = result("names.disjoint/tooling-collision");
    assertShape(
        "tooling",
        tooling,
        Map.of("disjoint", "boolean", "collisions", "array", "problems", "array"));
    // docs/reference/identity.md#several-planes-in-one-cluster: the a / a-llm tooling-gateway
    // collision is a registry finding only
    assertThat(tooling.get("disjoint").booleanValue()).isTrue();
    assertThat(tooling.get("problems").findValuesAsText("code"))
        .contains("registry.name-collision", "registry.id-extension");
    JsonNode overlap = result("names.disjoint/overlap");
    assertThat(overlap.get("problems").findValuesAsText("code"))
        .contains("registry.domain-overlap");
    error("names.disjoint/wrong-type", "request.invalid");
  }

  @Test
  void issuerValidate() {
    validation("issuer.validate/canonical", true);
    assertThat(
            validation("issuer.validate/not-canonical", false)
                .at("/problems/0/message")
                .textValue())
        .isEqualTo(
            "managed ClusterIssuer name \"alpha-beta-nvcf-openbao-pki\" must equal canonical name"
                + " \"alpha-nvcf-openbao-pki\"");
    validation("issuer.validate/external", true);
  }

  @Test
  void profileDeriveAndInformerScopes() {
    JsonNode profile = result("profile.derive/plane-a").get("profile");
    assertThat(profile.get("kind").textValue()).isEqualTo("ControlPlaneProfile");
    assertThat(profile.at("/spec/controlPlaneId").textValue()).isEqualTo("plane-a");
    assertThat(profile.at("/spec/inCluster/nvcfApiUrl").textValue())
        .isEqualTo("http://api.plane-a-nvcf.svc.cluster.local:8080");
    Map<String, String> scope =
        Map.of(
            "informer", "string",
            "labelSelector", "string?",
            "namespaces", "array?",
            "namespaceSelector", "string?",
            "mutable", "boolean");
    JsonNode named = result("informer.scopes/plane-a").get("scopes");
    assertEach("named", named, scope);
    assertThat(named.at("/0/labelSelector").textValue())
        .isEqualTo("nvcf.nvidia.com/control-plane-id=plane-a");
    assertEach("legacy", result("informer.scopes/legacy").get("scopes"), scope);
  }

  @Test
  void mirrorPlan() {
    JsonNode plan = result("mirror.plan/mixed");
    Map<String, String> entry =
        Map.of("secret", "string", "sourceNamespace", "string", "namespace", "string");
    for (String list : List.of("creates", "updates", "skips", "failures")) {
      assertEach(list, plan.get(list), entry);
    }
    assertThat(plan.get("creates").findValuesAsText("namespace")).containsExactly("t1");
    assertThat(plan.get("updates").findValuesAsText("namespace")).containsExactly("t4");
    assertThat(plan.get("skips").findValuesAsText("namespace")).containsExactly("t2");
    assertThat(plan.get("failures").findValuesAsText("namespace")).containsExactly("t3");
    assertThat(plan.at("/failures/0/message").textValue())
        .contains("refusing to update mirrored secret t3/pull")
        .contains("owned by another control plane");
    JsonNode disabled = result("mirror.plan/disabled");
    assertThat(disabled.get("creates")).isEmpty();
    assertThat(disabled.get("skips")).isEmpty();
  }

  @Test
  void teardownPlan() {
    JsonNode ready = result("teardown.plan/ready");
    assertShape(
        "ready",
        ready,
        Map.of(
            "abort", "boolean",
            "deleteNamespaces", "array",
            "deleteClusterIssuers", "array"));
    assertThat(ready.get("abort").booleanValue()).isFalse();
    assertThat(ready.get("deleteNamespaces").toString())
        .isEqualTo("[\"plane-a-nvcf\",\"plane-a-sis\"]");
    assertThat(ready.get("deleteClusterIssuers").toString())
        .isEqualTo("[\"plane-a-nvcf-openbao-pki\",\"plane-a-retained-pki\"]");
    JsonNode abort = result("teardown.plan/abort");
    assertThat(abort.get("abort").booleanValue()).isTrue();
    assertThat(abort.get("reason").textValue()).contains("plane-a-nvcf");
    assertThat(abort.get("deleteNamespaces")).isEmpty();
  }

  @Test
  void driftCheck() {
    Map<String, String> shape = Map.of("drift", "boolean", "problems", "array");
    JsonNode none = result("drift.check/none");
    assertShape("none", none, shape);
    assertThat(none.get("drift").booleanValue()).isFalse();
    assertThat(result("drift.check/non-durable").get("drift").booleanValue()).isFalse();
    JsonNode invalid = result("drift.check/invalid-selection");
    assertThat(invalid.get("drift").booleanValue()).isFalse();
    assertThat(invalid.at("/problems/0/code").textValue()).isEqualTo("selection.version");
    JsonNode uid = result("drift.check/uid");
    assertThat(uid.get("drift").booleanValue()).isTrue();
    assertThat(uid.at("/problems/0/message").textValue())
        .isEqualTo(
            "model cache storage selection drift: selected model cache StorageClass \"nvcf-sc\""
                + " UID changed from \"u1\" to \"u2\"");
    assertThat(result("drift.check/profile").at("/problems/0/code").textValue())
        .isEqualTo("drift.profile-digest");
    assertThat(result("drift.check/catalog-invalid").at("/problems/0/code").textValue())
        .isEqualTo("drift.catalog-invalid");
    JsonNode noClass = result("drift.check/no-class");
    assertThat(noClass.get("drift").booleanValue()).isFalse();
    assertThat(noClass.at("/problems/0/message").textValue())
        .isEqualTo("get selected model cache StorageClass \"nvcf-sc\": not found");
    assertThat(result("helm.backend/durable-rox").get("backend").textValue()).isEqualTo("nvmesh");
  }
}
