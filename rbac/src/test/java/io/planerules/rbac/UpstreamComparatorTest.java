package io.planerules.rbac;

import static io.planerules.rbac.R.atom;
import static io.planerules.rbac.R.l;
import static io.planerules.rbac.R.named;
import static io.planerules.rbac.R.res;
import static io.planerules.rbac.R.url;
import static io.planerules.rbac.R.urls;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case of Kubernetes' comparator tests, transcribed: {@code
 * staging/src/k8s.io/component-helpers/auth/rbac/validation/policy_comparator_test.go} (the {@code
 * TestCovers*} functions and {@code TestNonResourceURLCovers}; the older copy in {@code
 * pkg/registry/rbac/validation/} has the same cases minus {@code TestCoversSubresourceWildcard} and
 * the empty-path rows). Upstream compares the uncovered rules as a multiset; here the exact
 * breakdown order is asserted too. Upstream's field order {APIGroups, Verbs, Resources} is kept in
 * {@link R#res}.
 */
class UpstreamComparatorTest {

  record Case(
      String name,
      List<PolicyRule> owner,
      List<PolicyRule> servant,
      boolean covered,
      List<AtomicPermission> uncovered) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Case> upstreamCases() {
    return Stream.of(
        new Case(
            "TestCoversExactMatch",
            List.of(res(l("v1"), l("get"), l("builds"))),
            List.of(res(l("v1"), l("get"), l("builds"))),
            true,
            List.of()),
        new Case(
            "TestCoversSubresourceWildcard",
            List.of(res(l("v1"), l("get"), l("*/scale"))),
            List.of(res(l("v1"), l("get"), l("foo/scale"))),
            true,
            List.of()),
        new Case(
            "TestCoversMultipleRulesCoveringSingleRule",
            List.of(
                res(l("v1"), l("delete"), l("deployments")),
                res(l("v1"), l("delete"), l("builds")),
                res(l("v1"), l("update"), l("builds", "deployments"))),
            List.of(res(l("v1"), l("delete", "update"), l("builds", "deployments"))),
            true,
            List.of()),
        new Case(
            "TestCoversMultipleAPIGroupsCoveringSingleRule",
            List.of(
                res(l("group1"), l("delete"), l("deployments")),
                res(l("group1"), l("delete"), l("builds")),
                res(l("group1"), l("update"), l("builds", "deployments")),
                res(l("group2"), l("delete"), l("deployments")),
                res(l("group2"), l("delete"), l("builds")),
                res(l("group2"), l("update"), l("builds", "deployments"))),
            List.of(res(l("group1", "group2"), l("delete", "update"), l("builds", "deployments"))),
            true,
            List.of()),
        new Case(
            "TestCoversSingleAPIGroupsCoveringMultiple",
            List.of(res(l("group1", "group2"), l("delete", "update"), l("builds", "deployments"))),
            List.of(
                res(l("group1"), l("delete"), l("deployments")),
                res(l("group1"), l("delete"), l("builds")),
                res(l("group1"), l("update"), l("builds", "deployments")),
                res(l("group2"), l("delete"), l("deployments")),
                res(l("group2"), l("delete"), l("builds")),
                res(l("group2"), l("update"), l("builds", "deployments"))),
            true,
            List.of()),
        new Case(
            "TestCoversMultipleRulesMissingSingleVerbResourceCombination",
            List.of(
                res(l("v1"), l("delete", "update"), l("builds", "deployments")),
                res(l("v1"), l("delete"), l("pods"))),
            List.of(res(l("v1"), l("delete", "update"), l("builds", "deployments", "pods"))),
            false,
            List.of(atom("v1", "pods", "update"))),
        new Case(
            "TestCoversAPIGroupStarCoveringMultiple",
            List.of(res(l("*"), l("get"), l("roles"))),
            List.of(res(l("group1", "group2"), l("get"), l("roles"))),
            true,
            List.of()),
        new Case(
            "TestCoversEnumerationNotCoveringAPIGroupStar",
            List.of(res(l("dummy-group"), l("get"), l("roles"))),
            List.of(res(l("*"), l("get"), l("roles"))),
            false,
            List.of(atom("*", "roles", "get"))),
        new Case(
            "TestCoversAPIGroupStarCoveringStar",
            List.of(res(l("*"), l("get"), l("roles"))),
            List.of(res(l("*"), l("get"), l("roles"))),
            true,
            List.of()),
        new Case(
            "TestCoversVerbStarCoveringMultiple",
            List.of(res(l("v1"), l("*"), l("roles"))),
            List.of(res(l("v1"), l("watch", "list"), l("roles"))),
            true,
            List.of()),
        new Case(
            "TestCoversEnumerationNotCoveringVerbStar",
            List.of(
                res(
                    l("v1"),
                    l("get", "list", "watch", "create", "update", "delete", "exec"),
                    l("roles"))),
            List.of(res(l("v1"), l("*"), l("roles"))),
            false,
            List.of(atom("v1", "roles", "*"))),
        new Case(
            "TestCoversVerbStarCoveringStar",
            List.of(res(l("v1"), l("*"), l("roles"))),
            List.of(res(l("v1"), l("*"), l("roles"))),
            true,
            List.of()),
        new Case(
            "TestCoversResourceStarCoveringMultiple",
            List.of(res(l("v1"), l("get"), l("*"))),
            List.of(res(l("v1"), l("get"), l("resourcegroup:deployments"))),
            true,
            List.of()),
        new Case(
            "TestCoversEnumerationNotCoveringResourceStar",
            List.of(res(l("v1"), l("get"), l("roles", "resourcegroup:deployments"))),
            List.of(res(l("v1"), l("get"), l("*"))),
            false,
            List.of(atom("v1", "*", "get"))),
        new Case(
            "TestCoversResourceStarCoveringStar",
            List.of(res(l("v1"), l("get"), l("*"))),
            List.of(res(l("v1"), l("get"), l("*"))),
            true,
            List.of()),
        new Case(
            "TestCoversResourceNameEmptyCoveringMultiple",
            List.of(named(l("v1"), l("get"), l("pods"), l())),
            List.of(named(l("v1"), l("get"), l("pods"), l("foo", "bar"))),
            true,
            List.of()),
        new Case(
            "TestCoversEnumerationNotCoveringResourceNameEmpty",
            List.of(named(l("v1"), l("get"), l("pods"), l("foo", "bar"))),
            List.of(named(l("v1"), l("get"), l("pods"), l())),
            false,
            List.of(atom("v1", "pods", "get"))),
        new Case(
            "TestCoversNonResourceURLs",
            List.of(urls(l("/apis"), l("*"))),
            List.of(urls(l("/apis"), l("*"))),
            true,
            List.of()),
        new Case(
            "TestCoversNonResourceURLsStar",
            List.of(urls(l("*"), l("*"))),
            List.of(urls(l("/apis", "/apis/v1", "/"), l("*"))),
            true,
            List.of()),
        new Case(
            "TestCoversNonResourceURLsStarAfterPrefixDoesntCover",
            List.of(urls(l("/apis/*"), l("*"))),
            List.of(urls(l("/apis", "/apis/v1"), l("get"))),
            false,
            List.of(url("/apis", "get"))),
        new Case(
            "TestCoversNonResourceURLsStarAfterPrefix",
            List.of(urls(l("/apis/*"), l("*"))),
            List.of(urls(l("/apis/v1/foo", "/apis/v1"), l("get"))),
            true,
            List.of()),
        new Case(
            "TestCoversNonResourceURLsWithOtherFields",
            List.of(new PolicyRule(l("v1"), l("builds"), l("get"), l(), l("/apis"))),
            List.of(new PolicyRule(l("v1"), l("builds"), l("get"), l(), l("/apis"))),
            true,
            List.of()),
        new Case(
            "TestCoversNonResourceURLsWithOtherFieldsFailure",
            List.of(res(l("v1"), l("get"), l("builds"))),
            List.of(new PolicyRule(l("v1"), l("builds"), l("get"), l(), l("/apis"))),
            false,
            List.of(url("/apis", "get"))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("upstreamCases")
  void coversAsUpstream(Case c) {
    Coverage coverage = RbacCoverage.covers(c.owner(), c.servant());

    assertThat(coverage.covered()).isEqualTo(c.covered());
    assertThat(coverage.uncovered()).containsExactlyElementsOf(c.uncovered());
    assertThat(coverage).isInstanceOf(c.covered() ? Covered.class : Uncovered.class);
  }

  /** {@code TestNonResourceURLCovers}, newest table (component-helpers), row by row. */
  @ParameterizedTest(name = "nonResourceURLCovers({0}, {1}) = {2}")
  @CsvSource(
      delimiter = '|',
      emptyValue = "",
      value = {
        "*        | ''       | true",
        "*        | /        | true",
        "*        | /api     | true",
        "/*       | ''       | false",
        "/*       | /        | true",
        "/*       | /foo     | true",
        "/api     | /api     | true",
        "/apis    | /api     | false",
        "/api/v1  | /api     | false",
        "/api/v1  | /api/v1  | true",
        "/api/*   | /api/v1  | true",
        "/api/*   | /api     | false",
        "/api/*/* | /api/v1  | false",
        "/*/v1/*  | /api/v1  | false",
      })
  void nonResourceUrlCoversAsUpstream(String owner, String requested, boolean want) {
    assertThat(RbacCoverage.nonResourceURLCovers(owner, requested)).isEqualTo(want);
    // the same through the public API: a held URL rule covering a URL permission
    assertThat(RbacCoverage.ruleCovers(urls(l(owner), l("get")), url(requested, "get")))
        .isEqualTo(want);
  }

  static Stream<Arguments> specExamples() {
    // docs/reference/ownership.md#rbac-delegation-coverage: the resource and URL rules spelled out
    // there
    return Stream.of(
        Arguments.of("*/status", "pods/status", true),
        Arguments.of("*/status", "pods", false),
        Arguments.of("*/status", "pods/log", false),
        Arguments.of("pods/*", "pods/status", false),
        Arguments.of("pods/*", "pods/*", true),
        Arguments.of("pods/*", "pods", false),
        Arguments.of("*/b/c", "a/b/c", true),
        Arguments.of("*/c", "a/b/c", false),
        Arguments.of("*/*", "pods/status", false),
        Arguments.of("*/*", "pods/*", true),
        Arguments.of("*", "pods/status", true),
        Arguments.of("*", "*/status", true),
        Arguments.of("*/status", "*/status", true),
        Arguments.of("pods", "pods/status", false),
        Arguments.of("Pods", "pods", false));
  }

  @ParameterizedTest(name = "held resource {0} covers {1}: {2}")
  @MethodSource("specExamples")
  void resourceWildcardsAsSpecified(String heldResource, String requested, boolean want) {
    PolicyRule held = res(l("g"), l("get"), l(heldResource));
    assertThat(RbacCoverage.ruleCovers(held, atom("g", requested, "get"))).isEqualTo(want);
  }

  @ParameterizedTest(name = "held URL {0} covers {1}: {2}")
  @CsvSource({
    "/healthz*, /healthzfoo, true",
    "/healthz*, /healthz, true",
    "/healthz**, /healthz, true",
    "/healthz, /healthz/, false",
    "/api/*, /api, false",
    "*, /anything/at/all, true",
    "/API, /api, false",
    "/a*b, /a*b, true",
    "/a*b, /axb, false",
  })
  void urlPrefixAsSpecified(String heldUrl, String requested, boolean want) {
    assertThat(RbacCoverage.nonResourceURLCovers(heldUrl, requested)).isEqualTo(want);
  }
}
