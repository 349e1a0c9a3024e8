package io.planerules.storage.internal.io;

import io.planerules.rules.Problem;
import io.planerules.rules.SourcePosition;
import io.planerules.rules.internal.Utf8;
import io.planerules.storage.internal.io.DocumentKind.Check;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The one front end of both documents, the catalog and the qualification evidence, in both syntaxes
 * (docs/reference/storage-catalog.md#reading-a-document): size, encoding, the raw scan for control
 * characters, the syntax, the {@link TreeWalk} and the root. It never throws for any content: every
 * failure is a problem of the {@link DocumentKind}, located.
 */
public final class DocumentReader {

  private static final SourcePosition START = new SourcePosition(1, 1);

  /** The syntax of a document. */
  public enum Syntax {
    /** JSON when the first non-blank character is <code>{</code>, else YAML. */
    AUTO,
    /** YAML 1.1 (SnakeYAML). */
    YAML,
    /** JSON (RFC 8259). */
    JSON
  }

  /**
   * What reading gave.
   *
   * @param root the root mapping, or {@code null} when a fatal problem stopped reading
   * @param problems the fatal problem alone, or the non-fatal problems in document order
   */
  public record Read(Node.@Nullable MapNode root, List<Problem> problems) {

    /** Copies the problems. */
    public Read {
      problems = List.copyOf(problems);
    }
  }

  private DocumentReader() {}

  /**
   * Reads UTF-8 bytes; one leading UTF-8 byte-order mark is skipped.
   *
   * @param payload the exact payload
   * @param syntax the syntax, or {@link Syntax#AUTO}
   * @param kind the document's codes and wording
   * @return the tree or the fatal problem
   */
  public static Read read(byte[] payload, Syntax syntax, DocumentKind kind) {
    if (payload.length > ReaderLimits.MAX_BYTES) {
      return fatal(kind, Check.SIZE, sizeDetail(payload.length), START);
    }
    String bom = TextRules.utf16Or32ByteOrderMark(payload);
    if (bom != null) {
      return fatal(
          kind,
          Check.ENCODING,
          "payload starts with a " + bom + " byte-order mark; use UTF-8",
          START);
    }
    int offset = TextRules.startsWith(payload, 0xEF, 0xBB, 0xBF) ? 3 : 0;
    CharsetDecoder decoder = TextRules.strictUtf8Decoder();
    ByteBuffer in = ByteBuffer.wrap(payload, offset, payload.length - offset);
    CharBuffer out = CharBuffer.allocate(payload.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    out.flip();
    if (result.isError()) {
      return fatal(
          kind,
          Check.ENCODING,
          "invalid UTF-8 at byte " + in.position(),
          positionAt(out, out.length()));
    }
    return readText(out.toString(), syntax, kind);
  }

  /**
   * Reads text; one leading U+FEFF is skipped.
   *
   * @param payload the payload
   * @param syntax the syntax, or {@link Syntax#AUTO}
   * @param kind the document's codes and wording
   * @return the tree or the fatal problem
   */
  public static Read read(String payload, Syntax syntax, DocumentKind kind) {
    // Utf8.length counts at most 3 bytes a char in an int: exact up to this length
    if (payload.length() > Integer.MAX_VALUE / 3) {
      return fatal(
          kind, Check.SIZE, "payload is more than " + ReaderLimits.MAX_BYTES + " bytes", START);
    }
    int bytes = Utf8.length(payload);
    if (bytes > ReaderLimits.MAX_BYTES) {
      return fatal(kind, Check.SIZE, sizeDetail(bytes), START);
    }
    int i = TextRules.firstUnpairedSurrogate(payload);
    if (i >= 0) {
      return fatal(
          kind, Check.ENCODING, "unpaired surrogate at character " + i, positionAt(payload, i));
    }
    return readText(payload.startsWith("\uFEFF") ? payload.substring(1) : payload, syntax, kind);
  }

  private static String sizeDetail(long bytes) {
    return "payload is " + bytes + " bytes, more than " + ReaderLimits.MAX_BYTES;
  }

  private static Read readText(String text, Syntax syntax, DocumentKind kind) {
    int lineBrackets = 0;
    int mostLineBrackets = 0;
    boolean wide = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '[' || c == '{') {
        lineBrackets++;
        mostLineBrackets = Math.max(mostLineBrackets, lineBrackets);
      } else if (c == '\n') {
        lineBrackets = 0;
      } else if (TextRules.isForbidden(c)) {
        return fatal(
            kind,
            Check.FORBIDDEN_CHARACTER,
            "forbidden character " + TextRules.codePoint(c),
            positionAt(text, i));
      } else if (Character.isHighSurrogate(c)) {
        wide = true;
      }
    }
    boolean json = syntax == Syntax.JSON || (syntax == Syntax.AUTO && startsWithBrace(text));
    List<Problem> problems = new ArrayList<>();
    Node root;
    try {
      root =
          TreeWalk.read(
              json ? text : yamlToRead(text, mostLineBrackets), json, wide, kind, problems);
    } catch (FatalProblem fatal) {
      return new Read(null, List.of(fatal.problem()));
    }
    if (root == null) {
      return new Read(
          null,
          List.of(
              Problem.error(kind.codes().apply(Check.EMPTY), "", kind.emptyMessage()).at(1, 1)));
    }
    if (!(root instanceof Node.MapNode map)) {
      return fatal(
          kind,
          Check.ROOT_TYPE,
          "the document must be a mapping, got " + root.kindName(),
          root.position());
    }
    return new Read(map, problems);
  }

  /**
   * The text SnakeYAML reads: up to the bracket where a flow collection is certainly nested past
   * the depth limit (the walk rejects there; the rest would only feed SnakeYAML's quadratic simple
   * key look-ahead), else the whole text. See {@link FlowDepthPreScan}.
   *
   * @param text the decoded document
   * @param lineBrackets the most <code>[</code> and <code>{</code> on one line of the text (lines
   *     end at LF): the pre-scan only cuts after {@code MAX_DEPTH + 1} of them on one line, so with
   *     fewer it is not run
   * @return the text to parse
   */
  static String yamlToRead(String text, int lineBrackets) {
    if (lineBrackets <= ReaderLimits.MAX_DEPTH) {
      return text;
    }
    int cut = FlowDepthPreScan.cutAfter(text, ReaderLimits.MAX_DEPTH);
    return cut < 0 ? text : text.substring(0, cut);
  }

  private static boolean startsWithBrace(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
        return c == '{';
      }
    }
    return false;
  }

  /**
   * Where a char offset of a text is: the 1-based line (lines end at LF, CR LF or a lone CR) and
   * column in code points, as the parsers count them.
   */
  static SourcePosition positionAt(CharSequence text, int offset) {
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
        line++;
        column = 1;
      } else if (c != '\r' && !Character.isLowSurrogate(c)) {
        column++;
      }
    }
    return new SourcePosition(line, column);
  }

  /**
   * Problems in document order: by line, then column; the sort is stable.
   *
   * @param problems the problems, sorted in place
   */
  public static void sortByPosition(List<Problem> problems) {
    problems.sort(
        Comparator.comparing(
            Problem::position,
            Comparator.nullsFirst(
                Comparator.comparingInt(SourcePosition::line)
                    .thenComparingInt(SourcePosition::column))));
  }

  private static Read fatal(DocumentKind kind, Check check, String detail, SourcePosition at) {
    return new Read(null, List.of(kind.problem(check, "", detail, at)));
  }
}
