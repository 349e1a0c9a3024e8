#!/usr/bin/env bash
# Regenerates the golden digest files of this folder INDEPENDENTLY of the code under test:
# the canonical bytes below are written by hand from binding-decision.md §3 and §4, and each digest
# is `printf '%s' '<canonical>' | sha256sum`. Run from this folder: bash generate.sh
set -euo pipefail
sha() { printf '%s' "$1" | sha256sum | cut -d' ' -f1; }

{
  printf '# provisioner\tworkflow\tscheme\ttransition\tcanonical\tdigest (sha256: + printf %%s canonical | sha256sum)\n'
  row() { # provisioner workflow scheme transition canonical
    printf '%s\t%s\t%s\t%s\t%s\tsha256:%s\n' "$1" "$2" "$3" "$4" "$5" "$(sha "$5")"
  }
  for wf in regularModelCache helmModelCache; do
    nv='{"provisioner":"nvmesh-csi.excelero.com","provider":"nvmesh","workflow":"'$wf'","transition":"roxReadOnly","accessModes":["ReadOnlyMany","ReadWriteOnce"],"readerMountOptions":["ro","norecovery","nouuid"]'
    row nvmesh-csi.excelero.com $wf v1 roxReadOnly "$nv}"
    row nvmesh-csi.excelero.com $wf encryption roxReadOnly "$nv,\"encryptionSupported\":false}"
    for pair in csi.weka.io:weka fss.csi.oraclecloud.com:ociFss; do
      p=${pair%%:*}; prov=${pair##*:}
      t='{"provisioner":"'$p'","provider":"'$prov'","workflow":"'$wf'","transition":"rwxReadOnly","accessModes":["ReadOnlyMany","ReadWriteMany"]'
      row $p $wf v1 rwxReadOnly "$t}"
      row $p $wf encryption rwxReadOnly "$t,\"encryptionSupported\":false}"
    done
    l='{"provisioner":"lustre.csi.oraclecloud.com","provider":"ociLustre","workflow":"'$wf'","transition":"disabled","accessModes":null'
    row lustre.csi.oraclecloud.com $wf v1 disabled "$l}"
    row lustre.csi.oraclecloud.com $wf encryption disabled "$l,\"encryptionSupported\":false}"
  done
} > profile-digests.tsv

{
  printf '# case\tcanonical\tdigest (v1:sha256: + printf %%s canonical | sha256sum)\n'
  row() { printf '%s\t%s\tv1:sha256:%s\n' "$1" "$2" "$(sha "$2")"; }
  row weka-retain '{"provisioner":"csi.weka.io","parameters":[],"reclaimPolicy":"Retain","volumeBindingMode":"","mountOptions":[],"allowedTopologies":[]}'
  for p in nvmesh-csi.excelero.com csi.weka.io fss.csi.oraclecloud.com lustre.csi.oraclecloud.com; do
    row "$p-retain" '{"provisioner":"'$p'","parameters":[],"reclaimPolicy":"Retain","volumeBindingMode":"","mountOptions":[],"allowedTopologies":[]}'
  done
  row full '{"provisioner":"fss.csi.oraclecloud.com","parameters":[{"name":"availabilityDomain","value":"AD-1"},{"name":"mountTargetOcid","value":"ocid1.mt"},{"name":"zeta","value":"a\u003cb\u003e\u0026c"}],"reclaimPolicy":"Retain","volumeBindingMode":"WaitForFirstConsumer","mountOptions":["nosuid","nconnect=16"],"allowedTopologies":[{"matchLabelExpressions":[{"key":"topology.kubernetes.io/zone","values":["b","a"]},{"key":"k","values":null},{"key":"e","values":[]}]},{}]}'
  row no-reclaim '{"provisioner":"nvmesh-csi.excelero.com","parameters":[],"reclaimPolicy":"","volumeBindingMode":"","mountOptions":[],"allowedTopologies":[]}'
} > storageclass-digests.tsv

{
  printf '# value\tsha256 (printf %%s value | sha256sum)\n'
  for v in abc123handle domain.example handle-1; do printf '%s\t%s\n' "$v" "$(sha "$v")"; done
} > identity-digests.tsv
