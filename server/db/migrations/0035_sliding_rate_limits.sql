-- Rate limits count in sliding windows of buckets (server/http/rate-limit.ts) instead of fixed
-- windows aligned to the clock, and a row says when it is spent (the background jobs drop it).
-- The old counters cannot be told which limit's buckets they were in; they are at most a day old
-- and are dropped (every key starts its window afresh once).
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "bucket_nos" bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "counts" integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "count";
