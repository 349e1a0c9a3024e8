package io.planerules.simulation;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;

/**
 * The server's answer: a status, the objects returned (one for GET and successful writes, the
 * matches for LIST) and the error message.
 *
 * @param status the status
 * @param objects the objects returned
 * @param message the error text ({@code ""} on success)
 */
record Response(Response.Status status, List<StoredObject> objects, String message) {

  /** The HTTP statuses the model returns. */
  enum Status {
    /** 200/201. */
    OK,
    /** 404 NotFound. */
    NOT_FOUND,
    /** 409 AlreadyExists (create). */
    ALREADY_EXISTS,
    /** 409 Conflict (a resourceVersion or uid precondition failed). */
    CONFLICT,
    /** 403 Forbidden (denied by a ValidatingAdmissionPolicy). */
    FORBIDDEN,
    /** 500 InternalError (an injected fault). */
    INTERNAL_ERROR
  }

  /** Creates the value. */
  public Response {
    requireNonNull(status, "status");
    objects = List.copyOf(objects);
    requireNonNull(message, "message");
  }

  static Response ok(List<StoredObject> objects) {
    return new Response(Status.OK, objects, "");
  }

  static Response error(Status status, String message) {
    return new Response(status, List.of(), message);
  }

  /** Whether the request succeeded. */
  public boolean ok() {
    return status == Status.OK;
  }

  /** The single object of a GET or a write, if any. */
  public Optional<StoredObject> object() {
    return objects.size() == 1 ? Optional.of(objects.get(0)) : Optional.empty();
  }

  @Override
  public String toString() {
    if (!ok()) {
      return status + ": " + message;
    }
    return objects.size() == 1 ? "OK " + objects.get(0) : "OK " + objects.size() + " objects";
  }
}
