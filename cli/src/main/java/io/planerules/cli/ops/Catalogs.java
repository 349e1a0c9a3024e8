package io.planerules.cli.ops;

import io.planerules.cli.batch.Request;
import io.planerules.cli.batch.RequestException;
import io.planerules.cli.json.Json;
import io.planerules.rules.Problem;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.CatalogRevision;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Catalog inputs of the batch operations and commands. */
public final class Catalogs {

  private Catalogs() {}

  /**
   * A catalog read from bytes: the catalog when valid (null when not), its revision (null when
   * unknown), and every problem (warnings of a valid catalog included).
   */
  public record Loaded(
      @Nullable StorageCatalog catalog, @Nullable String revision, List<Problem> problems) {}

  /** The embedded default catalog. */
  public static Loaded embedded() {
    StorageCatalog catalog = DefaultCatalog.get();
    return new Loaded(
        catalog, catalog.revision().map(CatalogRevision::value).orElse(null), catalog.warnings());
  }

  /** Parses and validates catalog bytes (YAML or JSON). */
  public static Loaded load(byte[] payload) {
    return loaded(CatalogParser.parse(payload));
  }

  /** Parses and validates catalog text (YAML or JSON). */
  public static Loaded load(String payload) {
    return loaded(CatalogParser.parse(payload));
  }

  /** The loaded view of a parse result. */
  public static Loaded loaded(CatalogResult result) {
    return new Loaded(
        result.catalog().orElse(null),
        result.revision().map(CatalogRevision::value).orElse(null),
        result.problems());
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
          "catalog.invalid", "the catalog payload is invalid", Json.problems(loaded.problems()));
    }
    return loaded.catalog();
  }
}
