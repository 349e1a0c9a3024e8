package io.planerules.cli;

/**
 * The commands {@link Dispatch} runs without picocli's model: one line per command, option and
 * parameter (names, field, type, required, default), written from the commands' annotations by
 * {@code CommandIndexTest}; run it with {@code -Dplanerules.regenerateDocs=true} to rewrite this
 * file after changing a command.
 */
final class CommandIndex {

  /** The index. */
  static final String TEXT =
      """
      command plan io.planerules.cli.PlanCommands$Plan
      option --debug diagnostics.debug boolean optional
      option --plane-id plane.planeId java.lang.String optional
      option --domain domain.domain java.lang.String optional
      option --cassandra-policy cassandraPolicy java.lang.String optional =per-plane
      option --wide wide boolean optional
      option --catalog catalogFile java.nio.file.Path optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      command id/check io.planerules.cli.IdCommands$Check
      option --debug diagnostics.debug boolean optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      parameter  id java.lang.String required
      command catalog/validate io.planerules.cli.CatalogCommands$Validate
      option --debug diagnostics.debug boolean optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      parameter  file java.nio.file.Path required
      command catalog/diff io.planerules.cli.CatalogCommands$Diff
      option --debug diagnostics.debug boolean optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      parameter  oldFile java.nio.file.Path required
      parameter  newFile java.nio.file.Path required
      command decide io.planerules.cli.DecisionCommands$Decide
      option --debug diagnostics.debug boolean optional
      option --provisioner provisioner java.lang.String optional
      option --workflow workflow java.lang.String required
      option --catalog catalogFile java.nio.file.Path optional
      option --storage-class storageClassFile java.nio.file.Path optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      command ownership io.planerules.cli.DecisionCommands$Ownership
      option --debug diagnostics.debug boolean optional
      option --plane-id plane.planeId java.lang.String optional
      option --action action java.lang.String required
      option --object objectFile java.nio.file.Path required
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      command rbac/check io.planerules.cli.DecisionCommands$RbacCheck
      option --debug diagnostics.debug boolean optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      parameter  held java.nio.file.Path required
      parameter  granted java.nio.file.Path required
      command qualify io.planerules.cli.QualifyCommand
      option --debug diagnostics.debug boolean optional
      option --catalog catalogFile java.nio.file.Path optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      parameter  evidence java.nio.file.Path required
      command guard/manifests io.planerules.cli.GuardCommands$Manifests
      option --debug diagnostics.debug boolean optional
      option --plane-id plane.planeId java.lang.String optional
      option --image image java.lang.String required
      option --schedule schedule java.lang.String optional
      option --namespace namespace java.lang.String optional
      option --jar jar java.lang.String optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      command batch io.planerules.cli.BatchCommand
      option --debug diagnostics.debug boolean optional
      option -o,--output output.format io.planerules.cli.OutputFormat optional
      """;

  private CommandIndex() {}
}
