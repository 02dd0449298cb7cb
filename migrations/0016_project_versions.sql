CREATE TABLE `project_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`kind` text NOT NULL,
	`document` text NOT NULL,
	`summary` text,
	`restored_from` integer,
	`started_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `project_versions_project_id` ON `project_versions` (`project_id`,`id`);--> statement-breakpoint
ALTER TABLE `projects` ADD `version_id` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `published_version_id` integer;--> statement-breakpoint
-- Every site that exists gets its present state as its first version (docs/decisions/0820-versions-of-a-site.md).
INSERT INTO `project_versions` (`project_id`, `kind`, `document`, `started_at`, `created_at`)
SELECT `id`, 'generated', `document`, `updated_at`, `updated_at` FROM `projects` WHERE `document` IS NOT NULL;--> statement-breakpoint
UPDATE `projects` SET `version_id` = (SELECT max(`id`) FROM `project_versions` WHERE `project_id` = `projects`.`id`) WHERE `document` IS NOT NULL;--> statement-breakpoint
-- A site published with no change since is live at that version; one changed since has no known live version.
UPDATE `projects` SET `published_version_id` = `version_id` WHERE `published_at` IS NOT NULL AND `updated_at` <= `published_at` + 1000;
