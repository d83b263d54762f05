CREATE TABLE "launch_makers" (
	"launch_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "launch_makers_launch_id_member_id_pk" PRIMARY KEY("launch_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "launch_notify_requests" (
	"launch_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_notify_requests_launch_id_member_id_pk" PRIMARY KEY("launch_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "launch_votes" (
	"launch_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"counted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launch_votes_launch_id_member_id_pk" PRIMARY KEY("launch_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"created_by" text,
	"day" date NOT NULL,
	"tagline" text NOT NULL,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"gallery_image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"first_comment" text NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"disqualified_reason" text,
	"votes_count" integer DEFAULT 0 NOT NULL,
	"counted_votes_count" integer DEFAULT 0 NOT NULL,
	"day_rank" integer,
	"week_rank" integer,
	"thread_post_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launches_tagline_length" CHECK (char_length("launches"."tagline") between 1 and 60),
	CONSTRAINT "launches_tags_max" CHECK (cardinality("launches"."tags") <= 3),
	CONSTRAINT "launches_gallery_max" CHECK (cardinality("launches"."gallery_image_ids") <= 4),
	CONSTRAINT "launches_first_comment_length" CHECK (char_length("launches"."first_comment") between 1 and 2000),
	CONSTRAINT "launches_disqualified_reason" CHECK (("launches"."state" = 'disqualified') = ("launches"."disqualified_reason" is not null)),
	CONSTRAINT "launches_votes_nonnegative" CHECK ("launches"."votes_count" >= 0 and "launches"."counted_votes_count" >= 0),
	CONSTRAINT "launches_counted_within_votes" CHECK ("launches"."counted_votes_count" <= "launches"."votes_count")
);
--> statement-breakpoint
ALTER TABLE "launch_makers" ADD CONSTRAINT "launch_makers_launch_id_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_makers" ADD CONSTRAINT "launch_makers_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_notify_requests" ADD CONSTRAINT "launch_notify_requests_launch_id_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_notify_requests" ADD CONSTRAINT "launch_notify_requests_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_votes" ADD CONSTRAINT "launch_votes_launch_id_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_votes" ADD CONSTRAINT "launch_votes_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launches" ADD CONSTRAINT "launches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launches" ADD CONSTRAINT "launches_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launches" ADD CONSTRAINT "launches_thread_post_id_posts_id_fk" FOREIGN KEY ("thread_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_makers_member_idx" ON "launch_makers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "launch_notify_requests_member_idx" ON "launch_notify_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "launch_votes_launch_idx" ON "launch_votes" USING btree ("launch_id","created_at","member_id");--> statement-breakpoint
CREATE INDEX "launch_votes_member_idx" ON "launch_votes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "launches_rank_idx" ON "launches" USING btree ("day","counted_votes_count","votes_count","id");--> statement-breakpoint
CREATE INDEX "launches_project_idx" ON "launches" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "launches_pending_idx" ON "launches" USING btree ("day","id") WHERE "launches"."state" in ('scheduled', 'live');--> statement-breakpoint
CREATE INDEX "launches_thread_post_idx" ON "launches" USING btree ("thread_post_id");--> statement-breakpoint
-- Launch vote counts kept by the database (issue 32, decision 046): each vote adds or takes one
-- under the launch's row lock, so concurrent votes queue on that row for an instant and none is
-- lost or counted twice. A launch deleted with its votes has no row left to update.
CREATE FUNCTION launch_votes_count() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE launches SET votes_count = votes_count + 1,
      counted_votes_count = counted_votes_count + NEW.counted::int
      WHERE id = NEW.launch_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE launches SET votes_count = votes_count - 1,
      counted_votes_count = counted_votes_count - OLD.counted::int
      WHERE id = OLD.launch_id;
  ELSIF NEW.counted IS DISTINCT FROM OLD.counted THEN
    UPDATE launches SET counted_votes_count = counted_votes_count + NEW.counted::int - OLD.counted::int
      WHERE id = NEW.launch_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER launch_votes_count AFTER INSERT OR DELETE OR UPDATE OF counted ON launch_votes
  FOR EACH ROW EXECUTE FUNCTION launch_votes_count();
