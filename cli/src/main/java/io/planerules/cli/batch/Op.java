package io.planerules.cli.batch;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One batch operation: reads its fields from a {@link Request} and answers the {@code result}
 * object, or throws {@link RequestException} when the request is bad or the domain refuses. It is
 * registered with its {@link Fields} table and reads only the fields the table defines.
 */
@FunctionalInterface
public interface Op {

  /** Computes the result object of one request. */
  ObjectNode apply(Request request);
}
