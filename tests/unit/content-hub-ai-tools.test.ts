import { hubToolSchemas, parseHubToolArguments } from "@/modules/content-hub/server/ai/tool-schemas";
import { AiToolArgumentsError } from "@/lib/server/ai/provider";

describe("a content hub's tool arguments", () => {
  it("accepts valid arguments, trimmed, ids in lower case", () => {
    expect(parseHubToolArguments("search_posts", { query: " solar ", state: "published", limit: 5 })).toEqual(
      {
        query: "solar",
        state: "published",
        limit: 5,
      },
    );
    expect(parseHubToolArguments("search_products", undefined)).toEqual({});
    expect(parseHubToolArguments("get_post", { id: "ABCDEF0123456789ABCDEF01" })).toEqual({
      id: "abcdef0123456789abcdef01",
    });
    expect(parseHubToolArguments("list_categories", { contentType: "blog" })).toEqual({
      contentType: "blog",
    });
    expect(parseHubToolArguments("draft_post", { topic: "Solar panels" })).toEqual({ topic: "Solar panels" });
    expect(parseHubToolArguments("draft_product_description", { product: "Solar Lamp" })).toEqual({
      product: "Solar Lamp",
    });
  });

  it.each([
    ["search_posts", { state: "archived" }],
    ["search_posts", { limit: 50 }],
    ["search_products", { query: "x".repeat(201) }],
    ["get_post", { id: "1" }],
    ["get_product", { id: '\'; DROP TABLE "ContentProduct"; --' }],
    ["get_product", {}],
    ["list_categories", { contentType: "news" }],
    ["content_summary", { moduleId: "another module" }],
    ["draft_post", { topic: "  " }],
    ["draft_post", {}],
    ["draft_product_description", { product: 42 }],
  ] as const)("refuses %s with %j", (name, args) => {
    expect(() => parseHubToolArguments(name, args)).toThrow(AiToolArgumentsError);
  });

  it("describes every tool's arguments as a JSON Schema object", () => {
    for (const schema of Object.values(hubToolSchemas))
      expect(schema.toJSONSchema()).toMatchObject({ type: "object" });
  });
});
