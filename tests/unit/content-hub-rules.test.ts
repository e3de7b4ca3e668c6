import * as z from "@/lib/zod";
import { domainOrigin, domainProblem } from "@/modules/content-hub/shared/domain";
import { transition } from "@/modules/content-hub/shared/publish";
import { customFieldSectionSchema, customFieldsSchema } from "@/modules/content-hub/schemas/content-hub";

const messages = (value: unknown) => {
  const result = z.safeParse(customFieldSectionSchema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("custom field sections", () => {
  it("accepts features, specifications and downloads (link or file)", () => {
    expect(messages({ section: "features", title: "Highlights", items: [{ title: "Light" }] })).toEqual([]);
    expect(
      messages({ section: "specifications", title: "Size", items: [{ title: "Weight", value: "1 kg" }] }),
    ).toEqual([]);
    expect(
      messages({
        section: "downloads",
        title: "Manuals",
        items: [
          { title: "Guide", contentType: "link", link: "https://example.com/a.pdf" },
          { title: "Sheet", contentType: "file", file: `/${"a".repeat(24)}/${"b".repeat(24)}.pdf` },
        ],
      }),
    ).toEqual([]);
  });
  it("needs a section title", () => {
    expect(messages({ section: "features", title: " ", items: [] })).toEqual([
      "validation.sectionTitleRequired",
    ]);
  });
  it("says 'Invalid url' for an empty link and 'Invalid URL' for one that does not parse", () => {
    const link = (value: string) =>
      messages({
        section: "downloads",
        title: "D",
        items: [{ title: "A", contentType: "link", link: value }],
      });
    expect(link("")).toEqual(["validation.downloadLinkRequired"]);
    expect(link("example dot com")).toEqual(["validation.downloadLinkInvalid"]);
    expect(link("ftp://example.com/a")).toEqual(["validation.downloadLinkInvalid"]);
  });
  it("refuses unknown section kinds and a specification without a value", () => {
    expect(messages({ section: "news", title: "N", items: [] })).toEqual(["validation.sectionKindInvalid"]);
    expect(messages({ section: "specifications", title: "S", items: [{ title: "W", value: "" }] })).toEqual([
      "validation.sectionValueRequired",
    ]);
  });
  it("drops the UI's isOpen and isSaved", () => {
    const parsed = z.parse(customFieldsSchema, [
      { section: "features", title: "F", items: [], isOpen: true, isSaved: false },
    ]);
    expect(parsed).toEqual([{ section: "features", title: "F", items: [] }]);
  });
});

describe("the API address", () => {
  it("follows the spec's messages", () => {
    expect(domainProblem("")).toBe("validation.apiAddressRequired");
    expect(domainProblem("https://exa mple.com")).toBe("validation.apiAddressRequired");
    expect(domainProblem("http://example.com")).toBe("validation.apiAddressInvalid");
    expect(domainProblem("example.com")).toBe("validation.apiAddressInvalid");
    expect(domainProblem("https://localhost")).toBe("validation.apiDomainInvalid");
    expect(domainProblem("https://example.com.")).toBe("validation.apiDomainInvalid");
    expect(domainProblem("https://example.com/blog")).toBe("validation.apiAddressFormat");
    expect(domainProblem("https://user@example.com")).toBe("validation.apiAddressFormat");
    expect(domainProblem("https://www.example.com")).toBeNull();
    expect(domainProblem("https://example.com:8443/")).toBeNull();
  });
  it("stands for its origin", () => {
    expect(domainOrigin("https://WWW.Example.com/")).toBe("https://www.example.com");
  });
});

describe("the publish state machine", () => {
  it("publishes a draft once and tells the webhook", () => {
    expect(transition(false, "publish")).toEqual({
      isPublished: true,
      stampPublishedAt: true,
      webhook: "published",
      changes: true,
    });
    expect(transition(true, "publish")).toMatchObject({ changes: false, webhook: null });
  });
  it("unpublishes only what is published", () => {
    expect(transition(true, "unpublish")).toMatchObject({
      isPublished: false,
      webhook: "unpublished",
      changes: true,
    });
    expect(transition(false, "unpublish")).toMatchObject({ changes: false, webhook: null });
  });
  it("keeps the state on save and tells the webhook only of published content", () => {
    expect(transition(true, "update")).toMatchObject({ isPublished: true, webhook: "updated" });
    expect(transition(false, "update")).toMatchObject({ isPublished: false, webhook: null });
    expect(transition(true, "delete")).toMatchObject({ isPublished: null, webhook: "deleted" });
    expect(transition(false, "delete")).toMatchObject({ webhook: null });
  });
});
