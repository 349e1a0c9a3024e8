package io.planerules.storage.catalog;

import static java.util.Objects.requireNonNull;

import io.planerules.rules.Problem;
import io.planerules.rules.internal.GoQuote;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Where NVCA reads the catalog: data key {@value #CONFIG_MAP_KEY} of ConfigMap {@value
 * #CONFIG_MAP_NAME} in its namespace. {@link #fromConfigMap} applies the upstream loader checks,
 * then parses. It never falls back to {@link io.planerules.storage.catalog.DefaultCatalog}: callers
 * that want the compiled-in catalog when the ConfigMap does not exist ask for it explicitly.
 * <!-- snippet: StorageExamplesTest#catalog-source -->
 *
 * <pre>{@code
 * CatalogResult r = CatalogSource.fromConfigMap("nvca-system", data);
 * }</pre>
 */
public final class CatalogSource {

  /** The ConfigMap's name. */
  public static final String CONFIG_MAP_NAME = "nvcf-storage-capabilities";

  /** The data key holding the catalog document. */
  public static final String CONFIG_MAP_KEY = "storage-provider-capabilities.yaml";

  private CatalogSource() {}

  /**
   * Loads the catalog from a ConfigMap's data: namespace {@code ""} → {@code
   * catalog.configmap-namespace}; data {@code null}, key missing or value {@code ""} → {@code
   * catalog.empty}; otherwise {@link CatalogParser#parse(String)} of the value.
   *
   * @param namespace NVCA's namespace
   * @param data the ConfigMap's data, or {@code null} when it has none
   * @return the catalog or its problems
   */
  public static CatalogResult fromConfigMap(String namespace, @Nullable Map<String, String> data) {
    requireNonNull(namespace, "namespace");
    if (namespace.isEmpty()) {
      return invalid(
          Problem.error(
              ParsingRule.CONFIGMAP_NAMESPACE.code(),
              "",
              "storage capability ConfigMap namespace is empty"));
    }
    String payload = data == null ? null : data.get(CONFIG_MAP_KEY);
    if (payload == null || payload.isEmpty()) {
      return invalid(
          Problem.error(
              ParsingRule.EMPTY.code(),
              "",
              "storage capability ConfigMap "
                  + namespace
                  + "/"
                  + CONFIG_MAP_NAME
                  + " has no "
                  + GoQuote.quote(CONFIG_MAP_KEY)
                  + " data"));
    }
    return CatalogParser.parse(payload);
  }

  private static CatalogResult invalid(Problem problem) {
    return new CatalogResult.Invalid(List.of(problem), null);
  }
}
