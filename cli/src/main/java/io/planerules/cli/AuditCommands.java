package io.planerules.cli;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.planerules.audit.Audit;
import io.planerules.audit.AuditOptions;
import io.planerules.audit.GroupKind;
import io.planerules.audit.PlaneRender;
import io.planerules.audit.SharedEntry;
import io.planerules.audit.io.JUnitReports;
import io.planerules.audit.io.PolicyReports;
import io.planerules.audit.io.ReportDocuments;
import io.planerules.audit.report.AuditReport;
import io.planerules.audit.source.ObjectSource;
import io.planerules.fabric8.PolicyReportPublisher;
import io.planerules.fabric8.PolicyReportPublisher.Publication;
import io.planerules.identity.ControlPlaneId;
import io.planerules.rules.PlaneRulesException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code planerules audit render|renders|cluster|compare}: streams of Kubernetes objects judged for
 * plane isolation (docs/reference/cli.md#audit). Inputs are files, directories (every {@code
 * *.yaml}, {@code *.yml} and {@code *.json} below, sorted by path) or {@code -} (standard input);
 * the answer is a table grouped by rule, the JSON report, SARIF 2.1.0, PolicyReports or JUnit XML;
 * {@code audit cluster --publish} also writes the PolicyReports to the cluster. Exit 0: no error
 * finding; 1: an error finding, or an invalid plane id; 2: a usage error or an input that cannot be
 * opened.
 */
final class AuditCommands {

  private AuditCommands() {}

  /** {@code planerules audit}. */
  @Command(
      name = "audit",
      description = {
        "Judges rendered charts and cluster listings for plane isolation.",
        "Reads multi-document YAML, JSON, JSON Lines and Lists one document at a time and"
            + " applies the library's own name, ownership, issuer, hook and residue rules."
      },
      footer = {
        "  ./planerules audit render --plane-id plane-a --domain plane-a.example.test \\",
        "      cli/examples/audit/render/plane-a"
      },
      subcommands = {Render.class, Renders.class, Cluster.class, Compare.class, Snapshot.class})
  static final class Group extends GroupCommand {}

  /**
   * The options and plumbing every audit of objects shares, mixed into {@code audit render}, {@code
   * renders}, {@code cluster} and {@code compare}: the objects every plane may hold ({@code
   * --shared}, {@code --shared-file}) and the extra cluster-scoped kinds ({@code
   * --cluster-scoped}), the sources of the inputs, and the report printed in the command's format
   * with the audit's exit code.
   */
  static final class AuditInputs {

    /**
     * Findings grouped by rule for a person (120 columns), the JSON report, a SARIF 2.1.0 log for
     * code-scanning services, PolicyReports for Policy Reporter, or JUnit XML for test reporters.
     */
    static final List<OutputFormat> FORMATS =
        List.of(
            OutputFormat.table,
            OutputFormat.json,
            OutputFormat.sarif,
            OutputFormat.policyreport,
            OutputFormat.junit);

    /** The objects the audit reads, recorded for {@code --output junit}. */
    final JUnitReports judged = new JUnitReports();

    @Option(
        names = "--shared",
        paramLabel = "KIND/NAMESPACE/NAME",
        description =
            "an object every plane may hold besides the shared prerequisites ('-' as the namespace"
                + " of a cluster-scoped object, '*' for any name; repeatable; default: none)")
    List<String> shared = new ArrayList<>();

    @Option(
        names = "--shared-file",
        paramLabel = "FILE",
        description =
            "more --shared entries, one a line; blank lines and # comments skipped (default: none)")
    @Nullable Path sharedFile;

    @Option(
        names = "--cluster-scoped",
        paramLabel = "[GROUP/]KIND",
        description =
            "a kind that is cluster-scoped besides the built-ins and the inputs' CRDs (repeatable;"
                + " default: none)")
    List<String> clusterScoped = new ArrayList<>();

