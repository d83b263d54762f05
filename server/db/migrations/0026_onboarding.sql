CREATE TABLE "onboarding" (
	"user_id" text PRIMARY KEY NOT NULL,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"closed_at" timestamp with time zone,
	"checklist_dismissed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;