-- Decision 0083: a return gains the status "received" and a rejection's reason, its status history,
-- and the money sent back (refund_payments). SQLite changes a CHECK only by rebuilding the table;
-- the migrator runs in a transaction, where PRAGMA foreign_keys cannot be turned off, so dropping
-- `refunds` would cascade into `refund_lines`: its rows are kept aside and put back. The new tables
-- that reference `refunds` are created after the rebuild.
CREATE TABLE `__refund_lines_kept` AS SELECT * FROM `refund_lines`;--> statement-breakpoint
CREATE TABLE `__new_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`salesperson_id` integer,
	`reason` text NOT NULL,
	`reference_total` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`rejection_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`salesperson_id`) REFERENCES `salespeople`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "refunds_status_in" CHECK("status" in ('requested', 'approved', 'rejected', 'received', 'refunded')),
	CONSTRAINT "refunds_reference_total_non_negative" CHECK("reference_total" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_refunds`("id", "order_id", "customer_id", "salesperson_id", "reason", "reference_total", "status", "rejection_reason", "created_at", "updated_at") SELECT "id", "order_id", "customer_id", "salesperson_id", "reason", "reference_total", "status", NULL, "created_at", "updated_at" FROM `refunds`;--> statement-breakpoint
DROP TABLE `refunds`;--> statement-breakpoint
ALTER TABLE `__new_refunds` RENAME TO `refunds`;--> statement-breakpoint
CREATE INDEX `refunds_order` ON `refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `refunds_customer_created` ON `refunds` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `refunds_salesperson_created` ON `refunds` (`salesperson_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `refunds_status_created` ON `refunds` (`status`,`created_at`);--> statement-breakpoint
INSERT INTO `refund_lines` (`refund_id`, `order_line_id`, `quantity`) SELECT `refund_id`, `order_line_id`, `quantity` FROM `__refund_lines_kept` WHERE true ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE `__refund_lines_kept`;--> statement-breakpoint
CREATE TABLE `refund_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`refund_id` integer,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`method` text NOT NULL,
	`reference` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`admin_id` integer,
	`admin_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "refund_payments_amount_positive" CHECK(amount > 0),
	CONSTRAINT "refund_payments_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency")),
	CONSTRAINT "refund_payments_method_in" CHECK("method" in ('provider', 'bank_transfer', 'check', 'cash')),
	CONSTRAINT "refund_payments_state_in" CHECK("state" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE INDEX `refund_payments_order` ON `refund_payments` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refund_payments_refund` ON `refund_payments` (`refund_id`);--> statement-breakpoint
CREATE TABLE `refund_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`refund_id` integer NOT NULL,
	`status` text NOT NULL,
	`actor` text NOT NULL,
	`admin_id` integer,
	`admin_name` text,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "refund_status_history_status_in" CHECK("status" in ('requested', 'approved', 'rejected', 'received', 'refunded'))
);
--> statement-breakpoint
CREATE INDEX `refund_status_history_refund` ON `refund_status_history` (`refund_id`,`created_at`);--> statement-breakpoint
-- Returns written before this migration: their history starts with the request
INSERT INTO `refund_status_history` (`refund_id`, `status`, `actor`, `created_at`) SELECT `id`, 'requested', 'customer', `created_at` FROM `refunds`;
