package io.planerules.storage.catalog;

import java.nio.charset.StandardCharsets;

/**
 * The JSON Schema (draft 2020-12) of the catalog document, shipped as the resource {@code
 * io/planerules/storage/catalog/nvcf-storage-capabilities-v1alpha1.schema.json}. It never rejects
 * what {@code CatalogValidator} accepts; it cannot express X/noX pairs beyond the seven it lists,
 * repeated list-form names, and the text-level rules of parsing, so it accepts those.
 */
public final class CatalogSchema {

  /** The resource name, relative to this package. */
  public static final String RESOURCE = "nvcf-storage-capabilities-v1alpha1.schema.json";

  /** The schema's {@code $id}. */
  public static final String ID = "urn:io.planerules:schema:storage-capability-catalog:v1alpha1";

  private static final String JSON = new String(Resources.read(RESOURCE), StandardCharsets.UTF_8);

  private CatalogSchema() {}

  /** The schema text. */
  public static String json() {
    return JSON;
  }
}
