#!/usr/bin/env python3
"""Independent transcription of identity.md section 6 (kind table) used to write the golden
files names-alpha.tsv and names-legacy.tsv. It does not import or run the Java code. Columns:
kind, legacy, name, scope, namespace ('-' = none). Run: python3 golden_names.py."""

GW = "gateway-system"  # default Gateway controller namespace = Gateway namespace


def table(pid, domain):
    named = pid != ""
    p = pid + "-" if named else ""

    def ns(x):
        if x == "ingress" and not named:
            return GW
        return p + x

    fn = p + "openbao-server"
    rows = []

    def add(kind, value, scope, namespace=None):
        rows.append((kind, value, scope, namespace))

    # A
    for s in ["nvcf", "api-keys", "sis", "ess", "nats-system", "vault-system", "cassandra-system",
              "nvcf-ui", "nvca-operator", "nvca-system", "nvcf-backend", "ingress"]:
        add("namespace/" + s, ns(s), "cluster")
    if named:
        add("namespace/gdn-streaming", p + "gdn-streaming", "cluster")
    # B
    for r, n in [("nats", "nats-system"), ("openbao-server", "vault-system"),
                 ("cassandra", "cassandra-system"), ("api-keys", "api-keys"), ("sis", "sis"),
                 ("api", "nvcf"), ("nvct-api", "nvcf"), ("invocation-service", "nvcf"),
                 ("grpc-proxy", "nvcf"), ("ratelimiter", "nvcf"), ("ess-api", "ess"),
                 ("notary-service", "nvcf"), ("admin-issuer-proxy", "api-keys"), ("reval", "nvcf"),
                 ("nats-auth-callout-service", "nats-system"), ("llm-request-router", "nvcf"),
                 ("llm-api-gateway", "nvcf"), ("vanity-gateway", "nvcf"), ("nvcf-ui", "nvcf-ui")]:
        add("release/" + r, r, "namespaced", ns(n))
    add("release/ingress", p + "ingress", "namespaced", ns("ingress"))
    add("release/nvcf-pki", p + "nvcf-pki", "namespaced", "cert-manager")
    add("release/nvca-operator", p + "nvca-operator", "namespaced", ns("nvca-operator"))
    # C
    for r in ["nvcf-api", "nvcf-api-grpc", "nvct-api", "nvct-api-grpc", "api-keys", "sis", "reval",
              "invocation-service", "llm-api-gateway", "llm-invocation", "vanity-gateway",
              "nvcf-ui", "event-ledger", "grpc", "grpc-worker", "nats", "llm-worker", "ess"]:
        add("route/" + r, p + r, "namespaced", ns("ingress"))
    for b, name, n in [("api-keys", "allow-httproute-to-api-keys", "api-keys"),
                       ("ess", "allow-httproute-to-ess", "ess"),
                       ("nats", "allow-tcproute-to-nats", "nats-system"),
                       ("nvcf-ui", "allow-httproute-to-nvcf-ui", "nvcf-ui"),
                       ("nvcf", "allow-routes-to-nvcf", "nvcf"),
                       ("sis", "allow-httproute-to-sis", "sis")]:
        add("referencegrant/" + b, name, "namespaced", ns(n))
    for g in ["shared", "grpc"]:
        add("podmonitor/" + g, p + "envoy-gateway-proxy-" + g, "namespaced", ns("ingress"))
    for g in ["llm-grpc", "llm-quic"]:
        add("gateway/" + g, p + g + "-gw", "namespaced", GW)
    # D
    for k, label in [("api", "api"), ("api-grpc", "api-grpc"), ("tasks", "tasks"),
                     ("tasks-grpc", "tasks-grpc"), ("api-keys", "api-keys"), ("sis", "sis"),
                     ("invocation", "invocation"), ("invocation-wildcard", "*.invocation"),
                     ("llm", "llm"), ("llm-invocation", "llm.invocation"), ("vanity", "vanity"),
                     ("reval", "reval"), ("nvcf-ui", "nvcf-ui"), ("ess", "ess")]:
        add("hostname/" + k, label + "." + domain, "none")
    # E
    vs = ns("vault-system")
    add("openbao/fullname", fn, "namespaced", vs)
    add("openbao/internal-service", fn + "-internal", "namespaced", vs)
    add("openbao/injector-service", fn + "-agent-injector-svc", "namespaced", vs)
    add("openbao/root-token-secret", fn + "-root-token", "namespaced", vs)
    add("openbao/initialize-cluster-sa", fn + "-initialize-cluster", "namespaced", vs)
    add("openbao/migrations-job", fn + "-migrations", "namespaced", vs)
    if named:
        add("openbao/unseal-secret", fn + "-unseal", "namespaced", vs)
    host = fn + "." + vs + ".svc.cluster.local"
    add("openbao/service-host", host, "none")
    add("openbao/address", host + ":8200", "none")
    url = "http://" + host + ":8200"
    add("openbao/url", url, "none")
    if named:
        for i in range(3):
            add("openbao/raft-peer-%d" % i, "http://%s-%d.%s-internal:8200" % (fn, i, fn), "none")
    for svc in ["nvcf-api", "nvct-api", "sis-api", "reval", "ratelimiter-api"]:
        add("openbao/jwks-url/" + svc, url + "/v1/services/" + svc + "/jwt/jwks", "none")
    add("openbao/jwt-audience", "http://openbao-server.vault-system.svc.cluster.local:8200", "none")
    add("openbao/pki-sign-path", "services/all/pki/nvcf-service-issuing/sign/nvcf-service-server",
        "none")
    add("openbao/auth-mount", "/v1/auth/jwt", "none")
    add("openbao/auth-role", "cert-manager", "none")
    if named:
        for env, n in [("NVCF_NAMESPACE", "nvcf"), ("SIS_NAMESPACE", "sis"),
                       ("API_KEYS_NAMESPACE", "api-keys"), ("ESS_NAMESPACE", "ess"),
                       ("NATS_NAMESPACE", "nats-system"), ("NVCF_UI_NAMESPACE", "nvcf-ui"),
                       ("NVCA_NAMESPACE", "nvca-system"),
                       ("NVCA_OPERATOR_NAMESPACE", "nvca-operator")]:
            add("openbao/migration-namespaces/" + env, ns(n), "none")
    # F
    add("issuer/managed", p + "nvcf-openbao-pki", "cluster")
    add("issuer/managed-server", url, "none")
    add("issuer/managed-audience", url, "none")
    add("certificate/llm-worker-grpc-tls", p + "llm-request-router-grpc-tls", "namespaced", GW)
    add("secret/stargate-quic-tls", p + "stargate-quic-tls", "namespaced", ns("nvcf"))
    add("sans/llm-request-router[0]", "llm-request-router." + ns("nvcf") + ".svc.cluster.local",
        "none")
    add("sans/llm-request-router[1]",
        "*.llm-request-router-headless." + ns("nvcf") + ".svc.cluster.local", "none")
    # G
    add("nvca/operator-fullname", p + "nvca-operator", "namespaced", ns("nvca-operator"))
    add("nvca/pre-delete-hook", p + "nvca-operator-pre-delete-cleanup", "cluster")
    add("cluster/nvca", p + "nvca", "cluster")
    add("webhook/mutate", (pid + "." if named else "") + "mutate.nvca.nvcf.nvidia.io", "cluster")
    add("secret-mirror/source-namespace", ns("nvca-operator"), "none")
    add("secret-mirror/target-namespace", ns("nvca-system"), "none")
    add("workload/admin-token-issuer-proxy", p + "admin-token-issuer-proxy", "namespaced",
        ns("api-keys"))
    # H
    for k, svc, n in [("api", "api", "nvcf"), ("nvct-api", "nvct-api", "nvcf"),
                      ("invocation", "invocation", "nvcf"), ("grpc", "grpc", "nvcf"),
                      ("notary", "notary", "nvcf"), ("reval", "reval", "nvcf"),
                      ("ratelimiter", "ratelimiter", "nvcf"),
                      ("llm-request-router", "llm-request-router", "nvcf"),
                      ("llm-api-gateway", "llm-api-gateway", "nvcf"), ("sis-api", "api", "sis"),
                      ("api-keys", "api-keys", "api-keys"), ("ess-api", "ess-api", "ess"),
                      ("nats", "nats", "nats-system"), ("cassandra", "cassandra", "cassandra-system")]:
        add("service-dns/" + k, svc + "." + ns(n) + ".svc.cluster.local", "none")
    urls = [("nvcf-api", "http://api.%s.svc.cluster.local:8080", "nvcf"),
            ("nvcf-api-grpc", "http://api.%s.svc.cluster.local:9090", "nvcf"),
            ("nvct-api", "http://nvct-api.%s.svc.cluster.local:8080", "nvcf"),
            ("nvct-api-grpc", "http://nvct-api.%s.svc.cluster.local:9090", "nvcf"),
            ("invocation", "http://invocation.%s.svc.cluster.local:8080", "nvcf"),
            ("grpc-proxy-worker", "http://grpc.%s.svc.cluster.local:10086", "nvcf"),
            ("ess-api", "http://ess-api.%s.svc.cluster.local:8080", "ess"),
            ("sis-api", "http://api.%s.svc.cluster.local:8080", "sis"),
            ("reval", "http://reval.%s.svc.cluster.local:8080", "nvcf"),
            ("nats", "nats://nats.%s.svc.cluster.local:4222", "nats-system"),
            ("cassandra-contact-points", "cassandra.%s.svc.cluster.local", "cassandra-system")]
    for k, fmt, n in urls:
        add("url/" + k, fmt % ns(n), "none")
    # I (per-plane policy: unchanged)
    for k in ["nvcf_api", "api_keys_api", "ess_api", "sis_api", "nvct_api", "nvcf_autoscaler",
              "event_ledger", "schema_migrations", "nvcf_api_keys"]:
        add("keyspace/" + k, k, "none")
    # J
    if named:
        add("label/ownership", pid, "none")
        # local-gateway tooling family
        for g in ["shared", "grpc", "nats"]:
            add("local-gateway/gateway/" + g, p + g + "-gw", "namespaced", GW)
            add("local-gateway/envoyproxy/" + g, p + g + "-proxy", "namespaced", GW)
            add("local-gateway/envoy-deployment/" + g, p + g + "-envoy", "namespaced", GW)
            add("local-gateway/envoy-service/" + g, p + g + "-svc", "namespaced", GW)
    return rows


def write(path, pid, domain):
    legacy = {k: v for k, v, _, _ in table("", domain)}
    with open(path, "w") as out:
        out.write("# kind\tlegacy\tname\tscope\tnamespace  (identity.md section 6; written by "
                  "golden_names.py, an independent transcription; '-' = none)\n")
        for kind, value, scope, namespace in table(pid, domain):
            out.write("\t".join([kind, legacy.get(kind, "-"), value, scope, namespace or "-"]) + "\n")


write("names-alpha.tsv", "alpha", "alpha.example.test")
write("names-legacy.tsv", "", "example.test")
