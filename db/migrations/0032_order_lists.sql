CREATE TABLE `order_list_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`variant_id` integer,
	`choice_key` text DEFAULT '' NOT NULL,
	`quantity` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `order_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_list_lines_quantity_range" CHECK(quantity between 1 and 50000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_list_lines_line` ON `order_list_lines` (`list_id`,`product_id`,(case when "variant_id" is null then 0 else "variant_id" end),`choice_key`);--> statement-breakpoint
CREATE INDEX `order_list_lines_product` ON `order_list_lines` (`product_id`);--> statement-breakpoint
CREATE TABLE `order_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_by` text NOT NULL,
	`salesperson_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`salesperson_id`) REFERENCES `salespeople`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_lists_created_by_in" CHECK("created_by" in ('customer', 'salesperson')),
	CONSTRAINT "order_lists_name_length" CHECK(length(trim(name)) between 3 and 60)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_lists_customer_name` ON `order_lists` (`customer_id`,lower("name"));