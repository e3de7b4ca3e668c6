import { translateMessage } from "@/lib/i18n/messages";
import * as z from "@/lib/zod";
import { chatReplyDraftSchema } from "@/modules/online-chat/schemas/chat-ai";
import {
  addressedTo,
  conversationLabel,
  digestConversation,
  excerpt,
  findConversation,
  linksIn,
  questionIn,
  unreadHighlights,
  type DigestMessage,
  type NamedConversation,
} from "@/modules/online-chat/shared/ai-digest";
import {
  approvalOf,
  decisionOf,
  decisionPhrase,
  DECISION_PHRASES,
  DECISION_SQL_PATTERN,
  isApprovalEmoji,
} from "@/modules/online-chat/shared/ai-decisions";
import { composeReply } from "@/modules/online-chat/shared/ai-drafts";
import { chatHref } from "@/modules/online-chat/shared/links";

// What Online chat's built-in assistant reads in messages without a model
// (modules/online-chat/shared/ai-digest.ts, ai-drafts.ts): decisions, questions, links, a
// conversation's digest, unread highlights, which conversation a name means, and reply drafts.

const ME = "m".repeat(24);
const MIA = "a".repeat(24);
const ADAM = "b".repeat(24);
const VIC = "c".repeat(24);
const CONVERSATION = "f".repeat(24);

let seq = 0;
function message(body: string, extra: Partial<DigestMessage> = {}): DigestMessage {
  seq += 1;
  return {
    id: seq.toString(16).padStart(24, "0"),
    conversationId: CONVERSATION,
    seq,
    rootId: null,
    body,
    createdAt: new Date(Date.UTC(2026, 10, 29, 9, seq)).toISOString(),
    authorId: MIA,
    authorName: "Mia Member",
    reactions: [],
    replyCount: 0,
    mentionIds: [],
    mentionsChannel: false,
    ...extra,
  };
}

