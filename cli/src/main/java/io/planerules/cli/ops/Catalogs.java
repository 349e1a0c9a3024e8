package io.planerules.cli.ops;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.planerules.cli.batch.Request;
import io.planerules.cli.batch.RequestException;
import io.planerules.cli.json.Json;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.CatalogRevision;
import org.jspecify.annotations.Nullable;

/** Catalog inputs of the batch operations and commands. */
public final class Catalogs {

  private Catalogs() {}

  /**
   * A catalog read from bytes: the catalog when valid (null when not), its revision (null when
   * unknown), and every problem (warnings of a valid catalog included) in wire form.
   */
  public record Loaded(
      @Nullable StorageCatalog catalog, @Nullable String revision, ArrayNode problems) {}

  /** The embedded default catalog. */
  public static Loaded embedded() {
    StorageCatalog catalog = DefaultCatalog.get();
    return new Loaded(
        catalog,
        catalog.revision().map(CatalogRevision::value).orElse(null),
        Json.problems(catalog.warnings()));
  }

  /** Parses and validates catalog bytes (YAML or JSON). */
  public static Loaded load(byte[] payload) {
    return loaded(CatalogParser.parse(payload));
  }

  /** Parses and validates catalog text (YAML or JSON). */
  public static Loaded load(String payload) {
    return loaded(CatalogParser.parse(payload));
  }

  /** The wire view of a parse result. */
  public static Loaded loaded(CatalogResult result) {
    return new Loaded(
        result.catalog().orElse(null),
        result.revision().map(CatalogRevision::value).orElse(null),
        Json.problems(result.problems()));
  }

  /**
   * The catalog of a payload field: the embedded default when the field is absent, else the parsed
   * payload; an invalid payload is refused with code {@code catalog.invalid} and its problems.
   */
  public static StorageCatalog requestCatalog(Request request, String field) {
    String payload = request.nullableString(field);
    if (payload == null) {
      return DefaultCatalog.get();
    }
    Loaded loaded = load(payload);
    if (loaded.catalog() == null) {
      throw new RequestException(
          "catalog.invalid", "the catalog payload is invalid", loaded.problems());
    }
    return loaded.catalog();
  }
}
