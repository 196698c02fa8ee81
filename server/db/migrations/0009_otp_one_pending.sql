-- Codes left pending side by side by racing sends (before this index) stop counting, newest kept.
UPDATE "otp_codes" SET "consumed_at" = now() WHERE "consumed_at" IS NULL AND "id" NOT IN (SELECT max("id") FROM "otp_codes" WHERE "consumed_at" IS NULL GROUP BY "mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_pending_idx" ON "otp_codes" USING btree ("mobile") WHERE consumed_at is null;