    /** The audit options these shared options give; a malformed entry is a usage error. */
    AuditOptions.Builder options() {
      List<SharedEntry> entries = new ArrayList<>();
      try {
        for (String entry : shared) {
          entries.add(SharedEntry.parse(entry));
        }
        if (sharedFile != null) {
          entries.addAll(SharedEntry.parseLines(BaseCommand.readText(sharedFile)));
        }
      } catch (IllegalArgumentException bad) {
        throw new UsageError(
            (sharedFile == null ? "--shared: " : "--shared/--shared-file: ") + bad.getMessage());
      }
      return AuditOptions.builder()
          .shared(entries)
          .clusterScoped(kinds("--cluster-scoped", clusterScoped));
    }

    /** The kinds given to {@code option}; a malformed one is a usage error. */
    static List<GroupKind> kinds(String option, List<String> texts) {
      List<GroupKind> kinds = new ArrayList<>();
      for (String text : texts) {
        try {
          kinds.add(GroupKind.parse(text));
        } catch (IllegalArgumentException bad) {
          throw new UsageError(option + " " + text + ": " + bad.getMessage());
        }
      }
      return kinds;
    }

    /**
     * The sources of the inputs for a plane: a file as it is named, a directory's YAML and JSON
     * files below it sorted by path, {@code -} the command's standard input (once); recording the
     * objects read when the command prints JUnit XML.
     */
    List<ObjectSource> sources(BaseCommand command, String planeId, List<String> inputs) {
      List<ObjectSource> sources = sources(command, inputs);
      return command.format() == OutputFormat.junit ? judged.recording(planeId, sources) : sources;
    }

    private static List<ObjectSource> sources(BaseCommand command, List<String> inputs) {
      List<ObjectSource> sources = new ArrayList<>();
      boolean stdin = false;
      for (String input : inputs) {
        if (input.equals("-")) {
          if (stdin) {
            throw new UsageError("- (standard input) is given twice");
          }
          stdin = true;
          InputStream in = command.in();
          sources.add(new StreamSource("-", () -> new KeptOpen(in)));
          continue;
        }
        Path path = Path.of(input);
        if (Files.isDirectory(path)) {
          List<Path> files = files(path);
          if (files.isEmpty()) {
            throw new CliException("no .yaml, .yml or .json file under " + input);
          }
          for (Path file : files) {
            sources.add(file(file.toString(), file));
          }
        } else if (Files.isRegularFile(path)) {
          sources.add(file(input, path));
        } else {
          throw new CliException("cannot read " + input + ": no such file or directory");
        }
      }
      return sources;
    }

    private static List<Path> files(Path directory) {
      try (Stream<Path> walk = Files.walk(directory, FileVisitOption.FOLLOW_LINKS)) {
        return walk.filter(Files::isRegularFile)
            .filter(
                p -> {
                  String name = p.getFileName().toString();
                  return name.endsWith(".yaml") || name.endsWith(".yml") || name.endsWith(".json");
                })
            .sorted()
            .toList();
      } catch (IOException | UncheckedIOException e) {
        throw new CliException("cannot read " + directory + ": " + e.getMessage(), e);
      }
    }

    private static ObjectSource file(String name, Path path) {
      return new StreamSource(name, () -> Files.newInputStream(path));
    }

    /** Runs the audit; an input that cannot be opened or read is exit 2. */
    interface Run {
      AuditReport run() throws IOException;
    }

    /**
     * The report of {@code run}: an input that cannot be opened or read, or a live read that cannot
     * start, is a {@link CliException} (exit 2); options the audit refuses are a usage error.
     */
    static AuditReport read(Run run) {
      try {
        return run.run();
      } catch (NoSuchFileException e) {
        throw new CliException("cannot read " + e.getFile() + ": no such file", e);
      } catch (LiveUnreadable e) {
        throw new CliException(e.getMessage(), e.getCause());
      } catch (IOException e) {
        throw new CliException("cannot read an input: " + e.getMessage(), e);
      } catch (PlaneRulesException invalid) {
        throw new UsageError(invalid.getMessage());
      }
    }

