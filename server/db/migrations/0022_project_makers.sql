CREATE TABLE "project_makers" (
	"project_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"invited_by" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "project_makers_project_id_member_id_pk" PRIMARY KEY("project_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "project_makers" ADD CONSTRAINT "project_makers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_makers" ADD CONSTRAINT "project_makers_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_makers" ADD CONSTRAINT "project_makers_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_makers_member_idx" ON "project_makers" USING btree ("member_id","project_id") WHERE "project_makers"."accepted_at" is not null;--> statement-breakpoint
CREATE INDEX "project_makers_project_idx" ON "project_makers" USING btree ("project_id","accepted_at","member_id");--> statement-breakpoint
CREATE INDEX "project_makers_invited_by_idx" ON "project_makers" USING btree ("invited_by");