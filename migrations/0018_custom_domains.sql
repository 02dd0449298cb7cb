CREATE TABLE `custom_domains` (
	`hostname` text PRIMARY KEY NOT NULL,
	`project_id` integer NOT NULL,
	`cloudflare_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`ownership_name` text DEFAULT '' NOT NULL,
	`ownership_value` text DEFAULT '' NOT NULL,
	`problem` text,
	`checked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `custom_domains_project` ON `custom_domains` (`project_id`);--> statement-breakpoint
CREATE INDEX `custom_domains_status_checked` ON `custom_domains` (`status`,`checked_at`);
