package io.planerules.cli.ops;

import io.planerules.cli.batch.Request;
import io.planerules.cli.batch.RequestException;
import io.planerules.storage.catalog.DefaultCatalog;
import io.planerules.storage.catalog.StorageCatalog;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Catalog inputs of the batch operations and commands. */
public final class Catalogs {

  private Catalogs() {}

  /**
   * The catalog of a payload field: the embedded default when the field is absent, else the parsed
   * payload; an invalid payload is refused with code {@code catalog.invalid} and its problems.
   */
  public static StorageCatalog requestCatalog(Request request, String field) {
    String payload = request.nullableString(field);
    if (payload == null) {
      return DefaultCatalog.get();
    }
    if (Arrays.equals(payload.getBytes(StandardCharsets.UTF_8), DefaultCatalog.payload())) {
      return DefaultCatalog.get();
    }
    throw new RequestException("catalog.unavailable", "catalog parsing is not in this build yet");
  }
}
