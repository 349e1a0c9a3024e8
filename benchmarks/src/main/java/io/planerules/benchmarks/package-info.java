/**
 * JMH benchmarks of plane-rules: each hot operation ({@code subject}) beside the primitive that
 * bounds it ({@code baseline}), in the same run, so that the ratio subject / baseline is meaningful
 * on a shared machine where absolute times are not. See {@code docs/performance.md}.
 */
package io.planerules.benchmarks;