describe("decision phrases", () => {
  it.each([
    ["We decided to ship on Friday.", "We decided"],
    ["OK, let's go with the blue theme", "let's go with"],
    ["Let’s go with option B", "Let’s go with"],
    ["Agreed, Monday it is", "Agreed"],
    ["Decision: we keep the old API", "Decision:"],
    ["Final decision is Postgres", "Final decision"],
    ["The team has decided against the rewrite", "has decided"],
    ["We'll go with weekly releases", "We'll go with"],
    ["Decidimos lanzar el viernes", "Decidimos"],
    ["Acordamos revisar el presupuesto", "Acordamos"],
    ["Vale, vamos con la opción B", "vamos con"],
    ["Decisión: mantenemos la API antigua", "Decisión:"],
    ["Ya está decidido: el lunes", "Ya está decidido"],
    ["Hemos acordado una demo mensual", "Hemos acordado"],
  ])("finds the decision in %j", (body, phrase) => {
    expect(decisionPhrase(body)).toBe(phrase);
  });

  it.each([
    "We haven't decided yet",
    "Not agreed, we need more data.",
    "No hemos decidido nada",
    "Todavía no lo hemos acordado",
    "Agreed?",
    "Should we go with option B? Let's go with it?",
    "¿Vamos con el plan B?",
    "Let me know when you decide",
    "I disagree with the plan",
    "The disagreement is about scope",
    "Lunch at noon",
  ])("finds none in %j", (body) => {
    expect(decisionPhrase(body)).toBeNull();
  });

  it("finds the decision after a question in the same message", () => {
    expect(decisionPhrase("Friday or Monday? We decided: Monday.")).toBe("We decided");
  });

  it("gives the server a pattern that finds whatever the precise matcher finds", () => {
    // PostgreSQL's ~* reads these phrases as JavaScript does (no word boundaries: a superset).
    const sql = new RegExp(DECISION_SQL_PATTERN, "i");
    for (const body of ["We decided to ship", "let's go with B", "vamos con la B", "Decisión: sí", "agreed"])
      expect(sql.test(body.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))).toBe(true);
    expect(sql.test("Lunch at noon")).toBe(false);
    expect(DECISION_PHRASES.every((phrase) => /^[a-z .?'()|:]+$/.test(phrase))).toBe(true);
  });
});

describe("approvals", () => {
  it("reads ✅ ✔️ ☑️ and 👍 of any skin tone as approving", () => {
    for (const emoji of ["✅", "✔️", "✔", "☑️", "👍", "👍🏽", "👍🏿"]) expect(isApprovalEmoji(emoji)).toBe(true);
    for (const emoji of ["👎", "❤️", "🎉", "😂"]) expect(isApprovalEmoji(emoji)).toBe(false);
  });

  it("needs most of those who reacted, at least two people, the author's own reaction aside", () => {
    const approved = message("Ship the beta to 50 users", {
      reactions: [
        { emoji: "👍", userIds: [ADAM, VIC] },
        { emoji: "✅", userIds: [MIA, ADAM] },
      ],
    });
    expect(approvalOf(approved, 5)).toEqual({ approvers: 2, reactors: 2, approved: true });
    // One person is not a majority of a channel; two of five who reacted are not most of them.
    expect(approvalOf(message("x", { reactions: [{ emoji: "👍", userIds: [ADAM] }] }), 5).approved).toBe(
      false,
    );
    expect(
      approvalOf(
        message("x", {
          reactions: [
            { emoji: "👍", userIds: [ADAM, VIC] },
            { emoji: "👎", userIds: ["d".repeat(24), "e".repeat(24), "0".repeat(24)] },
          ],
        }),
        5,
      ),
    ).toEqual({ approvers: 2, reactors: 5, approved: false });
    // The other person of a 1:1 is everyone else.
    expect(approvalOf(message("x", { reactions: [{ emoji: "👍", userIds: [ADAM] }] }), 1).approved).toBe(
      true,
    );
    // The author approving their own message counts for nothing.
    expect(approvalOf(message("x", { reactions: [{ emoji: "👍", userIds: [MIA] }] }), 1).approved).toBe(
      false,
    );
  });

  it("makes a decision of a stated one or an approved one", () => {
    expect(decisionOf(message("Lunch at noon"), 3)).toBeNull();
    expect(decisionOf(message("We decided to ship"), 3)).toMatchObject({ phrase: "We decided" });
    expect(
      decisionOf(message("Ship it Friday", { reactions: [{ emoji: "👍", userIds: [ADAM, VIC] }] }), 3),
    ).toMatchObject({ phrase: null, approval: { approved: true, approvers: 2 } });
  });
});

describe("questions and links", () => {
  it("finds the first question in English or Spanish, not in an address", () => {
    expect(questionIn("Hi. Can we ship on Friday? I think so.")).toBe("Can we ship on Friday?");
    expect(questionIn("Vale. ¿Quién revisa el PR? Gracias")).toBe("¿Quién revisa el PR?");
    expect(questionIn("See https://example.com/page?id=3 and tell me, ok?")).toBe("See and tell me, ok?");
    expect(questionIn("See https://example.com/page?id=3")).toBeNull();
    expect(questionIn("??")).toBeNull();
    expect(questionIn("Done.")).toBeNull();
  });

  it("finds web addresses without trailing punctuation", () => {
    expect(linksIn("Spec: https://example.com/spec, and (http://x.io/a?b=1).")).toEqual([
      "https://example.com/spec",
      "http://x.io/a?b=1",
    ]);
    expect(excerpt("  a\n\nb  ")).toBe("a b");
    expect(excerpt("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("a conversation's digest", () => {
  it("says who wrote how much, the key messages, decisions, questions, mentions, links and the last messages", () => {
    seq = 0;
    const messages = [
      message("Kick-off notes: https://example.com/notes", { authorId: ADAM, authorName: "Adam Admin" }),
      message("Can we ship on Friday?", { replyCount: 2 }),
      message("@Me please review the PR", { mentionIds: [ME] }),
      message("We decided to ship on Friday.", {
        authorId: ADAM,
        authorName: "Adam Admin",
        reactions: [{ emoji: "🎉", userIds: [MIA, VIC, ME] }],
      }),
      message("My own question?", { authorId: ME, authorName: "Me" }),
      message("Thanks", {}),
    ];
    const digest = digestConversation(messages, ME, 3);
    expect(digest.count).toBe(6);
    expect(digest.from).toBe(messages[0]!.createdAt);
    expect(digest.to).toBe(messages[5]!.createdAt);
    expect(digest.participants.map((p) => [p.name, p.count, p.last.body])).toEqual([
      ["Mia Member", 3, "Thanks"],
      ["Adam Admin", 2, "We decided to ship on Friday."],
      ["Me", 1, "My own question?"],
    ]);
    // Two replies weigh more than three reactions.
    expect(digest.keyMessages.map((k) => k.message.body)).toEqual([
      "Can we ship on Friday?",
      "We decided to ship on Friday.",
    ]);
    expect(digest.decisions.map((d) => d.phrase)).toEqual(["We decided"]);
    // Others' questions only, newest first.
    expect(digest.questions.map((q) => q.question)).toEqual(["Can we ship on Friday?"]);
    expect(digest.mentionsOfMe.map((m) => m.body)).toEqual(["@Me please review the PR"]);
    expect(digest.links.map((l) => l.url)).toEqual(["https://example.com/notes"]);
    expect(digest.latest.map((m) => m.body)).toEqual([
      "We decided to ship on Friday.",
      "My own question?",
      "Thanks",
    ]);
    expect(digestConversation([], ME, 1)).toMatchObject({ count: 0, from: null, participants: [] });
  });

  it("shows the unread messages to read first: mentions, questions, then reactions, in order", () => {
    seq = 0;
    const unread = [
      message("Morning all"),
      message("Who has the keys?"),
      message("@channel standup moved", { mentionsChannel: true }),
      message("Lunch?", { reactions: [{ emoji: "👍", userIds: [ADAM] }] }),
      message("ok"),
    ];
    expect(unreadHighlights(unread, ME, 3).map(({ message: m, reasons }) => [m.body, reasons])).toEqual([
      ["Who has the keys?", ["question"]],
      ["@channel standup moved", ["mention"]],
      ["Lunch?", ["question", "reactions"]],
    ]);
  });

  it("answers the messages after the asker's last: all of them in a direct conversation, mentions in a channel", () => {
    seq = 0;
    const messages = [
      message("@Me old question?", { mentionIds: [ME] }),
      message("My answer", { authorId: ME }),
      message("Thanks!"),
      message("@Me one more thing?", { mentionIds: [ME] }),
      message("A reply in a thread", { rootId: "1".padStart(24, "0"), mentionIds: [ME] }),
    ];
    expect(addressedTo(messages, ME, true).map((m) => m.body)).toEqual(["Thanks!", "@Me one more thing?"]);
    expect(addressedTo(messages, ME, false).map((m) => m.body)).toEqual(["@Me one more thing?"]);
    expect(addressedTo(messages.slice(0, 2), ME, true)).toEqual([]);
  });
});

describe("which conversation", () => {
  const conversations: NamedConversation[] = [
    { id: "1".repeat(24), kind: "direct", name: null, people: ["Mia Member", "Adam Admin"] },
    { id: "2".repeat(24), kind: "channel", name: "Launch", people: [] },
    { id: "3".repeat(24), kind: "direct", name: null, people: ["Mia Member"] },
    { id: "4".repeat(24), kind: "channel", name: "design-team", people: [] },
    { id: "5".repeat(24), kind: "direct", name: null, people: ["José Núñez"] },
  ];
  const find = (query: string) => findConversation(query, conversations)?.id[0] ?? null;

  it("reads a channel's name, people's names, an id", () => {
    expect(find("launch")).toBe("2");
    expect(find("#Launch")).toBe("2");
    // A 1:1 with Mia before the group with Mia and Adam, though the group is more recent.
    expect(find("Mia")).toBe("3");
    expect(find("mia member")).toBe("3");
    expect(find("Mia and Adam")).toBe("1");
    expect(find("@adam")).toBe("1");
    expect(find("design")).toBe("4");
    expect(find("jose nunez")).toBe("5");
    expect(find("4".repeat(24))).toBe("4");
    expect(find("marketing")).toBeNull();
    expect(find("  ")).toBeNull();
  });

  it("calls a conversation by its channel's name or its people", () => {
    expect(conversationLabel(conversations[1]!)).toBe("#Launch");
    expect(conversationLabel(conversations[0]!)).toBe("Mia Member, Adam Admin");
    expect(conversationLabel({ id: "x", kind: "direct", name: null, people: [] }, "Only you")).toBe(
      "Only you",
    );
    expect(
      chatHref("/project/p/online-chat?moduleId=m", { conversationId: "c", thread: "r", message: "x" }),
    ).toBe("/project/p/online-chat?moduleId=m&conversationId=c&thread=r&message=x");
    expect(chatHref("/workspace-modules/m", { conversationId: "c" })).toBe(
      "/workspace-modules/m?conversationId=c",
    );
  });
});

describe("a reply draft", () => {
  const t = (locale: "en" | "es") => (key: string, values?: Record<string, string | number>) =>
    translateMessage(locale, `ai.onlineChat.draft.${key}`, values);

  it("greets who wrote and acknowledges their questions, in English and Spanish", () => {
    seq = 0;
    const addressed = [
      message("Can we ship on Friday?"),
      message("Also: who reviews the PR? Thanks", { authorId: ADAM, authorName: "Adam Admin" }),
    ];
    expect(composeReply(addressed, ME, "en", t("en"))).toBe(
      [
        "Hi Adam and Mia,",
        "Thanks for the questions:",
        "- “Can we ship on Friday?”: I'll look into it and reply shortly.",
        "- “Also: who reviews the PR?”: I'll look into it and reply shortly.",
      ].join("\n"),
    );
    expect(composeReply(addressed.slice(0, 1), ME, "es", t("es"))).toBe(
      "¡Hola, Mia!\nSobre «Can we ship on Friday?»: lo reviso y te respondo en breve.",
    );
  });

  it("thanks for a mention or a message without questions, and drafts nothing for nothing", () => {
    seq = 0;
    expect(composeReply([message("@Me see the spec", { mentionIds: [ME] })], ME, "en", t("en"))).toBe(
      "Hi Mia,\nThanks for including me in “@Me see the spec”. I've seen it and will follow up.",
    );
    expect(composeReply([message("The build is green")], ME, "en", t("en"))).toBe(
      "Hi Mia,\nThanks for your message about “The build is green”. Noted.",
    );
    const many = ["A B", "C D", "E F", "G H"].map((name, i) =>
      message("hello", { authorName: name, authorId: String(i).repeat(24) }),
    );
    expect(composeReply(many, ME, "en", t("en"))?.split("\n")[0]).toBe("Hi all,");
    expect(composeReply([], ME, "en", t("en"))).toBeNull();
  });

  it("fits the draft card's schema", () => {
    const text = composeReply([message("Ready?")], ME, "en", t("en")) ?? "";
    expect(
      z.safeParse(chatReplyDraftSchema, { type: "chatReply", conversationId: CONVERSATION, text }).success,
    ).toBe(true);
    expect(
      z.safeParse(chatReplyDraftSchema, { type: "chatReply", conversationId: "nope", text }).success,
    ).toBe(false);
  });
});
