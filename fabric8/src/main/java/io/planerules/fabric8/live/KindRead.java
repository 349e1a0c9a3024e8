package io.planerules.fabric8.live;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceList;
import io.fabric8.kubernetes.api.model.ListOptions;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import io.planerules.fabric8.live.io.Pages;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The paged list of one kind (docs/reference/fabric8.md#live-read): {@code limit} = the chunk size
 * and the {@code continue} token of the previous page, one page in memory at a time, each object
 * handed to the sink as the document after the previous one of its kind (the file is the kind's
 * path, e.g. {@code apis/apps/v1/deployments}).
 *
 * <p>An expired token (410) starts the kind again from its first page, once: the API server lists a
 * kind in the order of its storage keys ({@code namespace/name}; kubernetes/apiserver
 * pkg/storage/etcd3/store.go, whose continue token is the last key read), so the objects up to the
 * last key handed on are skipped and none is judged twice. Every other failure ends the kind with a
 * {@link ReadGap}.
 */
final class KindRead {

  private final KubernetesClient client;
  private final ListedKind kind;
  private final int chunkSize;
  private final ObjectSink sink;
  private long objects;

  KindRead(KubernetesClient client, ListedKind kind, int chunkSize, ObjectSink sink) {
    this.client = client;
    this.kind = kind;
    this.chunkSize = chunkSize;
    this.sink = sink;
  }

  /** The objects handed on. */
  long objects() {
    return objects;
  }

  void run() throws IOException {
    ResourceDefinitionContext context =
        new ResourceDefinitionContext.Builder()
            .withGroup(kind.group())
            .withVersion(kind.version())
            .withKind(kind.kind())
            .withPlural(kind.plural())
            .withNamespaced(kind.namespaced())
            .build();
    String token = null;
    boolean restarted = false;
    String lastKey = null;
    String skipThrough = null;
    int page = 0;
    while (true) {
      ListOptions options =
          new ListOptionsBuilder().withLimit((long) chunkSize).withContinue(token).build();
      GenericKubernetesResourceList list;
      try {
        var operation = client.genericKubernetesResources(context);
        list =
            kind.namespaced() ? operation.inAnyNamespace().list(options) : operation.list(options);
      } catch (KubernetesClientException e) {
        if (e.getCode() == 410 && token != null && !restarted) {
          restarted = true;
          sink.gap(
              at(),
              ReadGap.RESTARTED,
              "the continue token of the list of "
                  + describe()
                  + " expired (410 Gone): listed it again from its first page; the "
                  + objects
                  + " objects already read are not read twice");
          token = null;
          skipThrough = lastKey;
          page = 0;
          continue;
        }
        fail(e, page, restarted);
        return;
      }
      List<GenericKubernetesResource> items = new ArrayList<>();
      for (GenericKubernetesResource item : list.getItems()) {
        String key = key(item);
        if (skipThrough != null && key.compareTo(skipThrough) <= 0) {
          continue;
        }
        // the API server leaves apiVersion and kind out of a built-in kind's list items, as
        // kubectl get -o json does not; the client fills them in (fabric8 kubernetes-client
        // BaseOperation.updateListItems, for generic resources), so each item is whole here
        items.add(item);
        lastKey = key;
      }
      long base = objects;
      ObjectStreams.ofValues(kind.path(), items).read(new Shifted(sink, base));
      objects += items.size();
      page++;
      token = list.getMetadata() == null ? null : list.getMetadata().getContinue();
      if (token == null || token.isEmpty()) {
        return;
      }
    }
  }

  private void fail(KubernetesClientException e, int page, boolean restarted) {
    int code = e.getCode();
    if (Pages.unparsable(e)) {
      sink.gap(
          at(),
          ReadGap.UNPARSABLE,
          "page "
              + (page + 1)
              + " of the list of "
              + describe()
              + " does not parse as JSON (verb \"list\"): "
              + Discovery.cause(e)
              + "; the rest of the kind was not read");
    } else if (code == 403) {
      sink.gap(
          at(),
          ReadGap.FORBIDDEN,
          "may not list "
              + describe()
              + ": "
              + Discovery.cause(e)
              + " (verb \"list\" on "
              + kind.plural()
              + " is missing); its objects were not read");
    } else if (code == 404) {
      sink.gap(
          at(),
          ReadGap.GONE,
          describe()
              + " was discovered but its list answered 404 Not Found (verb \"list\"): it was"
              + " removed in between; its objects were not read");
    } else {
      String why =
          code == 410 && restarted
              ? "the continue token expired again after the kind was listed again"
              : Discovery.cause(e);
      sink.gap(
          at(),
          ReadGap.FAILED,
          "listing "
              + describe()
              + " failed (verb \"list\", page "
              + (page + 1)
              + "): "
              + why
              + "; the rest of the kind was not read");
    }
  }

  private SourceRef at() {
    return new SourceRef(kind.path(), 0, 1);
  }

  private String describe() {
    return kind.display() + " (" + kind.apiVersion() + " " + kind.plural() + ")";
  }

  /** The storage key's tail the server orders a list by: {@code namespace/name}. */
  private static String key(GenericKubernetesResource item) {
    ObjectMeta meta = item.getMetadata();
    if (meta == null) {
      return "";
    }
    String namespace = meta.getNamespace() == null ? "" : meta.getNamespace();
    String name = meta.getName() == null ? "" : meta.getName();
    return namespace + "/" + name;
  }

  /** A sink that numbers a page's documents after the kind's previous pages. */
  private static final class Shifted implements ObjectSink {
    private final ObjectSink sink;
    private final long base;

    Shifted(ObjectSink sink, long base) {
      this.sink = sink;
      this.base = base;
    }

    private SourceRef shift(SourceRef ref) {
      long document = base + ref.document();
      return new SourceRef(ref.file(), (int) Math.min(document, Integer.MAX_VALUE), ref.line());
    }

    @Override
    public void object(SourceRef source, Map<String, Object> content) {
      sink.object(shift(source), content);
    }

    @Override
    public void unreadable(SourceRef source, SourcePosition at, String message) {
      sink.unreadable(shift(source), at, message);
    }

    @Override
    public void gap(SourceRef source, ReadGap gap, @Nullable String message) {
      sink.gap(source, gap, message == null ? "" : message);
    }
  }
}
