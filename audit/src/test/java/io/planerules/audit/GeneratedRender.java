package io.planerules.audit;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A render of plane {@code plane-a} of any length, generated document by document as it is read
 * (never held): ConfigMaps of about 3 KiB, Deployments, Services, Gateways and objects of a custom
 * kind whose CRD comes last, so their placement waits for the end of the input. Every 1 000th
 * ConfigMap is in the legacy namespace {@code nvcf}: one {@code audit.legacy-namespace} finding
 * each.
 */
final class GeneratedRender extends InputStream {

  /** Documents per cycle of kinds. */
  static final int CYCLE = 10;

  private final long bytes;
  private long produced;
  private long documents;
  private byte[] current = new byte[0];
  private int position;
  private boolean crdWritten;

  /** A stream of at least {@code bytes} bytes, ending with the custom kind's CRD. */
  GeneratedRender(long bytes) {
    this.bytes = bytes;
  }

  /** The documents written so far, the CRD included. */
  long documents() {
    return documents;
  }

  /** How many ConfigMaps of {@code documents} are in the legacy namespace. */
  static long legacyConfigMaps(long documents) {
    long configMaps = 0;
    long legacy = 0;
    for (long i = 0; i < documents; i++) {
      if (i % CYCLE < 5) {
        if (configMaps % 1000 == 999) {
          legacy++;
        }
        configMaps++;
      }
    }
    return legacy;
  }

  private long configMaps;

  private boolean next() {
    if (produced >= bytes) {
      if (crdWritten) {
        return false;
      }
      crdWritten = true;
      current =
          ("---\napiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n"
                  + "  name: plane-a-widgets.example.com\nspec:\n  group: example.com\n  scope: Namespaced\n"
                  + "  names:\n    kind: Widget\n    plural: widgets\n")
              .getBytes(StandardCharsets.UTF_8);
      // the CRD is itself a finding (audit.shared-crd); it is counted as a document
      documents++;
      position = 0;
      return true;
    }
    long i = documents++;
    String text;
    switch ((int) (i % CYCLE)) {
      case 0, 1, 2, 3, 4 -> {
        String namespace = configMaps++ % 1000 == 999 ? "nvcf" : "plane-a-nvcf";
        StringBuilder data = new StringBuilder();
        for (int k = 0; k < 40; k++) {
          data.append("  key-")
              .append(k)
              .append(": \"value ")
              .append(i)
              .append('-')
              .append(k)
              .append(" http://api.plane-a-nvcf.svc.cluster.local:8080/v1/items\"\n");
        }
        text =
            "---\n# Source: api/templates/configmap.yaml\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: api-"
                + i
                + "\n  namespace: "
                + namespace
                + "\n  labels:\n    nvcf.nvidia.com/control-plane-id: plane-a\n    app: api\ndata:\n"
                + data;
      }
      case 5, 6 ->
          text =
              "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: api-"
                  + i
                  + "\n  namespace: plane-a-nvcf\nspec:\n  replicas: 2\n  template:\n    spec:\n"
                  + "      containers:\n      - name: api\n        image: nvcr.io/nvcf/api:1.0\n"
                  + "        env:\n        - name: NVCF_NAMESPACE\n          value: plane-a-nvcf\n";
      case 7 ->
          text =
              "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: api-"
                  + i
                  + "\n  namespace: plane-a-nvcf\nspec:\n  ports:\n  - port: 8080\n";
      case 8 ->
          text =
              "---\napiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w-"
                  + i
                  + "\n  namespace: plane-a-nvcf\nspec:\n  size: 3\n";
      default ->
          text =
              "---\napiVersion: gateway.networking.k8s.io/v1\nkind: Gateway\nmetadata:\n  name: plane-a-gw-"
                  + i
                  + "\n  namespace: gateway-system\nspec:\n  listeners:\n  - name: l\n    port: "
                  + (10000 + (i / CYCLE) % 50000)
                  + "\n";
    }
    current = text.getBytes(StandardCharsets.UTF_8);
    position = 0;
    produced += current.length;
    return true;
  }

  @Override
  public int read() {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] into, int offset, int length) {
    if (length == 0) {
      return 0;
    }
    if (position == current.length && !next()) {
      return -1;
    }
    int n = Math.min(length, current.length - position);
    System.arraycopy(current, position, into, offset, n);
    position += n;
    return n;
  }
}
