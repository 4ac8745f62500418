DROP INDEX `order_lines_order`;--> statement-breakpoint
CREATE INDEX `order_lines_order` ON `order_lines` (`order_id`,`product_id`,`line_total`);--> statement-breakpoint
DROP INDEX `orders_placed_at`;--> statement-breakpoint
CREATE INDEX `orders_placed_at` ON `orders` (`placed_at`,`order_number`,`purchase_order_reference`,`customer_name`,`customer_id`,`status`,`grand_total`);