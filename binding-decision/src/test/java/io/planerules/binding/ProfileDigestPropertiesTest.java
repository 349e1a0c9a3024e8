package io.planerules.binding;

import static org.assertj.core.api.Assertions.assertThat;

import io.planerules.binding.decision.Decision;
import io.planerules.binding.decision.DecisionResolver;
import io.planerules.storage.catalog.CatalogParser;
import io.planerules.storage.catalog.CatalogResult;
import io.planerules.storage.catalog.StorageCatalog;
import io.planerules.storage.catalog.digest.ProfileDigest;
import io.planerules.storage.catalog.digest.ProfileInput;
import io.planerules.storage.catalog.entry.DriverEntry;
import io.planerules.testkit.Properties;
import io.planerules.testkit.binding.BindingGenerators;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * docs/reference/binding-decision.md#profile-digest: the profile digest of a decision depends on
 * the selected entry, workflow and transition only — not on access-mode order, other drivers,
 * comments, whitespace, quoting or wire form — and on every part of the entry, reader-option order
 * included.
 */
class ProfileDigestPropertiesTest {
  private static final String P = "csi.example.com";
  private static final List<List<String>> MODE_SETS =
      List.of(
          List.of(),
          List.of("ReadWriteMany"),
          List.of("ReadWriteMany", "ReadOnlyMany"),
          List.of("ReadWriteOnce", "ReadOnlyMany"),
          List.of("ReadWriteOnce"),
          List.of("ReadWriteMany", "ReadWriteOnce", "ReadOnlyMany"));

  /** A valid random entry for {@link #P}: modes in random order, options in random order. */
  private record Entry(String provider, List<String> modes, List<String> options) {
    static Entry random(Random r) {
      List<String> modes = new ArrayList<>(MODE_SETS.get(r.nextInt(MODE_SETS.size())));
      Collections.shuffle(modes, r);
      List<String> options = new ArrayList<>();
      for (String o : BindingGenerators.SAFE_OPTIONS) {
        if (r.nextBoolean()) {
          options.add(o);
        }
      }
      if (modes.contains("ReadWriteOnce") && modes.contains("ReadOnlyMany") || r.nextBoolean()) {
        options.add("ro");
      }
      Collections.shuffle(options, r);
      return new Entry(r.nextBoolean() ? "nvmesh" : "example" + r.nextInt(9), modes, options);
    }

    String yaml(Random r, boolean listForm, String name) {
      String q = r.nextBoolean() ? "\"" : "";
      String modeText = String.join(", ", modes.stream().map(m -> q + m + q).toList());
      String optionText = String.join(", ", options.stream().map(o -> q + o + q).toList());
      String pad = " ".repeat(r.nextInt(3));
      String comment = r.nextBoolean() ? "  # note\n" : "";
      return (listForm ? "  - name: " + name + "\n    " : "  " + name + ":\n    ")
          + "provider: "
          + provider
          + pad
          + "\n"
          + comment
          + "    accessModes: ["
          + modeText
          + "]\n    readerMountOptions: ["
          + optionText
          + "]"
          + pad
          + "\n";
    }
  }

  private static String payload(Random r, Entry target, int others, boolean listForm) {
    List<String> blocks = new ArrayList<>();
    blocks.add(target.yaml(r, listForm, P));
    for (int i = 0; i < others; i++) {
      blocks.add(Entry.random(r).yaml(r, listForm, "other" + i + ".csi.io"));
    }
    Collections.shuffle(blocks, r);
    return (r.nextBoolean() ? "# catalog\n" : "")
        + "apiVersion: storage.nvcf.nvidia.com/v1alpha1\nkind: StorageCapabilityCatalog\n"
        + "drivers:\n"
        + String.join(r.nextBoolean() ? "\n" : "", blocks)
        + (r.nextBoolean() ? "\n\n" : "");
  }

  private static String decidedDigest(String payload, String workflow) {
    CatalogResult parsed = CatalogParser.parse(payload);
    assertThat(parsed.errors()).as(payload).isEmpty();
    StorageCatalog catalog = parsed.orElseThrow();
    Outcome<Decision> outcome = DecisionResolver.resolve(catalog, Fixtures.nvcfSc(P), workflow);
    return outcome.orElseThrow().profileDigest();
  }

