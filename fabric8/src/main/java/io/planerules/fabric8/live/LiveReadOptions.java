package io.planerules.fabric8.live;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Locale;

/**
 * How a live read pages and which kinds it reads (docs/reference/fabric8.md#live-read).
 *
 * <p>A kind is named as {@code kubectl} names it: its kind ({@code ConfigMap}), its plural ({@code
 * configmaps}), or either qualified by its API group ({@code HTTPRoute.gateway.networking.k8s.io},
 * {@code httproutes.gateway.networking.k8s.io}, {@code gateway.networking.k8s.io/HTTPRoute}); names
 * are compared ignoring case. The core group is the empty group: {@code Secret} and {@code secrets}
 * name it.
 *
 * @param chunkSize the {@code limit} of each list request (objects per page), at least 1
 * @param kinds when not empty, only these kinds are read
 * @param excludeKinds these kinds are not read
 */
public record LiveReadOptions(int chunkSize, List<String> kinds, List<String> excludeKinds) {

  /** The default page size, as {@code kubectl get --chunk-size} has it. */
  public static final int DEFAULT_CHUNK_SIZE = 500;

  /**
   * Checks the fields and copies the lists.
   *
   * @throws IllegalArgumentException when {@code chunkSize} is below 1
   */
  public LiveReadOptions {
    if (chunkSize < 1) {
      throw new IllegalArgumentException("chunk size must be at least 1: " + chunkSize);
    }
    kinds = List.copyOf(kinds);
    excludeKinds = List.copyOf(excludeKinds);
  }

  /** Every listable kind, in pages of {@value #DEFAULT_CHUNK_SIZE}. */
  public static LiveReadOptions defaults() {
    return new LiveReadOptions(DEFAULT_CHUNK_SIZE, List.of(), List.of());
  }

  /** The same options with another page size. */
  public LiveReadOptions withChunkSize(int size) {
    return new LiveReadOptions(size, kinds, excludeKinds);
  }

  /** The same options reading only {@code names} (empty: every kind). */
  public LiveReadOptions withKinds(List<String> names) {
    return new LiveReadOptions(chunkSize, names, excludeKinds);
  }

  /** The same options leaving out {@code names}. */
  public LiveReadOptions withExcludeKinds(List<String> names) {
    return new LiveReadOptions(chunkSize, kinds, names);
  }

  /** Whether the options let the read list this kind. */
  boolean reads(ListedKind kind) {
    return (kinds.isEmpty() || kinds.stream().anyMatch(n -> names(kind, n)))
        && excludeKinds.stream().noneMatch(n -> names(kind, n));
  }

  private static boolean names(ListedKind kind, String name) {
    requireNonNull(name, "name");
    String n = name.toLowerCase(Locale.ROOT);
    String k = kind.kind().toLowerCase(Locale.ROOT);
    String p = kind.plural().toLowerCase(Locale.ROOT);
    String g = kind.group().toLowerCase(Locale.ROOT);
    if (g.isEmpty()) {
      return n.equals(k) || n.equals(p) || n.equals("/" + k);
    }
    return n.equals(k)
        || n.equals(p)
        || n.equals(k + "." + g)
        || n.equals(p + "." + g)
        || n.equals(g + "/" + k);
  }
}
