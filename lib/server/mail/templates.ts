import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import { escapeHtml } from "@/lib/html-text";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import type { Mail } from "@/lib/server/mail/send-mail";
import { appUrl } from "@/lib/server/env";

/** A plain, accessible e-mail: greeting, one paragraph, one button, one footnote. */
function layout(parts: { intro: string; body: string; action: string; link: string; footer: string }) {
  const text = `${parts.intro}\n\n${parts.body}\n\n${parts.action}: ${parts.link}\n\n${parts.footer}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(parts.intro)}</p><p>${escapeHtml(parts.body)}</p>
<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 18px;background:#228be6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(parts.footer)}</p></body></html>`;
  return { text, html };
}

interface AccountMailInput {
  to: string;
  name: string;
  link: string;
  locale: Locale;
}

/** An e-mail about the user's own account: the `email.<kind>…` texts around its one link. */
function accountMail(kind: "reset" | "verify", input: AccountMailInput): Mail {
  const t = translatorFor(input.locale);
  return {
    to: input.to,
    subject: t(`email.${kind}Subject`),
    link: input.link,
    ...layout({
      intro: t(`email.${kind}Intro`, { name: input.name }),
      body: t(`email.${kind}Body`),
      action: t(`email.${kind}Action`),
      link: input.link,
      footer: t(`email.${kind}Ignore`),
    }),
  };
}

export function resetPasswordMail(input: AccountMailInput): Mail {
  return accountMail("reset", input);
}

/** The link that moves an account to a new address, sent to that address (issue 40's profile). */
export function emailChangeMail(input: AccountMailInput): Mail {
  const t = translatorFor(input.locale);
  return {
    to: input.to,
    subject: t("email.changeSubject"),
    link: input.link,
    ...layout({
      intro: t("email.changeIntro", { name: input.name }),
      body: t("email.changeBody", { email: input.to }),
      action: t("email.changeAction"),
      link: input.link,
      footer: t("email.changeIgnore"),
    }),
  };
}

/** The old address is told that the account moved to `email` (with a link to sign in there). */
export function emailChangedMail(input: { to: string; name: string; email: string; locale: Locale }): Mail {
  const t = translatorFor(input.locale);
  const link = `${appUrl()}/auth/login`;
  return {
    to: input.to,
    subject: t("email.changedSubject"),
    link,
    ...layout({
      intro: t("email.changedIntro", { name: input.name }),
      body: t("email.changedBody", { email: input.email }),
      action: t("email.changedAction"),
      link,
      footer: t("email.changedFooter"),
    }),
  };
}

/** The link that proves the address is the user's, in the language of the request that sent it. */
export function verifyEmailMail(input: AccountMailInput): Mail {
  return accountMail("verify", input);
}

/** The invitation to join a workspace, in the inviter's language. */
export function invitationMail(input: {
  to: string;
  inviterName: string;
  workspaceName: string;
  role: Role;
  link: string;
  locale: Locale;
}): Mail {
  const t = translatorFor(input.locale);
  const values = {
    inviter: input.inviterName,
    workspace: input.workspaceName,
    role: t(`invitations.roles.${input.role}`),
  };
  return {
    to: input.to,
    subject: t("invitations.email.subject", values),
    link: input.link,
    ...layout({
      intro: t("invitations.email.intro"),
      body: t("invitations.email.body", values),
      action: t("invitations.email.action"),
      link: input.link,
      footer: t("invitations.email.footer"),
    }),
  };
}

/**
 * The notification digest: what is still unread, grouped by workspace, a button to the inbox, and
 * the links to the settings and to unsubscribe (`link`: the one-click unsubscribe, cut from the
 * stored copy once sent).
 */
export function notificationDigestMail(input: {
  to: string;
  name: string;
  groups: { workspace: string; texts: string[] }[];
  inboxUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
  locale: Locale;
}): Mail {
  const t = translatorFor(input.locale);
  const count = input.groups.reduce((sum, group) => sum + group.texts.length, 0);
  const text = [
    t("email.digestIntro", { name: input.name }),
    "",
    t("email.digestBody", { count }),
    ...input.groups.flatMap((group) => ["", group.workspace, ...group.texts.map((line) => `- ${line}`)]),
    "",
    `${t("email.digestAction")}: ${input.inboxUrl}`,
    "",
    `${t("email.digestSettings")}: ${input.settingsUrl}`,
    `${t("email.digestUnsubscribe")}: ${input.unsubscribeUrl}`,
    "",
  ].join("\n");
  const sections = input.groups
    .map(
      (group) =>
        `<h3 style="font-size:15px;margin:18px 0 6px">${escapeHtml(group.workspace)}</h3><ul style="padding-left:20px;margin:0">${group.texts
          .map((line) => `<li style="margin:4px 0">${escapeHtml(line)}</li>`)
          .join("")}</ul>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(t("email.digestIntro", { name: input.name }))}</p><p>${escapeHtml(t("email.digestBody", { count }))}</p>${sections}
<p style="margin-top:20px"><a href="${escapeHtml(input.inboxUrl)}" style="display:inline-block;padding:10px 18px;background:#228be6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t("email.digestAction"))}</a></p>
<p style="font-size:13px;color:#6b7280"><a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(t("email.digestSettings"))}</a> · <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t("email.digestUnsubscribe"))}</a></p></body></html>`;
  return {
    to: input.to,
    subject: t("email.digestSubject", { count }),
    text,
    html,
    link: input.unsubscribeUrl,
  };
}

/** A workspace export is ready: the link is to the export page, where a signed-in admin downloads it. */
export function exportReadyMail(input: {
  to: string;
  name: string;
  workspaceName: string;
  link: string;
  days: number;
  locale: Locale;
}): Mail {
  const t = translatorFor(input.locale);
  return {
    to: input.to,
    subject: t("email.exportSubject", { workspace: input.workspaceName }),
    link: input.link,
    ...layout({
      intro: t("email.exportIntro", { name: input.name }),
      body: t("email.exportBody", { workspace: input.workspaceName, days: input.days }),
      action: t("email.exportAction"),
      link: input.link,
      footer: t("email.exportFooter"),
    }),
  };
}
