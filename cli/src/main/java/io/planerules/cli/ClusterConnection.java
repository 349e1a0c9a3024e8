package io.planerules.cli;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * {@code --kubeconfig FILE} and {@code --context NAME}: how a command reaches a cluster, with
 * fabric8's own configuration loading (contexts, exec plugins, tokens, certificates): the file
 * given, else {@code KUBECONFIG} or {@code ~/.kube/config}, else the in-cluster service account. A
 * configuration that cannot be loaded is one line on stderr and exit 2.
 */
final class ClusterConnection {

  @Option(
      names = "--kubeconfig",
      paramLabel = "FILE",
      description =
          "the kubeconfig to reach the cluster with (default: KUBECONFIG, ~/.kube/config, else the"
              + " in-cluster service account)")
  @Nullable Path kubeconfig;

  @Option(
      names = "--context",
      paramLabel = "NAME",
      description = "the kubeconfig context (default: its current context)")
  @Nullable String context;

  /** A client of the configured cluster; the caller closes it. */
  KubernetesClient client() {
    Config config;
    try {
      if (kubeconfig == null) {
        config = Config.autoConfigure(context);
      } else {
        if (!Files.isRegularFile(kubeconfig)) {
          throw new CliException("cannot read " + kubeconfig + ": no such file");
        }
        config = Config.fromKubeconfig(context, kubeconfig.toFile());
      }
    } catch (CliException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new CliException(
          "cannot load the kubeconfig"
              + (kubeconfig == null ? "" : " " + kubeconfig)
              + ": "
              + Main.oneLine(String.valueOf(e.getMessage())),
          e);
    }
    if (context != null
        && !context.equals(
            config.getCurrentContext() == null ? null : config.getCurrentContext().getName())) {
      throw new CliException("--context " + context + ": no such context in the kubeconfig");
    }
    return new KubernetesClientBuilder().withConfig(config).build();
  }
}
