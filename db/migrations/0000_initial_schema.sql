CREATE TABLE `company_profile` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`name` text NOT NULL,
	`project_name` text,
	`mobile` text,
	`phone` text,
	`email` text,
	`address` text,
	`post_code` text,
	`currency` text NOT NULL,
	`vat_number` text,
	`commercial_record_number` text,
	`bank_name` text,
	`bank_account_name` text,
	`bank_number` text,
	`bank_sort_code` text,
	`iban` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "company_profile_single_row" CHECK(id = 1),
	CONSTRAINT "company_profile_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency"))
);
--> statement-breakpoint
CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY DEFAULT 1 NOT NULL,
	`theme` text,
	`max_quantity_per_product` integer DEFAULT 100 NOT NULL,
	`catalogue_pdf_key` text,
	`application_form_pdf_key` text,
	`logo_image_id` integer,
	`refund_days` integer DEFAULT 14 NOT NULL,
	`refunds_enabled` integer DEFAULT false NOT NULL,
	`additional_front_routes` text DEFAULT '[]' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`logo_image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "site_settings_single_row" CHECK(id = 1),
	CONSTRAINT "site_settings_max_quantity_positive" CHECK(max_quantity_per_product >= 1),
	CONSTRAINT "site_settings_refund_days_non_negative" CHECK("refund_days" >= 0),
	CONSTRAINT "site_settings_theme_json" CHECK("theme" is null or json_valid("theme")),
	CONSTRAINT "site_settings_additional_front_routes_json" CHECK("additional_front_routes" is null or json_valid("additional_front_routes"))
);
--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cities_code_unique` ON `cities` (`code`);--> statement-breakpoint
CREATE TABLE `city_translations` (
	`city_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`city_id`, `locale`),
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "city_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `city_translations_locale_name` ON `city_translations` (`locale`,`name`);--> statement-breakpoint
CREATE TABLE `neighbourhood_translations` (
	`neighbourhood_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`neighbourhood_id`, `locale`),
	FOREIGN KEY (`neighbourhood_id`) REFERENCES `neighbourhoods`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "neighbourhood_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE INDEX `neighbourhood_translations_locale_name` ON `neighbourhood_translations` (`locale`,`name`);--> statement-breakpoint
CREATE TABLE `neighbourhoods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_id` integer NOT NULL,
	`code` text NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `neighbourhoods_city_code` ON `neighbourhoods` (`city_id`,`code`);--> statement-breakpoint
CREATE TABLE `addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`country` text NOT NULL,
	`city` text NOT NULL,
	`address1` text NOT NULL,
	`address2` text,
	`postcode` text,
	`city_id` integer,
	`neighbourhood_id` integer,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`neighbourhood_id`) REFERENCES `neighbourhoods`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `addresses_customer` ON `addresses` (`customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `addresses_single_default` ON `addresses` (`customer_id`) WHERE is_default = 1;--> statement-breakpoint
