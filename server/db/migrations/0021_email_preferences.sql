CREATE TABLE "email_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"follows" text DEFAULT 'immediate' NOT NULL,
	"comments" text DEFAULT 'immediate' NOT NULL,
	"mentions" text DEFAULT 'immediate' NOT NULL,
	"likes" text DEFAULT 'digest' NOT NULL,
	"project_updates" text DEFAULT 'digest' NOT NULL,
	"digest" boolean DEFAULT true NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"last_batch_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_modes" CHECK ("email_preferences"."follows" in ('off', 'immediate', 'digest') and "email_preferences"."comments" in ('off', 'immediate', 'digest')
        and "email_preferences"."mentions" in ('off', 'immediate', 'digest') and "email_preferences"."likes" in ('off', 'immediate', 'digest')
        and "email_preferences"."project_updates" in ('off', 'immediate', 'digest'))
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Members who joined before emails existed never chose the weekly digest: theirs starts off
-- (decision 031). New members have no row until they change a choice, so theirs is on.
INSERT INTO "email_preferences" ("user_id", "digest") SELECT "id", false FROM "profiles";
