package io.planerules.admission;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cel.bundle.Cel;
import dev.cel.bundle.CelFactory;
import dev.cel.common.CelValidationException;
import dev.cel.common.ast.CelExpr;
import dev.cel.common.types.SimpleType;
import dev.cel.parser.CelStandardMacro;
import io.planerules.admission.policy.NamedExpression;
import io.planerules.admission.policy.Policy;
import io.planerules.admission.policy.Validation;
import io.planerules.identity.ControlPlaneId;
import io.planerules.identity.naming.NamingOptions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every expression is plain, portable CEL: it compiles in cel-java's standard environment with only
 * {@code object}, {@code oldObject}, {@code request}, {@code namespaceObject} and {@code variables}
 * declared (match conditions without {@code variables}), and its checked syntax tree calls only
 * standard operators, standard macros' expansions and {@code startsWith}, names only those
 * variables and the macros' own, and holds no optional syntax, map or message literal.
 */
class ExpressionsTest {

  /** Functions of the CEL standard definitions the policies may call (cel-spec langdef.md). */
  private static final Set<String> STANDARD =
      Set.of(
          "_&&_",
          "_||_",
          "_?_:_",
          "_==_",
          "_!=_",
          "!_",
          "@in",
          "_+_",
          "_[_]",
          "@not_strictly_false",
          "startsWith");

  private static final Set<String> ADMISSION_VARIABLES =
      Set.of("object", "oldObject", "request", "namespaceObject", "variables");

  /** The match-condition environment: the v1 API offers no {@code variables} there. */
  private static final Cel WITHOUT_VARIABLES = VapEvaluator.environment(false);

