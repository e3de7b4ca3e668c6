// File management's built-in assistant: its questions (find by a description, summarise a named
// document or the last one opened) in English and Spanish, and the extractive summary of a text.
import { matchIntent } from "@/lib/ai/intents";
import { sentencesOf, summarizeText, wordsOf } from "@/modules/file-management/shared/summarize-text";

const intent = (question: string) => matchIntent(question, "FileManagement");

describe("File management's questions", () => {
  it("finds files by what a question describes", () => {
    expect(intent("Find the budget for March")).toEqual({
      kind: "driveFind",
      description: "budget for March",
    });
    expect(intent("Where is the signed contract?")).toEqual({
      kind: "driveFind",
      description: "signed contract",
    });
    expect(intent("Can you look for the files about the launch")).toEqual({
      kind: "driveFind",
      description: "launch",
    });
    expect(intent("¿Dónde está el contrato firmado?")).toEqual({
      kind: "driveFind",
      description: "contrato firmado",
    });
    expect(intent("Busca el presupuesto de marzo")).toEqual({
      kind: "driveFind",
      description: "presupuesto de marzo",
    });
    expect(intent("Find")).toEqual({ kind: "help" });
  });

  it("summarises a named document, or the last one opened", () => {
    expect(intent("Summarise notes.txt")).toEqual({ kind: "driveSummary", file: "notes.txt" });
    expect(intent("Summarize the document “Q3 plan.pdf”")).toEqual({
      kind: "driveSummary",
      file: "Q3 plan.pdf",
    });
    expect(intent("What does the contract say?")).toEqual({ kind: "driveSummary", file: "contract" });
    expect(intent("Summarise the document I opened last")).toEqual({ kind: "driveSummary", file: null });
    expect(intent("Resume el último documento que abrí")).toEqual({ kind: "driveSummary", file: null });
    expect(intent("Summarise the latest report")).toEqual({ kind: "driveSummary", file: "latest report" });
    expect(intent("Summarise")).toEqual({ kind: "driveSummary", file: null });
    expect(intent("Resume el archivo acta.md")).toEqual({ kind: "driveSummary", file: "acta.md" });
    expect(intent("hello there")).toEqual({ kind: "help" });
  });
});

describe("a text's summary", () => {
  const text = [
    "The launch plan sets the budget for the spring campaign.",
    "The campaign budget is 40,000 euros, split between ads and events.",
    "Weather was nice on Tuesday.",
    "Events take half of the campaign budget; ads take the rest.",
    "The launch date is the 3rd of March, after the budget review.",
    "Lunch is at noon.",
  ].join(" ");

  it("keeps the sentences that carry the text's words, in order, and its topics", () => {
    const summary = summarizeText(text);
    expect(summary.words).toBe(54);
    expect(summary.points).toHaveLength(3);
    expect(summary.points[0]).toBe("The launch plan sets the budget for the spring campaign.");
    expect(summary.points.join(" ")).not.toContain("Weather");
    expect(summary.topics.slice(0, 2)).toEqual(["budget", "campaign"]);
  });

  it("splits sentences and words in both languages, ignoring accents and common words", () => {
    expect(wordsOf("El presupuesto está aprobado y la reunión es el martes")).toEqual([
      "presupuesto",
      "aprobado",
      "reunion",
      "martes",
    ]);
    expect(sentencesOf("Short.\nThis line is long enough to count as one.\nOk")).toEqual([
      "This line is long enough to count as one.",
    ]);
    expect(summarizeText("")).toEqual({ words: 0, points: [], topics: [] });
  });
});