    /**
     * The report of a live read of {@code live}, run by {@code audit}; a server that cannot be read
     * at all is one line naming it (exit 2).
     */
    AuditReport read(BaseCommand command, String planeId, LiveCluster live, LiveAudit audit) {
      try (LiveCluster.Connection connection = live.connect(command, command.streams.err())) {
        ObjectSource source = liveSource(connection.source());
        ObjectSource read =
            command.format() == OutputFormat.junit ? judged.recording(planeId, source) : source;
        return read(() -> audit.run(read));
      }
    }

    /** An audit of a live read's source. */
    interface LiveAudit {
      AuditReport run(ObjectSource live) throws IOException;
    }

    /**
     * Prints the report in the command's format and answers the audit's exit code: {@link
     * BaseCommand#NEGATIVE} when a finding is an error, {@link AuditCommands#INCOMPLETE} when the
     * live read left objects unread, else {@link BaseCommand#OK}.
     */
    int print(BaseCommand command, AuditReport report) {
      String text =
          switch (command.format()) {
            case json -> ReportDocuments.json(report);
            case sarif -> ReportDocuments.sarif(report);
            case policyreport -> PolicyReports.yaml(report);
            case junit -> judged.xml(report);
            default -> AuditTable.render(report);
          };
      command.printText(text);
      if (report.hasErrors()) {
        return BaseCommand.NEGATIVE;
      }
      return report.incomplete() ? INCOMPLETE : BaseCommand.OK;
    }
  }

  /**
   * A live source whose whole-read failure (discovery) is told apart from an unreadable input: its
   * message is already the one line to print.
   */
  static ObjectSource liveSource(ObjectSource source) {
    return new ObjectSource() {
      @Override
      public String name() {
        return source.name();
      }

      @Override
      public void read(io.planerules.audit.source.ObjectSink sink) throws IOException {
        try {
          source.read(sink);
        } catch (IOException e) {
          throw new LiveUnreadable(e.getMessage(), e);
        } catch (io.fabric8.kubernetes.client.KubernetesClientException e) {
          throw new LiveUnreadable("cannot read the cluster: " + LiveCluster.innermost(e), e);
        }
      }
    };
  }

  /** A live read that could not start. */
  static final class LiveUnreadable extends IOException {
    private static final long serialVersionUID = 1L;

