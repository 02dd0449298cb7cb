CREATE TABLE `cms_form_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`path` text NOT NULL,
	`form_id` text NOT NULL,
	`form_name` text NOT NULL,
	`fields` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cms_form_submissions_path_created` ON `cms_form_submissions` (`path`,`created_at`);