ALTER TABLE `coupons` ADD `per_customer_limit` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `active` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_coupon_customer` ON `orders` (`coupon_id`,`customer_id`,`status`,`grand_total`);