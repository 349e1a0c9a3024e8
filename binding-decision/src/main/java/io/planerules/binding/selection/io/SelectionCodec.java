package io.planerules.binding.selection.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.planerules.binding.Outcome;
import io.planerules.binding.selection.PersistedSelection;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import io.planerules.rules.internal.GoQuote;
import io.planerules.storage.internal.text.GoText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The wire form of the persisted selection (docs/reference/binding-decision.md#wire-form): a
 * compact Go {@code encoding/json} marshal and a strict parse.
 *
 * <p>The parse never throws. Problems carry the message {@code parse model cache storage selection:
 * } + detail ({@code EOF}, the JSON parser's description, {@code expected a JSON object}, {@code
 * json: unknown field "<key>"}, {@code duplicate field "<key>"}, {@code field "<name>" must be a
 * string}, {@code multiple JSON values}); keys match exactly and repeat never (both stricter than
 * Go). A JSON {@code null} reads as the zero value. Limits: {@value #MAX_BYTES} UTF-8 bytes,
 * nesting depth {@value #MAX_DEPTH}. A read selection is then validated ({@link
 * PersistedSelection#check}).
 *
 * <p>Example: {@code
 * parse("{\"version\":\"v1alpha1\",\"workflow\":\"helmModelCache\",\"mode\":\"none\"}")} is valid;
 * {@code marshal} of it returns the same text.
 */
public final class SelectionCodec {
  /** Largest accepted selection text, in UTF-8 bytes. */
  public static final int MAX_BYTES = 65_536;

  /** Deepest accepted nesting (the root object is depth 1). */
  public static final int MAX_DEPTH = 4;

  /** The prefix of every parse problem message. */
  public static final String PARSE_PREFIX = "parse model cache storage selection: ";

  private static final JsonFactory FACTORY = JsonFactory.builder().build();

  private enum Kind {
    STRING("a string"),
    BOOLEAN("a boolean"),
    STRINGS("an array of strings");

    private final String description;

    Kind(String description) {
      this.description = description;
    }
  }

  private static final Map<String, Kind> FIELDS = fields();

  private SelectionCodec() {}

  /**
   * Validates {@code selection} and, when valid, returns its compact JSON: fields in contract
   * order; {@code version}, {@code workflow}, {@code mode} always, the rest omitted when empty.
   */
  public static Outcome<String> marshal(PersistedSelection selection) {
    return PersistedSelection.check(selection).map(SelectionCodec::toJson);
  }

  /** The compact JSON of {@code selection}, unvalidated (for diagnostics and tests). */
  public static String toJson(PersistedSelection s) {
    StringBuilder out = new StringBuilder(512).append('{');
    field(out, "version", s.version(), true);
    field(out, "workflow", s.workflow(), false);
    field(out, "mode", s.mode(), false);
    optional(out, "storageClassName", s.storageClassName());
    optional(out, "storageClassUID", s.storageClassUID());
    optional(out, "storageClassDigest", s.storageClassDigest());
    optional(out, "profileDigest", s.profileDigest());
    optional(out, "catalogRevision", s.catalogRevision());
    optional(out, "provider", s.provider());
    optional(out, "provisioner", s.provisioner());
    optional(out, "transition", s.transition());
    optionalList(out, "requiredAccessModes", s.requiredAccessModes());
    optionalList(out, "requiredMountOptions", s.requiredMountOptions());
    if (s.encryptionRequired()) {
      out.append(",\"encryptionRequired\":true");
    }
    optional(out, "bindingName", s.bindingName());
    optional(out, "bindingUID", s.bindingUID());
    return out.append('}').toString();
  }

  /** Strictly parses and validates selection text. Never throws for any content. */
  public static SelectionParseResult parse(String text) {
    if (text.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
      return failed(SelectionParseRule.TOO_LARGE, "input exceeds " + MAX_BYTES + " bytes", null);
    }
    Reader reader = new Reader();
    try (JsonParser parser = FACTORY.createParser(text)) {
      JsonToken root = parser.nextToken();
      if (root == null) {
        return failed(SelectionParseRule.EMPTY, "EOF", null);
      }
      if (root != JsonToken.START_OBJECT) {
        JsonLocation at = parser.currentTokenLocation();
        skip(parser, root, 1);
        return failed(SelectionParseRule.NOT_OBJECT, "expected a JSON object", at);
      }
      reader.readObject(parser);
      if (reader.problem != null) {
        return new SelectionParseResult(null, ValidationResult.of(reader.problem));
      }
      JsonLocation end = parser.currentTokenLocation();
      if (hasTrailing(parser)) {
        return failed(SelectionParseRule.TRAILING, "multiple JSON values", end);
      }
    } catch (TooDeep e) {
      return failed(
          SelectionParseRule.TOO_DEEP, "exceeds maximum nesting depth " + MAX_DEPTH, e.location);
    } catch (JsonProcessingException e) {
      return failed(SelectionParseRule.SYNTAX, e.getOriginalMessage(), e.getLocation());
    } catch (IOException | RuntimeException e) {
      return failed(SelectionParseRule.SYNTAX, "invalid JSON", null);
    }
    PersistedSelection selection = reader.selection();
    return new SelectionParseResult(selection, PersistedSelection.check(selection).problems());
  }

  private static boolean hasTrailing(JsonParser parser) {
    try {
      return parser.nextToken() != null;
    } catch (IOException | RuntimeException e) {
      return true;
    }
  }

  private static SelectionParseResult failed(
      SelectionParseRule rule, String detail, @Nullable JsonLocation at) {
    return new SelectionParseResult(null, ValidationResult.of(problem(rule, "", detail, at)));
  }

  private static Problem problem(
      SelectionParseRule rule, String path, String detail, @Nullable JsonLocation at) {
    Problem problem = Problem.error(rule.id().value(), path, PARSE_PREFIX + detail);
    if (at != null && at.getLineNr() > 0 && at.getColumnNr() > 0) {
      return problem.at(at.getLineNr(), at.getColumnNr());
    }
    return problem;
  }

  /** Skips the value starting at {@code token}, refusing nesting deeper than {@link #MAX_DEPTH}. */
  private static void skip(JsonParser parser, JsonToken token, int depth) throws IOException {
    if (token != JsonToken.START_OBJECT && token != JsonToken.START_ARRAY) {
      return;
    }
    if (depth > MAX_DEPTH) {
      throw new TooDeep(parser.currentTokenLocation());
    }
    JsonToken next;
    while ((next = parser.nextToken()) != JsonToken.END_OBJECT && next != JsonToken.END_ARRAY) {
      if (next == null) {
        throw new IllegalStateException("truncated JSON");
      }
      skip(parser, next, depth + 1);
    }
  }

  /** The root object's fields, read in document order; the first semantic problem is kept. */
  private static final class Reader {
    private final Map<String, String> strings = new HashMap<>();
    private final Map<String, List<String>> lists = new HashMap<>();
    private boolean encryptionRequired;
    private final Set<String> seen = new HashSet<>();
    private @Nullable Problem problem;

    void readObject(JsonParser parser) throws IOException {
      JsonToken token;
      while ((token = parser.nextToken()) == JsonToken.FIELD_NAME) {
        String name = parser.currentName();
        JsonLocation at = parser.currentTokenLocation();
        JsonToken value = parser.nextToken();
        Kind kind = FIELDS.get(name);
        if (kind == null) {
          keep(
              SelectionParseRule.UNKNOWN_FIELD,
              name,
              "json: unknown field " + GoQuote.quote(name),
              at);
          skip(parser, value, 2);
        } else if (!seen.add(name)) {
          keep(
              SelectionParseRule.DUPLICATE_FIELD,
              name,
              "duplicate field " + GoQuote.quote(name),
              at);
          skip(parser, value, 2);
        } else {
          read(parser, name, kind, value, at);
        }
      }
      if (token != JsonToken.END_OBJECT) {
        throw new IllegalStateException("truncated JSON");
      }
    }

    private void read(JsonParser parser, String name, Kind kind, JsonToken value, JsonLocation at)
        throws IOException {
      if (value == JsonToken.VALUE_NULL) {
        return;
      }
      switch (kind) {
        case STRING -> {
          if (value == JsonToken.VALUE_STRING) {
            strings.put(name, parser.getText());
            return;
          }
        }
        case BOOLEAN -> {
          if (value == JsonToken.VALUE_TRUE || value == JsonToken.VALUE_FALSE) {
            encryptionRequired = value == JsonToken.VALUE_TRUE;
            return;
          }
        }
        case STRINGS -> {
          if (value == JsonToken.START_ARRAY) {
            List<String> elements = new ArrayList<>();
            boolean typed = true;
            JsonToken element;
            while ((element = parser.nextToken()) != JsonToken.END_ARRAY) {
              if (element == null) {
                throw new IllegalStateException("truncated JSON");
              } else if (element == JsonToken.VALUE_STRING) {
                elements.add(parser.getText());
              } else if (element == JsonToken.VALUE_NULL) {
                elements.add("");
              } else {
                typed = false;
                skip(parser, element, 3);
              }
            }
            if (typed) {
              lists.put(name, elements);
            } else {
              wrongType(name, kind, at);
            }
            return;
          }
        }
      }
      wrongType(name, kind, at);
      skip(parser, value, 2);
    }

    private void wrongType(String name, Kind kind, JsonLocation at) {
      keep(
          SelectionParseRule.TYPE,
          name,
          "field " + GoQuote.quote(name) + " must be " + kind.description,
          at);
    }

    private void keep(SelectionParseRule rule, String path, String detail, JsonLocation at) {
      if (problem == null) {
        problem = problem(rule, path, detail, at);
      }
    }

    PersistedSelection selection() {
      return new PersistedSelection(
          string("version"),
          string("workflow"),
          string("mode"),
          string("storageClassName"),
          string("storageClassUID"),
          string("storageClassDigest"),
          string("profileDigest"),
          string("catalogRevision"),
          string("provider"),
          string("provisioner"),
          string("transition"),
          lists.getOrDefault("requiredAccessModes", List.of()),
          lists.getOrDefault("requiredMountOptions", List.of()),
          encryptionRequired,
          string("bindingName"),
          string("bindingUID"));
    }

    private String string(String name) {
      return strings.getOrDefault(name, "");
    }
  }

  /** Nesting deeper than {@link #MAX_DEPTH}. */
  private static final class TooDeep extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient JsonLocation location;

    TooDeep(JsonLocation location) {
      super(null, null, false, false);
      this.location = location;
    }
  }

  private static Map<String, Kind> fields() {
    Map<String, Kind> fields = new HashMap<>();
    for (String name :
        List.of(
            "version",
            "workflow",
            "mode",
            "storageClassName",
            "storageClassUID",
            "storageClassDigest",
            "profileDigest",
            "catalogRevision",
            "provider",
            "provisioner",
            "transition",
            "bindingName",
            "bindingUID")) {
      fields.put(name, Kind.STRING);
    }
    fields.put("requiredAccessModes", Kind.STRINGS);
    fields.put("requiredMountOptions", Kind.STRINGS);
    fields.put("encryptionRequired", Kind.BOOLEAN);
    return Map.copyOf(fields);
  }

  private static void field(StringBuilder out, String name, String value, boolean first) {
    if (!first) {
      out.append(',');
    }
    out.append(GoText.jsonString(name)).append(':').append(GoText.jsonString(value));
  }

  private static void optional(StringBuilder out, String name, String value) {
    if (!value.isEmpty()) {
      field(out, name, value, false);
    }
  }

  private static void optionalList(StringBuilder out, String name, List<String> values) {
    if (values.isEmpty()) {
      return;
    }
    out.append(',').append(GoText.jsonString(name)).append(":[");
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append(GoText.jsonString(values.get(i)));
    }
    out.append(']');
  }

  /**
   * The rules this package declares ({@code SelectionParseRule}), in declaration order, as {@code
   * docs/rules.md} lists them; the rule enums themselves are package-private.
   *
   * @return the rule descriptors
   */
  public static List<RuleDescriptor> rules() {
    return List.<RuleDescriptor>of(SelectionParseRule.values());
  }
}
