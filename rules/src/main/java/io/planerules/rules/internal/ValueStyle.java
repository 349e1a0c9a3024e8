package io.planerules.rules.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of every wide input type: an implementation class that stays
 * package-private, with a staged builder ({@code ImmutableReaderRequest.stagedBuilder()}) that only
 * the value type's own hand-written public builder calls, so no generated type is public API; no
 * {@code with*} copies and no Jackson integration. Annotate the abstract value type with it and
 * {@code @Value.Immutable}.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    stagedBuilder = true,
    builder = "stagedBuilder",
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    builderVisibility = Value.Style.BuilderVisibility.PUBLIC,
    defaults = @Value.Immutable(copy = false),
    jdkOnly = false,
    allParameters = false,
    overshadowImplementation = true,
    typeImmutable = "Immutable*")
public @interface ValueStyle {}
