package io.planerules.audit.report;

/** Which audit produced a report (the subcommands of {@code planerules audit}). */
public enum Check {
  /** One plane's render ({@code audit render}). */
  RENDER("render"),
  /** Several planes' renders, judged each and across ({@code audit renders}). */
  RENDERS("renders"),
  /** A listing of a live cluster ({@code audit cluster}). */
  CLUSTER("cluster"),
  /** Two listings, before and after an operation ({@code audit compare}). */
  COMPARE("compare");

  private final String wireName;

  Check(String wireName) {
    this.wireName = wireName;
  }

  /** The name in the JSON report and on the command line, e.g. {@code render}. */
  public String wireName() {
    return wireName;
  }
}
