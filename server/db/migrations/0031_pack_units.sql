ALTER TABLE "products" ADD COLUMN "pack_size" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "boxes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pack_size" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pack_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pack_check" CHECK ((pack_size is null) = (pack_price is null) and (pack_size is null or (pack_size >= 2 and pack_price > 0)));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_boxes_check" CHECK (boxes = 0 or (pack_size is not null and pack_price is not null and boxes * pack_size <= quantity));