package io.planerules.cli.help;

import io.planerules.cli.ops.OwnershipOps;
import io.planerules.identity.naming.CassandraPolicy;
import io.planerules.storage.catalog.entry.Workflow;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The values of the options that take a word from a fixed set, read from the code that accepts
 * them: {@code --help} lists them ({@code ${COMPLETION-CANDIDATES}}) and shell completion offers
 * them. Each list is built only when iterated, so a plain command run never loads it.
 */
public final class Candidates {

  private Candidates() {}

  /** The workflow wire names ({@code regularModelCache}, {@code helmModelCache}). */
  public static final class Workflows implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      List<String> names = new ArrayList<>();
      for (Workflow workflow : Workflow.values()) {
        names.add(workflow.wireName());
      }
      return names.iterator();
    }
  }

  /** The ownership actions ({@code check} and every policy action's wire name). */
  public static final class OwnershipActions implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return OwnershipOps.ACTIONS.iterator();
    }
  }

  /** The Cassandra naming policies ({@code per-plane}, {@code shared-cluster}). */
  public static final class CassandraPolicies implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      List<String> names = new ArrayList<>();
      for (CassandraPolicy policy : CassandraPolicy.values()) {
        names.add(policy.wireName());
      }
      return names.iterator();
    }
  }
}
