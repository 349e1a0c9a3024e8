package io.planerules.audit.testkit;

import io.planerules.audit.io.ObjectStreams;
import io.planerules.audit.source.ObjectSource;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The entry point of the audit's AssertJ assertions, for a chart's own tests: render the chart
 * (with {@code helm template}, a template engine, or builders), then assert that the render keeps
 * its plane apart from the others.
 * <!-- snippet: AuditAssertionsTest#isolated -->
 *
 * <pre>{@code
 * String render =
 *     "---\n# Source: nats/templates/configmap.yaml\n"
 *         + "apiVersion: v1\nkind: ConfigMap\nmetadata:\n"
 *         + "  name: nats-config\n  namespace: plane-a-nats-system\n";
 * assertThatRender(render).isIsolatedFor("plane-a");
 * }</pre>
 */
public final class AuditAssertions {

  private AuditAssertions() {}

  /**
   * An assertion on a render given as text: YAML documents, JSON or JSON Lines, as {@code helm
   * template} prints them.
   *
   * @param text the rendered objects; findings name it {@code render}
   * @return the assertion
   */
  public static RenderAssert assertThatRender(String text) {
    return assertThatRender(ObjectStreams.of("render", text.getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * An assertion on a render read from sources ({@code ObjectStreams} of bytes or of trees, the
   * {@code fabric8} module's {@code AuditObjects}).
   *
   * @param sources the rendered objects
   * @return the assertion
   */
  public static RenderAssert assertThatRender(ObjectSource... sources) {
    return new RenderAssert(List.of(sources));
  }
}
