/**
 * The two-way mapping between the fabric8 Kubernetes model and plane-rules' inputs and plans
 * (docs/reference/fabric8.md): an operator passes what its informers hold and gets API objects
 * back. It holds no rule of its own; every decision stays in the library modules.
 */
module io.planerules.fabric8 {
  requires transitive io.planerules.ownership;
  requires transitive io.planerules.rbac;
  requires transitive io.planerules.admission;
  requires transitive io.planerules.binding;
  requires transitive io.planerules.audit;
  // the fabric8 model jars are automatic modules named after their files
  requires transitive kubernetes.model.common;
  requires transitive kubernetes.model.core;
  requires transitive kubernetes.model.storageclass;
  requires transitive kubernetes.model.rbac;
  requires transitive kubernetes.model.admissionregistration;
  // the client's interfaces (an automatic module named after its file): the caller's client
  requires transitive kubernetes.client.api;
  requires com.fasterxml.jackson.core;
  requires static transitive org.jspecify;

  exports io.planerules.fabric8;
  exports io.planerules.fabric8.live;
}
