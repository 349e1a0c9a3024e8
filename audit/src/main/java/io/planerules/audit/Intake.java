package io.planerules.audit;

import io.planerules.audit.report.Finding;
import io.planerules.audit.source.ObjectSink;
import io.planerules.audit.source.ObjectSource;
import io.planerules.audit.source.ReadGap;
import io.planerules.audit.source.SourceRef;
import io.planerules.rules.SourcePosition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Where the objects of an audit arrive, one at a time (docs/reference/audit.md#reading-objects):
 * counts them, gives each an ordinal (the order findings come out in), reports documents that could
 * not be read ({@code audit.unreadable}) and objects without {@code apiVersion}, {@code kind} or a
 * name ({@code metadata.name}, else {@code metadata.generateName}) ({@code audit.malformed}),
 * registers the scope every CustomResourceDefinition declares, and hands every other object to the
 * judge. A Helm values file ({@code values.yaml}, {@code *-values.yaml}) is skipped when none of
 * its documents has an {@code apiVersion} or {@code kind}: until one has, what it holds is kept
 * aside. A part of the input a source could not read at all is a {@link ReadGap} finding.
 */
final class Intake {

  /** Judges the well-formed objects of an audit, one at a time. */
  interface Judge {
    /** Judges one object; it may keep a summary, never the object. */
    void judge(Obj object);

    /** The input has been read. */
    default void finish() {}
  }

  private final Findings findings;
  private final Scopes scopes;
  private final @Nullable String tag;
  private long ordinal;
  private long objects;

  /**
   * The intake of one plane's sources.
   *
   * @param ordinal the first ordinal (ordinals keep rising across the sources of an audit)
   */
  Intake(Findings findings, Scopes scopes, @Nullable String tag, long ordinal) {
    this.findings = findings;
    this.scopes = scopes;
    this.tag = tag;
    this.ordinal = ordinal;
  }

  /** The objects read: List items, malformed ones included; skipped values files not. */
  long objects() {
    return objects;
  }

  /** The next ordinal. */
  long ordinal() {
    return ordinal;
  }

  /** Reads one source into {@code judge}. */
  void read(ObjectSource source, Judge judge) throws IOException {
    String name = source.name();
    String file = name.substring(name.lastIndexOf('/') + 1);
    boolean values =
        file.equals("values.yaml")
            || file.equals("values.yml")
            || file.endsWith("-values.yaml")
            || file.endsWith("-values.yml");
    Sink sink = new Sink(judge, values);
    source.read(sink);
    sink.end();
  }

  private final class Sink implements ObjectSink {

    private final Judge judge;

    /** A values file with no object yet: what it held so far, kept aside. */
    private @Nullable List<Runnable> held;

    /** How many of {@link #held} are objects (the others are unreadable documents). */
    private long heldObjects;

    Sink(Judge judge, boolean valuesFile) {
      this.judge = judge;
      this.held = valuesFile ? new ArrayList<>() : null;
    }

    @Override
    public void object(SourceRef source, Map<String, Object> content) {
      long at = ordinal++;
      if (held != null) {
        if (!content.containsKey("apiVersion") && !content.containsKey("kind")) {
          held.add(() -> malformed(at, source, content));
          heldObjects++;
          return;
        }
        release();
      }
      objects++;
      Obj object = Obj.of(at, source, content);
      if (object == null) {
        malformed(at, source, content);
        return;
      }
      if (object.is("apiextensions.k8s.io", "CustomResourceDefinition")) {
        declare(object);
      }
      judge.judge(object);
    }

    private void malformed(long at, SourceRef source, Map<String, Object> content) {
      findings.add(
          new Findings.ObjectAt(at, source, Obj.malformedId(content), tag),
          AuditRule.MALFORMED,
          "an object needs apiVersion, kind and metadata.name (or metadata.generateName);"
              + " it is not judged further");
    }

    @Override
    public void unreadable(SourceRef source, SourcePosition at, String message) {
      long here = ordinal++;
      Runnable report =
          () ->
              findings.add(
                  here,
                  new Finding(
                      AuditRule.UNREADABLE,
                      AuditRule.UNREADABLE.id().value(),
                      AuditRule.UNREADABLE.severity(),
                      message,
                      null,
                      source,
                      at,
                      tag));
      if (held != null) {
        held.add(report);
      } else {
        report.run();
      }
    }

    @Override
    public void gap(SourceRef source, ReadGap gap, String message) {
      findings.add(
          ordinal++,
          new Finding(gap, gap.id().value(), gap.severity(), message, null, source, null, tag));
    }

    /** The values file holds an object after all: what it held is judged as any file's. */
    private void release() {
      List<Runnable> kept = held;
      held = null;
      if (kept != null) {
        objects += heldObjects;
        kept.forEach(Runnable::run);
      }
    }

    /** The end of the source: a values file that held no object is skipped. */
    void end() {
      held = null;
    }
  }

  /** {@code spec.group}, {@code spec.names.kind} and {@code spec.scope} of a CRD. */
  private void declare(Obj crd) {
    String group = Obj.text(crd.at("spec", "group"));
    String kind = Obj.text(crd.at("spec", "names", "kind"));
    String scope = Obj.text(crd.at("spec", "scope"));
    if (group != null && kind != null && scope != null) {
      scopes.declare(group, kind, scope.equals("Cluster"));
    }
  }
}
