CREATE TABLE "post_tags" (
	"tag" text NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_pk" PRIMARY KEY("post_id","tag")
);
--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_tags_page_idx" ON "post_tags" USING btree ("tag","created_at","post_id");--> statement-breakpoint
-- Hashtags are written with the post; a trigger keeps post_tags in step whoever inserts (the app,
-- seeds, imports), in the same transaction.
CREATE FUNCTION post_tags_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM post_tags WHERE post_id = NEW.id;
  END IF;
  INSERT INTO post_tags (tag, post_id, created_at)
    SELECT DISTINCT tag, NEW.id, NEW.created_at FROM unnest(NEW.hashtags) AS tag
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_sync_tags AFTER INSERT OR UPDATE OF hashtags, created_at ON posts
  FOR EACH ROW EXECUTE FUNCTION post_tags_sync();
--> statement-breakpoint
INSERT INTO post_tags (tag, post_id, created_at)
  SELECT DISTINCT tag, p.id, p.created_at FROM posts p, unnest(p.hashtags) AS tag
  ON CONFLICT DO NOTHING;
