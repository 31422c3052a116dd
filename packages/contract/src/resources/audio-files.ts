import { z } from 'zod';
import { defineResource } from '../resource.js';
import { audited, BYTES, SECONDS } from '../fields.js';
import { selectField } from '../field-descriptions.js';

/** Spec 01 §9: where a prompt is played; each category is a folder of its own on the switch. */
export const AUDIO_CATEGORIES = ['ivr-menu', 'ivr-welcome', 'callcenter'] as const;
export type AudioCategory = (typeof AUDIO_CATEGORIES)[number];

export const audioCategory = z.enum(AUDIO_CATEGORIES, { error: `Category must be one of ${AUDIO_CATEGORIES.join(', ')}` });

/**
 * Prompts FreeSWITCH plays (IVR menus and greetings, call-centre music). They arrive as WAV
 * uploads (`POST /audio_files/{category}`, an operation) and are never edited; `info` says where
 * the file lies on this server and where the switch finds that folder.
 */
export const audioFiles = defineResource({
  name: 'audio_files',
  label: 'AUDIO_FILES',
  singular: 'Audio File',
  plural: 'audio files',
  operations: ['list', 'view', 'delete'],
  addPage: 'upload',
  fields: { category: selectField('Category', audioCategory, { required: true }) },
  record: z.object({
    id: z.number(),
    filename: z.string(),
    filesize: z.number().describe(BYTES),
    duration: z.number().describe(SECONDS),
    format: z.string(),
    category: audioCategory,
    location: z.string(),
    info: z.object({ absolute_directory: z.string(), mounted_directory: z.string() }),
    ...audited,
  }),
  sortable: ['filename', 'filesize', 'duration', 'created_at'],
  searchable: ['filename', 'category'],
  filters: { category: audioCategory.optional() },
  columns: ['id', 'filename', 'category', 'filesize', 'duration', 'format', 'created_by', 'created_at'],
  keyColumns: ['filename', 'duration'],
  display: 'filename',
  labels: { filename: 'Filename', filesize: 'Size', duration: 'Duration', format: 'Format', location: 'Location on the switch' },
  layout: {
    lead: ['filename', 'category'],
    sections: [
      { title: 'Audio', fields: ['duration', 'filesize', 'format'] },
      { title: 'On the switch', fields: ['location'] },
    ],
    technical: ['id', 'info', 'created_by', 'created_at', 'updated_at'],
  },
  titles: { create: 'Upload Audio File', edit: 'Audio File' },
  messages: { created: 'Upload successful' },
});