  @Test
  void unchangedByOtherDriversCommentsWhitespaceQuotingAndWireForm() {
    Properties.qt()
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              Random r = new Random(seed);
              Entry target = Entry.random(r);
              String workflow = r.nextBoolean() ? "regularModelCache" : "helmModelCache";
              String a = decidedDigest(payload(r, target, r.nextInt(3), r.nextBoolean()), workflow);
              String b = decidedDigest(payload(r, target, r.nextInt(4), r.nextBoolean()), workflow);
              assertThat(a).isEqualTo(b);
            });
  }

  @Test
  void independentOfAccessModeOrderDependentOnMountOptionOrder() {
    Properties.qt()
        .forAll(SourceDSL.longs().all())
        .checkAssert(
            seed -> {
              Random r = new Random(seed);
              Entry e = Entry.random(r);
              String wf = r.nextBoolean() ? "regularModelCache" : "helmModelCache";
              String t = List.of("disabled", "roxReadOnly", "rwxReadOnly").get(r.nextInt(3));
              ProfileDigest.Scheme scheme =
                  r.nextBoolean() ? ProfileDigest.Scheme.V1 : ProfileDigest.Scheme.ENCRYPTION;
              String base =
                  ProfileDigest.digest(
                      ProfileInput.builder()
                          .provisioner(P)
                          .provider(e.provider())
                          .workflow(wf)
                          .transition(t)
                          .addAllAccessModes(e.modes())
                          .addAllReaderMountOptions(e.options())
                          .build(),
                      scheme);
              List<String> shuffledModes = new ArrayList<>(e.modes());
              Collections.shuffle(shuffledModes, r);
              assertThat(
                      ProfileDigest.digest(
                          ProfileInput.builder()
                              .provisioner(P)
                              .provider(e.provider())
                              .workflow(wf)
                              .transition(t)
                              .addAllAccessModes(shuffledModes)
                              .addAllReaderMountOptions(e.options())
                              .build(),
                          scheme))
                  .isEqualTo(base);
              List<String> reversed = new ArrayList<>(e.options());
              Collections.reverse(reversed);
              if (!reversed.equals(e.options())) {
                assertThat(
                        ProfileDigest.digest(
                            ProfileInput.builder()
                                .provisioner(P)
                                .provider(e.provider())
                                .workflow(wf)
                                .transition(t)
                                .addAllAccessModes(e.modes())
                                .addAllReaderMountOptions(reversed)
                                .build(),
                            scheme))
                    .isNotEqualTo(base);
              }
              List<String> more = new ArrayList<>(e.options());
              more.add("extra");
              assertThat(
                      ProfileDigest.digest(
                          ProfileInput.builder()
                              .provisioner(P)
                              .provider(e.provider())
                              .workflow(wf)
                              .transition(t)
                              .addAllAccessModes(e.modes())
                              .addAllReaderMountOptions(more)
                              .build(),
                          scheme))
                  .isNotEqualTo(base);
              List<String> fewerModes = new ArrayList<>(e.modes());
              fewerModes.add("ReadWriteOncePod");
              assertThat(
                      ProfileDigest.digest(
                          ProfileInput.builder()
                              .provisioner(P)
                              .provider(e.provider())
                              .workflow(wf)
                              .transition(t)
                              .addAllAccessModes(fewerModes)
                              .addAllReaderMountOptions(e.options())
                              .build(),
                          scheme))
                  .isNotEqualTo(base);
              assertThat(
                      ProfileDigest.digest(
                          ProfileInput.builder()
                              .provisioner(P)
                              .provider(e.provider() + "x")
                              .workflow(wf)
                              .transition(t)
                              .addAllAccessModes(e.modes())
                              .addAllReaderMountOptions(e.options())
                              .build(),
                          scheme))
                  .isNotEqualTo(base);
              assertThat(
                      ProfileDigest.digest(
                          ProfileInput.builder()
                              .provisioner(P + "x")
                              .provider(e.provider())
                              .workflow(wf)
                              .transition(t)
                              .addAllAccessModes(e.modes())
                              .addAllReaderMountOptions(e.options())
                              .build(),
                          scheme))
                  .isNotEqualTo(base);
              String otherWf = wf.equals("helmModelCache") ? "regularModelCache" : "helmModelCache";
              assertThat(
                      ProfileDigest.digest(
                          ProfileInput.builder()
                              .provisioner(P)
                              .provider(e.provider())
                              .workflow(otherWf)
                              .transition(t)
                              .addAllAccessModes(e.modes())
                              .addAllReaderMountOptions(e.options())
                              .build(),
                          scheme))
                  .isNotEqualTo(base);
              String otherT = t.equals("disabled") ? "roxReadOnly" : "disabled";
              assertThat(
                      ProfileDigest.digest(
                          ProfileInput.builder()
                              .provisioner(P)
                              .provider(e.provider())
                              .workflow(wf)
                              .transition(otherT)
                              .addAllAccessModes(e.modes())
                              .addAllReaderMountOptions(e.options())
                              .build(),
                          scheme))
                  .isNotEqualTo(base);
              String encrypted =
                  ProfileDigest.digest(
                      ProfileInput.builder()
                          .provisioner(P)
                          .provider(e.provider())
                          .workflow(wf)
                          .transition(t)
                          .addAllAccessModes(e.modes())
                          .addAllReaderMountOptions(e.options())
                          .encryptionSupported(true)
                          .build(),
                      scheme);
              if (scheme == ProfileDigest.Scheme.V1) {
                assertThat(encrypted).isEqualTo(base);
              } else {
                assertThat(encrypted).isNotEqualTo(base);
              }
            });
  }

  @Test
  void decisionDigestIsTheEntryDigest() {
    DriverEntry nv = Fixtures.catalog().driver(Fixtures.NVMESH).orElseThrow();
    assertThat(Fixtures.decision(Fixtures.NVMESH, "helmModelCache").profileDigest())
        .isEqualTo(
            ProfileDigest.digest(
                nv, io.planerules.storage.catalog.entry.Workflow.HELM, ProfileDigest.Scheme.V1));
  }
}
