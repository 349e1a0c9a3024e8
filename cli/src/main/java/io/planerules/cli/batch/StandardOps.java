package io.planerules.cli.batch;

import io.planerules.cli.ops.AdmissionOps;
import io.planerules.cli.ops.AuditOps;
import io.planerules.cli.ops.BindingOps;
import io.planerules.cli.ops.CatalogOps;
import io.planerules.cli.ops.IdentityOps;
import io.planerules.cli.ops.OwnershipOps;
import io.planerules.cli.ops.QualifyOps;
import io.planerules.cli.ops.RbacOps;
import io.planerules.cli.ops.StorageOps;

/** Registers the operations of every library module available in this build. */
final class StandardOps {

  private StandardOps() {}

  static void registerAll(OpRegistry.Builder builder) {
    IdentityOps.register(builder);
    StorageOps.register(builder);
    CatalogOps.register(builder);
    BindingOps.register(builder);
    OwnershipOps.register(builder);
    AdmissionOps.register(builder);
    AuditOps.register(builder);
    RbacOps.register(builder);
    QualifyOps.register(builder);
  }
}
