CREATE TABLE "project_gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"image" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_gallery_images_position_range" CHECK ("project_gallery_images"."position" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "project_gallery_images" ADD CONSTRAINT "project_gallery_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_gallery_images_project_idx" ON "project_gallery_images" USING btree ("project_id","position");