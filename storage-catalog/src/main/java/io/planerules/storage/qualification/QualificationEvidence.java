package io.planerules.storage.qualification;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import io.planerules.rules.ValidationResult;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The recorded facts of one storage qualification run ({@code kind: StorageQualificationRun},
 * docs/reference/storage-catalog.md#evidence-document): the exact provisioner and StorageClass, the
 * CSIDriver's {@code fsGroupPolicy}, what the writer established and every reader shape tried.
 *
 * <p>Build it in code or parse it with {@code QualificationParser}; {@link #validate()} checks the
 * facts a document cannot express by its shape (formats, at least one reader, same-namespace-only
 * shapes, reader mount options a catalog entry could carry).
 * <!-- snippet: QualificationExamplesTest#qualification-evidence -->
 *
 * <pre>{@code
 * QualificationEvidence weka =
 *     new QualificationEvidence(
 *         "csi.weka.io",
 *         "weka",
 *         "example-cluster",
 *         "2026-08-31",
 *         "",
 *         new StorageClassFacts("nv-storage-file", ReclaimPolicy.RETAIN, "", List.of()),
 *         new CsiDriverFacts(FsGroupPolicy.FILE),
 *         new WriterFacts(WriterMode.READ_WRITE_MANY, true, true),
 *         List.of("ro"),
 *         readers);
 * }</pre>
 *
 * @param provisioner the exact CSI provisioner the StorageClass names
 * @param provider the provider id the catalog entry will carry
 * @param cluster where the run happened (free text)
 * @param date the ISO date of the run, {@code yyyy-MM-dd}
 * @param reference the free-form evidence reference (logs, hashes), {@code ""} when absent
 * @param storageClass the exact StorageClass
 * @param csiDriver the registered CSIDriver object, or {@code null} when none is registered
 * @param writer what the cache writer established
 * @param readerMountOptions the options the ROX readers were mounted with, in order
 * @param readers every reader shape tried, in document order (the verdict does not depend on it)
 */
record QualificationEvidence(
    String provisioner,
    String provider,
    String cluster,
    String date,
    String reference,
    StorageClassFacts storageClass,
    @Nullable CsiDriverFacts csiDriver,
    WriterFacts writer,
    List<String> readerMountOptions,
    List<ReaderEntry> readers) {

  /** The {@code apiVersion} of an evidence document. */
  public static final String API_VERSION = "storage.nvcf.nvidia.com/v1alpha1";

  /** The {@code kind} of an evidence document. */
  public static final String KIND = "StorageQualificationRun";

  /** Most reader entries, and most mount options in one list, of an evidence document. */
  public static final int MAX_LIST_ITEMS = 64;

  /** Creates the evidence; copies the lists. */
  public QualificationEvidence {
    requireNonNull(provisioner, "provisioner");
    requireNonNull(provider, "provider");
    requireNonNull(cluster, "cluster");
    requireNonNull(date, "date");
    requireNonNull(reference, "reference");
    requireNonNull(storageClass, "storageClass");
    requireNonNull(writer, "writer");
    readerMountOptions = ImmutableList.copyOf(readerMountOptions);
    readers = ImmutableList.copyOf(readers);
  }

  /**
   * The same evidence with other reader entries (e.g. reordered or with one fact removed).
   *
   * @param newReaders the reader entries
   * @return a copy with the readers replaced
   */
  public QualificationEvidence withReaders(List<ReaderEntry> newReaders) {
    return new QualificationEvidence(
        provisioner,
        provider,
        cluster,
        date,
        reference,
        storageClass,
        csiDriver,
        writer,
        readerMountOptions,
        newReaders);
  }

  /**
   * Checks the facts the verdict relies on; see {@link EvidenceValidation} for the codes.
   *
   * @return every problem, in field order; valid evidence can still carry warnings
   */
  public ValidationResult validate() {
    return EvidenceValidation.validate(this);
  }

  /**
   * The exact StorageClass a qualification run used, as the cluster will use it.
   *
   * @param name the StorageClass name
   * @param reclaimPolicy its reclaim policy; only {@link ReclaimPolicy#RETAIN} qualifies anything
   * @param volumeBindingMode its volume binding mode, {@code ""} when the evidence omits it
   * @param mountOptions its mount options, in order ({@code []} when omitted)
   */
  record StorageClassFacts(
      String name,
      ReclaimPolicy reclaimPolicy,
      String volumeBindingMode,
      List<String> mountOptions) {

    /** Creates the facts; copies the mount options. */
    public StorageClassFacts {
      requireNonNull(name, "name");
      requireNonNull(reclaimPolicy, "reclaimPolicy");
      requireNonNull(volumeBindingMode, "volumeBindingMode");
      mountOptions = ImmutableList.copyOf(mountOptions);
    }
  }

  /**
   * The CSIDriver object the cluster registers for the provisioner (present in the evidence only
   * when one exists).
   * <!-- snippet: QualificationExamplesTest#csi-driver-facts -->
   *
   * <pre>{@code
   * CsiDriverFacts oci = new CsiDriverFacts(FsGroupPolicy.READ_WRITE_ONCE_WITH_FS_TYPE);
   * CsiDriverFacts unset = new CsiDriverFacts(null); // the object is there, the key is not
   * }</pre>
   *
   * @param fsGroupPolicy the declared {@code fsGroupPolicy}, or {@code null} when the key is unset
   */
  record CsiDriverFacts(@Nullable FsGroupPolicy fsGroupPolicy) {}

  /**
   * What the cache writer of a qualification run established.
   *
   * @param accessMode the access mode of the writer's claim
   * @param populated whether the writer wrote the cache and published a manifest
   * @param durableAfterExit whether the data was still there after the writer exited
   */
  record WriterFacts(WriterMode accessMode, boolean populated, boolean durableAfterExit) {

    /** Creates the facts. */
    public WriterFacts {
      requireNonNull(accessMode, "accessMode");
    }
  }
}
