import "server-only";
import type { Role } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/config";
import { translatorFor } from "@/lib/i18n/messages";
import type { Mail } from "@/lib/server/mail/send-mail";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A plain, accessible e-mail: greeting, one paragraph, one button, one footnote. */
function layout(parts: { intro: string; body: string; action: string; link: string; footer: string }) {
  const text = `${parts.intro}\n\n${parts.body}\n\n${parts.action}: ${parts.link}\n\n${parts.footer}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(parts.intro)}</p><p>${escapeHtml(parts.body)}</p>
<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 18px;background:#228be6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(parts.footer)}</p></body></html>`;
  return { text, html };
}

export function resetPasswordMail(input: { to: string; name: string; link: string; locale: Locale }): Mail {
  const t = translatorFor(input.locale);
  return {
    to: input.to,
    subject: t("email.resetSubject"),
    link: input.link,
    ...layout({
      intro: t("email.resetIntro", { name: input.name }),
      body: t("email.resetBody"),
      action: t("email.resetAction"),
      link: input.link,
      footer: t("email.resetIgnore"),
    }),
  };
}

/** The link that proves the address is the user's, in the language of the request that sent it. */
export function verifyEmailMail(input: { to: string; name: string; link: string; locale: Locale }): Mail {
  const t = translatorFor(input.locale);
  return {
    to: input.to,
    subject: t("email.verifySubject"),
    link: input.link,
    ...layout({
      intro: t("email.verifyIntro", { name: input.name }),
      body: t("email.verifyBody"),
      action: t("email.verifyAction"),
      link: input.link,
      footer: t("email.verifyIgnore"),
    }),
  };
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
