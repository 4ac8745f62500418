-- Rich text is sanitised when it is written, no longer when a page renders it (issue #9 A.8,
-- docs/decisions/0035-rich-text-sanitised-on-write.md). Rows written before that were stored as
-- they came: db/migrate.ts runs this task after migrating, sanitising every stored rich text
-- once in JavaScript (SQL has no HTML sanitiser), and deletes the row when done.
INSERT INTO `migration_tasks` (`name`) VALUES ('sanitize-rich-text') ON CONFLICT (`name`) DO NOTHING;
