import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { renderWithTexts, type Language } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { Component as CoverageRoute } from './CoverageRoute.tsx';
import { coverageHandlers, type CoverageHandlerOptions } from './testing/coverageHandlers.ts';
import { pageHeading } from '../../testing/pageHeading.ts';

const server = setUpTestServer([], { portal: false });

function renderCoverage(options: CoverageHandlerOptions = {}, language: Language = 'en') {
  server.use(...coverageHandlers(options));
  return renderWithTexts(<CoverageRoute />, {
    resources: cmsTexts('network-translation'),
    language,
    toasts: false,
  }).user;
}

const mapPlaces = () =>
  within(screen.getByRole('figure'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('/openNetworks', () => {
  // ROUTE-5, MAP-10
  it('shows every site first, and only the 5G sites once 5G coverage is chosen', async () => {
    const user = renderCoverage();
    const group = await screen.findByRole('group', { name: 'Show coverage' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All sites', '2G coverage', '3G coverage', '4G coverage', '5G coverage']);
    expect(screen.getByRole('radio', { name: 'All sites' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('14 sites shown');
    expect(screen.getByRole('img', { name: 'Network coverage map' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5G coverage' }));
    expect(screen.getByRole('status')).toHaveTextContent('5 sites shown');
    expect(mapPlaces()).toEqual([
      'Dar es Salaam - City Centre',
      'Dar es Salaam - Kariakoo',
      'Dar es Salaam - Mlimani City',
      'Arusha - Clock Tower',
      'Dodoma - Jamhuri',
    ]);

    await user.click(screen.getByRole('radio', { name: '4G coverage' }));
    expect(screen.getByRole('status')).toHaveTextContent('11 sites shown');
    expect(mapPlaces()).not.toContain('Mtwara');
  });

  // MAP-9
  it('offers no radio for a technology no site has', async () => {
    renderCoverage({
      sites: {
        sites: [
          {
            title: 'Kigoma',
            latitude: -4.87,
            longitude: 29.62,
            technology: {
              _2Gservice: true,
              _3Gservice: true,
              _4Gservice: false,
              _5Gservice: false,
            },
          },
        ],
      },
    });
    const group = await screen.findByRole('group', { name: 'Show coverage' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All sites', '2G coverage', '3G coverage']);
    expect(screen.getByRole('status')).toHaveTextContent('1 site shown');
  });

  // MAP-12
  it('has an Enter a Location search', async () => {
    const user = renderCoverage();
    const box = await screen.findByRole('combobox', { name: 'Enter a Location' });
    await user.type(box, 'Arusha');
    await user.click(await screen.findByRole('option', { name: 'Arusha, Tanzania' }));
    expect(box).toHaveValue('Arusha, Tanzania');
  });

  it('says so when the sites cannot be loaded', async () => {
    renderCoverage({ sites: 'error' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The coverage map could not be loaded.',
    );
  });

  it('speaks Swahili', async () => {
    renderCoverage({}, 'sw');
    expect(await screen.findByRole('radio', { name: 'Mtandao wa 5G' })).toBeInTheDocument();
    expect(pageHeading('Upatikanaji wa mtandao')).toBeInTheDocument();
  });
});
