package io.planerules.benchmarks;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A generated cluster listing in the shape {@code kubectl get -A -o json} prints (a {@code List}
 * with {@code apiVersion}, {@code items}, {@code kind}, {@code metadata}, keys in that order, four
 * spaces of indent): objects of mixed kinds of 2 to 4 KiB each, of planes {@code plane-a}, {@code
 * plane-b} and the legacy plane. Deterministic: the same count gives the same bytes.
 */
final class Listings {

  private static final String[] PLANES = {"plane-a", "plane-b", ""};

  private Listings() {}

  /** A listing of {@code count} objects. */
  static byte[] kubectlJson(int count) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(count * 3400);
    DefaultIndenter indent = new DefaultIndenter("    ", "\n");
    DefaultPrettyPrinter pretty =
        new DefaultPrettyPrinter().withObjectIndenter(indent).withArrayIndenter(indent);
    try (JsonGenerator json = new ObjectMapper().getFactory().createGenerator(bytes)) {
      json.setPrettyPrinter(pretty);
      json.writeStartObject();
      json.writeStringField("apiVersion", "v1");
      json.writeArrayFieldStart("items");
      for (int i = 0; i < count; i++) {
        item(json, i);
      }
      json.writeEndArray();
      json.writeStringField("kind", "List");
      json.writeObjectFieldStart("metadata");
      json.writeStringField("resourceVersion", "");
      json.writeEndObject();
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static void item(JsonGenerator json, int i) throws IOException {
    String plane = PLANES[i % 3];
    String prefix = plane.isEmpty() ? "" : plane + "-";
    String namespace =
        prefix + new String[] {"nvcf", "sis", "api-keys", "nvca-system"}[(i / 3) % 4];
    int slot = i % 20;
    json.writeStartObject();
    switch (slot) {
      case 0 -> {
        json.writeStringField("apiVersion", "v1");
        json.writeStringField("kind", "Namespace");
        metadata(json, i, null, namespace + "-" + i, plane, 870);
        json.writeObjectFieldStart("spec");
        json.writeArrayFieldStart("finalizers");
        json.writeString("kubernetes");
        json.writeEndArray();
        json.writeEndObject();
        json.writeObjectFieldStart("status");
        json.writeStringField("phase", "Active");
        json.writeEndObject();
      }
      case 1 -> {
        json.writeStringField("apiVersion", "gateway.networking.k8s.io/v1");
        json.writeStringField("kind", "Gateway");
        metadata(json, i, "gateway-system", prefix + "gw-" + i, plane, 1240);
        json.writeObjectFieldStart("spec");
        json.writeStringField("gatewayClassName", "envoy");
        json.writeArrayFieldStart("listeners");
        json.writeStartObject();
        json.writeStringField("name", "https");
        json.writeNumberField("port", 10000 + i % 50000);
        json.writeStringField("protocol", "HTTPS");
        json.writeObjectFieldStart("allowedRoutes");
        json.writeObjectFieldStart("namespaces");
        json.writeStringField("from", "Same");
        json.writeEndObject();
        json.writeEndObject();
        json.writeEndObject();
        json.writeEndArray();
        json.writeEndObject();
      }
      case 2, 3, 4 -> {
        json.writeStringField("apiVersion", "v1");
        json.writeStringField("kind", "Pod");
        metadata(json, i, namespace, "api-" + i, plane, 2650);
        json.writeObjectFieldStart("spec");
        json.writeArrayFieldStart("containers");
        json.writeStartObject();
        json.writeStringField("image", "nvcr.io/nvidia/nvcf/api:2.41." + i % 7);
        json.writeStringField("name", "api");
        json.writeArrayFieldStart("env");
        for (int e = 0; e < 3; e++) {
          json.writeStartObject();
          json.writeStringField("name", "SETTING_" + e);
          json.writeStringField(
              "value", "http://api." + namespace + ".svc.cluster.local:" + (8080 + e));
          json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
        json.writeEndArray();
        json.writeEndObject();
        json.writeObjectFieldStart("status");
        json.writeArrayFieldStart("conditions");
        for (String type :
            new String[] {"Initialized", "Ready", "ContainersReady", "PodScheduled"}) {
          json.writeStartObject();
          json.writeStringField("lastTransitionTime", "2026-11-20T09:14:03Z");
          json.writeStringField("status", "True");
          json.writeStringField("type", type);
          json.writeEndObject();
        }
        json.writeEndArray();
        json.writeStringField("phase", "Running");
        json.writeStringField("podIP", "10.42." + (i % 256) + "." + (i / 256 % 256));
        json.writeEndObject();
      }
      case 5, 6 -> {
        json.writeStringField("apiVersion", "v1");
        json.writeObjectFieldStart("data");
        json.writeStringField(
            "token", "dG9rZW4t" + Integer.toHexString(i * 2654435761L > 0 ? i : -i) + "==");
        json.writeEndObject();
        json.writeStringField("kind", "Secret");
        metadata(json, i, namespace, "token-" + i, plane, 820);
        json.writeStringField("type", "Opaque");
      }
      case 7, 8 -> {
        json.writeStringField("apiVersion", "apps/v1");
        json.writeStringField("kind", "Deployment");
        metadata(json, i, namespace, "api-" + i, plane, 1060);
        json.writeObjectFieldStart("spec");
        json.writeNumberField("replicas", 2);
        json.writeObjectFieldStart("selector");
        json.writeObjectFieldStart("matchLabels");
        json.writeStringField("app", "api-" + i);
        json.writeEndObject();
        json.writeEndObject();
        json.writeEndObject();
        json.writeObjectFieldStart("status");
        json.writeNumberField("availableReplicas", 2);
        json.writeNumberField("observedGeneration", 3);
        json.writeEndObject();
      }
      case 9, 10 -> {
        json.writeStringField("apiVersion", "v1");
        json.writeStringField("kind", "Service");
        metadata(json, i, namespace, "api-" + i, plane, 1010);
        json.writeObjectFieldStart("spec");
        json.writeStringField("clusterIP", "10.96." + (i % 256) + "." + (i / 256 % 256));
        json.writeArrayFieldStart("ports");
        json.writeStartObject();
        json.writeNumberField("port", 8080);
        json.writeStringField("protocol", "TCP");
        json.writeNumberField("targetPort", 8080);
        json.writeEndObject();
        json.writeEndArray();
        json.writeEndObject();
      }
      default -> {
        json.writeStringField("apiVersion", "v1");
        json.writeObjectFieldStart("data");
        for (int k = 0; k < 4 + i % 6; k++) {
          json.writeStringField(
              "key-" + k, "value " + i + "-" + k + " http://api." + namespace + ".svc:8080/v1");
        }
        json.writeEndObject();
        json.writeStringField("kind", "ConfigMap");
        metadata(json, i, namespace, "config-" + i, plane, 1290);
      }
    }
    json.writeEndObject();
  }

  /**
   * Metadata as kubectl prints it, padded by a last-applied-configuration annotation so the object
   * is 2 to 4 KiB: {@code base} is about what the kind's object takes without the annotation's
   * text, and the object's size is drawn from 2 300 to 3 800 bytes.
   */
  private static void metadata(
      JsonGenerator json, int i, String namespace, String name, String plane, int base)
      throws IOException {
    json.writeObjectFieldStart("metadata");
    json.writeObjectFieldStart("annotations");
    int padding = 2300 + (int) ((i * 7919L) % 1500) - base;
    StringBuilder applied =
        new StringBuilder("{\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"")
            .append(name)
            .append("\"},\"data\":\"");
    while (applied.length() < padding) {
      applied.append("abcdefghijklmnopqrstuvwxyz0123456789");
    }
    json.writeStringField(
        "kubectl.kubernetes.io/last-applied-configuration", applied.append("\"}").toString());
    json.writeEndObject();
    json.writeStringField("creationTimestamp", "2026-11-20T09:14:03Z");
    json.writeObjectFieldStart("labels");
    json.writeStringField("app.kubernetes.io/name", "api");
    json.writeStringField("app.kubernetes.io/managed-by", "Helm");
    if (!plane.isEmpty()) {
      json.writeStringField("nvcf.nvidia.com/control-plane-id", plane);
    }
    json.writeEndObject();
    json.writeStringField("name", name);
    if (namespace != null) {
      json.writeStringField("namespace", namespace);
    }
    json.writeStringField("resourceVersion", Integer.toString(100000 + i));
    json.writeStringField(
        "uid", String.format(java.util.Locale.ROOT, "%08x-0000-4000-8000-%012x", i, (long) i * 31));
    json.writeEndObject();
  }
}
