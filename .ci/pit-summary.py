#!/usr/bin/env python3
"""Summarises PIT reports: one markdown row per module and the combined score.

Usage (after ./mvnw -B -Pmutation verify): python3 .ci/pit-summary.py [-v]
-v also lists every surviving and uncovered mutant.
"""
import collections
import pathlib
import sys
import xml.etree.ElementTree as ET

MODULES = ["rules", "identity", "ownership", "rbac", "admission", "fabric8", "storage-catalog", "binding-decision", "audit"]
root = pathlib.Path(__file__).resolve().parent.parent
verbose = "-v" in sys.argv[1:]
total = collections.Counter()
print("| module | killed | timed out | survived | no coverage | other | total | score |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
details = []
for module in MODULES:
    report = root / module / "target" / "pit-reports" / "mutations.xml"
    if not report.exists():
        print(f"| `{module}` | no report | | | | | | |")
        continue
    try:
        mutations = list(ET.parse(report).getroot().iter("mutation"))
    except ET.ParseError:
        print(f"| `{module}` | report incomplete (PIT still running?) | | | | | | |")
        continue
    c = collections.Counter(m.get("status") for m in mutations)
    n = len(mutations)
    other = n - c["KILLED"] - c["TIMED_OUT"] - c["SURVIVED"] - c["NO_COVERAGE"]
    score = 100.0 * (c["KILLED"] + c["TIMED_OUT"]) / n if n else 0.0
    print(f"| `{module}` | {c['KILLED']} | {c['TIMED_OUT']} | {c['SURVIVED']} | "
          f"{c['NO_COVERAGE']} | {other} | {n} | {score:.1f} % |")
    total.update(c)
    total["ALL"] += n
    for m in mutations:
        if m.get("status") in ("SURVIVED", "NO_COVERAGE"):
            details.append(f"{module}: {m.get('status')} {m.findtext('mutatedClass')}."
                           f"{m.findtext('mutatedMethod')} line {m.findtext('lineNumber')}: "
                           f"{m.findtext('description')}")
n = total["ALL"]
if n:
    other = n - total["KILLED"] - total["TIMED_OUT"] - total["SURVIVED"] - total["NO_COVERAGE"]
    score = 100.0 * (total["KILLED"] + total["TIMED_OUT"]) / n
    print(f"| **all** | {total['KILLED']} | {total['TIMED_OUT']} | {total['SURVIVED']} | "
          f"{total['NO_COVERAGE']} | {other} | {n} | **{score:.1f} %** |")
if verbose:
    print()
    print("\n".join(details))
