import { changedFields, editProjectFormSchema } from "@/components/projects/edit-project-form";

const base = { name: "Launch plan", coverImage: null, private: false };

const messages = (input: unknown) => {
  const result = editProjectFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("editProjectFormSchema", () => {
  it("reads 'Name is required' for an empty or blank name", () => {
    expect(messages({ ...base, name: "" })).toEqual(["validation.nameRequired"]);
    expect(messages({ ...base, name: "   " })).toEqual(["validation.nameRequired"]);
  });

  it("keeps the project name rules for the rest", () => {
    expect(messages({ ...base, name: "ab" })).toEqual(["validation.projectNameMin"]);
    expect(messages({ ...base, name: "x".repeat(101) })).toEqual(["validation.projectNameMax"]);
    expect(editProjectFormSchema.parse({ ...base, name: "  Roadmap " }).name).toBe("Roadmap");
  });

  it("accepts the default covers, presets and uploaded files, nothing else", () => {
    expect(messages({ ...base, coverImage: "/covers/preset-3.svg" })).toEqual([]);
    expect(
      messages({ ...base, coverImage: "files/0123456789abcdef01234567/0123456789abcdef01234567.png" }),
    ).toEqual([]);
    expect(messages({ ...base, coverImage: "https://evil.example/x.png" })).toEqual([
      "validation.coverImageInvalid",
    ]);
  });
});

describe("changedFields", () => {
  it("is null when nothing changed (a name differing only by spaces is unchanged)", () => {
    expect(changedFields(base, { ...base })).toBeNull();
    expect(changedFields(base, { ...base, name: " Launch plan  " })).toBeNull();
  });

  it("sends only what changed, the name trimmed", () => {
    expect(changedFields(base, { ...base, name: " Roadmap " })).toEqual({ name: "Roadmap" });
    expect(changedFields(base, { ...base, private: true })).toEqual({ private: true });
    expect(changedFields(base, { ...base, coverImage: "/covers/preset-1.svg" })).toEqual({
      coverImage: "/covers/preset-1.svg",
    });
    expect(
      changedFields(
        { ...base, coverImage: "/covers/preset-1.svg" },
        { name: "Other", private: true, coverImage: null },
      ),
    ).toEqual({ name: "Other", private: true, coverImage: null });
  });
});
