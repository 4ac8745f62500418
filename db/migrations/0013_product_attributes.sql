CREATE TABLE `product_attribute_translations` (
	`attribute_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`attribute_id`, `locale`),
	FOREIGN KEY (`attribute_id`) REFERENCES `product_attributes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_attribute_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `product_attributes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_attributes_position_non_negative" CHECK("position" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_attributes_product_position` ON `product_attributes` (`product_id`,`position`);