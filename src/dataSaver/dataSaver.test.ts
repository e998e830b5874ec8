import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyOverrideFromUrl,
  dataSaverActive,
  isDataSaver,
  OVERRIDE_KEY,
  parseOverride,
  setDataSaverOverride,
  subscribeDataSaver,
} from './dataSaver.ts';
import { FakeConnection, installConnection } from './testing/connection.ts';

let uninstall: () => void = () => undefined;
afterEach(() => uninstall());

describe('isDataSaver: the decision', () => {
  // SAVE-1
  it('is on when the browser sends Save-Data (saveData true), whatever the speed', () => {
    expect(isDataSaver({ saveData: true, effectiveType: '4g' }, null)).toBe(true);
    expect(isDataSaver({ saveData: true }, null)).toBe(true);
  });

  // SAVE-1
  it('is off with saveData false on a 4g connection, and without any connection information', () => {
    expect(isDataSaver({ saveData: false, effectiveType: '4g' }, null)).toBe(false);
    expect(isDataSaver(undefined, null)).toBe(false);
    expect(isDataSaver({}, null)).toBe(false);
  });

  // SAVE-2
  it.each([
    ['slow-2g', true],
    ['2g', true],
    ['3g', false],
    ['4g', false],
    ['', false],
  ])('effectiveType %j without Save-Data gives %s', (effectiveType, expected) => {
    expect(isDataSaver({ saveData: false, effectiveType }, null)).toBe(expected);
  });

  // SAVE-3
  it('an override wins over the connection both ways', () => {
    expect(isDataSaver({ saveData: false, effectiveType: '4g' }, 'on')).toBe(true);
    expect(isDataSaver({ saveData: true, effectiveType: '2g' }, 'off')).toBe(false);
    expect(isDataSaver(undefined, 'on')).toBe(true);
  });

  // SAVE-3
  it('reads only on and off as overrides', () => {
    expect(parseOverride('on')).toBe('on');
    expect(parseOverride('off')).toBe('off');
    expect(parseOverride('auto')).toBeNull();
    expect(parseOverride('ON')).toBeNull();
    expect(parseOverride(null)).toBeNull();
    expect(parseOverride(undefined)).toBeNull();
  });
});

describe('dataSaverActive: the browser', () => {
  // SAVE-1, SAVE-2
  it('reads navigator.connection', () => {
    uninstall = installConnection(new FakeConnection(false, '2g'));
    expect(dataSaverActive()).toBe(true);
    uninstall();
    uninstall = installConnection(new FakeConnection(true, '4g'));
    expect(dataSaverActive()).toBe(true);
    uninstall();
    uninstall = installConnection(new FakeConnection(false, '3g'));
    expect(dataSaverActive()).toBe(false);
  });

  // SAVE-1
  it('is off in a browser without navigator.connection (Firefox, Safari)', () => {
    expect('connection' in navigator).toBe(false);
    expect(dataSaverActive()).toBe(false);
  });

  // SAVE-3
  it('follows ?dataSaver=on|off|auto, kept in localStorage across pages', () => {
    uninstall = installConnection(new FakeConnection(false, '4g'));
    applyOverrideFromUrl('?dataSaver=on');
    expect(localStorage.getItem(OVERRIDE_KEY)).toBe('on');
    expect(dataSaverActive()).toBe(true);
    applyOverrideFromUrl('?other=1');
    expect(dataSaverActive()).toBe(true);
    applyOverrideFromUrl('?dataSaver=auto');
    expect(localStorage.getItem(OVERRIDE_KEY)).toBeNull();
    expect(dataSaverActive()).toBe(false);
    applyOverrideFromUrl('?dataSaver=off');
    expect(dataSaverActive()).toBe(false);
  });
});

describe('subscribeDataSaver: changes', () => {
  // SAVE-4
  it("calls back on the connection's change event until unsubscribed", () => {
    const connection = new FakeConnection(false, '4g');
    uninstall = installConnection(connection);
    const listener = vi.fn();
    const unsubscribe = subscribeDataSaver(listener);
    connection.update({ effectiveType: '2g' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(dataSaverActive()).toBe(true);
    connection.update({ effectiveType: '4g' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(dataSaverActive()).toBe(false);
    unsubscribe();
    connection.update({ saveData: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  // SAVE-3, SAVE-4
  it('calls back when the override is set or cleared', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDataSaver(listener);
    setDataSaverOverride('on');
    setDataSaverOverride(null);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setDataSaverOverride('on');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
