package io.planerules.ownership.install;

import com.google.common.base.CharMatcher;
import com.google.common.base.Splitter;
import io.planerules.ownership.ObservedObject;
import io.planerules.rules.Problem;
import io.planerules.rules.RuleDescriptor;
import io.planerules.rules.ValidationResult;
import java.util.HashSet;
import java.util.Set;

/**
 * Pre-delete hook policy (docs/reference/ownership.md#install-and-removal): the four {@code
 * nvca/pre-delete-hook} objects (ServiceAccount, Job, ClusterRole, ClusterRoleBinding) must carry
 * {@value #ANNOTATION} whose comma-separated, space-trimmed tokens include {@code
 * before-hook-creation} and {@code hook-succeeded}; this removes hook RBAC after a successful
 * uninstall.
 */
public final class HookPolicy {

  /** The Helm annotation checked. */
  public static final String ANNOTATION = "helm.sh/hook-delete-policy";

  /**
   * The rule {@link #check} decides, {@code hook.delete-policy}: its problems are coded with its
   * id.
   */
  public static final RuleDescriptor RULE = InstallRule.HOOK_DELETE_POLICY;

  private static final CharMatcher ASCII_SPACE = CharMatcher.anyOf(" \t\n\u000b\f\r");

  private HookPolicy() {}

  /**
   * Checks one hook object's delete policy.
   *
   * @param object the hook object as rendered or observed
   * @return ok, or one {@code hook.delete-policy} error
   */
  public static ValidationResult check(ObservedObject object) {
    String value = object.annotations().get(ANNOTATION);
    Set<String> tokens = new HashSet<>();
    if (value != null) {
      Splitter.on(',').trimResults(ASCII_SPACE).split(value).forEach(tokens::add);
    }
    if (tokens.contains("before-hook-creation") && tokens.contains("hook-succeeded")) {
      return ValidationResult.ok();
    }
    return ValidationResult.of(
        Problem.error(
            InstallRule.HOOK_DELETE_POLICY.code(),
            "metadata.annotations." + ANNOTATION,
            object.ref()
                + ": "
                + ANNOTATION
                + " must include before-hook-creation and hook-succeeded, got "
                + (value == null ? "none" : "\"" + value + "\"")));
  }
}
