ALTER TABLE "launches" ADD COLUMN "week" date GENERATED ALWAYS AS (day - (extract(isodow from day)::int - 1)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "launches_week_rank_idx" ON "launches" USING btree ("week","counted_votes_count","votes_count","id") WHERE "launches"."state" in ('live', 'ended');--> statement-breakpoint
-- The new column has no statistics yet: without them a week was planned as a sort of all its launches.
ANALYZE "launches";