ALTER TABLE "payments" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_pan" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE status = 'pending' and method = 'gateway';--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("gateway","reference");