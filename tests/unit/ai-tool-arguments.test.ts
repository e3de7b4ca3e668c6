import { parseToolArguments, taskToolSchemas } from "@/modules/task-management/server/ai/tool-schemas";
import { AiToolArgumentsError } from "@/lib/server/ai/provider";
import { capToolResult, TOOL_RESULT_MAX } from "@/lib/server/ai/providers/openai";

describe("the task board's tool arguments", () => {
  it("accepts valid arguments and fills nothing in", () => {
    expect(parseToolArguments("search_tasks", { query: " login ", limit: 5 })).toEqual({
      query: "login",
      limit: 5,
    });
    expect(parseToolArguments("get_task", { key: "WP-12" })).toEqual({ key: "WP-12" });
    expect(parseToolArguments("find_stuck_tasks", {})).toEqual({});
    expect(parseToolArguments("list_overdue_tasks", undefined)).toEqual({});
  });

  it.each([
    ["search_tasks", {}],
    ["search_tasks", { query: "" }],
    ["search_tasks", { query: "x", limit: 500 }],
    ["get_task", { key: "'; DROP TABLE" }],
    ["find_stuck_tasks", { days: -1 }],
    ["find_stuck_tasks", { days: "7" }],
    ["project_update", { days: 1000 }],
    ["list_overdue_tasks", { boardId: "another board" }],
  ] as const)("refuses %s with %j", (name, args) => {
    expect(() => parseToolArguments(name, args)).toThrow(AiToolArgumentsError);
  });

  it("describes every tool's arguments as a JSON Schema object", () => {
    for (const schema of Object.values(taskToolSchemas))
      expect(schema.toJSONSchema()).toMatchObject({ type: "object" });
  });

  it("caps a tool's result", () => {
    expect(capToolResult({ a: 1 })).toBe('{"a":1}');
    const big = capToolResult({ text: "x".repeat(TOOL_RESULT_MAX * 2) });
    expect(big.length).toBeLessThan(TOOL_RESULT_MAX + 100);
    expect(big).toMatch(/cut: the result was \d+ characters/);
  });
});
