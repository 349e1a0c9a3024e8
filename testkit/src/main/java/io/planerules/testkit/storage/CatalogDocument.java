package io.planerules.testkit.storage;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A storage capability catalog document as plain data, renderable as YAML (map or list form, quoted
 * or plain scalars) and JSON.
 *
 * @param apiVersion the {@code apiVersion}
 * @param kind the {@code kind}
 * @param drivers the entries in document order
 * @param extraTopLevel an extra top-level {@code key: value} line (YAML) or member (JSON), or
 *     {@code null}
 */
public record CatalogDocument(
    String apiVersion, String kind, List<Driver> drivers, @Nullable String extraTopLevel) {

  /** The supported {@code apiVersion}. */
  public static final String API_VERSION = "storage.nvcf.nvidia.com/v1alpha1";

  /** The supported {@code kind}. */
  public static final String KIND = "StorageCapabilityCatalog";

  /** Creates a document; copies the driver list. */
  public CatalogDocument {
    requireNonNull(apiVersion, "apiVersion");
    requireNonNull(kind, "kind");
    drivers = List.copyOf(drivers);
  }

  /**
   * One driver entry; {@code null} fields are left out of the document.
   *
   * @param provisioner the provisioner (map key or list {@code name})
   * @param provider the provider id
   * @param accessModes the access-mode strings
   * @param readerMountOptions the reader mount options
   * @param encryptionSupported the encryption flag
   */
  public record Driver(
      String provisioner,
      @Nullable String provider,
      @Nullable List<String> accessModes,
      @Nullable List<String> readerMountOptions,
      @Nullable Boolean encryptionSupported) {

    /** Creates a driver; copies the lists. */
    public Driver {
      requireNonNull(provisioner, "provisioner");
      accessModes = accessModes == null ? null : List.copyOf(accessModes);
      readerMountOptions = readerMountOptions == null ? null : List.copyOf(readerMountOptions);
    }
  }

  /**
   * This document with one driver replaced.
   *
   * @param index the driver's index
   * @param driver the replacement
   * @return the new document
   */
  public CatalogDocument withDriver(int index, Driver driver) {
    List<Driver> copy = new ArrayList<>(drivers);
    copy.set(index, driver);
    return new CatalogDocument(apiVersion, kind, copy, extraTopLevel);
  }

  /**
   * YAML text: block style, flow lists, every scalar double-quoted ({@code quoteAll}) or plain.
   *
   * @param listForm whether to write {@code drivers} as a list with {@code name}
   * @param quoteAll whether to double-quote every scalar
   * @return the YAML text
   */
  public String toYaml(boolean listForm, boolean quoteAll) {
    StringBuilder out = new StringBuilder("# generated catalog\n");
    out.append("apiVersion: ").append(scalar(apiVersion, quoteAll)).append('\n');
    out.append("kind: ").append(scalar(kind, quoteAll)).append('\n');
    if (extraTopLevel != null) {
      out.append(extraTopLevel).append('\n');
    }
    out.append("drivers:").append(drivers.isEmpty() ? (listForm ? " []" : " {}") : "").append('\n');
    for (Driver d : drivers) {
      String indent;
      if (listForm) {
        out.append("  - name: ").append(scalar(d.provisioner(), quoteAll)).append('\n');
        indent = "    ";
      } else {
        out.append("  ").append(scalar(d.provisioner(), quoteAll)).append(":\n");
        indent = "    ";
      }
      boolean any = false;
      if (d.provider() != null) {
        out.append(indent).append("provider: ").append(scalar(d.provider(), quoteAll)).append('\n');
        any = true;
      }
      if (d.accessModes() != null) {
        out.append(indent).append("accessModes: ").append(list(d.accessModes(), quoteAll));
        out.append('\n');
        any = true;
      }
      if (d.readerMountOptions() != null) {
        out.append(indent).append("readerMountOptions: ");
        out.append(list(d.readerMountOptions(), quoteAll)).append('\n');
        any = true;
      }
      if (d.encryptionSupported() != null) {
        out.append(indent).append("encryptionSupported: ").append(d.encryptionSupported());
        out.append('\n');
        any = true;
      }
      if (!any && !listForm) {
        out.setLength(out.length() - 1);
        out.append(" {}\n");
      }
    }
    return out.toString();
  }

  /**
   * JSON text (compact).
   *
   * @param listForm whether to write {@code drivers} as a list with {@code name}
   * @return the JSON text
   */
  public String toJson(boolean listForm) {
    StringBuilder out = new StringBuilder("{\"apiVersion\":").append(json(apiVersion));
    out.append(",\"kind\":").append(json(kind));
    if (extraTopLevel != null) {
      out.append(",\"extra\":").append(json(extraTopLevel));
    }
    out.append(",\"drivers\":").append(listForm ? '[' : '{');
    for (int i = 0; i < drivers.size(); i++) {
      Driver d = drivers.get(i);
      if (i > 0) {
        out.append(',');
      }
      if (listForm) {
        out.append("{\"name\":").append(json(d.provisioner()));
      } else {
        out.append(json(d.provisioner())).append(":{");
      }
      boolean first = !listForm;
      first = member(out, first, "provider", d.provider() == null ? null : json(d.provider()));
      first = member(out, first, "accessModes", jsonList(d.accessModes()));
      first = member(out, first, "readerMountOptions", jsonList(d.readerMountOptions()));
      member(
          out,
          first,
          "encryptionSupported",
          d.encryptionSupported() == null ? null : d.encryptionSupported().toString());
      out.append('}');
    }
    return out.append(listForm ? ']' : '}').append('}').toString();
  }

  private static boolean member(StringBuilder out, boolean first, String key, @Nullable String v) {
    if (v == null) {
      return first;
    }
    if (!first) {
      out.append(',');
    }
    out.append(json(key)).append(':').append(v);
    return false;
  }

  private static @Nullable String jsonList(@Nullable List<String> items) {
    if (items == null) {
      return null;
    }
    StringBuilder out = new StringBuilder("[");
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append(json(items.get(i)));
    }
    return out.append(']').toString();
  }

  private static String list(List<String> items, boolean quoteAll) {
    StringBuilder out = new StringBuilder("[");
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      out.append(scalar(items.get(i), quoteAll));
    }
    return out.append(']').toString();
  }

  /** A YAML scalar: plain when safe, else double-quoted with escapes. */
  static String scalar(String s, boolean quote) {
    if (!quote && isPlainSafe(s)) {
      return s;
    }
    return json(s);
  }

  private static boolean isPlainSafe(String s) {
    if (s.isEmpty() || !isAsciiLetter(s.charAt(0))) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_')) {
        return false;
      }
    }
    // YAML 1.1 booleans and null would change type; quote them
    return !s.matches("(?i)true|false|null|yes|no|on|off|y|n");
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  /** A JSON string literal (also valid as a YAML double-quoted scalar). */
  static String json(String s) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        default -> {
          if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
            out.append("\\u00").append(Character.forDigit(c >> 4, 16));
            out.append(Character.forDigit(c & 0xF, 16));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}
