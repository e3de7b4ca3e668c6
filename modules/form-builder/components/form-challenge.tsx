"use client";

import type { AltchaWidgetElement } from "altcha";
import type {} from "altcha/types/react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { hrefOf } from "@/lib/client/api";
import { ChallengeTokens } from "@/modules/form-builder/client/challenge-tokens";
import type { getChallenge } from "@/modules/form-builder/contracts/public";

// The public form's proof of work (ALTCHA, self-hosted: the challenge comes from our own
// GET …/challenge): the `altcha-widget` web component, loaded after the page (its own chunk, so the
// first load stays light), solves one as soon as it is shown, in web workers, with our texts. Each
// submission and upload takes a solved challenge of its own (client/challenge-tokens.ts).

/** Widget settings: no link to altcha.org, no pointer and scroll collection. */
const CONFIGURATION = JSON.stringify({ hideFooter: true, humanInteractionSignature: false });

interface StateChange {
  state: string;
  payload?: string | null;
}

export function useFormChallenge(
  slug: string,
  enabled: boolean,
): { widget: ReactNode; take: () => Promise<string | undefined> } {
  const t = useTranslations("formBuilder.fill.challenge");
  const locale = useLocale();
  const [loaded, setLoaded] = useState(false);
  const [tokens] = useState(() => new ChallengeTokens());

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void import("altcha").then(() => {
      const $altcha = globalThis.$altcha;
      $altcha.i18n.set(locale, {
        ...$altcha.i18n.get("en"),
        label: t("label"),
        loading: t("loading"),
        verifying: t("verifying"),
        waitAlert: t("verifying"),
        verified: t("verified"),
        verificationRequired: t("required"),
        error: t("error"),
        expired: t("expired"),
        reload: t("reload"),
        verify: t("verify"),
        footer: "",
      });
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [enabled, locale, t]);

  // Listens from the moment the element is on the page (its first events come a tick later).
  const attach = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const onChange = (event: Event) => {
        const { state, payload } = (event as CustomEvent<StateChange>).detail;
        tokens.changed(state, payload);
      };
      node.addEventListener("statechange", onChange);
      tokens.attach(node as AltchaWidgetElement);
      return () => {
        node.removeEventListener("statechange", onChange);
        tokens.attach(null);
      };
    },
    [tokens],
  );

  const take = useCallback(async () => {
    if (!enabled) return undefined;
    const payload = await tokens.take();
    if (!payload) throw new Error(t("error"));
    return payload;
  }, [enabled, tokens, t]);

  const widget =
    enabled && loaded ? (
      <altcha-widget
        ref={attach}
        challenge={hrefOf<typeof getChallenge>("GET /api/v1/public/forms/{slug}/challenge", {
          params: { slug },
        })}
        auto="onload"
        language={locale}
        configuration={CONFIGURATION}
        data-testid="form-challenge"
      />
    ) : null;
  return { widget, take };
}
