package io.planerules.cli;

import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code planerules guard manifests}: the ServiceAccount, ClusterRole, ClusterRoleBinding and
 * CronJob that run a plane's live audit with {@code --publish} in its cluster
 * (docs/reference/cli.md#guard), as a YAML stream for {@code kubectl apply -f -} or JSON ({@code
 * {"apiVersion": "v1", "kind": "List", "items": [...]}}).
 */
final class GuardCommands {

  private GuardCommands() {}

  /** {@code planerules guard}. */
  @Command(
      name = "guard",
      description = {
        "Keeps a plane's live audit running in its cluster.",
        "Prints what runs planerules audit cluster --publish on a schedule, with the least"
            + " privilege its rules need."
      },
      footer = {
        "  ./planerules guard manifests --plane-id plane-a \\",
        "      --image registry.example.test/planerules:0.1.0"
      },
      subcommands = {Manifests.class})
  static final class Group extends GroupCommand {}

  /** {@code planerules guard manifests}. */
  @Command(
      name = "manifests",
      description = {
        "Prints the objects that run a plane's live audit on a schedule.",
        "A ServiceAccount, a ClusterRole (list on exactly the resources the cluster rules judge,"
            + " get on discovery, and create, patch, list and delete on policyreports and"
            + " clusterpolicyreports), a ClusterRoleBinding and a CronJob running audit cluster"
            + " --publish. The image is any JRE 17+ image with the CLI jar at --jar."
      },
      exitCodeList = {
        "0:the manifests are printed",
        "1:the plane id is invalid (every problem is printed)",
        BaseCommand.USAGE_EXIT_CODE
      },
      footer = {
        "  ./planerules guard manifests --plane-id plane-a \\",
        "      --image registry.example.test/planerules:0.1.0"
      })
  static final class Manifests extends BaseCommand {

    /** A YAML multi-document stream (the default), or a {@code v1 List}. */
    private static final List<OutputFormat> FORMATS = List.of(OutputFormat.yaml, OutputFormat.json);

    @Override
    List<OutputFormat> formats() {
      return FORMATS;
    }

    @Mixin Options.Plane plane;

    @Option(
        names = "--image",
        required = true,
        paramLabel = "IMAGE",
        description = "the CronJob's image: any JRE 17+ image with the CLI jar (required)")
    String image;

    @Option(
        names = "--schedule",
        paramLabel = "CRON",
        description = "the CronJob's schedule (default: " + GuardManifests.DEFAULT_SCHEDULE + ")")
    String schedule = GuardManifests.DEFAULT_SCHEDULE;

    @Option(
        names = "--namespace",
        paramLabel = "NS",
        description =
            "the namespace of the ServiceAccount and the CronJob (default: "
                + GuardManifests.DEFAULT_NAMESPACE
                + ")")
    String namespace = GuardManifests.DEFAULT_NAMESPACE;

    @Option(
        names = "--jar",
        paramLabel = "PATH",
        description =
            "where the image holds the CLI jar (default: " + GuardManifests.DEFAULT_JAR + ")")
    String jar = GuardManifests.DEFAULT_JAR;

    @Override
    public Integer call() {
      String id = plane.id().value();
      GuardManifests.Settings settings;
      try {
        settings = new GuardManifests.Settings(id, image, schedule, namespace, jar);
      } catch (IllegalArgumentException bad) {
        throw usage("--" + bad.getMessage());
      }
      out().print(json() ? GuardManifests.json(settings) : GuardManifests.yaml(settings));
      out().flush();
      return OK;
    }
  }
}
