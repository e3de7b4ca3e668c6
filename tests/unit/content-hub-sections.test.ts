import {
  cancelSection,
  confirmSection,
  draftsOf,
  newSection,
  storedSections,
  validateSection,
} from "@/modules/content-hub/shared/sections";

describe("custom field sections (spec §4, §5)", () => {
  it("a new section starts open and unsaved with one empty item", () => {
    const draft = newSection("specifications");
    expect(draft).toMatchObject({
      isOpen: true,
      isSaved: false,
      saved: null,
      items: [{ title: "", value: "" }],
    });
  });

  it("requires a section title", () => {
    expect(validateSection({ section: "features", title: " ", items: [] })).toEqual({
      title: "validation.sectionTitleRequired",
    });
  });

  it("checks download links: empty 'Invalid url', malformed 'Invalid URL'", () => {
    const errors = validateSection({
      section: "downloads",
      title: "Manuals",
      items: [
        { title: "One", contentType: "link", link: "" },
        { title: "Two", contentType: "link", link: "not a url" },
        { title: "Three", contentType: "link", link: "https://example.com/a.pdf" },
      ],
    });
    expect(errors).toEqual({
      "items.0.link": "validation.downloadLinkRequired",
      "items.1.link": "validation.downloadLinkInvalid",
    });
  });

  it("confirm marks a valid section saved and closed; invalid gives errors", () => {
    const draft = { ...newSection("features"), title: "Highlights", items: [{ title: "Fast" }] };
    const confirmed = confirmSection(draft);
    expect("draft" in confirmed && confirmed.draft).toMatchObject({ isOpen: false, isSaved: true });
    expect(confirmSection(newSection("features"))).toEqual({
      errors: {
        title: "validation.sectionTitleRequired",
        "items.0.title": "validation.sectionItemTitleRequired",
      },
    });
  });

  it("cancel removes an unsaved section and restores a saved one", () => {
    const [saved] = draftsOf([{ section: "features", title: "Old", items: [{ title: "A" }] }]);
    const fresh = newSection("downloads");
    const edited = { ...saved!, title: "Changed", isOpen: true };
    const after = cancelSection([edited, fresh], fresh.key);
    expect(after).toHaveLength(1);
    const restored = cancelSection(after, saved!.key);
    expect(restored[0]).toMatchObject({ title: "Old", isOpen: false, isSaved: true });
    expect(storedSections([edited, fresh])).toEqual([
      { section: "features", title: "Old", items: [{ title: "A" }] },
    ]);
  });
});
