import { jsonBlock, replyParts } from "@/lib/ai/reply-parts";
import { taskDraftSchema } from "@/lib/schemas/ai";
import * as z from "@/lib/zod";
import { parseBlocks, parseInline } from "@/lib/ai/markdown-lite";

describe("a reply's JSON blocks", () => {
  it("splits text and each ```json block, in order", () => {
    const reply = `Here are two drafts:\n\n${jsonBlock({ title: "A" })}\nand\n\`\`\`json\n{"title": "B", "priority": "high"}\n\`\`\`\nDone.`;
    expect(replyParts(reply)).toEqual([
      { type: "string", data: "Here are two drafts:" },
      { type: "json", data: { title: "A" } },
      { type: "string", data: "and" },
      { type: "json", data: { title: "B", priority: "high" } },
      { type: "string", data: "Done." },
    ]);
  });

  it("keeps a block that is not valid JSON, or not marked json, as text", () => {
    const broken = "Look:\n```json\n{title: oops}\n```";
    expect(replyParts(broken)).toEqual([{ type: "string", data: broken }]);
    const other = "```js\nconsole.log(1)\n```";
    expect(replyParts(other)).toEqual([{ type: "string", data: other }]);
  });

  it("reads a block without a newline before the closing fence, and an unfinished one as text", () => {
    expect(replyParts('```json\n{"title":"X"}```')).toEqual([{ type: "json", data: { title: "X" } }]);
    expect(replyParts('```json\n{"title":"X"')).toEqual([{ type: "string", data: '```json\n{"title":"X"' }]);
  });

  it("validates a draft before it prefills the create dialog", () => {
    expect(
      z.safeParse(taskDraftSchema, { title: " Fix it ", priority: "high", dueDate: "2026-12-01" }).data,
    ).toEqual({
      title: "Fix it",
      priority: "high",
      dueDate: "2026-12-01",
    });
    expect(z.safeParse(taskDraftSchema, { title: "" }).success).toBe(false);
    expect(z.safeParse(taskDraftSchema, { title: "x", priority: "urgent" }).success).toBe(false);
    expect(z.safeParse(taskDraftSchema, { title: "x", dueDate: "tomorrow" }).success).toBe(false);
    expect(z.safeParse(taskDraftSchema, { title: "x", issueType: "subtask" }).success).toBe(false);
    expect(z.safeParse(taskDraftSchema, ["x"]).success).toBe(false);
  });
});

describe("the assistants' Markdown", () => {
  it("reads links to this site, bold, emphasis and escapes", () => {
    expect(
      parseInline("[WP-1](/task-management/a/tasks/b/edit?redirect=%2F) Fix \\_this\\_ **now** _please_"),
    ).toEqual([
      { kind: "link", text: "WP-1", href: "/task-management/a/tasks/b/edit?redirect=%2F" },
      { kind: "text", text: " Fix _this_ " },
      { kind: "bold", text: "now" },
      { kind: "text", text: " " },
      { kind: "em", text: "please" },
    ]);
  });

  it("never links elsewhere", () => {
    for (const href of ["https://evil.example", "//evil.example", "javascript:alert(1)", "/\\evil.example"])
      expect(parseInline(`[x](${href})`)).toEqual([{ kind: "text", text: `[x](${href})` }]);
  });

  it("groups lines into paragraphs and lists", () => {
    expect(parseBlocks("Intro\n\n- one\n- two\n\nEnd").map((block) => block.kind)).toEqual([
      "paragraph",
      "list",
      "paragraph",
    ]);
  });
});
