import { mentionsChannel } from "@/modules/online-chat/shared/constants";
import { messageBlocks } from "@/modules/online-chat/shared/message-text";

describe("a chat message's markdown-lite", () => {
  it("keeps the assistants' formatting and turns web addresses into links", () => {
    expect(messageBlocks("See **this**: https://example.com/a_b?x=1, then `run` it.")).toEqual([
      {
        kind: "paragraph",
        lines: [
          [
            { kind: "text", text: "See " },
            { kind: "bold", text: "this" },
            { kind: "text", text: ": " },
            { kind: "url", text: "https://example.com/a_b?x=1", href: "https://example.com/a_b?x=1" },
            { kind: "text", text: ", then " },
            { kind: "code", text: "run" },
            { kind: "text", text: " it." },
          ],
        ],
      },
    ]);
  });

  it("links only http and https, and leaves script addresses and HTML as text", () => {
    const [block] = messageBlocks("javascript:alert(1) <b>x</b> (http://a.io/b).");
    expect(block).toEqual({
      kind: "paragraph",
      lines: [
        [
          { kind: "text", text: "javascript:alert(1) <b>x</b> (" },
          { kind: "url", text: "http://a.io/b", href: "http://a.io/b" },
          { kind: "text", text: ")." },
        ],
      ],
    });
  });

  it("keeps lines and lists", () => {
    expect(messageBlocks("one\ntwo\n- a\n- https://x.org")).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "one" }], [{ kind: "text", text: "two" }]] },
      {
        kind: "list",
        items: [
          [{ kind: "text", text: "a" }],
          [{ kind: "url", text: "https://x.org", href: "https://x.org" }],
        ],
      },
    ]);
  });

  it("marks the message's mentions, the longest name first, the reader's own and @channel as theirs", () => {
    const mentions = {
      people: [
        { name: "Ana", me: false },
        { name: "Ana María (QA)", me: true },
      ],
      channel: true,
    };
    expect(messageBlocks("@Ana María (QA) and @Ana, @Anabel: @channel!", mentions)).toEqual([
      {
        kind: "paragraph",
        lines: [
          [
            { kind: "mention", text: "@Ana María (QA)", me: true },
            { kind: "text", text: " and " },
            { kind: "mention", text: "@Ana", me: false },
            { kind: "text", text: ", @Anabel: " },
            { kind: "mention", text: "@channel", me: true },
            { kind: "text", text: "!" },
          ],
        ],
      },
    ]);
    // Nobody mentioned (or @channel not called by an operator): plain text; code stays code.
    expect(messageBlocks("@Ana `@Ana` @channel", { people: [], channel: false })).toEqual(
      messageBlocks("@Ana `@Ana` @channel"),
    );
    expect(messageBlocks("`@Ana`", mentions)[0]).toEqual({
      kind: "paragraph",
      lines: [[{ kind: "code", text: "@Ana" }]],
    });
  });

  it("finds @channel only as a word of its own", () => {
    expect(mentionsChannel("@channel hi")).toBe(true);
    expect(mentionsChannel("hi\n@channel.")).toBe(true);
    expect(mentionsChannel("email@channel.io")).toBe(false);
    expect(mentionsChannel("@channels")).toBe(false);
    expect(mentionsChannel("@channel-ops")).toBe(false);
  });
});
