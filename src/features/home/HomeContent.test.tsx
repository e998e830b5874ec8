import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import shipped from '../../../schemas/cms/en/website-homepage-config.json';
import { FakeConnection, installConnection } from '../../dataSaver/testing/connection.ts';
import { renderWithTexts } from '../../testing/renderScreen.tsx';
import { HomeContent } from './HomeContent.tsx';
import { isHomeConfig, type HomeConfig } from './homeConfig.ts';

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

/** The shipped home package with a banner picture, as an editor may add one. */
const withImage = (src: unknown, alt: unknown = '') => ({
  ...shipped,
  banner: { ...shipped.banner, image: { src, alt } },
});

describe('website-homepage-config banner image', () => {
  // SAVE-5
  it('is optional: the shipped package has none and passes', () => {
    expect(isHomeConfig(shipped)).toBe(true);
    expect('image' in shipped.banner).toBe(false);
  });

  // SAVE-5
  it('takes a site path with a text alt, nothing from another site or scheme', () => {
    expect(isHomeConfig(withImage('/images/banner.webp', 'Family online'))).toBe(true);
    expect(isHomeConfig(withImage('/images/banner.webp'))).toBe(true);
    expect(isHomeConfig(withImage('https://cdn.example.com/banner.webp'))).toBe(false);
    expect(isHomeConfig(withImage('//cdn.example.com/banner.webp'))).toBe(false);
    expect(isHomeConfig(withImage('javascript:alert(1)'))).toBe(false);
    expect(isHomeConfig(withImage('/images/banner.webp', 3))).toBe(false);
    expect(isHomeConfig({ ...shipped, banner: { ...shipped.banner, image: 'x' } })).toBe(false);
  });
});

describe('HomeContent with a banner picture', () => {
  const config = withImage('/images/banner.webp', 'A family online at home') as HomeConfig;
  const renderHome = () =>
    renderWithTexts(
      <MemoryRouter>
        <HomeContent config={config} />
      </MemoryRouter>,
      { toasts: false },
    );

  // SAVE-7
  it('shows the picture at once in normal mode', () => {
    renderHome();
    expect(screen.getByRole('img', { name: 'A family online at home' })).toHaveAttribute(
      'src',
      '/images/banner.webp',
    );
  });

  // SAVE-5
  it('in data-saver mode holds it back, and every action of the page is still there', async () => {
    uninstall = installConnection(new FakeConnection(true, '4g'));
    const { user } = renderHome();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Recharge now' })).toHaveAttribute(
      'href',
      '/prepaid-recharge',
    );
    expect(screen.getByRole('link', { name: 'Postpaid bill' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show image' }));
    expect(screen.getByRole('img', { name: 'A family online at home' })).toBeInTheDocument();
  });
});
