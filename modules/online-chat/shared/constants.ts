// Online chat's names and limits (issue 32), shared by the server and the browser without a schema
// library: client components import them from here (shared/types.ts re-exports them with the
// answers' schemas, which the browser does not load).

export const ONLINE_CHAT_TAG = "OnlineChat" as const;

/** A channel (named, with operators) or a direct conversation (1:1 or a small group). */
export const CONVERSATION_KINDS = ["channel", "direct"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Operators rename a channel, add and remove people, delete it and any message in it. */
export const CHAT_ROLES = ["operator", "member"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** The tabs that list conversations (drafts: those with the caller's unsent text). */
export const CONVERSATION_TABS = ["inbox", "starred", "drafts", "archived"] as const;
export type ConversationTab = (typeof CONVERSATION_TABS)[number];

/** The spec's `filter`: newest (default) or oldest activity first. */
export const CONVERSATION_SORTS = ["newest", "oldest"] as const;
export type ConversationSort = (typeof CONVERSATION_SORTS)[number];

/** Joining a conversation shows up to its last 100 messages (spec §4); older ones come in pages of 100. */
export const MESSAGE_PAGE = 100;
export const CONVERSATION_PAGE = 50;
export const CHANNEL_NAME_MAX = 80;
export const MESSAGE_MAX = 10_000;
/** A direct conversation holds you and at most this many others (a group DM, as Slack's 8). */
export const DIRECT_OTHERS_MAX = 8;
/** People added in one call (a channel's creation or an addition). */
export const PEOPLE_PER_CALL_MAX = 100;
/** The avatar group shows at most 3 people (spec §9). */
export const AVATARS_SHOWN = 3;
export const CLIENT_REQUEST_ID_MAX = 64;
/** Unread messages are counted up to this many (the list shows "99+" past 99). */
export const UNREAD_COUNTED = 100;
/** The people picker shows at most this many matches. */
export const PEOPLE_PAGE = 50;
/** The message boxes beside the conversation list: the caller's sent messages and their trash. */
export const MESSAGE_BOXES = ["sent", "trash"] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];
/** A deleted message stays in its author's trash this long, then a job purges it. */
export const TRASH_DAYS = 30;
export const BOX_PAGE = 50;
/** The page's tabs in the spec's order: the conversation lists and the message boxes. */
export const CHAT_TABS = ["inbox", "starred", "drafts", "sent", "archived", "trash"] as const;
export type ChatTab = (typeof CHAT_TABS)[number];
export const isMessageBox = (tab: ChatTab): tab is MessageBox => tab === "sent" || tab === "trash";
/** The reactions offered first (any single emoji is accepted). */
export const QUICK_REACTIONS = ["👍", "❤️", "😂", "🎉", "😮", "😢", "👀", "✅"] as const;
/** A thread's replies come in pages of this many (the newest first, then older ones on request). */
export const THREAD_PAGE = 100;
/** People one message may @mention. */
export const MENTIONS_MAX = 50;
/** What an operator writes to tell everyone in a channel. */
export const CHANNEL_MENTION = "@channel";
/** Whether a text calls on everyone: "@channel" as a word of its own. */
export const mentionsChannel = (text: string): boolean => /(^|\s)@channel(?![\p{L}\p{N}_-])/u.test(text);
/**
 * Typing and presence over the socket (server/realtime.ts): a tab says its person is typing in a
 * conversation (or a thread) at most every TYPING_SEND_MS while they type, and the others show it
 * for TYPING_SHOWN_MS after the last word; a tab says when its person is away (hidden); a view asks
 * who of at most PRESENCE_MAX people is online or away, every PRESENCE_POLL_MS.
 */
export const CHAT_TYPING = "chat:typing";
export const CHAT_AWAY = "chat:away";
export const CHAT_PRESENCE = "chat:presence";
export const TYPING_SEND_MS = 3_000;
export const TYPING_SHOWN_MS = 6_000;
export const PRESENCE_MAX = 100;
export const PRESENCE_POLL_MS = 30_000;
export const PRESENCES = ["online", "away", "offline"] as const;
export type Presence = (typeof PRESENCES)[number];

/** Searching messages: the words' length, and results a page. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE = 50;
/** Different emoji on one message at most. */
export const REACTIONS_PER_MESSAGE_MAX = 20;

/**
 * An emoji in one spelling, so the same emoji from the quick list, a picker or another client is
 * one reaction: variation selectors dropped, then put back after each pictograph that shows as text
 * without one (❤ → ❤️), not before a skin tone.
 */
export function canonicalEmoji(text: string): string {
  const points = [...text.replace(/\uFE0F/g, "")];
  return points
    .map((point, index) => {
      const next = points[index + 1] ?? "";
      const textByDefault =
        /\p{Extended_Pictographic}/u.test(point) && !/\p{Emoji_Presentation}/u.test(point);
      return textByDefault && !/[\u{1F3FB}-\u{1F3FF}]/u.test(next) ? `${point}\uFE0F` : point;
    })
    .join("");
}

/** One emoji (with its variation selectors, skin tones and joined parts), as a reaction must be. */
export function isSingleEmoji(text: string): boolean {
  return (
    text.length <= 32 &&
    /^\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}\u{20E3}]*(\u200D\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]*)*$/u.test(
      text,
    )
  );
}

/**
 * Files sent with messages: each under ATTACHMENT_MAX_BYTES, at most ATTACHMENTS_MAX on a message;
 * an image's thumbnail fits THUMB_WIDTH × THUMB_HEIGHT. Unsent uploads are kept a day.
 */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_MAX = 10;
export const THUMB_WIDTH = 480;
export const THUMB_HEIGHT = 360;
export const UNSENT_ATTACHMENT_HOURS = 24;
