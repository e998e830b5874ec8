import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { cmsPackagesHandler } from '../../testing/cmsPackages.ts';
import { renderWithTexts } from '../../testing/renderScreen.tsx';
import { setUpTestServer } from '../../testing/testServer.ts';
import { MapPicker } from './MapPicker.tsx';

setUpTestServer([cmsPackagesHandler()], { portal: false });

const resources = cmsTexts('hbb-translation', 'validation-translation');

/** The picker for a person in Arusha; Continue reports the place. */
async function renderPicker(language: 'en' | 'sw' = 'en') {
  const onContinue = vi.fn();
  const { user } = renderWithTexts(<MapPicker town="Arusha" onContinue={onContinue} />, {
    resources,
    language,
  });
  const cont = await screen.findByRole('button', {
    name: language === 'en' ? 'Continue' : 'Endelea',
  });
  /** Continue, then the place the dialog sends on. */
  const continueWith = async () => {
    await user.click(cont);
    return onContinue.mock.lastCall?.[0] as unknown;
  };
  return { user, cont, continueWith };
}

describe('the map picker (form-hbb-coordinates)', () => {
  it('names a moved pin after the nearest town and unticks the town picked before', async () => {
    const { user, continueWith } = await renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Arusha' }));
    expect(screen.getByText('Chosen: Arusha')).toBeInTheDocument();
    const map = await screen.findByRole('application', { name: 'Map of the installation address' });
    map.focus();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(screen.getByText('Chosen: Near Mwanza')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Arusha' })).not.toBeChecked();
    expect(await continueWith()).toEqual({
      lat: -3.386925,
      lng: 33.682995,
      address: 'Near Mwanza',
    });
  });

  it('uses typed coordinates inside Tanzania, and refuses a point outside', async () => {
    const { user, cont, continueWith } = await renderPicker();
    const lat = screen.getByRole('textbox', { name: /Latitude/ });
    const lng = screen.getByRole('textbox', { name: /Longitude/ });
    await user.type(lat, '51.5');
    await user.type(lng, '-0.12');
    await user.click(screen.getByRole('button', { name: 'Use this place' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a point inside Tanzania.');
    expect(cont).toBeUnavailable();
    await user.clear(lat);
    await user.type(lat, '-6.1629');
    await user.clear(lng);
    await user.type(lng, '35.7516');
    await user.click(screen.getByRole('button', { name: 'Use this place' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: Point at -6.1629, 35.7516')).toBeInTheDocument();
    expect(screen.getByText('Nearest town: Dodoma (0 km)')).toBeInTheDocument();
    const typed = { lat: -6.1629, lng: 35.7516, address: 'Point at -6.1629, 35.7516' };
    expect(await continueWith()).toEqual(typed);
  });

  it('speaks Swahili', async () => {
    await renderPicker('sw');
    expect(screen.getByRole('group', { name: 'Mahali palipo karibu' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Latitudo/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('application', { name: 'Ramani ya anwani ya ufungaji' }),
    ).toBeInTheDocument();
  });
});
