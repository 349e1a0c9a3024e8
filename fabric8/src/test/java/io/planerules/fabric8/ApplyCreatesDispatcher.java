package io.planerules.fabric8;

import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.Buffer;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.util.HashMap;

/**
 * fabric8's CRUD dispatcher with server-side apply, which it refuses (415): a {@code PATCH} with
 * {@code application/apply-patch+yaml} of an object that does not exist creates it, and of one that
 * does replaces it, which is what the API server does for an apply by an object's only field
 * manager with {@code force=true} (Kubernetes, "Server-Side Apply": the applied configuration
 * becomes the manager's whole set of fields; the fields it no longer sets are removed). The request
 * itself reaches the server as the client sent it, and is recorded as such.
 */
public final class ApplyCreatesDispatcher extends KubernetesCrudDispatcher {

  /**
   * A CRUD-mode server (HTTPS) with this dispatcher, started.
   *
   * @return the server
   */
  public static KubernetesMockServer start() {
    KubernetesMockServer server =
        new KubernetesMockServer(
            new Context(),
            new MockWebServer(),
            new HashMap<>(),
            new ApplyCreatesDispatcher(),
            true);
    server.init();
    return server;
  }

  @Override
  public MockResponse handlePatch(RecordedRequest request) {
    String type = request.getHeader("Content-Type");
    if (type == null || !type.startsWith("application/apply-patch")) {
      return super.handlePatch(request);
    }
    String path = request.getPath();
    int query = path.indexOf('?');
    String object = query < 0 ? path : path.substring(0, query);
    byte[] body = request.getBody().getBytes().clone();
    if (handleGet(object).code() == 200) {
      return handleUpdate(
          new RecordedRequest(
              request.getHttpVersion(),
              HttpMethod.PUT,
              object,
              request.getHeaders(),
              new Buffer(body)));
    }
    return handleCreate(
        new RecordedRequest(
            request.getHttpVersion(),
            HttpMethod.POST,
            object.substring(0, object.lastIndexOf('/')),
            request.getHeaders(),
            new Buffer(body)));
  }
}
