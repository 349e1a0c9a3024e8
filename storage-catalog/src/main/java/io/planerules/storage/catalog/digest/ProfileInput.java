package io.planerules.storage.catalog.digest;

import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.planerules.rules.internal.ValueStyle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.immutables.value.Value;
import org.jspecify.annotations.Nullable;

/**
 * The raw values a profile digest is computed over, for entries that may not be valid (the batch
 * protocol and the drift check hash what a binding recorded). Built with a builder that names each
 * of the four strings, so they cannot be passed in the wrong order:
 * <!-- snippet: StorageExamplesTest#profile-input -->
 *
 * <pre>{@code
 * ProfileInput input =
 *     ProfileInput.builder()
 *         .provisioner("nvmesh-csi.excelero.com")
 *         .provider("nvmesh")
 *         .workflow("regularModelCache")
 *         .transition("roxReadOnly")
 *         .addAccessModes("ReadWriteOnce", "ReadOnlyMany")
 *         .addReaderMountOptions("ro", "norecovery", "nouuid")
 *         .build();
 * String digest = ProfileDigest.digest(input, ProfileDigest.Scheme.V1);
 * // sha256:628503f55c6601db24882514b794bf14430d9c6b424f63dd766adb5ce642f727
 * }</pre>
 */
@Value.Immutable
@ValueStyle
public abstract class ProfileInput {

  ProfileInput() {}

  /**
   * A builder; the provisioner, provider, workflow and transition are required.
   *
   * @return an empty builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** The exact provisioner. */
  public abstract String provisioner();

  /** The provider id. */
  public abstract String provider();

  /** The workflow wire name, e.g. {@code regularModelCache}. */
  public abstract String workflow();

  /** The transition wire name (normally the derived one), e.g. {@code roxReadOnly}. */
  public abstract String transition();

  /** The entry's access-mode strings in any order (the digest sorts them; duplicates kept). */
  public abstract List<String> accessModes();

  /** The entry's reader mount options in document order. */
  public abstract List<String> readerMountOptions();

  /** The entry's encryption capability; only {@link ProfileDigest.Scheme#ENCRYPTION} hashes it. */
  @Value.Default
  public boolean encryptionSupported() {
    return false;
  }

  /**
   * Builds a {@link ProfileInput}: every setter replaces its value, the {@code add} methods append;
   * {@link #build()} throws {@link NullPointerException} naming a required string that was not set.
   */
  public static final class Builder {
    private @Nullable String provisioner;
    private @Nullable String provider;
    private @Nullable String workflow;
    private @Nullable String transition;
    private final List<String> accessModes = new ArrayList<>();
    private final List<String> readerMountOptions = new ArrayList<>();
    private boolean encryptionSupported;

    private Builder() {}

    /** Sets the exact provisioner. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder provisioner(String provisioner) {
      this.provisioner = requireNonNull(provisioner, "provisioner");
      return this;
    }

    /** Sets the provider id. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder provider(String provider) {
      this.provider = requireNonNull(provider, "provider");
      return this;
    }

    /** Sets the workflow wire name. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder workflow(String workflow) {
      this.workflow = requireNonNull(workflow, "workflow");
      return this;
    }

    /** Sets the transition wire name. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder transition(String transition) {
      this.transition = requireNonNull(transition, "transition");
      return this;
    }

    /** Appends access-mode strings. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder addAccessModes(String... modes) {
      return addAllAccessModes(Arrays.asList(modes));
    }

    /** Appends access-mode strings. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder addAllAccessModes(Iterable<String> modes) {
      modes.forEach(m -> accessModes.add(requireNonNull(m, "accessModes element")));
      return this;
    }

    /** Appends reader mount options. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder addReaderMountOptions(String... options) {
      return addAllReaderMountOptions(Arrays.asList(options));
    }

    /** Appends reader mount options. */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder addAllReaderMountOptions(Iterable<String> options) {
      options.forEach(o -> readerMountOptions.add(requireNonNull(o, "readerMountOptions element")));
      return this;
    }

    /** Sets the encryption capability (default {@code false}). */
    @CanIgnoreReturnValue // a setter returning the builder for chaining
    public Builder encryptionSupported(boolean encryptionSupported) {
      this.encryptionSupported = encryptionSupported;
      return this;
    }

    /** The input; throws {@link NullPointerException} naming a required string not set. */
    public ProfileInput build() {
      return ImmutableProfileInput.stagedBuilder()
          .provisioner(requireNonNull(provisioner, "provisioner"))
          .provider(requireNonNull(provider, "provider"))
          .workflow(requireNonNull(workflow, "workflow"))
          .transition(requireNonNull(transition, "transition"))
          .addAllAccessModes(accessModes)
          .addAllReaderMountOptions(readerMountOptions)
          .encryptionSupported(encryptionSupported)
          .build();
    }
  }
}
