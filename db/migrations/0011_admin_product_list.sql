CREATE INDEX `products_updated_at` ON `products` (`updated_at`);--> statement-breakpoint
CREATE INDEX `products_quantity` ON `products` (`quantity`);