/**
 * Lead: data{fullName, contactNumber, email, feasibility, address{city, street1, landmark, lat, lng,
 * type, country}, plan{code, amount, currency, description}, source, uniqueCode, lineType, consent}
 * -> result{refLeadId?, feasibility, city}. The fields are checked first with the lead page's CMS
 * form packages (sandbox/core/leadFields.ts): any problem is HTTP 400 naming every field, nothing
 * stored. Town from address.city. fullName 'No Lead' -> no refLeadId.
 */
import { endpoints } from '../../../src/api/endpoints.ts';
import { newId } from '../../core/db.ts';
import { leadProblems } from '../../core/leadFields.ts';
import { httpFail, ok } from '../../core/reply.ts';
import { obj, text, type ApiRoute } from '../../core/route.ts';
import { findTown } from '../../seed/towns.ts';

export const submitLead: ApiRoute = {
  endpoint: endpoints.submitLead,
  async handle({ data }, { db, schemasDir }) {
    const check = await leadProblems(db, schemasDir, data);
    if ('unusable' in check) return httpFail(503, `Form rules unavailable: ${check.unusable}`);
    if (check.problems.length > 0)
      return httpFail(400, check.problems.map((p) => `${p.field}: ${p.problem}`).join('; '));
    const city = text(obj(data.address).city);
    const town = findTown(city);
    if (!town?.hbbLeadFeasibility)
      return ok({ feasibility: false, city }, 'Service is not available in your area');
    if (text(data.fullName) === 'No Lead')
      return ok({ feasibility: true, city }, 'Lead could not be created');
    const refLeadId = newId('LEAD');
    db.prepare('INSERT INTO leads (id, payload, created_at) VALUES (?, ?, ?)').run(
      refLeadId,
      JSON.stringify(data),
      new Date().toISOString(),
    );
    return ok({ refLeadId, feasibility: true, city: town.cityName }, 'Thank you for reaching out');
  },
};
