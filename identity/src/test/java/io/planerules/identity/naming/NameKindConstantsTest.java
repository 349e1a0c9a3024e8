package io.planerules.identity.naming;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.PlaneDomain;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The typed constants of {@link NameKind}: each names the row whose key it spells, and the typed
 * doors answer what the wire's keys answer.
 */
class NameKindConstantsTest {

  /** Every {@code public static final NameKind} field of the class. */
  private static List<Field> constants() {
    List<Field> fields = new ArrayList<>();
    for (Field field : NameKind.class.getFields()) {
      int m = field.getModifiers();
      if (Modifier.isStatic(m) && Modifier.isFinal(m) && field.getType() == NameKind.class) {
        fields.add(field);
      }
    }
    return fields;
  }

  @Test
  void eachConstantIsTheRowItsNameSpells() throws IllegalAccessException {
    List<Field> fields = constants();
    assertThat(fields).hasSize(19);
    for (Field field : fields) {
      NameKind kind = (NameKind) field.get(null);
      String spelled = kind.key().toUpperCase(Locale.ROOT).replace('/', '_').replace('-', '_');
      assertThat(field.getName()).as(kind.key()).isEqualTo(spelled);
      assertThat(NameKind.byKey(kind.key())).containsSame(kind);
    }
  }

  @Test
  void theTypedDoorsAnswerWhatTheKeysAnswer() {
    ControlPlaneId id = ControlPlaneId.of("alpha");
    PlaneNames names = PlaneNames.of(id, PlaneDomain.NONE);
    assertThat(names.derive(NameKind.NAMESPACE_NVCA_OPERATOR).value())
        .isEqualTo("alpha-nvca-operator");
    assertThat(names.derive(NameKind.SECRET_MIRROR_SOURCE_NAMESPACE).value())
        .isEqualTo("alpha-nvca-operator");
    assertThat(names.release(NameKind.RELEASE_NATS))
        .isEqualTo(new ReleaseRef("alpha-nats-system", "nats"));
    assertThatThrownBy(() -> names.release(NameKind.NAMESPACE_NVCF))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("kind namespace/nvcf is not a Helm release");
  }
}
