ALTER TABLE "orders" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "terms_days" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "credit_limit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_terms_idx" ON "orders" USING btree ("organisation_id","due_on") WHERE due_on is not null;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_terms_check" CHECK ((terms_days is null or terms_days between 1 and 365) and credit_limit >= 0);