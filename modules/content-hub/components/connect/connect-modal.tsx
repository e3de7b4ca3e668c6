"use client";

import { Divider, Loader } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useContentHub } from "../content-hub-context";
import { RouteModal } from "../route-modal";
import { DeveloperPanel } from "./developer-panel";
import { DomainSection } from "./domain-section";
import { useDomain } from "./use-domain";
import { WebhookSection } from "./webhook-section";

/**
 * 'Connect to API' (spec §2 /content-hub/{moduleId}/connect, width 686): the connected domain and its
 * API key, the webhook on publish with its delivery log (module admins), and in Developer mode the
 * public endpoints. Closing goes back to `redirect`.
 */
export function ConnectModal({ redirect }: { redirect: string }) {
  const t = useTranslations("contentHub.connect");
  const info = useContentHub();
  const small = useMediaQuery("(max-width: 48em)");
  const { domain, setDomain, error } = useDomain(info.id);
  return (
    <RouteModal
      redirect={redirect}
      t={t}
      error={error}
      size={686}
      fullScreen={small}
      data-testid="connect-modal"
    >
      {domain === undefined && !error ? (
        <Loader size="sm" aria-label={t("loading")} />
      ) : (
        domain !== undefined && (
          <DomainSection
            moduleId={info.id}
            domain={domain}
            onChange={setDomain}
            manage={info.access.manage}
          />
        )
      )}
      {info.access.manage && (
        <>
          <Divider />
          <WebhookSection moduleId={info.id} />
        </>
      )}
      {domain?.developerMode && (
        <>
          <Divider />
          <DeveloperPanel moduleId={info.id} keyLast4={domain.apiKeyLast4} />
        </>
      )}
    </RouteModal>
  );
}
