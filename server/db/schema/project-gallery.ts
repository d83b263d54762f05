import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { projects } from './projects'
import type { StoredImage } from './stored-image'

/**
 * A project's screenshot gallery (issue 17 §5): at most 8 images, in the makers' order. The
 * image is stored like a post image (full, feed-sized and placeholder variants), so the same
 * viewer shows it and the same clean-up deletes its files.
 */
export const projectGalleryImages = pgTable(
  'project_gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 0-based; rewritten for the whole gallery on each reorder or removal. */
    position: integer('position').notNull(),
    image: jsonb('image').$type<StoredImage>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The project page lists the gallery in order.
    index('project_gallery_images_project_idx').on(t.projectId, t.position),
    check('project_gallery_images_position_range', sql`${t.position} between 0 and 7`),
  ],
)
