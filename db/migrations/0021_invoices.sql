PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_number` text,
	`order_id` integer NOT NULL,
	`locale` text DEFAULT 'ar' NOT NULL,
	`currency` text NOT NULL,
	`items` text NOT NULL,
	`billing_address` text,
	`shipping_address` text,
	`bank_details` text,
	`seller` text,
	`discount_total` integer DEFAULT 0 NOT NULL,
	`sub_total` integer NOT NULL,
	`selections_total` integer DEFAULT 0 NOT NULL,
	`shipping_cost` integer DEFAULT 0 NOT NULL,
	`vat_total` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`note` text,
	`issued_on` integer NOT NULL,
	`printed_at` integer,
	`credited_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "invoices_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency")),
	CONSTRAINT "invoices_locale_in" CHECK("locale" in ('ar', 'en')),
	CONSTRAINT "invoices_items_json" CHECK("items" is null or json_valid("items")),
	CONSTRAINT "invoices_billing_address_json" CHECK("billing_address" is null or json_valid("billing_address")),
	CONSTRAINT "invoices_shipping_address_json" CHECK("shipping_address" is null or json_valid("shipping_address")),
	CONSTRAINT "invoices_bank_details_json" CHECK("bank_details" is null or json_valid("bank_details")),
	CONSTRAINT "invoices_seller_json" CHECK("seller" is null or json_valid("seller")),
	CONSTRAINT "invoices_discount_total_non_negative" CHECK("discount_total" >= 0),
	CONSTRAINT "invoices_sub_total_non_negative" CHECK("sub_total" >= 0),
	CONSTRAINT "invoices_selections_total_non_negative" CHECK("selections_total" >= 0),
	CONSTRAINT "invoices_shipping_cost_non_negative" CHECK("shipping_cost" >= 0),
	CONSTRAINT "invoices_vat_total_non_negative" CHECK("vat_total" >= 0),
	CONSTRAINT "invoices_total_non_negative" CHECK("total" >= 0),
	CONSTRAINT "invoices_number_when_printed" CHECK((invoice_number is null) = (printed_at is null))
);
--> statement-breakpoint
INSERT INTO `__new_invoices`("id", "invoice_number", "order_id", "currency", "items", "billing_address", "shipping_address", "bank_details", "discount_total", "sub_total", "vat_total", "total", "note", "issued_on", "printed_at", "created_at", "updated_at") SELECT "id", "invoice_number", "order_id", "currency", "items", "billing_address", "shipping_address", "bank_details", "discount_total", "sub_total", "vat_total", "total", "note", "issued_on", "printed_at", "created_at", "updated_at" FROM `invoices`;--> statement-breakpoint
DROP TABLE `invoices`;--> statement-breakpoint
ALTER TABLE `__new_invoices` RENAME TO `invoices`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_invoice_number_unique` ON `invoices` (`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_order` ON `invoices` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_one_open_per_order` ON `invoices` (`order_id`) WHERE credited_at is null;--> statement-breakpoint
CREATE INDEX `invoices_issued_on` ON `invoices` (`issued_on`);--> statement-breakpoint
CREATE TABLE `credit_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`credit_note_number` text NOT NULL,
	`invoice_id` integer NOT NULL,
	`currency` text NOT NULL,
	`sub_total` integer NOT NULL,
	`selections_total` integer NOT NULL,
	`discount_total` integer NOT NULL,
	`shipping_cost` integer NOT NULL,
	`vat_total` integer NOT NULL,
	`total` integer NOT NULL,
	`reason` text,
	`issued_on` integer NOT NULL,
	`admin_id` integer,
	`admin_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "credit_notes_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency")),
	CONSTRAINT "credit_notes_total_not_positive" CHECK(total <= 0 and vat_total <= 0 and sub_total <= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_credit_note_number_unique` ON `credit_notes` (`credit_note_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_invoice_id_unique` ON `credit_notes` (`invoice_id`);
