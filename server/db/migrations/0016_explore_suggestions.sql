CREATE TABLE "maker_dismissals" (
	"user_id" text NOT NULL,
	"dismissed_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maker_dismissals_user_id_dismissed_id_pk" PRIMARY KEY("user_id","dismissed_id")
);
--> statement-breakpoint
ALTER TABLE "maker_dismissals" ADD CONSTRAINT "maker_dismissals_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_dismissals" ADD CONSTRAINT "maker_dismissals_dismissed_id_profiles_id_fk" FOREIGN KEY ("dismissed_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maker_dismissals_dismissed_idx" ON "maker_dismissals" USING btree ("dismissed_id");--> statement-breakpoint
CREATE INDEX "post_tags_recent_idx" ON "post_tags" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_updated_idx" ON "projects" USING btree ("updated_at","id");