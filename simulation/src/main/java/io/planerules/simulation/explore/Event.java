package io.planerules.simulation.explore;

import static java.util.Objects.requireNonNull;

import io.planerules.simulation.server.Request;
import io.planerules.simulation.server.Response;
import io.planerules.simulation.server.User;

/**
 * One step taken: which actor, as which user, sent which request and what the server answered.
 *
 * @param actor the actor id
 * @param user the user
 * @param request the request
 * @param response the response
 */
public record Event(String actor, User user, Request request, Response response) {
  /** Creates the value. */
  public Event {
    requireNonNull(actor, "actor");
    requireNonNull(user, "user");
    requireNonNull(request, "request");
    requireNonNull(response, "response");
  }

  @Override
  public String toString() {
    return actor + " as " + user + ": " + request + " -> " + response;
  }
}
