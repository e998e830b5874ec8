/** Track lead: data{refLeadId} -> result{refLeadId, leadStatus, fullName, city, createdAt} (shape is our decision). */
import { endpoints } from '../../../src/api/endpoints.ts';
import { fail, ok } from '../../core/reply.ts';
import { obj, text, type ApiRoute } from '../../core/route.ts';

export const trackLead: ApiRoute = {
  endpoint: endpoints.trackLead,
  handle({ data }, { db }) {
    const id = text(data.refLeadId ?? data.leadId);
    const row = db.prepare('SELECT payload, created_at FROM leads WHERE id = ?').get(id) as
      { payload: string; created_at: string } | undefined;
    if (!row) return fail('404', 'No Data found');
    const lead = JSON.parse(row.payload) as Record<string, unknown>;
    return ok({
      refLeadId: id,
      leadStatus: 'SUBMITTED',
      fullName: lead.fullName,
      city: obj(lead.address).city,
      createdAt: row.created_at,
    });
  },
};
