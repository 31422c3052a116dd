import { doublePrecision, integer, jsonb, varchar } from 'drizzle-orm/pg-core';
import { auditedTable } from './audited-table.js';

export const audioFiles = auditedTable('audio_files', {
  /** The name it was uploaded under: shown to people, never a path. */
  filename: varchar('filename', { length: 255 }).notNull(),
  /** The generated name the bytes are kept under, inside the category's folder. */
  stored_name: varchar('stored_name', { length: 64 }).notNull().unique(),
  filesize: integer('filesize').notNull(),
  duration: doublePrecision('duration').notNull(),
  format: varchar('format', { length: 100 }).notNull(),
  category: varchar('category', { length: 20 }).notNull(),
  /** The file's path as the switch sees it, for its IVR and call-centre configuration. */
  location: varchar('location', { length: 1024 }).notNull(),
  info: jsonb('info').$type<{ absolute_directory: string; mounted_directory: string }>().notNull(),
});