    LiveUnreadable(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** Exit code: no error finding, but the live read left objects unread (docs/adr/0100). */
  static final int INCOMPLETE = 3;

  private static final String INCOMPLETE_LINE =
      "3:no finding is an error, but the live read left objects unread (each gap is a"
          + " warning)";

  /** The exit codes of every audit subcommand. */
  private static final String CLEAN = "0:no finding is an error (warnings alone pass)";

  private static final String FOUND =
      "1:a finding is an error (every finding is printed), or the id is invalid";

  /** {@code planerules audit render}. */
  @Command(
      name = "render",
      description = {
        "Judges one plane's rendered chart.",
        "The output of helm template or helmfile template, as files, directories or - (stdin):"
            + " every object must be the plane's (its namespaces and names, its label), and no"
            + " object may reach into another plane or the legacy one. With --domain,"
            + " Certificates' DNS names must be under it."
      },
      exitCodeList = {CLEAN, FOUND, BaseCommand.USAGE_EXIT_CODE},
      footer = {
        "  ./planerules audit render --plane-id plane-a --domain plane-a.example.test \\",
        "      cli/examples/audit/render/plane-a",
        "  helm template nats nats/nats -n plane-a-nats-system | \\",
        "      ./planerules audit render --plane-id plane-a \\",
        "      --release-namespace plane-a-nats-system --output sarif -"
      })
  static final class Render extends BaseCommand {

    @Mixin AuditInputs audit;

    @Mixin Options.Plane plane;

    /** Certificates' DNS names must be under it; without it they are not judged. */
    @Mixin Options.Domain domain;

    @Option(
        names = "--release-namespace",
        paramLabel = "NS",
        description =
            "the namespace of the namespaced objects that name none (helm template -n; default: none,"
                + " and each such object gets a namespace-unknown warning")
    @Nullable String releaseNamespace;

    @Mixin RenderOptions render;

    @Parameters(
        arity = "1..*",
        paramLabel = "INPUT",
        description = "files, directories or - (stdin), at least one")
    List<String> inputs = new ArrayList<>();

    @Override
    List<OutputFormat> formats() {
      return AuditInputs.FORMATS;
    }

    @Override
    public Integer call() {
      ControlPlaneId id = plane.id();
      AuditOptions.Builder options = render.apply(audit.options());
      if (domain.given() != null) {
        options.domain(domain.given());
      }
      if (releaseNamespace != null) {
        options.releaseNamespace(releaseNamespace);
      }
      AuditOptions built = options.build();
      List<ObjectSource> sources = audit.sources(this, id.value(), inputs);
      return audit.print(this, AuditInputs.read(() -> Audit.render(id, built, sources)));
    }
  }

  /** The options of the render audits: labelled kinds and external issuers. */
  static final class RenderOptions {

    @Option(
        names = "--labelled-kind",
        paramLabel = "[GROUP/]KIND",
        description =
            "a kind every object of which carries the plane's label (repeatable; replaces the"
                + " defaults: Namespace, NVCFBackend, ClusterIssuer)")
    List<String> labelledKinds = new ArrayList<>();

    @Option(
        names = "--external-issuer",
        paramLabel = "NAME",
        description =
            "a ClusterIssuer Certificates may use besides the managed one; also shared (repeatable;"
                + " default: none)")
    List<String> externalIssuers = new ArrayList<>();

    AuditOptions.Builder apply(AuditOptions.Builder options) {
      if (!labelledKinds.isEmpty()) {
        options.labelledKinds(AuditInputs.kinds("--labelled-kind", labelledKinds));
      }
      return options.externalIssuers(externalIssuers);
    }
  }

  /** {@code planerules audit renders}. */
  @Command(
      name = "renders",
      description = {
        "Judges several planes' renders, each and across them.",
        "Each render as audit render judges it, then the objects two renders share"
            + " (audit.collision) and the Gateways of one namespace on one port"
            + " (audit.listener-port); every finding names the plane of its render."
      },
      exitCodeList = {CLEAN, FOUND, BaseCommand.USAGE_EXIT_CODE},
      footer = {
        "  ./planerules audit renders --render plane-a=cli/examples/audit/render/plane-a \\",
        "      --render plane-b=cli/examples/audit/render/plane-b"
      })
  static final class Renders extends BaseCommand {

    @Mixin AuditInputs audit;

    @Option(
        names = "--render",
        required = true,
        paramLabel = "ID=PATH",
        description = "a plane and its render, a file, a directory or - (repeatable; required)")
    List<String> renders = new ArrayList<>();

    @Option(
        names = "--release-namespace",
        paramLabel = "ID=NS",
        description = "the release namespace of a plane's render (repeatable; default: unknown)")
    List<String> releaseNamespaces = new ArrayList<>();

    @Option(
        names = "--domain",
        paramLabel = "ID=DOMAIN",
        description = "a plane's domain (repeatable; default: not judged)")
    List<String> domains = new ArrayList<>();

    @Mixin RenderOptions render;

    @Override
    List<OutputFormat> formats() {
      return AuditInputs.FORMATS;
    }

    @Override
    public Integer call() {
      Map<String, List<String>> inputs = new LinkedHashMap<>();
      for (String given : renders) {
        String[] pair = pair("--render", given);
        inputs.computeIfAbsent(pair[0], k -> new ArrayList<>()).add(pair[1]);
      }
      Map<String, String> namespaces = pairs("--release-namespace", releaseNamespaces, inputs);
      Map<String, String> planeDomains = pairs("--domain", domains, inputs);
      AuditOptions common = render.apply(audit.options()).build();
      List<PlaneRender> planes = new ArrayList<>();
      for (Map.Entry<String, List<String>> plane : inputs.entrySet()) {
        AuditOptions.Builder options = common.toBuilder();
        String namespace = namespaces.get(plane.getKey());
        if (namespace != null) {
          options.releaseNamespace(namespace);
        }
        String domain = planeDomains.get(plane.getKey());
        if (domain != null) {
          options.domain(domain);
        }
        planes.add(
            new PlaneRender(
                Options.Plane.id(plane.getKey()),
                options.build(),
                audit.sources(this, plane.getKey(), plane.getValue())));
      }
      return audit.print(this, AuditInputs.read(() -> Audit.renders(planes)));
    }

    private String[] pair(String option, String given) {
      int equals = given.indexOf('=');
      if (equals < 0) {
        throw usage(option + " expects ID=VALUE, got \"" + given + "\"");
      }
      return new String[] {given.substring(0, equals), given.substring(equals + 1)};
    }

    private Map<String, String> pairs(
        String option, List<String> given, Map<String, List<String>> planes) {
      Map<String, String> out = new LinkedHashMap<>();
      for (String text : given) {
        String[] pair = pair(option, text);
        if (!planes.containsKey(pair[0])) {
          throw usage(option + " " + text + ": no --render for plane \"" + pair[0] + "\"");
        }
        if (out.put(pair[0], pair[1]) != null) {
          throw usage(option + " is given twice for plane \"" + pair[0] + "\"");
        }
      }
      return out;
    }
  }

  /** {@code planerules audit cluster}. */
  @Command(
      name = "cluster",
      description = {
        "Judges a live cluster, or its listing, for one plane.",
        "With --kubeconfig (or inside a pod) it reads every listable kind of the cluster in pages;"
            + " else the output of kubectl get -A -o json or -o yaml. Every plane's objects"
            + " together: the plane's namespaces carry its label, its objects are not in other"
            + " planes' namespaces, its Gateways and webhooks see only its namespaces."
      },
      exitCodeList = {CLEAN, FOUND, BaseCommand.USAGE_EXIT_CODE, INCOMPLETE_LINE},
      footer = {
        "  ./planerules audit cluster --plane-id plane-a cli/examples/audit/cluster.json",
        "  kubectl get namespaces,gateways,mutatingwebhookconfigurations -A -o json | \\",
        "      ./planerules audit cluster --plane-id plane-a -"
      })
  static final class Cluster extends BaseCommand {

    @Mixin AuditInputs audit;

    @Mixin Options.Plane plane;

    @Option(
        names = "--after-teardown",
        description =
            "also report everything of the plane still present (the teardown residue check)")
    boolean afterTeardown;

    @Option(
        names = "--publish",
        description =
            "also write the findings to the cluster of --kubeconfig (or, inside a pod, the"
                + " in-cluster config) as PolicyReports (server-side apply, field manager"
                + " planerules) and delete the plane's reports that have none left")
    boolean publish;

    @Mixin LiveCluster live;

    @Parameters(
        arity = "0..*",
        paramLabel = "LISTING",
        description =
            "files, directories or - (stdin); default: none, and then --kubeconfig, or inside a"
                + " pod the in-cluster config")
    List<String> inputs = new ArrayList<>();

    @Override
    List<OutputFormat> formats() {
      return AuditInputs.FORMATS;
    }

    @Override
    public Integer call() {
      ControlPlaneId id = plane.id();
      AuditOptions options = audit.options().afterTeardown(afterTeardown).build();
      AuditReport report;
      if (!inputs.isEmpty()) {
        if (live.given() && !publish) {
          throw usage("give a LISTING or --kubeconfig, not both (unless --publish)");
        }
        List<ObjectSource> sources = audit.sources(this, id.value(), inputs);
        report = AuditInputs.read(() -> Audit.cluster(id, options, sources));
      } else if (!live.given() && !LiveCluster.inPod()) {
        throw usage("give a LISTING, or --kubeconfig FILE to read the cluster itself");
      } else {
        report = audit.read(this, id.value(), live, source -> Audit.cluster(id, options, source));
      }
      int exit = audit.print(this, report);
      if (publish) {
        publish(report);
      }
      return exit;
    }

    /** Writes the report's PolicyReports to the cluster and says on stderr what changed. */
    private void publish(AuditReport report) {
      Publication done;
      try (KubernetesClient client = live.client()) {
        done = PolicyReportPublisher.publish(client, report);
      } catch (KubernetesClientException e) {
        throw new CliException(
            "cannot publish the PolicyReports: " + Main.oneLine(String.valueOf(e.getMessage())), e);
      }
      streams
          .err()
          .println(
              "planerules: published "
                  + done.applied().size()
                  + " PolicyReport(s), deleted "
                  + done.deleted().size()
                  + " stale");
      streams.err().flush();
    }
  }

  /** {@code planerules audit compare}. */
  @Command(
      name = "compare",
      description = {
        "Tells which other planes' objects an operation changed.",
        "Two listings, before and after an operation of the plane: an object that is not the"
            + " plane's and changed (uid, labels, annotations, spec, data) or went is a finding."
      },
      exitCodeList = {
        "0:no other plane's object changed or went",
        "1:another plane's object changed or went (each is printed), or the id is invalid",
        BaseCommand.USAGE_EXIT_CODE,
        INCOMPLETE_LINE
      },
      footer = {
        "  ./planerules audit compare --plane-id plane-a cli/examples/audit/before.yaml \\",
        "      cli/examples/audit/after.yaml"
      })
  static final class Compare extends BaseCommand {

    @Mixin AuditInputs audit;

    @Mixin Options.Plane plane;

    @Parameters(
        index = "0",
        paramLabel = "BEFORE",
        description = "the first listing, a file or a directory")
    String before;

    @Parameters(
        index = "1",
        arity = "0..1",
        paramLabel = "AFTER",
        description =
            "the second listing, a file or a directory; default: none, and then --kubeconfig (the"
                + " cluster as it is now)")
    @Nullable String after;

    @Mixin LiveCluster live;

    @Override
    List<OutputFormat> formats() {
      return AuditInputs.FORMATS;
    }

    @Override
    public Integer call() {
      ControlPlaneId id = plane.id();
      AuditOptions options = audit.options().build();
      List<ObjectSource> first = audit.sources(this, id.value(), List.of(before));
      AuditReport report;
      if (after != null) {
        if (live.given()) {
          throw usage("give AFTER or --kubeconfig, not both");
        }
        List<ObjectSource> second = audit.sources(this, id.value(), List.of(after));
        report = AuditInputs.read(() -> Audit.compare(id, options, first, second));
      } else if (!live.given()) {
        throw usage("give AFTER, or --kubeconfig FILE to compare with the cluster as it is now");
      } else {
        report =
            audit.read(
                this,
                id.value(),
                live,
                source -> Audit.compare(id, options, first, List.of(source)));
      }
      return audit.print(this, report);
    }
  }

  /** {@code planerules audit snapshot}. */
  @Command(
      name = "snapshot",
      description = {
        "Writes what a live read sees as one kind: List.",
        "Discovers every listable kind, lists each in pages and prints the objects as one JSON"
            + " List on stdout, which audit cluster and audit compare read back. What could not"
            + " be read is one line each on stderr."
      },
      exitCodeList = {
        "0:every discovered kind was read",
        "3:some kind could not be read (each gap is a line on stderr)",
        BaseCommand.USAGE_EXIT_CODE
      })
  static final class Snapshot extends BaseCommand {

    @Mixin LiveCluster live;

    @Override
    List<OutputFormat> formats() {
      return List.of(OutputFormat.json);
    }

    @Override
    public Integer call() {
      if (!live.given() && !LiveCluster.inPod()) {
        throw usage("give --kubeconfig FILE (or run inside a pod)");
      }
      try (LiveCluster.Connection connection = live.connect(this, streams.err())) {
        SnapshotWriter writer = new SnapshotWriter(streams.rawOut(), streams.err());
        try {
          liveSource(connection.source()).read(writer);
          writer.finish();
        } catch (IOException e) {
          throw new CliException(e.getMessage(), e.getCause() == null ? e : e.getCause());
        }
        return writer.incomplete() ? INCOMPLETE : BaseCommand.OK;
      }
    }
  }

  /** Standard input, which a run reads once and never closes. */
  private static final class KeptOpen extends FilterInputStream {
    KeptOpen(InputStream in) {
      super(in);
    }

    @Override
    public void close() {
      // the process's standard input stays open
    }
  }
}
