package io.planerules.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Entry point of {@code planerules}. Exit codes (docs/reference/cli.md#exit-codes): {@code 0}
 * success, {@code 1} the answer is invalid / refused / drift, {@code 2} usage error, unreadable
 * file or internal failure, reported as one line on stderr (a stack trace only with {@code
 * --debug}).
 */
@Command(
    name = "planerules",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Plane-scoped names, object ownership and model-cache storage decisions.",
    subcommands = {
      PlanCommands.Plan.class,
      IdCommands.class,
      PlanCommands.Names.class,
      CatalogCommands.class,
      DecisionCommands.Decide.class,
      DecisionCommands.Ownership.class,
      DecisionCommands.Rbac.class,
      QualifyCommand.class,
      AdmissionCommand.class,
      BatchCommand.class
    })
public final class Main implements Runnable {

  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Runs the command line and exits the JVM with its exit code. */
  public static void main(String[] args) {
    System.exit(run(Streams.system(), args));
  }

  /** Runs the command line against the given streams and returns the exit code. */
  public static int run(InputStream in, OutputStream out, OutputStream err, String... args) {
    return run(Streams.of(in, out, err), args);
  }

  /** Runs the command line against the given streams and returns the exit code. */
  public static int run(Streams streams, String... args) {
    CommandLine line = new CommandLine(new Main(), factory(streams));
    PrintWriter outWriter = new PrintWriter(streams.out(), true);
    line.setOut(outWriter);
    line.setErr(new PrintWriter(streams.err(), true));
    line.setParameterExceptionHandler(usageErrors(streams.err()));
    line.setExecutionExceptionHandler(failures(streams.err()));
    line.setExitCodeExceptionMapper(t -> BaseCommand.FAILURE);
    line.setCaseInsensitiveEnumValuesAllowed(false);
    int code = line.execute(args);
    streams.out().flush();
    streams.err().flush();
    return code;
  }

  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "missing command");
  }

  private static IFactory factory(Streams streams) {
    IFactory defaults = CommandLine.defaultFactory();
    return new IFactory() {
      @Override
      public <K> K create(Class<K> type) throws Exception {
        K instance = defaults.create(type);
        if (instance instanceof BaseCommand command) {
          command.streams = streams;
        }
        return instance;
      }
    };
  }

  private static IParameterExceptionHandler usageErrors(PrintStream err) {
    return (ParameterException e, String[] args) -> {
      CommandLine command = e.getCommandLine();
      err.println(
          "planerules: "
              + oneLine(e.getMessage())
              + " (see '"
              + command.getCommandSpec().qualifiedName()
              + " --help')");
      err.flush();
      return BaseCommand.FAILURE;
    };
  }

  private static IExecutionExceptionHandler failures(PrintStream err) {
    return (Exception e, CommandLine command, ParseResult parsed) -> {
      boolean debug = command.getCommand() instanceof BaseCommand base && base.debug();
      if (e instanceof CliException) {
        err.println("planerules: " + oneLine(e.getMessage()));
      } else {
        err.println(
            "planerules: internal error: "
                + e.getClass().getSimpleName()
                + ": "
                + oneLine(String.valueOf(e.getMessage())));
      }
      if (debug) {
        e.printStackTrace(err);
      }
      err.flush();
      return BaseCommand.FAILURE;
    };
  }

  static String oneLine(String text) {
    return text.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
  }

  /** Version from the jar manifest (or "dev" when run from classes). */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = Main.class.getPackage().getImplementationVersion();
      return new String[] {"planerules " + (version == null ? "dev" : version)};
    }
  }
}