CREATE TABLE `admins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_super_admin` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "admins_email_lower_case" CHECK("email" = lower("email") and instr("email", '@') > 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_unique` ON `admins` (`email`);--> statement-breakpoint
CREATE TABLE `auth_tokens` (
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
	CONSTRAINT "auth_tokens_user_kind_in" CHECK("user_kind" in ('customer', 'salesperson', 'admin')),
	CONSTRAINT "auth_tokens_hash_sha256_hex" CHECK(length(token_hash) = 64 and token_hash not glob '*[^0-9a-f]*')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_token_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_user` ON `auth_tokens` (`user_kind`,`user_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `auth_tokens_expires_at` ON `auth_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`company_name` text NOT NULL,
	`company_number` text NOT NULL,
	`phone` text NOT NULL,
	`mobile` text,
	`land_line` text,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`country` text,
	`city` text,
	`state` text,
	`address1` text,
	`address2` text,
	`post_code` text,
	`user_code` text,
	`email_verified_at` integer,
	`verified` integer GENERATED ALWAYS AS (email_verified_at is not null) VIRTUAL NOT NULL,
	`approval_status` text DEFAULT 'not_submitted' NOT NULL,
	`approval_form_key` text,
	`approval_submitted_at` integer,
	`approval_decided_at` integer,
	`can_see_prices` integer DEFAULT false NOT NULL,
	`restricted` integer DEFAULT false NOT NULL,
	`salesperson_id` integer,
	`locale` text,
	`registered_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`salesperson_id`) REFERENCES `salespeople`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "customers_email_lower_case" CHECK("email" = lower("email") and instr("email", '@') > 1),
	CONSTRAINT "customers_phone_shape" CHECK(length(replace("phone", '+', '')) >= 10 and substr("phone", 1, 1) glob '[+0-9]' and substr("phone", 2) not glob '*[^0-9]*'),
	CONSTRAINT "customers_company_number_digits" CHECK(length(company_number) > 0 and company_number not glob '*[^0-9]*'),
	CONSTRAINT "customers_approval_status_in" CHECK("approval_status" in ('not_submitted', 'pending', 'approved', 'rejected')),
	CONSTRAINT "customers_locale_in" CHECK("locale" is null or "locale" in ('ar', 'en')),
	CONSTRAINT "customers_approval_needs_form" CHECK(approval_status = 'not_submitted' or approval_form_key is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_company_number_unique` ON `customers` (`company_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `customers_phone_unique` ON `customers` (`phone`);--> statement-breakpoint
CREATE UNIQUE INDEX `customers_email_unique` ON `customers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `customers_user_code_unique` ON `customers` (`user_code`);--> statement-breakpoint
CREATE INDEX `customers_salesperson` ON `customers` (`salesperson_id`);--> statement-breakpoint
CREATE INDEX `customers_approval_status` ON `customers` (`approval_status`,`registered_at`);--> statement-breakpoint
CREATE INDEX `customers_registered_at` ON `customers` (`registered_at`);--> statement-breakpoint
CREATE TABLE `salespeople` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`code` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "salespeople_email_lower_case" CHECK("email" = lower("email") and instr("email", '@') > 1),
	CONSTRAINT "salespeople_phone_shape" CHECK(length(replace("phone", '+', '')) >= 10 and substr("phone", 1, 1) glob '[+0-9]' and substr("phone", 2) not glob '*[^0-9]*')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `salespeople_phone_unique` ON `salespeople` (`phone`);--> statement-breakpoint
CREATE UNIQUE INDEX `salespeople_email_unique` ON `salespeople` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `salespeople_code_unique` ON `salespeople` (`code`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_kind` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`idle_expires_at` integer NOT NULL,
	CONSTRAINT "sessions_id_sha256_hex" CHECK(length(id) = 64 and id not glob '*[^0-9a-f]*'),
	CONSTRAINT "sessions_user_kind_in" CHECK("user_kind" in ('customer', 'salesperson', 'admin'))
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_kind`,`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `brand_translations` (
	`brand_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	PRIMARY KEY(`brand_id`, `locale`),
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "brand_translations_locale_in" CHECK("locale" in ('ar', 'en')),
	CONSTRAINT "brand_translations_name_length" CHECK(length("name") >= 3),
	CONSTRAINT "brand_translations_slug_shape" CHECK(length("slug") > 0 and instr("slug", '/') = 0 and instr("slug", ' ') = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `brand_translations_locale_name` ON `brand_translations` (`locale`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `brand_translations_locale_slug` ON `brand_translations` (`locale`,`slug`);--> statement-breakpoint
CREATE TABLE `brands` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`image_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "brands_status_in" CHECK("status" in ('available', 'unavailable'))
);
--> statement-breakpoint
CREATE INDEX `brands_status` ON `brands` (`status`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`image_id` integer,
	`parent_id` integer,
	`main_category_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`parent_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`main_category_id`) REFERENCES `main_categories`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "categories_status_in" CHECK("status" in ('available', 'unavailable')),
	CONSTRAINT "categories_not_own_parent" CHECK(parent_id is null or parent_id <> id)
);
--> statement-breakpoint
CREATE INDEX `categories_parent` ON `categories` (`parent_id`);--> statement-breakpoint
CREATE INDEX `categories_main_category` ON `categories` (`main_category_id`);--> statement-breakpoint
CREATE INDEX `categories_status_position` ON `categories` (`status`,`position`);--> statement-breakpoint
CREATE TABLE `category_translations` (
	`category_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	PRIMARY KEY(`category_id`, `locale`),
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "category_translations_locale_in" CHECK("locale" in ('ar', 'en')),
	CONSTRAINT "category_translations_title_length" CHECK(length("title") >= 3),
	CONSTRAINT "category_translations_slug_shape" CHECK(length("slug") > 0 and instr("slug", '/') = 0 and instr("slug", ' ') = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `category_translations_locale_title` ON `category_translations` (`locale`,`title`);--> statement-breakpoint
CREATE UNIQUE INDEX `category_translations_locale_slug` ON `category_translations` (`locale`,`slug`);--> statement-breakpoint
CREATE TABLE `gallery_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`storage_key` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer,
	`height` integer,
	`bytes` integer NOT NULL,
	`alt` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "gallery_images_content_type_in" CHECK("content_type" in ('image/jpeg', 'image/png', 'image/svg+xml', 'image/webp')),
	CONSTRAINT "gallery_images_bytes_non_negative" CHECK("bytes" >= 0),
	CONSTRAINT "gallery_images_dimensions" CHECK((width is null or width > 0) and (height is null or height > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gallery_images_storage_key_unique` ON `gallery_images` (`storage_key`);--> statement-breakpoint
CREATE INDEX `gallery_images_created_at` ON `gallery_images` (`created_at`);--> statement-breakpoint
CREATE TABLE `main_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`image_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "main_categories_status_in" CHECK("status" in ('available', 'unavailable'))
);
--> statement-breakpoint
CREATE INDEX `main_categories_status_position` ON `main_categories` (`status`,`position`);--> statement-breakpoint
CREATE TABLE `main_category_translations` (
	`main_category_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	PRIMARY KEY(`main_category_id`, `locale`),
	FOREIGN KEY (`main_category_id`) REFERENCES `main_categories`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "main_category_translations_locale_in" CHECK("locale" in ('ar', 'en')),
	CONSTRAINT "main_category_translations_title_length" CHECK(length("title") >= 3),
	CONSTRAINT "main_category_translations_slug_shape" CHECK(length("slug") > 0 and instr("slug", '/') = 0 and instr("slug", ' ') = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `main_category_translations_locale_title` ON `main_category_translations` (`locale`,`title`);--> statement-breakpoint
CREATE UNIQUE INDEX `main_category_translations_locale_slug` ON `main_category_translations` (`locale`,`slug`);--> statement-breakpoint
CREATE TABLE `measure_unit_translations` (
	`measure_unit_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`measure_unit_id`, `locale`),
	FOREIGN KEY (`measure_unit_id`) REFERENCES `measure_units`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "measure_unit_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `measure_units` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `measure_units_code_unique` ON `measure_units` (`code`);--> statement-breakpoint
CREATE TABLE `option_choice_translations` (
	`option_choice_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`option_choice_id`, `locale`),
	FOREIGN KEY (`option_choice_id`) REFERENCES `option_choices`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "option_choice_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `option_choices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`option_group_id` integer NOT NULL,
	`price_delta` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`option_group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "option_choices_price_delta_non_negative" CHECK("price_delta" >= 0)
);
--> statement-breakpoint
CREATE INDEX `option_choices_group_position` ON `option_choices` (`option_group_id`,`position`);--> statement-breakpoint
CREATE TABLE `option_group_translations` (
	`option_group_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`note` text,
	PRIMARY KEY(`option_group_id`, `locale`),
	FOREIGN KEY (`option_group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "option_group_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `option_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`min_selections` integer DEFAULT 0 NOT NULL,
	`max_selections` integer,
	`is_required` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "option_groups_min_selections_non_negative" CHECK("min_selections" >= 0),
	CONSTRAINT "option_groups_max_at_least_min" CHECK(max_selections is null or max_selections >= min_selections),
	CONSTRAINT "option_groups_max_positive" CHECK(max_selections is null or max_selections >= 1)
);
--> statement-breakpoint
CREATE TABLE `product_images` (
	`product_id` integer NOT NULL,
	`image_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `image_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_images_product_position` ON `product_images` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `product_option_groups` (
	`product_id` integer NOT NULL,
	`option_group_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `option_group_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_option_groups_group` ON `product_option_groups` (`option_group_id`);--> statement-breakpoint
CREATE TABLE `product_tags` (
	`product_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `tag_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_tags_tag` ON `product_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `product_translations` (
	`product_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`extensive_description` text,
	`seo_title` text,
	`seo_description` text,
	PRIMARY KEY(`product_id`, `locale`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_translations_locale_in" CHECK("locale" in ('ar', 'en')),
	CONSTRAINT "product_translations_title_length" CHECK(length("title") >= 3),
	CONSTRAINT "product_translations_slug_shape" CHECK(length("slug") > 0 and instr("slug", '/') = 0 and instr("slug", ' ') = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_translations_locale_slug` ON `product_translations` (`locale`,`slug`);--> statement-breakpoint
CREATE INDEX `product_translations_locale_title` ON `product_translations` (`locale`,`title`);--> statement-breakpoint
CREATE TABLE `product_variant_values` (
	`variant_id` integer NOT NULL,
	`variant_attribute_value_id` integer NOT NULL,
	PRIMARY KEY(`variant_id`, `variant_attribute_value_id`),
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_attribute_value_id`) REFERENCES `variant_attribute_values`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_variant_values_value` ON `product_variant_values` (`variant_attribute_value_id`);--> statement-breakpoint
CREATE TABLE `product_variants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`code` text NOT NULL,
	`value_key` text NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`weight` integer,
	`price` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_variants_status_in" CHECK("status" in ('available', 'unavailable')),
	CONSTRAINT "product_variants_quantity_non_negative" CHECK("quantity" >= 0),
	CONSTRAINT "product_variants_weight_non_negative" CHECK("weight" >= 0),
	CONSTRAINT "product_variants_price_non_negative" CHECK("price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_code_unique` ON `product_variants` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_variants_product_value_key` ON `product_variants` (`product_id`,`value_key`);--> statement-breakpoint
CREATE INDEX `product_variants_product_position` ON `product_variants` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sku` text NOT NULL,
	`barcode` text,
	`status` text DEFAULT 'available' NOT NULL,
	`availability` text DEFAULT 'available' NOT NULL,
	`type` integer DEFAULT 1 NOT NULL,
	`has_variants` integer DEFAULT false NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`price` integer NOT NULL,
	`discount_price` integer,
	`weight` integer,
	`measure_unit_id` integer,
	`brand_id` integer,
	`category_id` integer,
	`tax_group_id` integer,
	`poster_image_id` integer,
	`seo_image_id` integer,
	`rating_tenths` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`measure_unit_id`) REFERENCES `measure_units`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`tax_group_id`) REFERENCES `tax_groups`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`poster_image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`seo_image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "products_sku_length" CHECK(length(sku) between 4 and 12),
	CONSTRAINT "products_status_in" CHECK("status" in ('available', 'unavailable')),
	CONSTRAINT "products_availability_in" CHECK("availability" in ('available', 'unavailable', 'out_of_stock')),
	CONSTRAINT "products_type_in" CHECK("type" in (1, 2, 3)),
	CONSTRAINT "products_quantity_non_negative" CHECK("quantity" >= 0),
	CONSTRAINT "products_price_non_negative" CHECK("price" >= 0),
	CONSTRAINT "products_discount_price_non_negative" CHECK("discount_price" >= 0),
	CONSTRAINT "products_weight_non_negative" CHECK("weight" >= 0),
	CONSTRAINT "products_discount_below_price" CHECK(discount_price is null or discount_price <= price),
	CONSTRAINT "products_rating_range" CHECK(rating_tenths between 0 and 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_sku_unique` ON `products` (`sku`);--> statement-breakpoint
CREATE INDEX `products_category` ON `products` (`category_id`);--> statement-breakpoint
CREATE INDEX `products_brand` ON `products` (`brand_id`);--> statement-breakpoint
CREATE INDEX `products_status_availability` ON `products` (`status`,`availability`);--> statement-breakpoint
CREATE INDEX `products_price` ON `products` (`price`);--> statement-breakpoint
CREATE INDEX `products_created_at` ON `products` (`created_at`);--> statement-breakpoint
CREATE INDEX `products_featured` ON `products` (`is_featured`);--> statement-breakpoint
CREATE INDEX `products_rating` ON `products` (`rating_tenths`);--> statement-breakpoint
CREATE TABLE `tag_translations` (
	`tag_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`tag_id`, `locale`),
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "tag_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tag_translations_locale_name` ON `tag_translations` (`locale`,`name`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tax_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`rate_basis_points` integer NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "tax_groups_rate_range" CHECK(rate_basis_points between 0 and 10000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_groups_name_unique` ON `tax_groups` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `tax_groups_single_default` ON `tax_groups` (`is_default`) WHERE is_default = 1;--> statement-breakpoint
CREATE TABLE `variant_attribute_translations` (
	`variant_attribute_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`variant_attribute_id`, `locale`),
	FOREIGN KEY (`variant_attribute_id`) REFERENCES `variant_attributes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "variant_attribute_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `variant_attribute_translations_locale_name` ON `variant_attribute_translations` (`locale`,`name`);--> statement-breakpoint
CREATE TABLE `variant_attribute_value_translations` (
	`variant_attribute_value_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	PRIMARY KEY(`variant_attribute_value_id`, `locale`),
	FOREIGN KEY (`variant_attribute_value_id`) REFERENCES `variant_attribute_values`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "variant_attribute_value_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `variant_attribute_values` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`variant_attribute_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`variant_attribute_id`) REFERENCES `variant_attributes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `variant_attribute_values_attribute` ON `variant_attribute_values` (`variant_attribute_id`,`position`);--> statement-breakpoint
CREATE TABLE `variant_attributes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `menu_images` (
	`menu_id` integer NOT NULL,
	`image_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`menu_id`, `image_id`),
	FOREIGN KEY (`menu_id`) REFERENCES `menus`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menu_images_menu_position` ON `menu_images` (`menu_id`,`position`);--> statement-breakpoint
CREATE TABLE `menu_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`menu_id` integer NOT NULL,
	`item_kind` text NOT NULL,
	`product_id` integer,
	`brand_id` integer,
	`category_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`menu_id`) REFERENCES `menus`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `brands`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "menu_items_item_kind_in" CHECK("item_kind" in ('products', 'brands', 'categories')),
	CONSTRAINT "menu_items_target_matches_kind" CHECK((item_kind = 'products' and product_id is not null and brand_id is null and category_id is null)
        or (item_kind = 'brands' and brand_id is not null and product_id is null and category_id is null)
        or (item_kind = 'categories' and category_id is not null and product_id is null and brand_id is null))
);
--> statement-breakpoint
CREATE INDEX `menu_items_menu_position` ON `menu_items` (`menu_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `menu_items_menu_product` ON `menu_items` (`menu_id`,`product_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `menu_items_menu_brand` ON `menu_items` (`menu_id`,`brand_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `menu_items_menu_category` ON `menu_items` (`menu_id`,`category_id`);--> statement-breakpoint
CREATE INDEX `menu_items_product` ON `menu_items` (`product_id`);--> statement-breakpoint
CREATE INDEX `menu_items_brand` ON `menu_items` (`brand_id`);--> statement-breakpoint
CREATE INDEX `menu_items_category` ON `menu_items` (`category_id`);--> statement-breakpoint
CREATE TABLE `menu_translations` (
	`menu_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	PRIMARY KEY(`menu_id`, `locale`),
	FOREIGN KEY (`menu_id`) REFERENCES `menus`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "menu_translations_locale_in" CHECK("locale" in ('ar', 'en')),
	CONSTRAINT "menu_translations_title_length" CHECK(length("title") >= 3),
	CONSTRAINT "menu_translations_slug_shape" CHECK(length("slug") > 0 and instr("slug", '/') = 0 and instr("slug", ' ') = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `menu_translations_locale_title` ON `menu_translations` (`locale`,`title`);--> statement-breakpoint
CREATE UNIQUE INDEX `menu_translations_locale_slug` ON `menu_translations` (`locale`,`slug`);--> statement-breakpoint
CREATE TABLE `menus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`type` text NOT NULL,
	`device_type` text DEFAULT 'web' NOT NULL,
	`placement` text NOT NULL,
	`menu_type_key` text,
	`item_type` text NOT NULL,
	`banner_image_id` integer,
	`poster_image_id` integer,
	`video_url` text,
	`banner_blur` integer DEFAULT false NOT NULL,
	`hide_text` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`banner_image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`poster_image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "menus_status_in" CHECK("status" in ('available', 'unavailable')),
	CONSTRAINT "menus_type_in" CHECK("type" in ('navbar', 'carousel')),
	CONSTRAINT "menus_device_type_in" CHECK("device_type" in ('web', 'mobile')),
	CONSTRAINT "menus_placement_in" CHECK("placement" in ('home', 'nav', 'nav-footer', 'footer')),
	CONSTRAINT "menus_menu_type_key_in" CHECK("menu_type_key" is null or "menu_type_key" in ('carousel', 'bundle', 'video', 'images', 'grid', 'bar', 'single-product')),
	CONSTRAINT "menus_item_type_in" CHECK("item_type" in ('products', 'brands', 'categories'))
);
--> statement-breakpoint
CREATE INDEX `menus_placement_device_sort` ON `menus` (`placement`,`device_type`,`status`,`sort_order`);--> statement-breakpoint
CREATE TABLE `slide_translations` (
	`slide_id` integer NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`extensive_description` text,
	PRIMARY KEY(`slide_id`, `locale`),
	FOREIGN KEY (`slide_id`) REFERENCES `slides`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "slide_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `slides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_id` integer,
	`url` text,
	`status` text DEFAULT 'available' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "slides_status_in" CHECK("status" in ('available', 'unavailable'))
);
--> statement-breakpoint
CREATE INDEX `slides_status_position` ON `slides` (`status`,`position`);--> statement-breakpoint
CREATE TABLE `carts` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`items` text NOT NULL,
	`total_items` integer DEFAULT 0 NOT NULL,
	`cart_total` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`reminded_at` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "carts_items_json" CHECK("items" is null or json_valid("items")),
	CONSTRAINT "carts_total_items_non_negative" CHECK("total_items" >= 0),
	CONSTRAINT "carts_cart_total_non_negative" CHECK("cart_total" >= 0)
);
--> statement-breakpoint
CREATE INDEX `carts_updated_at` ON `carts` (`updated_at`);--> statement-breakpoint
CREATE TABLE `collections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`salesperson_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`order_id` integer,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`method` text NOT NULL,
	`reference` text,
	`note` text,
	`collected_on` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`salesperson_id`) REFERENCES `salespeople`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "collections_amount_positive" CHECK(amount > 0),
	CONSTRAINT "collections_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency")),
	CONSTRAINT "collections_method_in" CHECK("method" in ('cash', 'bank_transfer', 'check'))
);
--> statement-breakpoint
CREATE INDEX `collections_salesperson_collected` ON `collections` (`salesperson_id`,`collected_on`);--> statement-breakpoint
CREATE INDEX `collections_customer_collected` ON `collections` (`customer_id`,`collected_on`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`type` text NOT NULL,
	`value` integer NOT NULL,
	`min_cart_amount` integer DEFAULT 0 NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "coupons_type_in" CHECK("type" in ('percent', 'fixed')),
	CONSTRAINT "coupons_code_shape" CHECK(length(code) > 0 and code = upper(code)),
	CONSTRAINT "coupons_value_non_negative" CHECK("value" >= 0),
	CONSTRAINT "coupons_min_cart_amount_non_negative" CHECK("min_cart_amount" >= 0),
	CONSTRAINT "coupons_percent_at_most_100" CHECK(type <> 'percent' or value <= 10000),
	CONSTRAINT "coupons_ends_after_start" CHECK(starts_at is null or ends_at is null or ends_at > starts_at)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_number` text NOT NULL,
	`order_id` integer NOT NULL,
	`currency` text NOT NULL,
	`items` text NOT NULL,
	`billing_address` text,
	`shipping_address` text,
	`bank_details` text,
	`discount_total` integer DEFAULT 0 NOT NULL,
	`sub_total` integer NOT NULL,
	`vat_total` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`note` text,
	`issued_on` integer NOT NULL,
	`printed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "invoices_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency")),
	CONSTRAINT "invoices_items_json" CHECK("items" is null or json_valid("items")),
	CONSTRAINT "invoices_billing_address_json" CHECK("billing_address" is null or json_valid("billing_address")),
	CONSTRAINT "invoices_shipping_address_json" CHECK("shipping_address" is null or json_valid("shipping_address")),
	CONSTRAINT "invoices_bank_details_json" CHECK("bank_details" is null or json_valid("bank_details")),
	CONSTRAINT "invoices_discount_total_non_negative" CHECK("discount_total" >= 0),
	CONSTRAINT "invoices_sub_total_non_negative" CHECK("sub_total" >= 0),
	CONSTRAINT "invoices_vat_total_non_negative" CHECK("vat_total" >= 0),
	CONSTRAINT "invoices_total_non_negative" CHECK("total" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_invoice_number_unique` ON `invoices` (`invoice_number`);--> statement-breakpoint
CREATE INDEX `invoices_order` ON `invoices` (`order_id`);--> statement-breakpoint
CREATE INDEX `invoices_issued_on` ON `invoices` (`issued_on`);--> statement-breakpoint
CREATE TABLE `order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` integer,
	`variant_id` integer,
	`title` text NOT NULL,
	`sku` text NOT NULL,
	`unit_price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`selections` text DEFAULT '[]' NOT NULL,
	`vat_rate_basis_points` integer DEFAULT 0 NOT NULL,
	`vat_amount` integer DEFAULT 0 NOT NULL,
	`line_total` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_lines_unit_price_non_negative" CHECK("unit_price" >= 0),
	CONSTRAINT "order_lines_vat_amount_non_negative" CHECK("vat_amount" >= 0),
	CONSTRAINT "order_lines_line_total_non_negative" CHECK("line_total" >= 0),
	CONSTRAINT "order_lines_quantity_positive" CHECK(quantity >= 1),
	CONSTRAINT "order_lines_vat_rate_range" CHECK(vat_rate_basis_points between 0 and 10000),
	CONSTRAINT "order_lines_selections_json" CHECK("selections" is null or json_valid("selections"))
);
--> statement-breakpoint
CREATE INDEX `order_lines_order` ON `order_lines` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_lines_product` ON `order_lines` (`product_id`);--> statement-breakpoint
CREATE INDEX `order_lines_variant` ON `order_lines` (`variant_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_number` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`customer_id` integer NOT NULL,
	`salesperson_id` integer,
	`customer_name` text NOT NULL,
	`salesperson_name` text,
	`address` text NOT NULL,
	`shipping_zone_id` integer,
	`delivery_method` text NOT NULL,
	`payment_method_id` integer,
	`payment_method_name` text NOT NULL,
	`payment_reference` text,
	`currency` text NOT NULL,
	`unique_items_count` integer NOT NULL,
	`total_items_count` integer NOT NULL,
	`sub_total` integer NOT NULL,
	`vat_total` integer DEFAULT 0 NOT NULL,
	`selections_total` integer DEFAULT 0 NOT NULL,
	`discount_total` integer DEFAULT 0 NOT NULL,
	`shipping_cost` integer DEFAULT 0 NOT NULL,
	`grand_total` integer NOT NULL,
	`note` text,
	`shipment_name` text,
	`shipment_url` text,
	`shipping_company` text,
	`coupon_id` integer,
	`coupon_code` text,
	`placed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`salesperson_id`) REFERENCES `salespeople`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`shipping_zone_id`) REFERENCES `shipping_zones`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_in" CHECK("status" in ('pending', 'processing', 'shipped', 'completed', 'delivered', 'payment-pending', 'cancelled', 'refused', 'approved', 'init', 'accepted', 'rejected', 'printed')),
	CONSTRAINT "orders_currency_code" CHECK(length("currency") = 3 and "currency" = upper("currency")),
	CONSTRAINT "orders_address_json" CHECK("address" is null or json_valid("address")),
	CONSTRAINT "orders_unique_items_count_non_negative" CHECK("unique_items_count" >= 0),
	CONSTRAINT "orders_total_items_count_non_negative" CHECK("total_items_count" >= 0),
	CONSTRAINT "orders_sub_total_non_negative" CHECK("sub_total" >= 0),
	CONSTRAINT "orders_vat_total_non_negative" CHECK("vat_total" >= 0),
	CONSTRAINT "orders_selections_total_non_negative" CHECK("selections_total" >= 0),
	CONSTRAINT "orders_discount_total_non_negative" CHECK("discount_total" >= 0),
	CONSTRAINT "orders_shipping_cost_non_negative" CHECK("shipping_cost" >= 0),
	CONSTRAINT "orders_grand_total_non_negative" CHECK("grand_total" >= 0),
	CONSTRAINT "orders_counts_consistent" CHECK(total_items_count >= unique_items_count)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_number_unique` ON `orders` (`order_number`);--> statement-breakpoint
CREATE INDEX `orders_customer_placed` ON `orders` (`customer_id`,`placed_at`);--> statement-breakpoint
CREATE INDEX `orders_salesperson_placed` ON `orders` (`salesperson_id`,`placed_at`);--> statement-breakpoint
CREATE INDEX `orders_status_placed` ON `orders` (`status`,`placed_at`);--> statement-breakpoint
CREATE INDEX `orders_placed_at` ON `orders` (`placed_at`);--> statement-breakpoint
CREATE TABLE `payment_method_translations` (
	`payment_method_id` integer NOT NULL,
	`locale` text NOT NULL,
	`display_name` text NOT NULL,
	`note` text,
	PRIMARY KEY(`payment_method_id`, `locale`),
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_method_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `payment_method_zones` (
	`payment_method_id` integer NOT NULL,
	`zone_id` integer NOT NULL,
	PRIMARY KEY(`payment_method_id`, `zone_id`),
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`zone_id`) REFERENCES `shipping_zones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_method_zones_zone` ON `payment_method_zones` (`zone_id`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
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
	CONSTRAINT "payment_methods_kind_in" CHECK("kind" in ('cash', 'bank_transfer', 'check', 'online', 'installments')),
	CONSTRAINT "payment_methods_min_limit_non_negative" CHECK("min_limit" >= 0),
	CONSTRAINT "payment_methods_max_limit_non_negative" CHECK("max_limit" >= 0),
	CONSTRAINT "payment_methods_limits_order" CHECK(min_limit is null or max_limit is null or max_limit >= min_limit)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_name_unique` ON `payment_methods` (`name`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`salesperson_id` integer,
	`reason` text NOT NULL,
	`reference_total` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`salesperson_id`) REFERENCES `salespeople`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "refunds_status_in" CHECK("status" in ('requested', 'approved', 'rejected', 'refunded')),
	CONSTRAINT "refunds_reference_total_non_negative" CHECK("reference_total" >= 0)
);
--> statement-breakpoint
CREATE INDEX `refunds_order` ON `refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `refunds_customer_created` ON `refunds` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `refunds_salesperson_created` ON `refunds` (`salesperson_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `refunds_status_created` ON `refunds` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `shipping_rates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`zone_id` integer NOT NULL,
	`min_order_amount` integer DEFAULT 0 NOT NULL,
	`max_order_amount` integer,
	`charge` integer NOT NULL,
	`min_delivery_days` integer NOT NULL,
	`max_delivery_days` integer NOT NULL,
	FOREIGN KEY (`zone_id`) REFERENCES `shipping_zones`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "shipping_rates_min_order_amount_non_negative" CHECK("min_order_amount" >= 0),
	CONSTRAINT "shipping_rates_max_order_amount_non_negative" CHECK("max_order_amount" >= 0),
	CONSTRAINT "shipping_rates_charge_non_negative" CHECK("charge" >= 0),
	CONSTRAINT "shipping_rates_min_delivery_days_non_negative" CHECK("min_delivery_days" >= 0),
	CONSTRAINT "shipping_rates_max_above_min" CHECK(max_order_amount is null or max_order_amount > min_order_amount),
	CONSTRAINT "shipping_rates_days_order" CHECK(max_delivery_days >= min_delivery_days)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipping_rates_zone_min` ON `shipping_rates` (`zone_id`,`min_order_amount`);--> statement-breakpoint
CREATE TABLE `shipping_zones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`image_id` integer,
	`definition_method` text DEFAULT 'general' NOT NULL,
	`polygon` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "shipping_zones_definition_method_in" CHECK("definition_method" in ('general', 'polygon')),
	CONSTRAINT "shipping_zones_polygon_json" CHECK("polygon" is null or json_valid("polygon")),
	CONSTRAINT "shipping_zones_polygon_when_polygon" CHECK(definition_method <> 'polygon' or polygon is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipping_zones_name_unique` ON `shipping_zones` (`name`);--> statement-breakpoint
CREATE TABLE `zone_cities` (
	`zone_id` integer NOT NULL,
	`city_id` integer NOT NULL,
	`rule` text DEFAULT 'include' NOT NULL,
	PRIMARY KEY(`zone_id`, `city_id`),
	FOREIGN KEY (`zone_id`) REFERENCES `shipping_zones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "zone_cities_rule_in" CHECK("rule" in ('include', 'exclude'))
);
--> statement-breakpoint
CREATE INDEX `zone_cities_city` ON `zone_cities` (`city_id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `content_page_translations` (
	`page_id` integer NOT NULL,
	`locale` text NOT NULL,
	`url` text NOT NULL,
	`title` text NOT NULL,
	`meta_title` text,
	`keywords` text,
	`description` text,
	`body` text,
	PRIMARY KEY(`page_id`, `locale`),
	FOREIGN KEY (`page_id`) REFERENCES `content_pages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "content_page_translations_locale_in" CHECK("locale" in ('ar', 'en')),
	CONSTRAINT "content_page_translations_url_shape" CHECK(length(url) > 0 and substr(url, 1, 1) <> '/' and instr(url, ' ') = 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_page_translations_locale_url` ON `content_page_translations` (`locale`,`url`);--> statement-breakpoint
CREATE TABLE `content_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`layout` text DEFAULT 'page' NOT NULL,
	`priority` text DEFAULT 'normal' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`parent_id` integer,
	`image_id` integer,
	`published_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `content_pages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "content_pages_layout_in" CHECK("layout" in ('page', 'blog', 'about', 'services', 'contact', 'form', 'landing')),
	CONSTRAINT "content_pages_priority_in" CHECK("priority" in ('lowest', 'low', 'normal', 'high', 'highest')),
	CONSTRAINT "content_pages_not_own_parent" CHECK(parent_id is null or parent_id <> id)
);
--> statement-breakpoint
CREATE INDEX `content_pages_layout_active_published` ON `content_pages` (`layout`,`active`,`published_at`);--> statement-breakpoint
CREATE INDEX `content_pages_parent` ON `content_pages` (`parent_id`);--> statement-breakpoint
CREATE TABLE `email_template_translations` (
	`email_template_id` integer NOT NULL,
	`locale` text NOT NULL,
	`subject` text NOT NULL,
	`header_content` text,
	`body_content` text NOT NULL,
	`footer_content` text,
	PRIMARY KEY(`email_template_id`, `locale`),
	FOREIGN KEY (`email_template_id`) REFERENCES `email_templates`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_template_translations_locale_in" CHECK("locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE `email_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`setting_name` text NOT NULL,
	`order_status` text,
	`header_image_id` integer,
	`sent_to_admins` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`header_image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "email_templates_order_status_in" CHECK("order_status" is null or "order_status" in ('pending', 'processing', 'shipped', 'completed', 'delivered', 'payment-pending', 'cancelled', 'refused', 'approved', 'init', 'accepted', 'rejected', 'printed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_setting_status` ON `email_templates` (`setting_name`,`order_status`) WHERE order_status is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_setting_without_status` ON `email_templates` (`setting_name`) WHERE order_status is null;--> statement-breakpoint
CREATE TABLE `favourites` (
	`customer_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`customer_id`, `product_id`),
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favourites_product` ON `favourites` (`product_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer,
	`reviewer_name` text NOT NULL,
	`reviewer_email` text NOT NULL,
	`overall_rating` integer NOT NULL,
	`other_ratings` text,
	`comment` text,
	`approved` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_overall_rating_range" CHECK(overall_rating between 1 and 5),
	CONSTRAINT "reviews_reviewer_email_shape" CHECK(instr(reviewer_email, '@') > 1),
	CONSTRAINT "reviews_other_ratings_json" CHECK("other_ratings" is null or json_valid("other_ratings"))
);
--> statement-breakpoint
CREATE INDEX `reviews_approved_created` ON `reviews` (`approved`,`created_at`);--> statement-breakpoint
CREATE TABLE `wishlist_items` (
	`customer_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`customer_id`, `product_id`),
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wishlist_items_product` ON `wishlist_items` (`product_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	`last_error` text,
	CONSTRAINT "outbox_status_in" CHECK("status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "outbox_attempts_non_negative" CHECK("attempts" >= 0),
	CONSTRAINT "outbox_payload_json" CHECK("payload" is null or json_valid("payload"))
);
--> statement-breakpoint
CREATE INDEX `outbox_status_next_attempt` ON `outbox` (`status`,`next_attempt_at`);