import { insertMention, mentionAt, mentionedIds, mentionMatches } from "@/lib/mentions";

const people = [
  { id: "a", name: "Adam Admin" },
  { id: "v", name: "Vic Viewer" },
  { id: "m", name: "María José Núñez" },
];

describe("comment mentions", () => {
  it("finds the mention being typed at the caret, not an e-mail or a finished word", () => {
    expect(mentionAt("hi @ad", 6)).toEqual({ start: 3, query: "ad" });
    expect(mentionAt("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionAt("mail me at a@b.c", 16)).toBeNull();
    expect(mentionAt("hi @adam there", 14)).toBeNull();
    expect(mentionAt("hi @adam there", 8)).toEqual({ start: 3, query: "adam" });
  });

  it("matches any word of a name, accents and case included", () => {
    expect(mentionMatches(people, "ad").map((p) => p.id)).toEqual(["a"]);
    expect(mentionMatches(people, "view").map((p) => p.id)).toEqual(["v"]);
    expect(mentionMatches(people, "núñ").map((p) => p.id)).toEqual(["m"]);
    expect(mentionMatches(people, "").map((p) => p.id)).toEqual(["a", "v", "m"]);
    expect(mentionMatches(people, "", 2)).toHaveLength(2);
    expect(mentionMatches(people, "zz")).toEqual([]);
  });

  it("replaces the typed query with the name and keeps only names still in the text", () => {
    const typed = "ping @ad and more";
    expect(insertMention(typed, { start: 5, query: "ad" }, "Adam Admin")).toEqual({
      text: "ping @Adam Admin and more",
      caret: 17,
    });
    expect(mentionedIds("@Adam Admin and @Vic Viewer", people)).toEqual(["a", "v"]);
    expect(mentionedIds("@Adam and nobody", people)).toEqual([]);
  });
});
