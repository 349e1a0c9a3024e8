package io.planerules.cli;

import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * Runs a one-shot command without building picocli's model when its command line is plain: the
 * command's path of names first, then only its own options (by a full name, {@code --name value} or
 * {@code --name=value}, each at most once) and exactly its positional parameters, no value starting
 * with {@code -} or {@code @}. Building the model (reflection over the annotations, annotation
 * proxies, picocli's converters) was most of such a run's time (docs/performance.md#start-up).
 * Every other command line — help, a completion script, a group without its subcommand, an unknown,
 * misspelt, repeated or clustered option, a missing parameter, an argument file, a value a
 * converter would refuse — gets {@code null} from {@link #parse} and runs through picocli, so what
 * it prints stays picocli's.
 *
 * <p>What this class knows of the commands is {@link CommandIndex#TEXT}, written from picocli's
 * model of the whole tree by {@link #index(CommandLine)} (the annotations stay the one definition
 * of every option; {@code CommandIndexTest} fails when it is stale). A command is in it only when
 * every option and parameter it has is one this class sets as picocli would: a single {@code
 * String} or {@code Path} value, a {@code boolean} flag, or the command's {@code --output}.
 */
final class Dispatch {

  private Dispatch() {}

  /** A command line parsed: the command and the value of each of its fields. */
  static final class Run {

    private final Entry entry;
    private final Map<Arg, Object> values;

    private Run(Entry entry, Map<Arg, Object> values) {
      this.entry = entry;
      this.values = values;
    }

    /**
     * Runs the command with the streams; failures end as {@link Main#failure} ends them. Null when
     * a value is one picocli would refuse: the caller runs the line through picocli then.
     */
    @Nullable Integer execute(Streams streams, String... args) {
      BaseCommand command = entry.create();
      for (Arg arg : entry.args) {
        arg.mixin(command);
      }
      for (Map.Entry<Arg, Object> value : values.entrySet()) {
        value.getKey().set(command, value.getValue());
      }
      Object format = values.get(entry.output);
      if (format != null && !command.formats().contains(format)) {
        return null;
      }
      command.streams(streams);
      try {
        @SuppressWarnings("unchecked")
        Callable<Integer> callable = (Callable<Integer>) command;
        Integer code = callable.call();
        return code == null ? BaseCommand.OK : code;
      } catch (UsageError e) {
        return Main.failure(streams.err(), e, model(streams, args));
      } catch (Exception e) {
        return Main.failure(streams.err(), e, command);
      }
    }

    /** picocli's model of this command, built when a usage error needs the name of its help. */
    private CommandLine model(Streams streams, String... args) {
      CommandLine line = Main.commandLine(streams, args);
      for (String name : entry.path) {
        line = line.getSubcommands().get(name);
      }
      return line;
    }
  }

  /**
   * The command line parsed as picocli would parse it, or null when it is not plain (see the class
   * comment) or names no command of the index: then picocli runs it.
   */
  static @Nullable Run parse(String... args) {
    if (args.length == 0 || args[0].startsWith("-")) {
      return null;
    }
    for (String arg : args) {
      if (arg.startsWith("@")) {
        return null; // an argument file, which picocli expands
      }
    }
    Entry entry = Index.find(args);
    if (entry == null) {
      return null;
    }
    Map<Arg, Object> values = new HashMap<>();
    int positional = 0;
    for (int i = entry.path.size(); i < args.length; i++) {
      String given = args[i];
      Arg arg;
      String value;
      if (given.startsWith("-")) {
        int equals = given.indexOf('=');
        arg = entry.option(given);
        value = null;
        if (arg == null && equals > 0) {
          arg = entry.option(given.substring(0, equals));
          value = given.substring(equals + 1);
        }
        if (arg == null || values.containsKey(arg)) {
          return null;
        }
        if (arg.flag()) {
          if (value != null) {
            return null;
          }
          value = "true";
        } else if (value == null) {
          if (i + 1 == args.length || args[i + 1].startsWith("-")) {
            return null;
          }
          value = args[++i];
        }
      } else {
        if (positional == entry.parameters.size()) {
          return null;
        }
        arg = entry.parameters.get(positional++);
        value = given;
      }
      Object converted = arg.convert(value);
      if (converted == null) {
        return null;
      }
      values.put(arg, converted);
    }
    for (Arg arg : entry.args) {
      if (!values.containsKey(arg)) {
        if (arg.required) {
          return null;
        }
        if (arg.defaultValue != null) {
          values.put(arg, arg.convert(arg.defaultValue));
        }
      }
    }
    return new Run(entry, values);
  }

  /** The index, read on first use. */
  private static final class Index {

    static final List<Entry> ENTRIES = read();

    static @Nullable Entry find(String... args) {
      for (Entry entry : ENTRIES) {
        if (entry.path.size() <= args.length
            && entry.path.equals(Arrays.asList(args).subList(0, entry.path.size()))) {
          return entry;
        }
      }
      return null;
    }

    private static List<Entry> read() {
      List<Entry> entries = new ArrayList<>();
      Entry entry = null;
      for (String line : CommandIndex.TEXT.split("\n")) {
        String[] cells = line.split(" ", -1);
        switch (cells[0]) {
          case "command" -> {
            entry = new Entry(List.of(cells[1].split("/")), cells[2]);
            entries.add(entry);
          }
          case "option", "parameter" -> entry.add(new Arg(cells));
          default -> throw new IllegalStateException("not a line of the command index: " + line);
        }
      }
      return List.copyOf(entries);
    }
  }

  /** One command of the index: its path of names, its class, its options and parameters. */
  private static final class Entry {

    final List<String> path;
    final String type;
    final List<Arg> args = new ArrayList<>();
    final Map<String, Arg> options = new HashMap<>();
    final List<Arg> parameters = new ArrayList<>();
    @Nullable Arg output;

    Entry(List<String> path, String type) {
      this.path = path;
      this.type = type;
    }

    void add(Arg arg) {
      args.add(arg);
      if (arg.names.isEmpty()) {
        parameters.add(arg);
      }
      for (String name : arg.names) {
        options.put(name, arg);
      }
      if (arg.type.equals(OutputFormat.class.getName())) {
        output = arg;
      }
    }

    @Nullable Arg option(String name) {
      return options.get(name);
    }

    BaseCommand create() {
      try {
        return (BaseCommand) instance(Class.forName(type, true, Dispatch.class.getClassLoader()));
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException("the command index names a missing class: " + type, e);
      }
    }
  }

  /**
   * An option (its names) or a positional parameter (no names, in the order of their index): the
   * field it sets ({@code name}, or {@code mixin.name} for a field of a mixin held in the command's
   * field {@code mixin}), its type, default value and whether it is required.
   */
  private static final class Arg {

    final List<String> names;
    final String field;
    final String type;
    final @Nullable String defaultValue;
    final boolean required;

    Arg(String[] cells) {
      names = cells[0].equals("option") ? List.of(cells[1].split(",")) : List.of();
      field = cells[2];
      type = cells[3];
      required = cells[4].equals("required");
      defaultValue = cells.length > 5 ? cells[5].substring(1) : null;
    }

    boolean flag() {
      return type.equals("boolean");
    }

    /** The value as picocli converts it, or null where picocli's converter would refuse it. */
    @Nullable Object convert(String value) {
      switch (type) {
        case "boolean":
          return Boolean.TRUE;
        case "java.lang.String":
          return value;
        case "java.nio.file.Path":
          try {
            return Path.of(value);
          } catch (InvalidPathException e) {
            return null;
          }
        default:
          for (OutputFormat format : OutputFormat.values()) {
            if (format.name().equals(value)) {
              return format;
            }
          }
          return null;
      }
    }

    /** Creates the mixin holding this field, when it is a mixin's and the command has none yet. */
    void mixin(Object command) {
      int dot = field.indexOf('.');
      if (dot > 0) {
        Field holder = field(command.getClass(), field.substring(0, dot));
        try {
          if (holder.get(command) == null) {
            holder.set(command, instance(holder.getType()));
          }
        } catch (IllegalAccessException e) {
          throw new IllegalStateException(e);
        }
      }
    }

    void set(Object command, Object value) {
      int dot = field.indexOf('.');
      try {
        Object target = command;
        String name = field;
        if (dot > 0) {
          target = field(command.getClass(), field.substring(0, dot)).get(command);
          name = field.substring(dot + 1);
        }
        field(target.getClass(), name).set(target, value);
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  /** The field of that name declared by the class or its nearest superclass, made accessible. */
  static Field field(Class<?> type, String name) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      try {
        Field field = c.getDeclaredField(name);
        field.setAccessible(true);
        return field;
      } catch (NoSuchFieldException e) {
        // a superclass's
      }
    }
    throw new IllegalStateException("no field " + name + " in " + type.getName());
  }

  private static Object instance(Class<?> type) {
    try {
      Constructor<?> constructor = type.getDeclaredConstructor();
      constructor.setAccessible(true);
      return constructor.newInstance();
    } catch (NoSuchMethodException
        | InstantiationException
        | IllegalAccessException
        | InvocationTargetException e) {
      throw new IllegalStateException("cannot create " + type.getName(), e);
    }
  }

  // The index, written from picocli's model (CommandIndexTest).

  /**
   * The text of {@value #INDEX} for a command tree: every command without subcommands whose options
   * and parameters this class sets as picocli does, in the order of the tree.
   */
  static String index(CommandLine root) {
    StringBuilder text = new StringBuilder();
    index(root, text);
    return text.toString();
  }

  private static void index(CommandLine line, StringBuilder text) {
    for (CommandLine sub : line.getSubcommands().values()) {
      if (!sub.getSubcommands().isEmpty()) {
        index(sub, text);
        continue;
      }
      String entry = entry(sub.getCommandSpec());
      if (entry != null) {
        text.append(entry);
      }
    }
  }

  /** The source of {@link CommandIndex} holding {@link #index(CommandLine) the index} of a tree. */
  static String indexSource(CommandLine root) {
    StringBuilder source = new StringBuilder();
    source.append(
        """
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
              \"""
        """);
    for (String line : index(root).split("\n")) {
      source.append("      ").append(line).append('\n');
    }
    source.append(
        """
              \""";

          private CommandIndex() {}
        }
        """);
    return source.toString();
  }

  /** The lines of one command, or null when this class cannot set its fields as picocli does. */
  private static @Nullable String entry(CommandSpec spec) {
    Object command = spec.userObject();
    if (!(command instanceof BaseCommand)
        || !(command instanceof Callable)
        || !spec.argGroups().isEmpty()
        || !spec.unmatchedArgsBindings().isEmpty()
        || injects(command.getClass())
        || spec.mixins().values().stream().anyMatch(m -> injects(m.userObject().getClass()))) {
      return null;
    }
    StringBuilder text = new StringBuilder();
    String path = spec.qualifiedName(" ");
    text.append("command ")
        .append(path.substring(path.indexOf(' ') + 1).replace(' ', '/'))
        .append(' ')
        .append(command.getClass().getName())
        .append('\n');
    for (OptionSpec option : spec.options()) {
      if (option.usageHelp() || option.versionHelp()) {
        continue;
      }
      String line = arg(spec, option, String.join(",", option.names()));
      if (line == null
          || option.negatable()
          || (option.converters().length > 0 && option.type() != OutputFormat.class)) {
        return null;
      }
      text.append("option ").append(line);
    }
    for (PositionalParamSpec parameter : spec.positionalParameters()) {
      if (parameter.index().min() != parameter.index().max()
          || parameter.index().min() != spec.positionalParameters().indexOf(parameter)) {
        return null;
      }
      String line = arg(spec, parameter, "");
      if (line == null || parameter.converters().length > 0) {
        return null;
      }
      text.append("parameter ").append(line);
    }
    return text.toString();
  }

  /** names, field, type, required, default; null for an argument this class cannot set. */
  private static @Nullable String arg(CommandSpec spec, ArgSpec arg, String names) {
    Class<?> type = arg.type();
    boolean flag = type == boolean.class;
    String typeName =
        flag ? "boolean" : type == String.class || type == Path.class ? type.getName() : null;
    if (type == OutputFormat.class) {
      typeName = type.getName();
    }
    String defaultValue = arg.defaultValue();
    if (typeName == null
        || arg.isMultiValue()
        || arg.interactive()
        || !arg.splitRegex().isEmpty()
        || arg.arity().min() != (flag ? 0 : 1)
        || arg.arity().max() != (flag ? 0 : 1)
        || (defaultValue != null
            && (type != String.class
                || defaultValue.contains("${")
                || defaultValue.chars().anyMatch(Character::isWhitespace)))
        || !(arg.userObject() instanceof Field field)) {
      return null;
    }
    String binding = binding(spec, field);
    if (binding == null) {
      return null;
    }
    return names
        + ' '
        + binding
        + ' '
        + typeName
        + ' '
        + (arg.required() ? "required" : "optional")
        + (defaultValue == null ? "" : " =" + defaultValue)
        + '\n';
  }

  /** The field's path from the command ({@code name} or {@code mixin.name}), found as set. */
  private static @Nullable String binding(CommandSpec spec, Field field) {
    Class<?> command = spec.userObject().getClass();
    if (field.getDeclaringClass().isAssignableFrom(command)
        && field(command, field.getName()).equals(field)) {
      return field.getName();
    }
    for (Map.Entry<String, CommandSpec> mixin : spec.mixins().entrySet()) {
      Class<?> type = mixin.getValue().userObject().getClass();
      if (field.getDeclaringClass().isAssignableFrom(type)
          && field(type, field.getName()).equals(field)
          && field(command, mixin.getKey()).getType() == type) {
        return mixin.getKey() + "." + field.getName();
      }
    }
    return null;
  }

  /** Whether the class or a superclass has a field picocli injects (a spec, a parent, a group). */
  private static boolean injects(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        if (injected(field)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean injected(AccessibleObject element) {
    return element.isAnnotationPresent(Spec.class)
        || element.isAnnotationPresent(ParentCommand.class)
        || element.isAnnotationPresent(ArgGroup.class)
        || element.isAnnotationPresent(Unmatched.class);
  }
}
