package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;

/**
 * An interferer: an administrator who relabels, unlabels, deletes or re-creates objects, or the
 * fault injector that makes a user's next write fail. It issues its script's requests in order, one
 * per step; the explorer interleaves them at every point of the other actors' work.
 *
 * @param id the actor id
 * @param user who the requests are made as
 * @param script the requests, in order
 * @param done how many of them have been answered
 */
record Interferer(String id, User user, List<Request> script, int done) implements Actor {

  /** Creates the value. */
  public Interferer {
    requireNonNull(id, "id");
    requireNonNull(user, "user");
    script = List.copyOf(script);
  }

  /**
   * An administrator issuing {@code script}.
   *
   * @param id the actor id
   * @param script the requests
   * @return the actor
   */
  static Interferer administrator(String id, List<Request> script) {
    return new Interferer(id, User.administrator(), script, 0);
  }

  /**
   * The fault injector: at some point, the next write of {@code victim} fails with a server error.
   *
   * @param id the actor id
   * @param victim whose write fails
   * @return the actor
   */
  public static Interferer failNextWriteOf(String id, User victim) {
    return new Interferer(
        id, User.administrator(), List.of(new Request.FailNextWrite(victim.username())), 0);
  }

  @Override
  public Optional<Request> request() {
    return done < script.size() ? Optional.of(script.get(done)) : Optional.empty();
  }

  @Override
  public Actor answer(Response response) {
    if (done >= script.size()) {
      throw new IllegalStateException(id + " has finished");
    }
    return new Interferer(id, user, script, done + 1);
  }

  @Override
  public List<Reported> reported() {
    return List.of();
  }

  @Override
  public boolean interferes() {
    return true;
  }
}
