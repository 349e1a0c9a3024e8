package io.planerules.ownership.rbac;

/**
 * Lets {@code module-info} export this package on the {@code ownership} branch before the {@code
 * rbac} branch (which owns the package) is merged; javac refuses to export a package holding only
 * {@code package-info.java}. Delete this file when merging {@code rbac}.
 */
final class OwnershipBranchPlaceholder {
  private OwnershipBranchPlaceholder() {}
}
