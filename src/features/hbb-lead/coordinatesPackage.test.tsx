import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { renderWithI18n } from '../../forms/testing/renderWithI18n.tsx';
import { repoPackage } from '../../forms/testing/packages.ts';

/** The map picker's typed coordinates, as the CMS package words them. */
const renderCoordinates = (language: 'en' | 'sw', onSubmit = vi.fn()) =>
  renderWithI18n(
    <SchemaForm pkg={repoPackage(language, 'form-hbb-coordinates')} onSubmit={onSubmit} />,
    language,
  );

describe('form-hbb-coordinates (the map picker: Or enter coordinates)', () => {
  it('labels the fields from the package and submits a decimal point', async () => {
    const onSubmit = vi.fn();
    const { user } = renderCoordinates('en', onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Latitude/ }), '-3.3869');
    await user.type(screen.getByRole('textbox', { name: /Longitude/ }), '36.6830');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ lat: '-3.3869', lng: '36.6830' });
  });

  it('speaks Swahili and refuses what is not a decimal number', async () => {
    const onSubmit = vi.fn();
    const { user } = renderCoordinates('sw', onSubmit);
    await user.type(screen.getByRole('textbox', { name: /Latitudo/ }), 'north');
    await user.type(screen.getByRole('textbox', { name: /Longitudo/ }), '36.6830');
    expect(screen.getByRole('textbox', { name: /Latitudo/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
