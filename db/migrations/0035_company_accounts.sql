CREATE TABLE `company_people` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text NOT NULL,
	`per_order_limit` integer,
	`per_month_limit` integer,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`accepted_at` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_people_email_lower_case" CHECK("email" = lower("email") and instr("email", '@') > 1),
	CONSTRAINT "company_people_role_in" CHECK("role" in ('owner', 'buyer', 'requester')),
	CONSTRAINT "company_people_limits_positive" CHECK(coalesce(per_order_limit, 1) > 0 and coalesce(per_month_limit, 1) > 0),
	CONSTRAINT "company_people_name_length" CHECK(length(trim(name)) between 1 and 120)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_people_email_unique` ON `company_people` (`email`);--> statement-breakpoint
CREATE INDEX `company_people_customer` ON `company_people` (`customer_id`,`active`);--> statement-breakpoint
CREATE TABLE `order_approvals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`asked_by_person_id` integer,
	`asked_by_name` text NOT NULL,
	`request` text NOT NULL,
	`total_when_asked` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`reason` text,
	`decided_by_person_id` integer,
	`decided_by_name` text,
	`decided_at` integer,
	`order_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asked_by_person_id`) REFERENCES `company_people`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by_person_id`) REFERENCES `company_people`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_approvals_status_in" CHECK("status" in ('waiting', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "order_approvals_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency")),
	CONSTRAINT "order_approvals_request_json" CHECK("request" is null or json_valid("request")),
	CONSTRAINT "order_approvals_total_when_asked_non_negative" CHECK("total_when_asked" >= 0),
	CONSTRAINT "order_approvals_rejected_reason" CHECK(status <> 'rejected' or length(trim(reason)) > 0)
);
--> statement-breakpoint
CREATE INDEX `order_approvals_customer` ON `order_approvals` (`customer_id`,`status`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_auth_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`user_kind` text NOT NULL,
	`user_id` integer NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	CONSTRAINT "auth_tokens_purpose_in" CHECK("purpose" in ('email_verify', 'password_reset')),
	CONSTRAINT "auth_tokens_user_kind_in" CHECK("user_kind" in ('customer', 'salesperson', 'admin', 'colleague')),
	CONSTRAINT "auth_tokens_hash_sha256_hex" CHECK(length(token_hash) = 64 and token_hash not glob '*[^0-9a-f]*')
);
--> statement-breakpoint
INSERT INTO `__new_auth_tokens`("id", "purpose", "token_hash", "user_kind", "user_id", "email", "created_at", "expires_at", "used_at") SELECT "id", "purpose", "token_hash", "user_kind", "user_id", "email", "created_at", "expires_at", "used_at" FROM `auth_tokens`;--> statement-breakpoint
DROP TABLE `auth_tokens`;--> statement-breakpoint
ALTER TABLE `__new_auth_tokens` RENAME TO `auth_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_token_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_user` ON `auth_tokens` (`user_kind`,`user_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `auth_tokens_expires_at` ON `auth_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `__new_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_kind` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`idle_expires_at` integer NOT NULL,
	CONSTRAINT "sessions_id_sha256_hex" CHECK(length(id) = 64 and id not glob '*[^0-9a-f]*'),
	CONSTRAINT "sessions_user_kind_in" CHECK("user_kind" in ('customer', 'salesperson', 'admin', 'colleague'))
);
--> statement-breakpoint
INSERT INTO `__new_sessions`("id", "user_kind", "user_id", "created_at", "expires_at", "idle_expires_at") SELECT "id", "user_kind", "user_id", "created_at", "expires_at", "idle_expires_at" FROM `sessions`;--> statement-breakpoint
DROP TABLE `sessions`;--> statement-breakpoint
ALTER TABLE `__new_sessions` RENAME TO `sessions`;--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_kind`,`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at` ON `sessions` (`expires_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `placed_by_person_id` integer REFERENCES company_people(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `placed_by_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `approved_by_person_id` integer REFERENCES company_people(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `approved_by_name` text;--> statement-breakpoint
CREATE INDEX `orders_placed_by_person` ON `orders` (`placed_by_person_id`,`placed_at`,`status`,`grand_total`) WHERE placed_by_person_id is not null and approved_by_name is null;