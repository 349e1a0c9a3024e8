package io.planerules.cli;

import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.ValidationResult;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The options several commands share, each declared once here and mixed into the commands that take
 * it ({@code @Mixin}): the plane ({@code --plane-id}, {@code --domain}), the output format ({@code
 * --output}, whose allowed values each command lists: {@link BaseCommand#formats()}) and the
 * diagnostics ({@code --debug}).
 */
final class Options {

  private Options() {}

  /**
   * {@code --plane-id ID}: the plane a command answers for, required. Its absence is found when the
   * command reads it, not while parsing: a command with subcommands ({@code names check-disjoint})
   * would otherwise demand it of them too, and an unknown option would be reported as a missing
   * one.
   */
  static final class Plane {

    @Option(
        names = "--plane-id",
        paramLabel = "ID",
        description = "the control-plane id ('' is legacy mode; required)")
    @Nullable String planeId;

    /** The id as given; its absence is a usage error (exit 2). */
    String text() {
      if (planeId == null) {
        throw new UsageError("Missing required option: '--plane-id=ID'");
      }
      return planeId;
    }

    /**
     * The validated id; an invalid one ends the command with exit code 1 and every problem printed
     * ({@link InvalidPlaneId}).
     */
    ControlPlaneId id() {
      return id(text());
    }

    /** A validated plane id given in another option ({@code --render ID=PATH}). */
    static ControlPlaneId id(String value) {
      ValidationResult result = ControlPlaneId.validate(value);
      if (!result.isValid()) {
        throw new InvalidPlaneId(value, result);
      }
      return ControlPlaneId.of(value);
    }
  }

  /** {@code --domain DOMAIN}: the plane's DNS domain, optional. */
  static final class Domain {

    @Option(
        names = "--domain",
        paramLabel = "DOMAIN",
        description = "the plane's DNS domain (default: none)")
    @Nullable String domain;

    /** The domain, or null when not given. */
    @Nullable String given() {
      return domain;
    }

    /** The domain, or {@code ""} when not given. */
    String orEmpty() {
      return domain == null ? "" : domain;
    }
  }

  /**
   * {@code -o, --output FORMAT}: how the answer is printed. The allowed values, their default (the
   * first) and the help text are the command's ({@link BaseCommand#formats()}), set on its model by
   * {@link HelpLayout}.
   */
  static final class Output {

    @Option(
        names = {"-o", "--output"},
        paramLabel = "FORMAT",
        description = "the output format")
    @Nullable OutputFormat format;
  }

  /** {@code --debug}: a failure's stack trace after its one-line message. */
  static final class Diagnostics {

    @Option(
        names = "--debug",
        description = "print the stack trace of a failure (exit 2) after its message")
    boolean debug;
  }
}
