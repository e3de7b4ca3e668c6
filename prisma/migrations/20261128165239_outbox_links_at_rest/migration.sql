-- Data only: e-mails not sent yet kept their raw link (a reset, verification or invitation token, an
-- unsubscribe link) in "link", "text" and "html". From now on a stored link is encrypted with a key
-- derived from AUTH_SECRET (lib/server/mail/sealed-link.ts), which SQL cannot do, so the links of the
-- rows not sent are removed: cut out of the text and the HTML (as is and HTML-escaped), the column
-- cleared, and a queued row marked failed so its pending job does not send it without its link.
-- Whoever still waits for one asks for a new link.
UPDATE "OutboxEmail"
SET
  "text" = replace("text", "link", '[link removed: ask for a new one]'),
  "html" = replace(
    replace(
      "html",
      replace(replace(replace(replace(replace("link", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'),
      '[link removed: ask for a new one]'
    ),
    "link",
    '[link removed: ask for a new one]'
  ),
  "link" = NULL,
  "status" = CASE WHEN "status" = 'queued' THEN 'failed' ELSE "status" END,
  "lastError" = CASE
    WHEN "status" = 'queued' THEN 'its link was removed unsent when stored links became encrypted'
    ELSE "lastError"
  END
WHERE "link" IS NOT NULL AND "link" <> '' AND "status" <> 'sent';
