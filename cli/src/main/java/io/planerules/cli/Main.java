package io.planerules.cli;

import io.planerules.cli.help.BuildVersion;
import io.planerules.cli.help.Suggestions;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Entry point of {@code planerules}. Exit codes (docs/reference/cli.md#exit-codes): {@code 0}
 * success, {@code 1} the answer is invalid / refused / drift, {@code 2} usage error, unreadable
 * file or internal failure, reported as one line on stderr (a stack trace only with {@code
 * --debug}).
 */
@Command(
    name = "planerules",
    mixinStandardHelpOptions = true,
    versionProvider = BuildVersion.class,
    description = {
      "Decides plane-scoped names, object ownership and model-cache storage, and explains each"
          + " answer.",
      "Each command prints a table, or with --output json the result object of the matching"
          + " batch operation. 'planerules help COMMAND' (or COMMAND --help) explains one"
          + " command."
    },
    exitCodeList = {
      "0:success (the answer is valid, allowed, no drift), or help or version printed",
      "1:the input was understood and the answer is invalid, refused or drift",
      BaseCommand.USAGE_EXIT_CODE
    },
    footer = {
      "  ./planerules plan --plane-id plane-a --domain plane-a.example.test",
      "  ./planerules help plan",
      "  source <(./planerules completion bash)"
    })
public final class Main implements Runnable {

  /**
   * The commands, in the order of the list of commands. A run builds only what it needs ({@link
   * #commandLine(Streams, String...)}): picocli reads the annotations of every command it is given
   * by reflection, and that is most of a short command's start-up.
   */
  private static final List<Class<?>> COMMANDS =
      List.of(
          PlanCommands.Plan.class,
          IdCommands.class,
          PlanCommands.Names.class,
          CatalogCommands.class,
          DecisionCommands.Decide.class,
          DecisionCommands.Ownership.class,
          DecisionCommands.Rbac.class,
          QualifyCommand.class,
          AdmissionCommand.class,
          AuditCommands.Group.class,
          GuardCommands.Group.class,
          BatchCommand.class,
          CompletionCommand.class,
          HelpCommand.class);

  /** The commands that read the whole tree: the list of commands, the completion script. */
  private static final List<Class<?>> WHOLE_TREE_READERS =
      List.of(CompletionCommand.class, HelpCommand.class);

  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Runs the command line and exits the JVM with its exit code. */
  public static void main(String[] args) {
    System.exit(run(Streams.system(), args));
  }

  /** Runs the command line against the given streams and returns the exit code. */
  public static int run(InputStream in, OutputStream out, OutputStream err, String... args) {
    return run(Streams.of(in, out, err), args);
  }

  /**
   * Runs the command line against the given streams and returns the exit code. A command line that
   * {@link Dispatch} parses (a one-shot command with plain options and values) runs without
   * picocli; any other one (help, a completion script, an unknown or misspelt command or option, a
   * value picocli would refuse) runs through picocli's model of the command, which gives the same
   * answers to the lines both accept (docs/adr/0101-cli-lean-dispatch.md).
   */
  public static int run(Streams streams, String... args) {
    Dispatch.Run direct = Dispatch.parse(args);
    Integer code = direct == null ? null : direct.execute(streams, args);
    if (code == null) {
      code = runWithPicocli(streams, args);
    }
    streams.out().flush();
    streams.err().flush();
    return code;
  }

  /** Runs the command line through picocli's model of the commands it names. */
  static int runWithPicocli(Streams streams, String... args) {
    CommandLine line = commandLine(streams, args);
    PrintWriter outWriter = new PrintWriter(streams.out(), true);
    line.setOut(outWriter);
    line.setErr(new PrintWriter(streams.err(), true));
    line.setParameterExceptionHandler(
        (ParameterException e, String[] given) -> usageError(streams.err(), e));
    line.setExecutionExceptionHandler(
        (Exception e, CommandLine command, ParseResult parsed) ->
            failure(streams.err(), e, command));
    line.setExitCodeExceptionMapper(t -> BaseCommand.FAILURE);
    line.setCaseInsensitiveEnumValuesAllowed(false);
    line.setExecutionStrategy(Main::executeMatched);
    int code = line.execute(args);
    streams.out().flush();
    streams.err().flush();
    return code;
  }

  /** The whole command tree, help options and layout included (what help and completion read). */
  public static CommandLine commandLine(Streams streams) {
    return commandLine(streams, COMMANDS);
  }

  /**
   * The tree a run of {@code args} needs: the root with only the command the first argument names,
   * and its subcommands. The whole tree when the first argument names no command (none, an option
   * such as --help, a misspelt command that gets suggestions) or a command that reads the whole
   * tree (help, completion); either way the run behaves as with the whole tree.
   */
  static CommandLine commandLine(Streams streams, String... args) {
    if (args.length > 0) {
      for (Class<?> command : COMMANDS) {
        if (command.getAnnotation(Command.class).name().equals(args[0])
            && !WHOLE_TREE_READERS.contains(command)) {
          return commandLine(streams, List.of(command));
        }
      }
    }
    return commandLine(streams);
  }

  private static CommandLine commandLine(Streams streams, List<Class<?>> commands) {
    CommandLine line = new CommandLine(new Main(), factory(streams));
    for (Class<?> command : commands) {
      line.addSubcommand(command);
    }
    HelpLayout.apply(line);
    return line;
  }

  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "missing command");
  }

  /**
   * Runs the last command matched, as picocli does, once every argument was matched. picocli lets a
   * help option win over an argument it could not match ({@code planerules source --help} would
   * print the list of commands and exit 0); here an unmatched argument is a usage error whatever
   * else the line holds, with the suggestions of the command it was given to.
   */
  private static int executeMatched(ParseResult parsed) {
    for (ParseResult level = parsed; level != null; level = level.subcommand()) {
      if (!level.unmatched().isEmpty()) {
        throw new UnmatchedArgumentException(level.commandSpec().commandLine(), level.unmatched());
      }
    }
    return new CommandLine.RunLast().execute(parsed);
  }

  private static IFactory factory(Streams streams) {
    IFactory defaults = CommandLine.defaultFactory();
    return new IFactory() {
      @Override
      public <K> K create(Class<K> type) throws Exception {
        K instance = defaults.create(type);
        if (instance instanceof BaseCommand command) {
          command.streams(streams);
        }
        return instance;
      }
    };
  }

  /**
   * A usage error: one line on stderr with the suggestions for an unknown command or option and the
   * help page to read, exit {@link BaseCommand#FAILURE}.
   */
  static int usageError(PrintStream err, ParameterException e) {
    CommandLine command = e.getCommandLine();
    err.println(
        "planerules: "
            + oneLine(e.getMessage())
            + suggestions(e)
            + " (see '"
            + command.getCommandSpec().qualifiedName()
            + " --help')");
    err.flush();
    return BaseCommand.FAILURE;
  }

  /**
   * The one exit-code rule after parsing: a usage error found by the command is reported as one
   * found while parsing; an invalid control-plane id is {@link BaseCommand#NEGATIVE} with its
   * problems on stdout, whichever command it was given to; any other failure is {@link
   * BaseCommand#FAILURE} with one line on stderr (and its stack trace with {@code --debug}).
   *
   * @param line the command's picocli model (a run through {@link Dispatch} builds it for a usage
   *     error only, for the name of its help page)
   */
  static int failure(PrintStream err, Exception e, CommandLine line) {
    if (e instanceof UsageError) {
      return usageError(err, new ParameterException(line, e.getMessage()));
    }
    BaseCommand base = line.getCommand() instanceof BaseCommand b ? b : null;
    return failure(err, e, base);
  }

  /**
   * {@link #failure(PrintStream, Exception, CommandLine)} of a command that is not a usage error.
   */
  static int failure(PrintStream err, Exception e, BaseCommand base) {
    if (e instanceof InvalidPlaneId invalid && base != null) {
      return base.invalid(invalid);
    }
    if (e instanceof CliException || e instanceof InvalidPlaneId) {
      err.println("planerules: " + oneLine(e.getMessage()));
    } else {
      err.println(
          "planerules: internal error: "
              + e.getClass().getSimpleName()
              + ": "
              + oneLine(String.valueOf(e.getMessage())));
    }
    if (base != null && base.debug()) {
      e.printStackTrace(err);
    }
    err.flush();
    return BaseCommand.FAILURE;
  }

  /** {@code "; did you mean 'plan' or 'names'?"} for an unknown command or option, else "". */
  private static String suggestions(ParameterException e) {
    if (!(e instanceof UnmatchedArgumentException unmatched)
        || unmatched.getUnmatched().isEmpty()) {
      return "";
    }
    List<String> close =
        Suggestions.close(unmatched.getUnmatched().get(0), unmatched.getSuggestions());
    return close.isEmpty() ? "" : "; did you mean '" + String.join("' or '", close) + "'?";
  }

  static String oneLine(String text) {
    return text.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
  }
}
