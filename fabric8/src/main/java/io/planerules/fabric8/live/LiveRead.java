package io.planerules.fabric8.live;

import static java.util.Objects.requireNonNull;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A live API server as an audit's input (docs/reference/fabric8.md#live-read): an {@link
 * ObjectSource} over the caller's {@code KubernetesClient} that discovers every kind supporting
 * {@code list} (the core group and each group's preferred version, CRDs' kinds included,
 * subresources excluded), lists each in pages of {@link LiveReadOptions#chunkSize()} with {@code
 * continue}, and hands the objects one at a time to the audit, which judges them exactly as it
 * judges a listing of the same objects. Memory holds one page. A kind it may not list (403), a kind
 * that vanished (404), an expired token (410: the kind is read again, once), a server error and a
 * page that does not parse are each a {@link io.planerules.audit.source.ReadGap} finding naming the
 * kind and the verb; {@code AuditReport.incomplete()} then says the read left objects unread.
 * <!-- snippet: LiveReadTest#usage -->
 *
 * <pre>{@code
 * AuditReport report =
 *     Audit.cluster(
 *         ControlPlaneId.of("plane-a"),
 *         AuditOptions.defaults(),
 *         LiveRead.source(client, LiveReadOptions.defaults()));
 * boolean trustworthy = !report.incomplete();
 * }</pre>
 */
public final class LiveRead {

  private LiveRead() {}

  /**
   * A live read, discovering again each time the source is read.
   *
   * @param client the caller's client (its config decides the server, credentials and TLS)
   * @param options the page size and the kinds to read
   * @return the source, named {@code cluster}; each object's file is its kind's list path ({@code
   *     api/v1/secrets}, {@code apis/apps/v1/deployments}) and its document its index in the kind
   */
  public static ObjectSource source(KubernetesClient client, LiveReadOptions options) {
    return source(client, options, ReadProgress.NONE);
  }

  /**
   * {@link #source(KubernetesClient, LiveReadOptions)}, telling {@code progress} after each kind.
   *
   * @param client the caller's client
   * @param options the page size and the kinds to read
   * @param progress told after each kind
   * @return the source
   */
  public static ObjectSource source(
      KubernetesClient client, LiveReadOptions options, ReadProgress progress) {
    requireNonNull(client, "client");
    requireNonNull(options, "options");
    requireNonNull(progress, "progress");
    return new ObjectSource() {
      @Override
      public String name() {
        return "cluster";
      }

      /**
       * @throws IOException when the server's discovery cannot be read at all (unreachable, TLS,
       *     credentials refused); the message names the cause in one line
       */
      @Override
      public void read(ObjectSink sink) throws IOException {
        List<ListedKind> kinds = new ArrayList<>();
        for (ListedKind kind : Discovery.kinds(client, sink)) {
          if (options.reads(kind)) {
            kinds.add(kind);
          }
        }
        long objects = 0;
        for (int i = 0; i < kinds.size(); i++) {
          KindRead read = new KindRead(client, kinds.get(i), options.chunkSize(), sink);
          read.run();
          objects += read.objects();
          progress.kindDone(kinds.get(i).display(), i + 1, kinds.size(), objects);
        }
      }
    };
  }
}
