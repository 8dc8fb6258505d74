CREATE TABLE `default_equipment` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`subcategory` text NOT NULL,
	`description` text,
	`specifications` text,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `equipment_categories` (
	`name` text PRIMARY KEY NOT NULL,
	`subcategories` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `equipment_locations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`active` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `equipment_locations_user_created` ON `equipment_locations` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `equipment_locations_user_name` ON `equipment_locations` (`user_id`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `equipment_locations_one_active` ON `equipment_locations` (`user_id`) WHERE "equipment_locations"."active" = 1;--> statement-breakpoint
CREATE TABLE `user_equipment` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`subcategory` text NOT NULL,
	`status` text NOT NULL,
	`availability` text NOT NULL,
	`specifications` text NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_equipment_user_created` ON `user_equipment` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_equipment_locations` (
	`user_id` text NOT NULL,
	`equipment_id` text NOT NULL,
	`location_id` text NOT NULL,
	PRIMARY KEY(`equipment_id`, `location_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`equipment_id`) REFERENCES `user_equipment`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`location_id`) REFERENCES `equipment_locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_equipment_locations_user` ON `user_equipment_locations` (`user_id`);--> statement-breakpoint
CREATE INDEX `user_equipment_locations_location` ON `user_equipment_locations` (`location_id`);