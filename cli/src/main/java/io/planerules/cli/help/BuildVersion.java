package io.planerules.cli.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * The version {@code planerules -V} prints: the project version from the build, followed by {@code
 * +COMMIT} when the jar was built from a git checkout. Maven writes it into {@code
 * version.properties} (resource filtering) and into the jar manifest's {@code
 * Implementation-Version} from the same property ({@code planerules.build.version} in {@code
 * cli/pom.xml}), so both say the same.
 */
public final class BuildVersion implements IVersionProvider {

  /** The version string of this build, e.g. {@code 0.1.0-SNAPSHOT+8c28ad2e0592}. */
  public static String version() {
    Properties properties = new Properties();
    try (InputStream in = BuildVersion.class.getResourceAsStream("version.properties")) {
      if (in == null) {
        throw new IllegalStateException("version.properties is missing from the build");
      }
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return properties.getProperty("version");
  }

  @Override
  public String[] getVersion() {
    return new String[] {"planerules " + version()};
  }
}
