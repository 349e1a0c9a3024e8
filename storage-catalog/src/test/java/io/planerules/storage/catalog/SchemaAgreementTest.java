package io.planerules.storage.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.planerules.rules.Problem;
import io.planerules.testkit.Properties;
import io.planerules.testkit.storage.CatalogGenerators;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The JSON Schema and the Java validator agree: on the corpus in {@code
 * src/test/resources/catalog-corpus/} (prefix {@code valid-}: both accept; {@code invalid-<code>}:
 * both reject, Java with {@code catalog.<code>}; {@code validator-only-}: schema accepts, Java
 * rejects) and on generated valid and single-fault documents. The schema is read by networknt
 * json-schema-validator 2.0.x, documents by a plain Jackson tree (as a schema user would).
 */
class SchemaAgreementTest {

  private static final Path CORPUS = Path.of("src/test/resources/catalog-corpus");

  private static final ObjectMapper YAML =
      new ObjectMapper(
          YAMLFactory.builder()
              .enable(YAMLParser.Feature.PARSE_BOOLEAN_LIKE_WORDS_AS_STRINGS)
              .build());

  private static final Schema SCHEMA =
      SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
          .getSchema(StorageCatalog.jsonSchema());

  static Stream<Path> corpus() throws IOException {
    try (Stream<Path> files = Files.list(CORPUS)) {
      return files.sorted().toList().stream();
    }
  }

  private static boolean schemaValid(String text) throws IOException {
    JsonNode tree = YAML.readTree(text);
    List<Error> errors = SCHEMA.validate(tree);
    return errors.isEmpty();
  }

  @Test
  void corpusIsLargeAndCoversEveryPrefix() throws IOException {
    List<String> names = corpus().map(p -> p.getFileName().toString()).toList();
    assertThat(names).hasSizeGreaterThanOrEqualTo(40);
    assertThat(names).anyMatch(n -> n.startsWith("valid-"));
    assertThat(names).anyMatch(n -> n.startsWith("invalid-"));
    assertThat(names).anyMatch(n -> n.startsWith("validator-only-"));
    assertThat(names)
        .allMatch(
            n ->
                n.startsWith("valid-")
                    || n.startsWith("invalid-")
                    || n.startsWith("validator-only-"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void verdictsAgree(Path file) throws IOException {
    String name = file.getFileName().toString();
    byte[] bytes = Files.readAllBytes(file);
    CatalogResult parsed = CatalogParser.parse(bytes);
    boolean schema = schemaValid(new String(bytes, StandardCharsets.UTF_8));
    if (name.startsWith("validator-only-")) {
      assertThat(schema).as("schema accepts %s", name).isTrue();
      assertThat(parsed.isValid()).as("Java rejects %s", name).isFalse();
    } else if (name.startsWith("valid-")) {
      assertThat(parsed.errors()).as(name).isEmpty();
      assertThat(schema).as("schema accepts %s", name).isTrue();
    } else {
      String stem = name.substring("invalid-".length(), name.lastIndexOf('.'));
      String code =
          "catalog." + (stem.contains("--") ? stem.substring(0, stem.indexOf("--")) : stem);
      assertThat(parsed.errors()).extracting(Problem::code).as(name).contains(code);
      assertThat(schema).as("schema rejects %s", name).isFalse();
    }
  }

  @Test
  void generatedValidDocumentsAreSchemaValid() {
    Properties.qt()
        .forAll(CatalogGenerators.validDocuments())
        .checkAssert(
            doc -> {
              for (String text : new String[] {doc.toYaml(false, false), doc.toJson(true)}) {
                assertThat(CatalogParser.parse(text).isValid()).isTrue();
                try {
                  assertThat(schemaValid(text)).as(text).isTrue();
                } catch (IOException e) {
                  throw new AssertionError(e);
                }
              }
            });
  }

  @Test
  void generatedSingleFaultsAreRejectedByBoth() {
    Properties.qt()
        .forAll(CatalogGenerators.faultyDocuments())
        .checkAssert(
            faulty -> {
              String text = faulty.value().toYaml(false, false);
              assertThat(CatalogParser.parse(text).isValid()).isFalse();
              try {
                assertThat(schemaValid(text)).as("%s: %s", faulty.fault(), text).isFalse();
              } catch (IOException e) {
                throw new AssertionError(e);
              }
            });
  }
}
