import { conversationNamed, matchIntent } from "@/lib/ai/intents";

// An Online chat's questions (issue 32 Ask AI), in English and Spanish; the other kinds keep theirs.

const chat = (question: string) => matchIntent(question, "OnlineChat");

describe("an Online chat's intent matcher", () => {
  it.each([
    ["Summarise the most recent conversation", null],
    ["Summarize #launch", "launch"],
    ["Give me a summary of the conversation with Mia Member", "Mia Member"],
    ["Can you recap the design-team channel?", "design-team"],
    ["What happened in #general?", "general"],
    ["tl;dr of “Road map”", "Road map"],
    ["Resume la conversación más reciente", null],
    ["Resume la conversación con Mía", "Mía"],
    ["Resumen del canal diseño", "diseño"],
    ["¿Qué ha pasado en #general?", "general"],
  ])("reads %j as a summary of %j", (question, conversation) => {
    expect(chat(question)).toEqual({ kind: "chatSummary", conversation });
  });

  it.each([
    "Summarise my unread messages",
    "What did I miss?",
    "Catch me up",
    "Resume mis mensajes sin leer",
    "¿Qué me he perdido?",
    "Ponme al día",
  ])("reads %j as the unread summary", (question) => {
    expect(chat(question)).toEqual({ kind: "chatUnread" });
  });

  it.each([
    ["What did we decide?", null],
    ["Find decisions", null],
    ["Which decisions were made in #launch?", "launch"],
    ["What have we agreed in the conversation with Adam?", "Adam"],
    ["¿Qué decidimos?", null],
    ["Encuentra las decisiones", null],
    ["Decisiones en el canal diseño", "diseño"],
    ["¿Qué acordamos en #general?", "general"],
  ])("reads %j as the decisions in %j", (question, conversation) => {
    expect(chat(question)).toEqual({ kind: "chatDecisions", conversation });
  });

  it.each([
    ["Draft a reply", null],
    ["Draft a reply to Mia", "Mia"],
    ["Please write a short reply for #launch", "launch"],
    ["Reply to the conversation with Mia Member", "Mia Member"],
    ["Draft a reply to my latest conversation", null],
    ["Redacta una respuesta", null],
    ["Redacta una respuesta para mi última conversación", null],
    ["Escribe una respuesta breve a Mía", "Mía"],
    ["Responde al canal de diseño", "diseño"],
  ])("reads %j as a reply to draft for %j", (question, conversation) => {
    expect(chat(question)).toEqual({ kind: "chatDraftReply", conversation });
  });

  it("answers anything else with help, and keeps other kinds' questions to them", () => {
    expect(chat("What is the weather?")).toEqual({ kind: "help" });
    expect(chat("¿Cuál es la capital de Francia?")).toEqual({ kind: "help" });
    expect(chat("Are there any overdue tasks?")).toEqual({ kind: "help" });
    expect(matchIntent("Summarise the most recent conversation").kind).toBe("update");
    expect(matchIntent("What did we decide?", "ContentHub")).toEqual({ kind: "help" });
  });

  it("reads the conversation a question names without the words around it", () => {
    expect(conversationNamed(" to the conversation with Mia Member?")).toBe("Mia Member");
    expect(conversationNamed(" of #launch please")).toBe("launch");
    expect(conversationNamed(" of the design channel")).toBe("design");
    expect(conversationNamed(" para el canal «ventas»")).toBe("ventas");
    expect(conversationNamed(" of the most recent one")).toBeNull();
    expect(conversationNamed("")).toBeNull();
    expect(conversationNamed(null)).toBeNull();
    // A name that starts with a filler word keeps it when the word is part of a longer one.
    expect(conversationNamed(" with Adam Admin")).toBe("Adam Admin");
  });
});
