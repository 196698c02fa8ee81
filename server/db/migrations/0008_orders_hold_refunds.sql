ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_until") WHERE status in ('awaiting_payment', 'payment_failed');--> statement-breakpoint
CREATE INDEX "payments_refund_idx" ON "payments" USING btree ("id") WHERE refund_status = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_token_unique" UNIQUE("token");--> statement-breakpoint
-- Unpaid orders placed before holds existed get a hold from now (a grace period, not an instant cancel).
UPDATE "orders" SET "hold_until" = now() + interval '30 minutes' WHERE "status" in ('awaiting_payment', 'payment_failed');
