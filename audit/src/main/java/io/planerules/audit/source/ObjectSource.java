package io.planerules.audit.source;

import java.io.IOException;

/**
 * A named stream of Kubernetes objects: a file of YAML documents, a JSON value or JSON Lines, a
 * listing, or objects a caller already holds. {@code io.planerules.audit.io.ObjectStreams} builds
 * sources from bytes and from Jackson trees, and reads a stream a source opens; the {@code fabric8}
 * module builds them from fabric8 objects.
 *
 * <p>A source reads one document at a time and hands each object to the sink before it reads the
 * next, so an audit holds no document longer than it takes to judge it.
 */
public interface ObjectSource {

  /**
   * The name findings give as the object's file ({@link SourceRef#file()}).
   *
   * @return the name, e.g. {@code render/plane-a/nats.yaml} or {@code -}
   */
  String name();

  /**
   * Reads every object, in order, into {@code sink}. Content that cannot be read is reported to the
   * sink ({@link ObjectSink#unreadable}); only a failure to open or read the underlying bytes is
   * thrown.
   *
   * @param sink where the objects go
   * @throws IOException when the bytes cannot be opened or read
   */
  void read(ObjectSink sink) throws IOException;
}