  static List<PolicySet> sets() {
    List<PolicySet> sets = new ArrayList<>();
    for (DifferentialTest.Installed plane : DifferentialTest.PLANES) {
      sets.add(plane.policies());
    }
    sets.add(
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-b"),
            NamingOptions.defaults(),
            AdmissionOptions.builder().restrictNamespaces(true).build()));
    return sets;
  }

  @Test
  void everyExpressionIsPlainCelOverTheAdmissionVariables() throws CelValidationException {
    int checked = 0;
    for (PolicySet set : sets()) {
      for (Policy policy : set.policies()) {
        for (NamedExpression condition : policy.matchConditions()) {
          CelExpr expr = WITHOUT_VARIABLES.compile(condition.expression()).getAst().getExpr();
          assertPlain(expr, new HashSet<>(), condition.expression());
          checked++;
        }
        List<String> expressions = new ArrayList<>();
        policy.variables().forEach(v -> expressions.add(v.expression()));
        for (Validation validation : policy.validations()) {
          expressions.add(validation.expression());
          expressions.add(validation.messageExpression());
        }
        for (String expression : expressions) {
          assertPlain(VapEvaluator.ast(expression).getExpr(), new HashSet<>(), expression);
          checked++;
        }
      }
    }
    assertThat(checked).isGreaterThan(100);
  }

  /** Walks the checked tree: every node is of an allowed kind, call and name. */
  private static void assertPlain(CelExpr expr, Set<String> local, String source) {
    switch (expr.getKind()) {
      case CONSTANT -> {}
      case IDENT ->
          assertThat(
                  ADMISSION_VARIABLES.contains(expr.ident().name())
                      || local.contains(expr.ident().name()))
              .as("name %s in %s", expr.ident().name(), source)
              .isTrue();
      case SELECT -> assertPlain(expr.select().operand(), local, source);
      case CALL -> {
        assertThat(STANDARD).as("function in %s", source).contains(expr.call().function());
        expr.call().target().ifPresent(target -> assertPlain(target, local, source));
        expr.call().args().forEach(arg -> assertPlain(arg, local, source));
      }
      case LIST -> {
        assertThat(expr.list().optionalIndices()).as("optional element in %s", source).isEmpty();
        expr.list().elements().forEach(element -> assertPlain(element, local, source));
      }
      case COMPREHENSION -> {
        CelExpr.CelComprehension loop = expr.comprehension();
        assertPlain(loop.iterRange(), local, source);
        Set<String> inner = new HashSet<>(local);
        inner.add(loop.iterVar());
        inner.add(loop.accuVar());
        assertPlain(loop.accuInit(), inner, source);
        assertPlain(loop.loopCondition(), inner, source);
        assertPlain(loop.loopStep(), inner, source);
        assertPlain(loop.result(), inner, source);
      }
      default -> throw new AssertionError(expr.getKind() + " in " + source);
    }
  }

  @Test
  void theWalkRefusesOptionalSyntaxAndOtherLibraries() throws CelValidationException {
    Cel optional =
        CelFactory.standardCelBuilder()
            .setStandardMacros(CelStandardMacro.STANDARD_MACROS)
            .addVar("object", SimpleType.DYN)
            .build();
    for (String bad :
        List.of(
            "object.metadata.name.endsWith('x')",
            "size(object.metadata.labels) > 0",
            "{'a': 1}['a'] == 1",
            "object.metadata.name.matches('^a')")) {
      CelExpr expr = optional.compile(bad).getAst().getExpr();
      org.assertj.core.api.Assertions.assertThatThrownBy(
              () -> assertPlain(expr, new HashSet<>(), bad))
          .isInstanceOf(AssertionError.class);
    }
    assertPlain(
        optional.compile("object.metadata.name.startsWith('a')").getAst().getExpr(),
        Set.of(),
        "ok");
  }

  @Test
  void extraSubjectsAreQuotedWhateverTheyHold() throws Exception {
    String user = "it's a \\ name\nwith 'quotes' and \u0001";
    String group = "g\\'";
    PolicySet set =
        AdmissionPolicies.forPlane(
            ControlPlaneId.of("plane-a"),
            NamingOptions.defaults(),
            AdmissionOptions.builder()
                .extraUsers(List.of(user))
                .extraGroups(List.of(group))
                .build());
    String condition = set.policies().get(0).matchConditions().get(0).expression();
    var program = WITHOUT_VARIABLES.createProgram(WITHOUT_VARIABLES.compile(condition).getAst());
    assertThat(program.eval(activation(user, List.of()))).isEqualTo(true);
    assertThat(program.eval(activation("x", List.of(group)))).isEqualTo(true);
    assertThat(program.eval(activation("it's a ", List.of("g")))).isEqualTo(false);
  }

  @Test
  void literalsEscapeOnlyBackslashQuoteAndControlCharacters() throws Exception {
    // expected literals written by hand from cel-spec doc/langdef.md "String and Bytes Values";
    // the neighbours of the escaped ranges (0x1f | 0x20, 0x7e | 0x7f) stay or go as the spec says
    Map<String, String> literals =
        Map.of(
            "", "''",
            "a b", "'a b'",
            "\u001f", "'\\u001f'",
            "~", "'~'",
            "\u007f", "'\\u007f'",
            "\n", "'\\u000a'",
            "it's", "'it\\'s'",
            "a\\b", "'a\\\\b'",
            "\u00e9\u2028", "'\u00e9\u2028'");
    for (Map.Entry<String, String> literal : literals.entrySet()) {
      String quoted = io.planerules.admission.Cel.quote(literal.getKey());
      assertThat(quoted).as(literal.getKey()).isEqualTo(literal.getValue());
      // and cel-java reads each literal back as the text
      var program = WITHOUT_VARIABLES.createProgram(WITHOUT_VARIABLES.compile(quoted).getAst());
      assertThat(program.eval()).as(quoted).isEqualTo(literal.getKey());
    }
  }

  private static Map<String, Object> activation(String user, List<String> groups) {
    return Map.of(
        "request",
        Map.of("userInfo", Map.of("username", user, "groups", groups)),
        "object",
        Map.of(),
        "oldObject",
        Map.of(),
        "namespaceObject",
        Map.of());
  }
}
