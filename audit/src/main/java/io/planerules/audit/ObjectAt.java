package io.planerules.audit;

import io.planerules.audit.report.ObjectId;
import io.planerules.audit.source.SourceRef;
import org.jspecify.annotations.Nullable;

/**
 * The object a finding is about and where it is in the input: its ordinal (the order findings come
 * out in), its source, its identity as the audit placed it and the plane of its render.
 *
 * @param ordinal the object's ordinal among everything read
 * @param source where it was read
 * @param object its identity as placed
 * @param planeId the plane findings carry ({@code audit renders}), else {@code null}
 */
record ObjectAt(long ordinal, SourceRef source, ObjectId object, @Nullable String planeId) {}
