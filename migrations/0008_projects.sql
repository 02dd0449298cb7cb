CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`business` text NOT NULL,
	`business_kind` text NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`template` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`document` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`stage` text,
	`writer` text,
	`error` text,
	`seed` integer DEFAULT 0 NOT NULL,
	`generation_started_at` integer,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `projects_slug_unique` ON `projects` (`slug`);--> statement-breakpoint
CREATE INDEX `projects_user_updated` ON `projects` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `published_sites` (
	`slug` text PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`html` text NOT NULL,
	`etag` text NOT NULL,
	`published_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `published_sites_project_id_unique` ON `published_sites` (`project_id`);--> statement-breakpoint
CREATE TABLE `site_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `site_messages_project_created` ON `site_messages` (`project_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `conversations` ADD `project_id` integer;