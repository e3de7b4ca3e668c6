import { jsonBlock, replyParts } from "@/lib/ai/reply-parts";
import { taskDraftSchema } from "@/lib/schemas/ai";
import * as z from "@/lib/zod";

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
