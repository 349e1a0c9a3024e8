package io.planerules.rules.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of every wide input type: a staged builder ({@code
 * ReaderRequest.builder().cacheHandle(..)...build()}, each required component named in order, so a
 * positional mix-up cannot compile), an implementation class that stays package-private, no {@code
 * with*} copies and no Jackson integration. Annotate the abstract value type with it and
 * {@code @Value.Immutable}.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    stagedBuilder = true,
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    builderVisibility = Value.Style.BuilderVisibility.PUBLIC,
    defaults = @Value.Immutable(copy = false),
    jdkOnly = false,
    allParameters = false,
    overshadowImplementation = true,
    typeImmutable = "Immutable*")
public @interface ValueStyle {}
