CREATE TABLE `customer_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "customer_groups_name_length" CHECK(length(trim(name)) between 1 and 60)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_groups_name` ON `customer_groups` (lower("name"));--> statement-breakpoint
CREATE TABLE `price_breaks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list_id` integer,
	`product_id` integer NOT NULL,
	`variant_id` integer,
	`min_quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `price_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "price_breaks_min_quantity_range" CHECK(min_quantity between 2 and 50000),
	CONSTRAINT "price_breaks_unit_price_range" CHECK(unit_price between 0 and 100000000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_breaks_step` ON `price_breaks` ((case when "list_id" is null then 0 else "list_id" end),`product_id`,(case when "variant_id" is null then 0 else "variant_id" end),`min_quantity`);--> statement-breakpoint
CREATE INDEX `price_breaks_product` ON `price_breaks` (`product_id`);--> statement-breakpoint
CREATE TABLE `price_list_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list_id` integer NOT NULL,
	`group_id` integer,
	`customer_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `price_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `customer_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "price_list_assignments_one_owner" CHECK((group_id is null) <> (customer_id is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_list_assignments_group` ON `price_list_assignments` (`group_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `price_list_assignments_customer` ON `price_list_assignments` (`customer_id`);--> statement-breakpoint
CREATE INDEX `price_list_assignments_list` ON `price_list_assignments` (`list_id`);--> statement-breakpoint
CREATE TABLE `price_list_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`variant_id` integer,
	`unit_price` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `price_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "price_list_prices_unit_price_range" CHECK(unit_price between 0 and 100000000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_list_prices_item` ON `price_list_prices` (`list_id`,`product_id`,(case when "variant_id" is null then 0 else "variant_id" end));--> statement-breakpoint
CREATE INDEX `price_list_prices_product` ON `price_list_prices` (`product_id`);--> statement-breakpoint
CREATE TABLE `price_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`starts_on` text,
	`ends_on` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "price_lists_name_length" CHECK(length(trim(name)) between 1 and 60),
	CONSTRAINT "price_lists_starts_on_day" CHECK(starts_on is null or (length(starts_on) = 10 and starts_on glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')),
	CONSTRAINT "price_lists_ends_on_day" CHECK(ends_on is null or (length(ends_on) = 10 and ends_on glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')),
	CONSTRAINT "price_lists_days_in_order" CHECK(starts_on is null or ends_on is null or starts_on <= ends_on)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `price_lists_name` ON `price_lists` (lower("name"));--> statement-breakpoint
ALTER TABLE `customers` ADD `group_id` integer REFERENCES customer_groups(id);--> statement-breakpoint
CREATE INDEX `customers_group` ON `customers` (`group_id`);