import {
  escapeHtml,
  excerpt,
  htmlExcerpt,
  htmlToLine,
  htmlToText,
  oneLine,
  stripHtmlTags,
} from "@/lib/html-text";
import { sanitizeDescription } from "@/lib/server/rich-text/sanitize-description";

// Rich text to plain text and excerpts (lib/html-text.ts), the one module every kind uses.
describe("stripHtmlTags", () => {
  it("drops tags and decodes entities, &amp; last", () => {
    expect(stripHtmlTags("<p>a &amp;lt; b&nbsp;&quot;c&#39;</p>")).toBe("a &lt; b \"c'");
    expect(stripHtmlTags("<p>a</p>\n<p>b</p>")).toBe("a\nb");
  });

  it("can put a separator where each tag was", () => {
    expect(stripHtmlTags("<p>a<strong>b</strong></p>", " ")).toBe(" a b  ");
  });
});

describe("htmlToLine and htmlToText", () => {
  it("keeps words of separate blocks apart on one line", () => {
    expect(htmlToLine("<h2>Title</h2><p>a<br>b</p><ul><li>x</li><li>y</li></ul>")).toBe("Title a b x y");
    expect(htmlToLine("<p>Hello <strong>world</strong></p>")).toBe("Hello world");
  });

  it("puts blocks on lines", () => {
    expect(htmlToText("<p>a</p><p></p><p></p><p>b</p>")).toBe("a\n\nb");
  });
});

describe("oneLine and excerpt", () => {
  it("collapses whitespace", () => {
    expect(oneLine("  a \n\t b  ")).toBe("a b");
  });

  it("cuts to the length with an ellipsis, tight or not", () => {
    expect(excerpt("abc", 3)).toBe("abc");
    expect(excerpt("ab cd", 4)).toBe("ab …");
    expect(excerpt("ab cd", 4, { tight: true })).toBe("ab…");
    expect(excerpt(` ${"x".repeat(200)} `, 140)).toBe(`${"x".repeat(139)}…`);
  });
});

describe("htmlExcerpt", () => {
  it("reads what the sanitiser stored the same as the sanitiser's own text", () => {
    const stored = sanitizeDescription('<p>Tom &amp; "Jerry" &lt;3</p><script>x</script><p>again</p>');
    expect(stored).not.toBeNull();
    expect(htmlExcerpt(stored)).toBe('Tom & "Jerry" <3again');
  });
});

describe("escapeHtml", () => {
  it("escapes what could end a text or an attribute, & first", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
    expect(stripHtmlTags(escapeHtml("a &lt; b"))).toBe("a &lt; b");
  });
});
