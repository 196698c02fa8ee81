ALTER TABLE "discount_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "discount_codes" SET "used_count" = (SELECT count(*) FROM "orders" WHERE "orders"."discount_code" = "discount_codes"."code" AND "orders"."status" <> 'cancelled');
