import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import enTexts from '../../schemas/cms/en/dataSaver-translation.json';
import swTexts from '../../schemas/cms/sw/dataSaver-translation.json';
import { StaticShellContext } from '../ui/staticShell.ts';
import { setLanguage } from '../content/language.ts';
import { DAR_ES_SALAAM } from '../maps/geo.ts';
import { PortalMap } from '../maps/PortalMap.tsx';
import { renderWithTexts } from '../testing/renderScreen.tsx';
import { Deferred } from './Deferred.tsx';
import { FakeConnection, installConnection } from './testing/connection.ts';

const resources = {
  en: { 'dataSaver-translation': enTexts },
  sw: { 'dataSaver-translation': swTexts },
};

let uninstall: () => void = () => undefined;
afterEach(() => {
  uninstall();
  setLanguage('EN');
});

/** A decorative picture as the home banner or the HBB device card has it. */
const picture = (
  <Deferred kind="image" label="A white Twiga 4G home router">
    <img src="/router.png" alt="A white Twiga 4G home router" />
  </Deferred>
);

const map = <PortalMap center={DAR_ES_SALAAM} zoom={9} markers={[]} label="Network coverage map" />;

/** Every img element with a source: each is a request the browser makes. */
const requestedImages = () =>
  Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('src'));

describe('Deferred in normal mode', () => {
  // SAVE-7
  it('renders the picture exactly as without it: no placeholder, no wrapper', () => {
    uninstall = installConnection(new FakeConnection(false, '4g'));
    const bare = render(<img src="/router.png" alt="A white Twiga 4G home router" />);
    const html = bare.container.innerHTML;
    bare.unmount();
    const { container } = renderWithTexts(picture, { resources, toasts: false });
    expect(container.innerHTML).toBe(html);
    expect(screen.queryByRole('button', { name: 'Show image' })).toBeNull();
  });

  // SAVE-7
  it('draws the map at once', () => {
    renderWithTexts(map, { resources, toasts: false });
    expect(screen.getByRole('img', { name: 'Network coverage map' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load map' })).toBeNull();
  });
});

describe('Deferred in data-saver mode', () => {
  // SAVE-5
  it('requests no picture until "Show image", then shows it and moves focus to it', async () => {
    uninstall = installConnection(new FakeConnection(true, '4g'));
    const { user } = renderWithTexts(picture, { resources, toasts: false });
    expect(requestedImages()).toEqual([]);
    expect(screen.getByText(/Image not loaded, to save data\./)).toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show image' });
    expect(show).toHaveAccessibleDescription(
      'Image not loaded, to save data. A white Twiga 4G home router',
    );

    await user.click(show);
    expect(requestedImages()).toEqual(['/router.png']);
    expect(screen.getByRole('img', { name: 'A white Twiga 4G home router' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show image' })).toBeNull();
    expect(document.activeElement).toContainElement(screen.getByRole('img'));
  });

  // SAVE-6
  it('does not draw the map until "Load map"', async () => {
    uninstall = installConnection(new FakeConnection(false, '2g'));
    const { user } = renderWithTexts(map, { resources, toasts: false });
    expect(screen.queryByRole('img', { name: 'Network coverage map' })).toBeNull();
    expect(screen.getByText(/Map not loaded, to save data\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load map' }));
    expect(screen.getByRole('img', { name: 'Network coverage map' })).toBeInTheDocument();
  });

  // SAVE-5, SAVE-6
  it('speaks Swahili on Swahili pages', () => {
    uninstall = installConnection(new FakeConnection(true, '4g'));
    renderWithTexts(
      <>
        {picture}
        {map}
      </>,
      { resources, language: 'sw', toasts: false },
    );
    expect(screen.getByRole('button', { name: 'Onyesha picha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakia ramani' })).toBeInTheDocument();
    expect(screen.getAllByText(/ili kuokoa data\./)).toHaveLength(2);
  });
});

describe('Deferred when the connection changes', () => {
  // SAVE-4
  it('shows what was held back once the connection is fast again', () => {
    const connection = new FakeConnection(false, 'slow-2g');
    uninstall = installConnection(connection);
    renderWithTexts(picture, { resources, toasts: false });
    expect(requestedImages()).toEqual([]);
    act(() => connection.update({ effectiveType: '4g' }));
    expect(requestedImages()).toEqual(['/router.png']);
  });

  // SAVE-4
  it('keeps a shown picture when the connection turns slow (nothing taken away)', () => {
    const connection = new FakeConnection(false, '4g');
    uninstall = installConnection(connection);
    render(picture);
    act(() => connection.update({ effectiveType: '2g' }));
    expect(requestedImages()).toEqual(['/router.png']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Deferred in the page drawn at build', () => {
  // SAVE-5
  it('leaves the picture to the app, so no HTML fetches it before the mode is known', () => {
    const { container } = render(<StaticShellContext value={true}>{picture}</StaticShellContext>);
    expect(container.innerHTML).toBe('');
  });
});
