/**
 * The enforced conventions of plane-rules' library modules as ArchUnit rules: purity (no clock,
 * randomness, environment, file or network I/O, console output, platform-default text), Jackson
 * only in {@code io} packages, and no package cycles.
 */
@NullMarked
package io.planerules.testkit.arch;

import org.jspecify.annotations.NullMarked;
