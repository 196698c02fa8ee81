ALTER TABLE "reviews" ADD COLUMN "alert_published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_member_idx" ON "reviews" USING btree ("member_id");