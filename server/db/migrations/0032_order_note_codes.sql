-- An order's history said the store's own moves in English sentences; they are codes now
-- (shared/order-notes.ts), which the member's page and the desk say in the reader's language.
UPDATE "order_events"
SET "note" = regexp_replace("note", '^payment (.+) arrived after the order was closed; refund of ([0-9]+) Rial asked of the gateway$', 'late_payment:\2:\1')
WHERE "actor_name" IS NULL AND "note" ~ '^payment .+ arrived after the order was closed; refund of [0-9]+ Rial asked of the gateway$';
--> statement-breakpoint
UPDATE "order_events"
SET "note" = replace(
  regexp_replace(
    regexp_replace(
      regexp_replace("note", 'refunded ([0-9]+) Rial to store credit', 'refund:credit:\1', 'g'),
      'refund of ([0-9]+) Rial asked of the gateway', 'refund:gateway:\1', 'g'),
    '([0-9]+) Rial to be returned by bank transfer', 'refund:transfer:\1', 'g'),
  '; ', ' ')
WHERE "actor_name" IS NULL
  AND "note" ~ '^((refunded [0-9]+ Rial to store credit|refund of [0-9]+ Rial asked of the gateway|[0-9]+ Rial to be returned by bank transfer)(; |$))+$';
