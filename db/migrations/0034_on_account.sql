PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`provider` text,
	`gateway` text,
	`logo_image_id` integer,
	`is_online` integer DEFAULT false NOT NULL,
	`has_installments` integer DEFAULT false NOT NULL,
	`min_limit` integer,
	`max_limit` integer,
	`active` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`logo_image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payment_methods_kind_in" CHECK("kind" in ('cash', 'bank_transfer', 'check', 'online', 'installments', 'on_account')),
	CONSTRAINT "payment_methods_min_limit_non_negative" CHECK("min_limit" >= 0),
	CONSTRAINT "payment_methods_max_limit_non_negative" CHECK("max_limit" >= 0),
	CONSTRAINT "payment_methods_limits_order" CHECK(min_limit is null or max_limit is null or max_limit >= min_limit)
);
--> statement-breakpoint
INSERT INTO `__new_payment_methods`("id", "name", "kind", "provider", "gateway", "logo_image_id", "is_online", "has_installments", "min_limit", "max_limit", "active", "position", "created_at", "updated_at") SELECT "id", "name", "kind", "provider", "gateway", "logo_image_id", "is_online", "has_installments", "min_limit", "max_limit", "active", "position", "created_at", "updated_at" FROM `payment_methods`;--> statement-breakpoint
DROP TABLE `payment_methods`;--> statement-breakpoint
ALTER TABLE `__new_payment_methods` RENAME TO `payment_methods`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_name_unique` ON `payment_methods` (`name`);--> statement-breakpoint
ALTER TABLE `customers` ADD `payment_terms_days` integer;--> statement-breakpoint
ALTER TABLE `customers` ADD `credit_limit` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `due_on` integer;--> statement-breakpoint
CREATE INDEX `orders_customer_due_on` ON `orders` (`customer_id`,`due_on`,`status`,`grand_total`,`paid_amount`,`paid_at`) WHERE due_on is not null;