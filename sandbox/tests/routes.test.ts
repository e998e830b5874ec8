import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/endpoints.ts';
import { apiRoutes } from '../routes/index.ts';

describe('route list', () => {
  // API-7
  it('serves every endpoint of src/api/endpoints.ts exactly once', () => {
    const served = apiRoutes.map((route) => route.endpoint);
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(
        served.filter((e) => e === endpoint),
        name,
      ).toHaveLength(1);
    }
  });
});
