-- The language May speaks to a person on screen and by email; null follows their browser (docs/decisions/0900-may-speaks-the-owners-language.md).
ALTER TABLE `users` ADD `language` text;
