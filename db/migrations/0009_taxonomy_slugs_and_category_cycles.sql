-- Catalogue taxonomy in the admin API (issue #11, docs/decisions/0056-catalogue-taxonomy-resources.md).
--
-- Slugs unique across both locales: the unique (locale, slug) indexes keep a slug once per
-- locale, and these triggers also refuse a slug that another row holds in the other locale. A row
-- without an Arabic translation shows its English slug on Arabic pages (SPEC §9, decision 0019),
-- so another row's Arabic slug equal to it would make /ar/... find two rows. One row may use the
-- same slug in both locales. The message starts as SQLite's own for a unique index, so the API
-- answers it like any taken value (refusingTaken, workers/api/admin/resource-kit.ts).
CREATE TRIGGER `brand_translations_slug_across_locales_insert` BEFORE INSERT ON `brand_translations`
WHEN EXISTS (SELECT 1 FROM `brand_translations` AS `other`
  WHERE `other`.`locale` IN ('ar', 'en') AND `other`.`slug` = new.`slug` AND `other`.`brand_id` <> new.`brand_id`)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: brand_translations.slug (across locales)');
END;
--> statement-breakpoint
CREATE TRIGGER `brand_translations_slug_across_locales_update` BEFORE UPDATE OF `slug`, `brand_id` ON `brand_translations`
WHEN EXISTS (SELECT 1 FROM `brand_translations` AS `other`
  WHERE `other`.`locale` IN ('ar', 'en') AND `other`.`slug` = new.`slug` AND `other`.`brand_id` <> new.`brand_id`)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: brand_translations.slug (across locales)');
END;
--> statement-breakpoint
CREATE TRIGGER `main_category_translations_slug_across_locales_insert` BEFORE INSERT ON `main_category_translations`
WHEN EXISTS (SELECT 1 FROM `main_category_translations` AS `other`
  WHERE `other`.`locale` IN ('ar', 'en') AND `other`.`slug` = new.`slug` AND `other`.`main_category_id` <> new.`main_category_id`)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: main_category_translations.slug (across locales)');
END;
--> statement-breakpoint
CREATE TRIGGER `main_category_translations_slug_across_locales_update` BEFORE UPDATE OF `slug`, `main_category_id` ON `main_category_translations`
WHEN EXISTS (SELECT 1 FROM `main_category_translations` AS `other`
  WHERE `other`.`locale` IN ('ar', 'en') AND `other`.`slug` = new.`slug` AND `other`.`main_category_id` <> new.`main_category_id`)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: main_category_translations.slug (across locales)');
END;
--> statement-breakpoint
CREATE TRIGGER `category_translations_slug_across_locales_insert` BEFORE INSERT ON `category_translations`
WHEN EXISTS (SELECT 1 FROM `category_translations` AS `other`
  WHERE `other`.`locale` IN ('ar', 'en') AND `other`.`slug` = new.`slug` AND `other`.`category_id` <> new.`category_id`)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: category_translations.slug (across locales)');
END;
--> statement-breakpoint
CREATE TRIGGER `category_translations_slug_across_locales_update` BEFORE UPDATE OF `slug`, `category_id` ON `category_translations`
WHEN EXISTS (SELECT 1 FROM `category_translations` AS `other`
  WHERE `other`.`locale` IN ('ar', 'en') AND `other`.`slug` = new.`slug` AND `other`.`category_id` <> new.`category_id`)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: category_translations.slug (across locales)');
END;
--> statement-breakpoint
-- SPEC §3 sub-categories: a category may not be its own ancestor. The CHECK on categories stops
-- a category being its own parent; this stops longer loops (A under B under A), which would hide
-- both from every tree walk. A new row has no children yet, so only updates can close a loop.
CREATE TRIGGER `categories_no_cycle` BEFORE UPDATE OF `parent_id` ON `categories`
WHEN new.`parent_id` IS NOT NULL AND new.`id` IN (
  WITH RECURSIVE `ancestors` (`id`) AS (
    SELECT new.`parent_id`
    UNION
    SELECT `categories`.`parent_id` FROM `categories` JOIN `ancestors` ON `categories`.`id` = `ancestors`.`id`
    WHERE `categories`.`parent_id` IS NOT NULL
  )
  SELECT `id` FROM `ancestors`)
BEGIN
  SELECT RAISE(ABORT, 'category_cycle: categories.parent_id');
END;
