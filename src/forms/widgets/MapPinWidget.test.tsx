import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SchemaForm } from '../SchemaForm.tsx';
import { pinPoint, pinText } from '../mapPinValue.ts';
import { withRuntimeOptions } from '../runtimeOptions.ts';
import { renderWithI18n } from '../testing/renderWithI18n.tsx';
import { repoPackage } from '../testing/packages.ts';

/** Two towns of the town list, Arusha first (the person's town), as the map picker passes them. */
const towns = withRuntimeOptions({
  towns: [
    { value: 'Arusha', label: 'Arusha', point: { lat: -3.386925, lng: 36.682995 } },
    { value: 'Dodoma', label: 'Dodoma', point: { lat: -6.162959, lng: 35.751607 } },
  ],
});

/** The map picker's package (form-hbb-coordinates) with the towns, reporting every change. */
const renderPicker = (language: 'en' | 'sw' = 'en', onChange = vi.fn()) =>
  renderWithI18n(
    <SchemaForm
      pkg={repoPackage(language, 'form-hbb-coordinates')}
      formContext={towns}
      onChange={onChange}
      onSubmit={vi.fn()}
    />,
    language,
  );

describe('map pin (the pin field of form-hbb-coordinates)', () => {
  it('draws the map named by the field, the pin at the first town, and names the nearest town', async () => {
    renderPicker();
    const map = await screen.findByRole('application', { name: 'Map of the installation address' });
    expect(map).toHaveAccessibleDescription(
      'Arrow keys move the pin about 11 km, with Shift about 110 km. You can also tap the map.',
    );
    expect(screen.getByText('Nearest town: Arusha (0 km)')).toBeInTheDocument();
    const radios = within(screen.getByRole('group', { name: 'Nearest place' })).getAllByRole(
      'radio',
    );
    expect(radios).toHaveLength(2);
    ['Arusha', 'Dodoma'].forEach((town, i) => {
      expect(radios[i]).toHaveAccessibleName(town);
      // Unlike the card gateways, no town is chosen for the person.
      expect(radios[i]).not.toBeChecked();
    });
  });

  it('moves the pin by keyboard: the field holds the new point', async () => {
    const onChange = vi.fn();
    const { user } = renderPicker('en', onChange);
    const map = await screen.findByRole('application', { name: 'Map of the installation address' });
    map.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ pin: pinText({ lat: -4.386925, lng: 36.682995 }) }),
    );
    expect(screen.getByText('Nearest town: Arusha (111.2 km)')).toBeInTheDocument();
  });

  it('speaks Swahili', async () => {
    renderPicker('sw');
    expect(
      await screen.findByRole('application', { name: 'Ramani ya anwani ya ufungaji' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mji ulio karibu: Arusha (km 0)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mahali palipo karibu' })).toBeInTheDocument();
  });
});

describe('the value of a pin field', () => {
  it('is the point as "lat,lng" text, and back', () => {
    expect(pinText({ lat: -6.81281, lng: 36.273933 })).toBe('-6.81281,36.273933');
    expect(pinPoint('-6.81281,36.273933')).toEqual({ lat: -6.81281, lng: 36.273933 });
    expect(pinPoint(undefined)).toBeUndefined();
    expect(pinPoint('north')).toBeUndefined();
    expect(pinPoint('1,2,3')).toBeUndefined();
  });
});
