/**
 * What {@code planerules} says about itself: the build version ({@code -V}) and the values its
 * options accept (listed in {@code --help} and offered by shell completion).
 */
package io.planerules.cli.help;
