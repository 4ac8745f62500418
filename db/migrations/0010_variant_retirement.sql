-- Decision 0058: a variant dropped from its product's matrix after orders were placed for it is
-- kept and retired; null while the variant is in the matrix.
ALTER TABLE `product_variants` ADD `retired_at` integer;
