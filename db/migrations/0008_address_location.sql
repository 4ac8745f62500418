ALTER TABLE `addresses` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `addresses` ADD `longitude` real;