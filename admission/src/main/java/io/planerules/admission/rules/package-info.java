/**
 * The index of every admission rule and option problem, for {@code docs/rules.md} ({@link
 * io.planerules.admission.rules.AdmissionRules#all()}).
 *
 * <p>See {@code docs/reference/admission.md}.
 */
@CheckReturnValue
@NullMarked
package io.planerules.admission.rules;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
