CREATE TABLE `shipments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`service` text NOT NULL,
	`carrier` text NOT NULL,
	`tracking_number` text,
	`tracking_url` text,
	`label_url` text,
	`created_by_admin_id` integer,
	`created_by_name` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "shipments_carrier_length" CHECK(length(carrier) between 1 and 200),
	CONSTRAINT "shipments_tracking_number_length" CHECK(tracking_number is null or length(tracking_number) between 1 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipments_order` ON `shipments` (`order_id`);
--> statement-breakpoint
-- Decision 0084: a shipment is locked once its carrier gave it a tracking number (SPEC §4: it
-- "cannot be undone"), whatever code writes to it; only a claim (no tracking number yet) is completed.
CREATE TRIGGER `shipments_locked` BEFORE UPDATE ON `shipments` WHEN old.`tracking_number` IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'shipment_locked');
END;
