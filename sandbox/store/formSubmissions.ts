/** Saved forms of form/v2/save (contact us, service experience). */
import type { DatabaseSync } from 'node:sqlite';
import type { FormSaveRequest } from '../../src/api/wire.ts';
import { newId } from '../core/db.ts';

/** One stored submission, as the control API lists it. */
export interface StoredForm extends Omit<FormSaveRequest, 'language' | 'channel'> {
  language: string;
  channel: string;
  referenceId: string;
  createdAt: string;
}

/** Stores a checked submission; returns its reference. */
export function saveSubmission(db: DatabaseSync, request: FormSaveRequest): string {
  const id = newId('FRM');
  db.prepare(
    'INSERT INTO form_submissions (id, form_type, language, channel, form_data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    id,
    request.formType,
    request.language ?? null,
    request.channel ?? null,
    JSON.stringify(request.formData),
    new Date().toISOString(),
  );
  return id;
}

/** Every stored submission, oldest first. */
export function listSubmissions(db: DatabaseSync): StoredForm[] {
  const rows = db
    .prepare(
      'SELECT id, form_type, language, channel, form_data, created_at FROM form_submissions ORDER BY rowid',
    )
    .all() as {
    id: string;
    form_type: FormSaveRequest['formType'];
    language: string;
    channel: string;
    form_data: string;
    created_at: string;
  }[];
  return rows.map((row) => ({
    referenceId: row.id,
    formType: row.form_type,
    language: row.language,
    channel: row.channel,
    formData: JSON.parse(row.form_data) as Record<string, unknown>,
    createdAt: row.created_at,
  }));
}
