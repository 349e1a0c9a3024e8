#!/usr/bin/env bash
# Measures planerules batch throughput after JVM start: N id.validate requests (default 50 000) in
# one run, timed with date +%s%N, minus the time of an empty run (JVM start and class loading); the
# median of 3 runs each. Run from the repository root. `throughput.sh 50000 mixed` sends equal parts of
# id.validate, k8s.validate, decision.resolve, ownership.verdict and digest.profile instead.
set -euo pipefail
n="${1:-50000}"
requests="$(mktemp)"
trap 'rm -f "$requests"' EXIT
if [[ "${2:-}" == mixed ]]; then
  seq "$n" | awk '{
    i = $1
    if (i % 5 == 0) printf "{\"id\":%d,\"op\":\"id.validate\",\"value\":\"plane-%d\"}\n", i, i % 100
    if (i % 5 == 1) printf "{\"id\":%d,\"op\":\"k8s.validate\",\"rule\":\"dns1123-label\",\"value\":\"Name-%d\"}\n", i, i
    if (i % 5 == 2) printf "{\"id\":%d,\"op\":\"decision.resolve\",\"storageClass\":{\"name\":\"nvcf-sc\",\"uid\":\"u\",\"provisioner\":\"nvmesh-csi.excelero.com\",\"reclaimPolicy\":\"Retain\"},\"workflow\":\"regularModelCache\"}\n", i
    if (i % 5 == 3) printf "{\"id\":%d,\"op\":\"ownership.verdict\",\"planeId\":\"plane-a\",\"object\":{\"kind\":\"Namespace\",\"name\":\"ns%d\",\"labels\":{\"nvcf.nvidia.com/control-plane-id\":\"plane-b\"}},\"action\":\"delete\"}\n", i, i
    if (i % 5 == 4) printf "{\"id\":%d,\"op\":\"digest.profile\",\"provisioner\":\"nvmesh-csi.excelero.com\",\"driver\":{\"provider\":\"nvmesh\",\"accessModes\":[\"ReadWriteOnce\",\"ReadOnlyMany\"],\"readerMountOptions\":[\"ro\"]},\"workflow\":\"helmModelCache\"}\n", i
  }' > "$requests"
else
  seq "$n" | awk '{ printf "{\"id\":%d,\"op\":\"id.validate\",\"value\":\"plane-%d\"}\n", $1, $1 % 100 }' > "$requests"
fi
./planerules batch < /dev/null # builds the jar when needed

median() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
time_run() {
  local start
  start=$(date +%s%N)
  ./planerules batch < "$1" > /dev/null
  echo $(( $(date +%s%N) - start ))
}
empty=$(median "$(time_run /dev/null)" "$(time_run /dev/null)" "$(time_run /dev/null)")
full=$(median "$(time_run "$requests")" "$(time_run "$requests")" "$(time_run "$requests")")
echo "$n requests: run $(( full / 1000000 )) ms, empty run $(( empty / 1000000 )) ms," \
  "$(( n * 1000000000 / (full - empty) )) requests/s after JVM start" \
  "(load average $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo ?))"
