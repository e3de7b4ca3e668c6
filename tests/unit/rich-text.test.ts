import { sanitizeContent } from "@/lib/server/rich-text/sanitize-content";
import { htmlExcerpt } from "@/lib/html-text";
import { sanitizeDescription } from "@/lib/server/rich-text/sanitize-description";

// The platform's rich-text sanitisers (task descriptions, notification templates, content hub posts,
// form texts). Each kind's integration tests check that what it stores went through them.
describe("sanitizeDescription", () => {
  it("keeps the editor's formatting and drops scripts, handlers and unknown tags", () => {
    expect(
      sanitizeDescription(
        '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><iframe></iframe></p>',
      ),
    ).toBe("<p>Hi <strong>there</strong></p>");
  });

  it("keeps only safe links, opened in a new tab without the opener", () => {
    expect(
      sanitizeDescription('<p><a href="javascript:alert(1)">x</a> <a href="https://e.com">e</a></p>'),
    ).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow">x</a> <a href="https://e.com" target="_blank" rel="noopener noreferrer nofollow">e</a></p>',
    );
  });

  it("is null when nothing visible remains, but keeps a lone rule or list item", () => {
    expect(sanitizeDescription("<p> </p><script>x</script>")).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
    expect(sanitizeDescription("<hr>")).toBe("<hr />");
  });
});

describe("htmlExcerpt", () => {
  it("gives the text of some HTML, entities decoded, cut to its length", () => {
    expect(htmlExcerpt("<p>a &amp; b&nbsp;&lt;c&gt;</p>")).toBe("a & b <c>");
    expect(htmlExcerpt(`<p>${"x".repeat(300)}</p>`, 10)).toBe(`${"x".repeat(9)}…`);
    expect(htmlExcerpt(null)).toBe("");
  });
});

describe("sanitizeContent", () => {
  it("also keeps images from https addresses, and drops others and their handlers", () => {
    expect(
      sanitizeContent(
        '<p><img src="https://cdn.example.com/a.png" alt="A" onerror="x()"><img src="http://e.com/b.png"><img src="data:image/png;base64,AA"></p>',
      ),
    ).toBe('<p><img src="https://cdn.example.com/a.png" alt="A" /></p>');
  });
});
