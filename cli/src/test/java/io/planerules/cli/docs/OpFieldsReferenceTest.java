package io.planerules.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.cli.batch.Field;
import io.planerules.cli.batch.Fields;
import io.planerules.cli.batch.OpRegistry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The request tables of docs/reference/cli.md#operations list the fields of each operation's field
 * table ({@code OpRegistry.standard()}), the one list the protocol checks requests against: every
 * top-level field, every nested field the docs give a row of their own, and the required mark.
 */
class OpFieldsReferenceTest {

  private static final Path CLI_REFERENCE = Path.of("..", "docs", "reference", "cli.md");
  private static final Pattern HEADING = Pattern.compile("^#### (.*)$", Pattern.MULTILINE);
  private static final Pattern NAME = Pattern.compile("`([^`]+)`");

  /** The request rows under each operation heading: field path → required. */
  private static Map<String, Map<String, Boolean>> documented() throws IOException {
    String text = Files.readString(CLI_REFERENCE, StandardCharsets.UTF_8);
    Map<String, Map<String, Boolean>> out = new TreeMap<>();
    Matcher heading = HEADING.matcher(text);
    List<int[]> sections = new ArrayList<>();
    List<String> titles = new ArrayList<>();
    while (heading.find()) {
      sections.add(new int[] {heading.start(), heading.end()});
      titles.add(heading.group(1));
    }
    for (int i = 0; i < sections.size(); i++) {
      int end = i + 1 < sections.size() ? sections.get(i + 1)[0] : text.length();
      String body = text.substring(sections.get(i)[1], end);
      Map<String, Boolean> rows = requestRows(body);
      Matcher ops = NAME.matcher(titles.get(i).replaceAll("\\(.*\\)", ""));
      while (ops.find()) {
        out.put(ops.group(1), rows);
      }
    }
    return out;
  }

  /** The rows of the table whose header starts {@code | request |}. */
  private static Map<String, Boolean> requestRows(String section) {
    Map<String, Boolean> rows = new LinkedHashMap<>();
    boolean inTable = false;
    for (String line : section.lines().toList()) {
      if (line.startsWith("| request |")) {
        inTable = true;
        continue;
      }
      if (!inTable || line.startsWith("|---")) {
        continue;
      }
      if (!line.startsWith("|")) {
        break;
      }
      String[] cells = line.split("\\|");
      boolean required = cells[3].trim().equals("yes");
      Matcher names = NAME.matcher(cells[1]);
      while (names.find()) {
        rows.put(names.group(1), required);
      }
    }
    return rows;
  }

  /** The code's fields: top-level names and nested paths ({@code planes[].domain}). */
  private static void paths(Fields fields, String prefix, Map<String, Field> out) {
    for (Field field : fields.fields()) {
      String path = prefix + field.name();
      out.put(path, field);
      String nested = field.type() == Field.Type.OBJECTS ? path + "[]." : path + ".";
      paths(field.nested(), nested, out);
    }
  }

  @Test
  void everyOperationDocumentsExactlyTheFieldsItDefines() throws IOException {
    Map<String, Map<String, Boolean>> docs = documented();
    OpRegistry registry = OpRegistry.standard();
    for (String op : registry.names()) {
      assertThat(docs).as("docs/reference/cli.md has a section for " + op).containsKey(op);
      Map<String, Boolean> rows = docs.get(op);
      Map<String, Field> code = new LinkedHashMap<>();
      paths(registry.find(op).orElseThrow().fields(), "", code);
      for (Map.Entry<String, Boolean> row : rows.entrySet()) {
        assertThat(code).as(op + ": documented field " + row.getKey()).containsKey(row.getKey());
        assertThat(row.getValue())
            .as(op + ": required mark of " + row.getKey())
            .isEqualTo(code.get(row.getKey()).required());
      }
      for (Map.Entry<String, Field> field : code.entrySet()) {
        String path = field.getKey();
        int dot = path.lastIndexOf('.');
        String parent = dot < 0 ? "" : path.substring(0, dot).replace("[]", "");
        boolean parentHasRows =
            rows.keySet().stream()
                .anyMatch(r -> r.startsWith(parent + ".") || r.startsWith(parent + "[]."));
        if (dot < 0 || parentHasRows) {
          assertThat(rows).as(op + ": the docs list " + path).containsKey(path);
        }
      }
    }
  }
}
