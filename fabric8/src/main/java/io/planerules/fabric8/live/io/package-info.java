/**
 * The wire format of the live read's pages (not exported): the one place the reader looks at
 * Jackson's types.
 */
@NullMarked
package io.planerules.fabric8.live.io;

import org.jspecify.annotations.NullMarked;
