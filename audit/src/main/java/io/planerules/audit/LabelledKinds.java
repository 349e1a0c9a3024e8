package io.planerules.audit;

import io.planerules.admission.AdmissionOptions;
import io.planerules.admission.GroupResource;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds every object of which carries its plane's label: the admission module's labelled kinds
 * ({@link AdmissionOptions#DEFAULT_LABELLED_KINDS}: {@code namespaces}, {@code nvcfbackends},
 * {@code clusterissuers}), or the kinds the caller names instead. An object's resource is found
 * from its kind as apimachinery guesses it (kubernetes/apimachinery {@code
 * pkg/api/meta/restmapper.go}, {@code UnsafeGuessKindToResource}), the mapping the API server's
 * default REST mapper uses for kinds without a discovery entry.
 */
final class LabelledKinds {

  private final List<GroupResource> resources;
  private final List<GroupKind> kinds;

  private LabelledKinds(List<GroupResource> resources, List<GroupKind> kinds) {
    this.resources = resources;
    this.kinds = kinds;
  }

  /** The caller's kinds, or the admission module's defaults. */
  static LabelledKinds of(Optional<List<GroupKind>> kinds) {
    return kinds
        .map(k -> new LabelledKinds(List.of(), k))
        .orElseGet(() -> new LabelledKinds(AdmissionOptions.DEFAULT_LABELLED_KINDS, List.of()));
  }

  /** Whether an object of {@code group} and {@code kind} is of a labelled kind. */
  boolean contains(String group, String kind) {
    for (GroupKind k : kinds) {
      if (k.matches(group, kind)) {
        return true;
      }
    }
    if (resources.isEmpty()) {
      return false;
    }
    String resource = guessResource(kind);
    for (GroupResource r : resources) {
      if (r.group().equals(group) && r.resource().equals(resource)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The plural resource of a kind as apimachinery's {@code UnsafeGuessKindToResource} guesses it:
   * the kind in lower case; unchanged when it ends in {@code endpoints}; {@code s} → {@code ses},
   * {@code y} → {@code ies}; else {@code s} appended.
   */
  static String guessResource(String kind) {
    if (kind.isEmpty()) {
      return "";
    }
    String singular = kind.toLowerCase(Locale.ROOT);
    if (singular.endsWith("endpoints")) {
      return singular;
    }
    return switch (singular.charAt(singular.length() - 1)) {
      case 's' -> singular + "es";
      case 'y' -> singular.substring(0, singular.length() - 1) + "ies";
      default -> singular + "s";
    };
  }
}
