-- A notification's words as message keys (title, body) and this JSON of their values, shown in the reader's language;
-- null for older rows, whose title and body are English text (docs/decisions/0900-may-speaks-the-owners-language.md).
ALTER TABLE `notifications` ADD `message_values` text;
