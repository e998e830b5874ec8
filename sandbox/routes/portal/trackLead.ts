/**
 * Track lead: data{refLeadId, contactNumber} -> result{refLeadId, leadStatus, city, planDescription,
 * createdAt} (the spec leaves the call's shape open; docs/decisions.md "Tracking a lead").
 * The contact number must be the lead's own: with no login, the reference alone would let anyone
 * read someone else's order. A wrong number answers like an unknown reference (404 'No Data found'),
 * so a guess learns nothing. leadStatus is SUBMITTED, or PAID once a lead payment (HBB_*, the lead
 * id as accountId) has succeeded.
 */
import type { DatabaseSync } from 'node:sqlite';
import { endpoints } from '../../../src/api/endpoints.ts';
import { nationalNumber } from '../../core/msisdn.ts';
import { fail, ok } from '../../core/reply.ts';
import { obj, text, type ApiRoute } from '../../core/route.ts';

function isPaid(db: DatabaseSync, leadId: string): boolean {
  const row = db
    .prepare(
      `SELECT 1 FROM transactions WHERE status = 'SUCCESS'
         AND json_extract(payload, '$.accountId') = ?
         AND json_extract(payload, '$.transactionType') LIKE 'HBB\\_%' ESCAPE '\\' LIMIT 1`,
    )
    .get(leadId);
  return row !== undefined;
}

export const trackLead: ApiRoute = {
  endpoint: endpoints.trackLead,
  handle({ data }, { db }) {
    const id = text(data.refLeadId ?? data.leadId)
      .trim()
      .toUpperCase();
    const contact = nationalNumber(data.contactNumber);
    if (!id || !contact) return fail('400', 'refLeadId and contactNumber are required');
    const row = db.prepare('SELECT payload, created_at FROM leads WHERE id = ?').get(id) as
      { payload: string; created_at: string } | undefined;
    const lead = row ? (JSON.parse(row.payload) as Record<string, unknown>) : null;
    if (!row || !lead || nationalNumber(lead.contactNumber) !== contact)
      return fail('404', 'No Data found');
    return ok({
      refLeadId: id,
      leadStatus: isPaid(db, id) ? 'PAID' : 'SUBMITTED',
      city: obj(lead.address).city,
      planDescription: obj(lead.plan).description,
      createdAt: row.created_at,
    });
  },
};
