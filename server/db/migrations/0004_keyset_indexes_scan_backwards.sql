DROP INDEX "moderation_actions_recent_idx";--> statement-breakpoint
DROP INDEX "notifications_recipient_idx";--> statement-breakpoint
DROP INDEX "posts_feed_idx";--> statement-breakpoint
DROP INDEX "posts_author_idx";--> statement-breakpoint
DROP INDEX "saved_posts_user_idx";--> statement-breakpoint
DROP INDEX "project_bookmarks_user_idx";--> statement-breakpoint
DROP INDEX "projects_owner_idx";--> statement-breakpoint
CREATE INDEX "moderation_actions_recent_idx" ON "moderation_actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "saved_posts_user_idx" ON "saved_posts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_bookmarks_user_idx" ON "project_bookmarks" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("user_id","created_at","id");