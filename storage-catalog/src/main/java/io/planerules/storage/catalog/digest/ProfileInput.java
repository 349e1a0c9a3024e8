package io.planerules.storage.catalog.digest;

import io.planerules.rules.internal.ValueStyle;
import java.util.List;
import org.immutables.value.Value;

/**
 * The raw values a profile digest is computed over, for entries that may not be valid (the batch
 * protocol and the drift check hash what a binding recorded). Built with a staged builder, so the
 * four strings cannot be passed in the wrong order:
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
   * A builder that asks for the provisioner, provider, workflow and transition in this order.
   *
   * @return the first stage
   */
  public static ImmutableProfileInput.ProvisionerBuildStage builder() {
    return ImmutableProfileInput.builder();
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
}
