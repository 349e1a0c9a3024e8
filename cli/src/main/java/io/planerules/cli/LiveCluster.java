package io.planerules.cli;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.planerules.audit.source.ObjectSource;
import io.planerules.fabric8.live.LiveRead;
import io.planerules.fabric8.live.LiveReadOptions;
import io.planerules.fabric8.live.ReadProgress;
import java.io.File;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The options of a live read ({@code --kubeconfig}, {@code --context}, {@code --chunk-size}, {@code
 * --kinds}, {@code --exclude-kinds}; docs/reference/cli.md#audit) and the client they build with
 * fabric8's own config loading: {@code Config.fromKubeconfig(context, file)} (contexts, exec
 * plugins, tokens, client certificates), or inside a pod the service account's in-cluster config.
 */
final class LiveCluster {

  /** Where a pod's service account token is mounted. */
  private static final Path SERVICE_ACCOUNT_TOKEN =
      Path.of("/var/run/secrets/kubernetes.io/serviceaccount/token");

  /** How many times a failed request is retried (fabric8's default is ten, with back-off). */
  static final int RETRIES = 2;

  @Option(
      names = "--kubeconfig",
      paramLabel = "FILE",
      description =
          "read the cluster this kubeconfig points at instead of a listing (default: none; inside a"
              + " pod with no listing, the in-cluster service account)")
  @Nullable Path kubeconfig;

  @Option(
      names = "--context",
      paramLabel = "NAME",
      description = "the kubeconfig context (default: its current-context)")
  @Nullable String context;

  @Option(
      names = "--chunk-size",
      paramLabel = "N",
      description = "objects per list request (limit/continue; default: 500)")
  int chunkSize = LiveReadOptions.DEFAULT_CHUNK_SIZE;

  @Option(
      names = "--kinds",
      paramLabel = "KIND",
      split = ",",
      description =
          "read only these kinds (Kind, plural or Kind.group, comma-separated or repeated; default:"
              + " every listable kind)")
  List<String> kinds = new ArrayList<>();

  @Option(
      names = "--exclude-kinds",
      paramLabel = "KIND",
      split = ",",
      description = "do not read these kinds (as --kinds; default: none)")
  List<String> excludeKinds = new ArrayList<>();

  /** Whether a live read was asked for: {@code --kubeconfig} given, or another live option. */
  boolean given() {
    return kubeconfig != null;
  }

  /** Whether this process runs in a pod with a service account (the in-cluster config). */
  static boolean inPod() {
    return System.getenv("KUBERNETES_SERVICE_HOST") != null
        && Files.isRegularFile(SERVICE_ACCOUNT_TOKEN);
  }

  /** The read's options; a chunk size below 1 is a usage error of {@code command}. */
  LiveReadOptions options(BaseCommand command) {
    if (chunkSize < 1) {
      throw command.usage("--chunk-size must be at least 1: " + chunkSize);
    }
    return new LiveReadOptions(chunkSize, kinds, excludeKinds);
  }

  /**
   * Connects: the client of the kubeconfig (and context), or the in-cluster one, and the live read
   * of its cluster. A kubeconfig that cannot be read or parsed, or a context it does not hold, is
   * one line (exit 2).
   */
  Connection connect(BaseCommand command, PrintStream err) {
    LiveReadOptions options = options(command);
    KubernetesClient client = client();
    ReadProgress progress =
        System.console() == null
            ? ReadProgress.NONE
            : (kind, done, all, objects) ->
                err.printf(
                    Locale.ROOT,
                    "\rread %d/%d kinds, %d objects (%s)\u001b[K",
                    done,
                    all,
                    objects,
                    kind);
    return new Connection(client, LiveRead.source(client, options, progress), err, progress);
  }

  /**
   * A client of the kubeconfig (and context), or inside a pod the in-cluster one; the caller closes
   * it. A kubeconfig that cannot be read or parsed, or a context it does not hold, is one line
   * (exit 2).
   */
  KubernetesClient client() {
    Config config;
    if (kubeconfig != null) {
      File file = kubeconfig.toFile();
      if (!file.isFile()) {
        throw new CliException("cannot read the kubeconfig " + kubeconfig + ": no such file");
      }
      String where = "the kubeconfig " + kubeconfig;
      try {
        config = Config.fromKubeconfig(context, file);
      } catch (RuntimeException e) {
        // fabric8 reads the file with SnakeYAML: a syntax error is its exception
        throw new CliException("cannot use " + where + ": " + innermost(e), e);
      }
      if (context != null && !context.equals(currentContext(config))) {
        throw new CliException("cannot use " + where + ": it has no context \"" + context + "\"");
      }
    } else {
      config = Config.autoConfigure(null);
    }
    // a command-line tool fails fast: two retries of a failed request, not fabric8's ten
    config.setRequestRetryBackoffLimit(RETRIES);
    return new KubernetesClientBuilder().withConfig(config).build();
  }

  private static @Nullable String currentContext(Config config) {
    return config.getCurrentContext() == null ? null : config.getCurrentContext().getName();
  }

  /** The innermost cause's message, one line. */
  static String innermost(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message =
        root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    return message.strip().replaceAll("\\s*\\R\\s*", " ");
  }

  /** A connected live read; closing it closes the client. */
  record Connection(
      KubernetesClient client, ObjectSource source, PrintStream err, ReadProgress progress)
      implements AutoCloseable {
    @Override
    public void close() {
      if (progress != ReadProgress.NONE) {
        err.println();
      }
      client.close();
    }
  }
}
