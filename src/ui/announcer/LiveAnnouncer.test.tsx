import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../content/testing/contentKit.ts';
import { cmsTexts } from '../../testing/cmsTexts.ts';
import { announce } from './announce.ts';
import { LiveAnnouncer } from './LiveAnnouncer.tsx';

function renderAnnouncer(language: 'en' | 'sw' = 'en') {
  render(
    <I18nextProvider i18n={createTestI18n(cmsTexts('orp-translation'), language)}>
      <LiveAnnouncer />
    </I18nextProvider>,
  );
}

/** The lines a region holds, oldest first. */
const linesOf = (region: HTMLElement) =>
  Array.from(region.children).map((line) => line.textContent);

const polite = () => screen.getByRole('status', { name: 'Announcements' });
const assertive = () => screen.getByRole('alert', { name: 'Urgent announcements' });

describe('LiveAnnouncer (A11Y-3)', () => {
  it('is in the page, empty, before anything is said', () => {
    renderAnnouncer();
    expect(polite()).toBeEmptyDOMElement();
    expect(assertive()).toBeEmptyDOMElement();
    // Additions only: a line removed to keep the region short is not read again.
    expect(polite()).toHaveAttribute('aria-relevant', 'additions');
    expect(assertive()).toHaveAttribute('aria-relevant', 'additions');
  });

  it('says a polite message in the status region and an assertive one in the alert region', () => {
    renderAnnouncer();
    act(() => announce('Prepaid line confirmed'));
    act(() => announce('This number is not a prepaid line', 'assertive'));
    expect(linesOf(polite())).toEqual(['Prepaid line confirmed']);
    expect(linesOf(assertive())).toEqual(['This number is not a prepaid line']);
  });

  it('says the same message twice when it is announced twice', () => {
    renderAnnouncer();
    act(() => announce('Checking number…'));
    act(() => announce('Checking number…'));
    expect(linesOf(polite())).toEqual(['Checking number…', 'Checking number…']);
    // Each is its own line, added rather than rewritten, so a screen reader reads both.
    const [first, second] = Array.from(polite().children);
    expect(first).not.toBe(second);
  });

  it('keeps at most the 4 most recent messages of a region', () => {
    renderAnnouncer();
    for (const text of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) act(() => announce(text));
    expect(linesOf(polite())).toEqual(['Three', 'Four', 'Five', 'Six']);
    expect(assertive()).toBeEmptyDOMElement();
  });

  it('says nothing for an empty message', () => {
    renderAnnouncer();
    act(() => {
      announce('');
      announce('   ');
      announce(undefined);
      announce(null, 'assertive');
    });
    expect(polite()).toBeEmptyDOMElement();
    expect(assertive()).toBeEmptyDOMElement();
  });

  it('trims what it says', () => {
    renderAnnouncer();
    act(() => announce('  3 bundles to choose from \n'));
    expect(linesOf(polite())).toEqual(['3 bundles to choose from']);
  });

  it('names its regions in the page language', () => {
    renderAnnouncer('sw');
    expect(screen.getByRole('status', { name: 'Matangazo' })).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Matangazo ya haraka' })).toBeInTheDocument();
  });
});
