-- Retention (server/ops/retention.ts): the background jobs drop one-time codes, replaced or revoked
-- refresh tokens a day past their expiry, and idempotency keys past their keeping; these indexes
-- find them without reading the tables.
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_expires_idx" ON "otp_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refresh_expires_idx" ON "refresh_tokens" USING btree ("expires_at") WHERE replaced_at is not null or revoked_at is not null;