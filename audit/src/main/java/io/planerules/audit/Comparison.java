package io.planerules.audit;

import io.planerules.ownership.OwnershipLabel;
import io.planerules.rules.internal.Sha256;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Other planes' objects before and after an operation of the plane (docs/reference/audit.md#before-
 * and-after), the upstream "own-plane updates leave foreign-plane resources byte-stable" check. An
 * object is the plane's when its ownership label is the plane's ({@link OwnershipLabel#matches}),
 * it is in one of the plane's namespaces, or it is one of the plane's Namespaces; every other
 * object of the first listing, shared ones included, is kept as digests of its {@code
 * metadata.uid}, labels, annotations and each top-level field but {@code apiVersion}, {@code kind},
 * {@code metadata} and {@code status} (so resource versions, generations, managed fields and
 * timestamps do not count), and matched in the second by API group, kind, namespace and name:
 * {@code audit.foreign-changed} when something differs, {@code audit.foreign-deleted} when it is
 * gone. Objects only in the second listing are not findings. Key order never counts.
 */
final class Comparison {

  private record Snapshot(
      Findings.ObjectAt at,
      @Nullable String uid,
      byte[] labels,
      byte[] annotations,
      Map<String, byte[]> fields) {}

  private final PlaneMembership plane;
  private final Findings findings;
  private final Map<String, Snapshot> before = new LinkedHashMap<>();

  Comparison(PlaneMembership plane, Findings findings) {
    this.plane = plane;
    this.findings = findings;
  }

  /** Reads the first listing. */
  Intake.Judge before() {
    return o -> {
      if (!isPlanes(o)) {
        before.put(key(o), snapshot(o));
      }
    };
  }

  /** Reads the second listing; its end reports what is gone. */
  Intake.Judge after() {
    return new Intake.Judge() {
      @Override
      public void judge(Obj o) {
        Snapshot was = before.remove(key(o));
        if (was != null) {
          changed(was, snapshot(o));
        }
      }

      @Override
      public void finish() {
        for (Snapshot gone : before.values()) {
          findings.add(
              gone.at(),
              AuditRule.FOREIGN_DELETED,
              gone.at().object()
                  + " is not "
                  + plane.display()
                  + "'s and was deleted: it is in the first listing and not in the second");
        }
        before.clear();
      }
    };
  }

  private boolean isPlanes(Obj o) {
    return OwnershipLabel.matches(o.textMap("labels"), plane.id)
        || plane.ownsNamespace(o.rawNamespace)
        || (o.is("", "Namespace") && plane.ownsNamespace(o.name));
  }

  private static String key(Obj o) {
    return o.group
        + "\n"
        + o.kind
        + "\n"
        + Objects.requireNonNullElse(o.rawNamespace, "")
        + "\n"
        + o.name;
  }

  private static Snapshot snapshot(Obj o) {
    Map<String, byte[]> fields = new TreeMap<>();
    for (Map.Entry<String, Object> field : o.content.entrySet()) {
      String name = field.getKey();
      if (!name.equals("metadata")
          && !name.equals("status")
          && !name.equals("apiVersion")
          && !name.equals("kind")) {
        fields.put(name, digest(field.getValue()));
      }
    }
    return new Snapshot(
        new Findings.ObjectAt(o.ordinal, o.source, o.id(o.rawNamespace), null),
        o.uid(),
        digest(o.at("metadata", "labels")),
        digest(o.at("metadata", "annotations")),
        fields);
  }

  private void changed(Snapshot was, Snapshot now) {
    List<String> changes = new ArrayList<>();
    if (!Objects.equals(was.uid(), now.uid())) {
      changes.add("metadata.uid " + was.uid() + " → " + now.uid() + " (deleted and re-created)");
    }
    if (!Arrays.equals(was.labels(), now.labels())) {
      changes.add("metadata.labels");
    }
    if (!Arrays.equals(was.annotations(), now.annotations())) {
      changes.add("metadata.annotations");
    }
    Map<String, byte[]> fields = new TreeMap<>(was.fields());
    for (Map.Entry<String, byte[]> field : now.fields().entrySet()) {
      byte[] old = fields.remove(field.getKey());
      if (old == null) {
        changes.add(field.getKey() + " (added)");
      } else if (!Arrays.equals(old, field.getValue())) {
        changes.add(field.getKey());
      }
    }
    for (String removed : fields.keySet()) {
      changes.add(removed + " (removed)");
    }
    if (!changes.isEmpty()) {
      findings.add(
          now.at(),
          AuditRule.FOREIGN_CHANGED,
          now.at().object()
              + " is not "
              + plane.display()
              + "'s and changed since "
              + was.at().source()
              + ": "
              + String.join(", ", changes));
    }
  }

  /** SHA-256 of a value's canonical text: keys sorted, every scalar with its type. */
  private static byte[] digest(@Nullable Object value) {
    StringBuilder out = new StringBuilder();
    canonical(value, out);
    return Sha256.digest(out.toString());
  }

  private static void canonical(@Nullable Object value, StringBuilder out) {
    if (value instanceof Map<?, ?> map) {
      Map<String, Object> sorted = new TreeMap<>(Obj.map(map));
      out.append('{');
      for (Map.Entry<String, Object> entry : sorted.entrySet()) {
        text(entry.getKey(), out);
        canonical(entry.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (Object item : list) {
        canonical(item, out);
      }
      out.append(']');
    } else if (value instanceof String s) {
      text(s, out);
    } else if (value == null) {
      out.append('z');
    } else {
      out.append(value.getClass().getSimpleName().charAt(0)).append(value).append(';');
    }
  }

  private static void text(String s, StringBuilder out) {
    out.append('s').append(s.length()).append(':').append(s);
  }
}
