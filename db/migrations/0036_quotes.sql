CREATE TABLE `quote_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor` text NOT NULL,
	`actor_name` text NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quote_events_kind_in" CHECK("kind" in ('requested', 'answered', 'countered', 'accepted', 'declined', 'withdrawn', 'ordered')),
	CONSTRAINT "quote_events_actor_in" CHECK("actor" in ('customer', 'salesperson', 'admin'))
);
--> statement-breakpoint
CREATE INDEX `quote_events_quote` ON `quote_events` (`quote_id`,`id`);--> statement-breakpoint
CREATE TABLE `quote_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`variant_id` integer,
	`choice_key` text DEFAULT '' NOT NULL,
	`quantity` integer NOT NULL,
	`asked_unit_price` integer NOT NULL,
	`unit_price` integer,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "quote_lines_quantity_range" CHECK(quantity between 1 and 50000),
	CONSTRAINT "quote_lines_asked_unit_price_non_negative" CHECK("asked_unit_price" >= 0),
	CONSTRAINT "quote_lines_unit_price_non_negative" CHECK("unit_price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `quote_lines_quote` ON `quote_lines` (`quote_id`);--> statement-breakpoint
CREATE INDEX `quote_lines_product` ON `quote_lines` (`product_id`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`requested_by` text NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`note` text,
	`expires_on` integer,
	`currency` text NOT NULL,
	`answered_at` integer,
	`order_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "quotes_status_in" CHECK("status" in ('requested', 'answered', 'accepted', 'ordered', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "quotes_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency"))
);
--> statement-breakpoint
CREATE INDEX `quotes_customer` ON `quotes` (`customer_id`,`id`);--> statement-breakpoint
CREATE INDEX `quotes_status` ON `quotes` (`status`,`id`);