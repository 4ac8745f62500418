-- Arabic-aware product search (issue #3, docs/decisions/0010-search-index.md).
--
-- product_search is an FTS5 index of text normalised in JavaScript (normalizeSearchText in
-- core/search-text.ts): one row per product, rowid = products.id, both languages in each
-- column. SQL cannot run that normalisation, so triggers only queue the products a write touched
-- in product_search_queue; syncProductSearch (db/sync-product-search.ts)
-- drains the queue. The write API calls it after each catalogue write, db/migrate.ts after every
-- migration and the seed after loading, so no write can leave the index silently stale.
CREATE VIRTUAL TABLE `product_search` USING fts5(
  `title`, `codes`, `brand`, `category`, `tags`,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
-- version grows on every new write, so a drain deletes only the entries it has read.
CREATE TABLE `product_search_queue` (
  `product_id` integer PRIMARY KEY NOT NULL,
  `version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `products_search_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) VALUES (new.`id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_update` AFTER UPDATE OF `sku`, `barcode`, `brand_id`, `category_id` ON `products` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) VALUES (new.`id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) VALUES (old.`id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_translations_search_insert` AFTER INSERT ON `product_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) VALUES (new.`product_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_translations_search_update` AFTER UPDATE OF `title` ON `product_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) VALUES (new.`product_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_translations_search_delete` AFTER DELETE ON `product_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) VALUES (old.`product_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_tags_search_insert` AFTER INSERT ON `product_tags` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) VALUES (new.`product_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_tags_search_delete` AFTER DELETE ON `product_tags` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) VALUES (old.`product_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `brand_translations_search_insert` AFTER INSERT ON `brand_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products` WHERE `brand_id` = new.`brand_id`
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `brand_translations_search_update` AFTER UPDATE OF `name` ON `brand_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products` WHERE `brand_id` = new.`brand_id`
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `brand_translations_search_delete` AFTER DELETE ON `brand_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products` WHERE `brand_id` = old.`brand_id`
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_search_update` AFTER UPDATE OF `parent_id`, `main_category_id` ON `categories` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products`
    WHERE `category_id` IN (SELECT `id` FROM `categories` WHERE `id` = new.`id` OR `parent_id` = new.`id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `category_translations_search_insert` AFTER INSERT ON `category_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products`
    WHERE `category_id` IN (SELECT `id` FROM `categories` WHERE `id` = new.`category_id` OR `parent_id` = new.`category_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `category_translations_search_update` AFTER UPDATE OF `title` ON `category_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products`
    WHERE `category_id` IN (SELECT `id` FROM `categories` WHERE `id` = new.`category_id` OR `parent_id` = new.`category_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `category_translations_search_delete` AFTER DELETE ON `category_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products`
    WHERE `category_id` IN (SELECT `id` FROM `categories` WHERE `id` = old.`category_id` OR `parent_id` = old.`category_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `main_category_translations_search_insert` AFTER INSERT ON `main_category_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products`
    WHERE `category_id` IN (SELECT `id` FROM `categories` WHERE `main_category_id` = new.`main_category_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `main_category_translations_search_update` AFTER UPDATE OF `title` ON `main_category_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products`
    WHERE `category_id` IN (SELECT `id` FROM `categories` WHERE `main_category_id` = new.`main_category_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `main_category_translations_search_delete` AFTER DELETE ON `main_category_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products`
    WHERE `category_id` IN (SELECT `id` FROM `categories` WHERE `main_category_id` = old.`main_category_id`)
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tag_translations_search_insert` AFTER INSERT ON `tag_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `product_id` FROM `product_tags` WHERE `tag_id` = new.`tag_id`
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tag_translations_search_update` AFTER UPDATE OF `name` ON `tag_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `product_id` FROM `product_tags` WHERE `tag_id` = new.`tag_id`
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `tag_translations_search_delete` AFTER DELETE ON `tag_translations` BEGIN
  INSERT INTO `product_search_queue` (`product_id`) SELECT `product_id` FROM `product_tags` WHERE `tag_id` = old.`tag_id`
    ON CONFLICT (`product_id`) DO UPDATE SET `version` = `version` + 1;
END;
--> statement-breakpoint
-- Existing rows: queued here, indexed by the drain that db/migrate.ts runs after migrating.
INSERT INTO `product_search_queue` (`product_id`) SELECT `id` FROM `products` WHERE true
  ON CONFLICT (`product_id`) DO NOTHING;
