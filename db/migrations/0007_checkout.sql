-- Issue #10 (checkout): written by hand because drizzle-kit rebuilds a table to add a CHECK, and
-- rebuilding products would drop its search triggers (0001). ADD COLUMN keeps them; the checks sit
-- on the new columns (SQLite tests them against the existing rows).
ALTER TABLE `products` ADD `min_order_quantity` integer DEFAULT 1 NOT NULL CONSTRAINT "products_min_order_whole_packs" CHECK(min_order_quantity >= 1);--> statement-breakpoint
ALTER TABLE `products` ADD `pack_size` integer DEFAULT 1 NOT NULL CONSTRAINT "products_pack_size_positive" CHECK(pack_size >= 1);--> statement-breakpoint
-- A minimum that is not a whole number of cases is refused on every write
CREATE TRIGGER `products_min_order_whole_packs_insert` BEFORE INSERT ON `products`
WHEN NEW.min_order_quantity % NEW.pack_size <> 0 BEGIN
  SELECT RAISE(ABORT, 'CHECK constraint failed: products_min_order_whole_packs');
END;--> statement-breakpoint
CREATE TRIGGER `products_min_order_whole_packs_update` BEFORE UPDATE OF `min_order_quantity`, `pack_size` ON `products`
WHEN NEW.min_order_quantity % NEW.pack_size <> 0 BEGIN
  SELECT RAISE(ABORT, 'CHECK constraint failed: products_min_order_whole_packs');
END;--> statement-breakpoint
ALTER TABLE `coupons` ADD `usage_limit` integer CONSTRAINT "coupons_usage_limit_non_negative" CHECK("usage_limit" >= 0);--> statement-breakpoint
ALTER TABLE `coupons` ADD `used_count` integer DEFAULT 0 NOT NULL CONSTRAINT "coupons_usage_within_limit" CHECK(used_count >= 0 and (usage_limit is null or used_count <= usage_limit));--> statement-breakpoint
ALTER TABLE `carts` ADD `state` text DEFAULT 'empty' NOT NULL CONSTRAINT "carts_state_in" CHECK("state" in ('empty', 'active', 'left'));--> statement-breakpoint
UPDATE `carts` SET `state` = 'active' WHERE `total_items` > 0;--> statement-breakpoint
CREATE INDEX `carts_state_updated_at` ON `carts` (`state`,`updated_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_token` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `purchase_order_reference` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `locale` text DEFAULT 'ar' NOT NULL CONSTRAINT "orders_locale_in" CHECK("locale" in ('ar', 'en'));--> statement-breakpoint
ALTER TABLE `orders` ADD `min_delivery_days` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `max_delivery_days` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_payment_token_unique` ON `orders` (`payment_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_customer_idempotency_key` ON `orders` (`customer_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`status` text NOT NULL,
	`actor` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_status_history_status_in" CHECK("status" in ('pending', 'processing', 'shipped', 'completed', 'delivered', 'payment-pending', 'cancelled', 'refused', 'approved', 'init', 'accepted', 'rejected', 'printed'))
);
--> statement-breakpoint
CREATE INDEX `order_status_history_order` ON `order_status_history` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`order_id` integer,
	`type` text NOT NULL,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`provider`, `event_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `refund_lines` (
	`refund_id` integer NOT NULL,
	`order_line_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`refund_id`, `order_line_id`),
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_line_id`) REFERENCES `order_lines`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "refund_lines_quantity_positive" CHECK(quantity >= 1)
);
--> statement-breakpoint
CREATE INDEX `refund_lines_order_line` ON `refund_lines` (`order_line_id`);--> statement-breakpoint
INSERT INTO `counters` (`name`, `value`) SELECT 'order', count(*) FROM `orders`;
