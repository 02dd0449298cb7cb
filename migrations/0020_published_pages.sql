ALTER TABLE `published_sites` ADD `pages` text DEFAULT '[]' NOT NULL;
