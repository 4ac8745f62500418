CREATE TABLE `company_profile_translations` (
	`company_profile_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`project_name` text,
	`address` text,
	`bank_name` text,
	`bank_account_name` text,
	PRIMARY KEY(`company_profile_id`, `locale`),
	FOREIGN KEY (`company_profile_id`) REFERENCES `company_profile`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "company_profile_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `product_titles` (
	`product_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`sort_key` text GENERATED ALWAYS AS ((case when "locale" <> 'en' and "title" glob '[A-Za-z]*' then '2' else '1' end) || replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower("title"), char(1570), char(1575)), char(1571), char(1575)), char(1573), char(1575)), char(1649), char(1575)), char(1577), char(1607)), char(1609), char(1610)), char(1572), char(1608)), char(1574), char(1610)), char(1600), ''), char(1611), ''), char(1612), ''), char(1613), ''), char(1614), ''), char(1615), ''), char(1616), ''), char(1617), ''), char(1618), ''), char(1648), '')) STORED NOT NULL,
	PRIMARY KEY(`product_id`, `locale`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_titles_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE INDEX `product_titles_locale_sort_key` ON `product_titles` (`locale`,`sort_key`,`product_id`);--> statement-breakpoint
CREATE TABLE `migration_tasks` (
	`name` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
DROP INDEX `product_translations_locale_title`;