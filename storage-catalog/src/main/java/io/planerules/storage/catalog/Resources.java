package io.planerules.storage.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Reads the module's own resources (works on the module path and the class path). */
final class Resources {

  private Resources() {}

  static byte[] read(String name) {
    try (InputStream in = Resources.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name + " of storage-catalog");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + name + " of storage-catalog", e);
    }
  }
}
