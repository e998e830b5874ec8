import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_REMEMBERED,
  REMEMBERED_KEY,
  forgetAllNumbers,
  forgetNumber,
  isRemembered,
  readRemembered,
  rememberNumber,
  rememberedSnapshot,
  subscribeRemembered,
} from './rememberedNumbers.ts';

const stored = () => localStorage.getItem(REMEMBERED_KEY);

describe('remembered numbers (REM-2 to REM-4)', () => {
  beforeEach(() => localStorage.clear());

  it('REM-2: the one key is twiga.rememberedNumbers', () => {
    expect(REMEMBERED_KEY).toBe('twiga.rememberedNumbers');
  });

  it('starts empty and stores nothing until a number is remembered', () => {
    expect(readRemembered()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('REM-2: keeps the 9 national digits under one key, whatever form was typed', () => {
    expect(rememberNumber('+255 712 000 001', 'Mum')).toBe(true);
    expect(rememberNumber('0712000002')).toBe(true);
    expect(readRemembered()).toEqual([
      { number: '712000002' },
      { number: '712000001', label: 'Mum' },
    ]);
    expect(Object.keys(localStorage)).toEqual([REMEMBERED_KEY]);
  });

  it('REM-2: refuses a number that is not 9 digits', () => {
    expect(rememberNumber('71200')).toBe(false);
    expect(stored()).toBeNull();
  });

  it('REM-3: a remembered number again moves to the front, once, with its new label', () => {
    rememberNumber('712000001');
    rememberNumber('712000002');
    rememberNumber('255712000001', 'Shop');
    expect(readRemembered()).toEqual([
      { number: '712000001', label: 'Shop' },
      { number: '712000002' },
    ]);
  });

  it('REM-3: keeps the 5 newest, newest first', () => {
    for (let i = 1; i <= 7; i++) rememberNumber(`71200000${i}`);
    expect(MAX_REMEMBERED).toBe(5);
    expect(readRemembered().map((e) => e.number)).toEqual([
      '712000007',
      '712000006',
      '712000005',
      '712000004',
      '712000003',
    ]);
    expect(JSON.parse(stored() ?? '[]')).toHaveLength(5);
  });

  it('REM-3: remembering a kept number again keeps all 5, the oldest moved to the front', () => {
    for (let i = 1; i <= 5; i++) rememberNumber(`71200000${i}`);
    rememberNumber('712000001');
    expect(readRemembered().map((e) => e.number)).toEqual([
      '712000001',
      '712000005',
      '712000004',
      '712000003',
      '712000002',
    ]);
  });

  it('REM-3: remembering a kept number from the middle of a full list keeps all 5', () => {
    for (let i = 1; i <= 5; i++) rememberNumber(`71200000${i}`);
    rememberNumber('712000003', 'Office');
    expect(readRemembered()).toEqual([
      { number: '712000003', label: 'Office' },
      { number: '712000005' },
      { number: '712000004' },
      { number: '712000002' },
      { number: '712000001' },
    ]);
  });

  it('REM-3: a stored list longer than 5 reads as its 5 newest', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ number: `71200000${i + 1}` }));
    localStorage.setItem(REMEMBERED_KEY, JSON.stringify(seven));
    expect(readRemembered()).toEqual(seven.slice(0, 5));
  });

  it('forgets one number, then all of them (the key is removed)', () => {
    rememberNumber('712000001');
    rememberNumber('712000002');
    expect(isRemembered('712000001')).toBe(true);
    expect(isRemembered('0712000002')).toBe(true);
    expect(isRemembered('712000003')).toBe(false);
    forgetNumber('+255712000001');
    expect(readRemembered()).toEqual([{ number: '712000002' }]);
    expect(isRemembered('712000001')).toBe(false);
    expect(isRemembered('712000002')).toBe(true);
    forgetAllNumbers();
    expect(readRemembered()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"number":"712000001"}'],
    ['a string', '"712000001"'],
    ['null', 'null'],
  ])('REM-2: a malformed value (%s) reads as empty and is removed', (_what, raw) => {
    localStorage.setItem(REMEMBERED_KEY, raw);
    expect(rememberedSnapshot()).toEqual([]);
    expect(stored()).toBe(raw);
    expect(readRemembered()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('REM-2: bad entries are dropped, good ones kept', () => {
    localStorage.setItem(
      REMEMBERED_KEY,
      JSON.stringify([
        { number: '712000001', label: 'Mum' },
        { number: '12345' },
        { number: 712000002 },
        null,
        { number: '712000003', label: 42 },
        { number: '712000001', label: 'again' },
      ]),
    );
    expect(readRemembered()).toEqual([
      { number: '712000001', label: 'Mum' },
      { number: '712000003' },
    ]);
  });

  it('REM-4: nothing but the number and a label is ever stored', () => {
    localStorage.setItem(
      REMEMBERED_KEY,
      JSON.stringify([{ number: '712000009', pin: '1234', otp: '123456', amount: 1000 }]),
    );
    rememberNumber('712000001', '  Mum  ');
    const raw = JSON.parse(stored() ?? '[]') as object[];
    expect(raw).toStrictEqual([{ number: '712000001', label: 'Mum' }, { number: '712000009' }]);
    expect(stored()).not.toMatch(/1234|123456|amount|pin|otp/);
  });

  it('forgetting the last number removes the key', () => {
    rememberNumber('712000001');
    forgetNumber('712000001');
    expect(stored()).toBeNull();
  });

  it('hears a change made in another tab (the storage event of its key only)', () => {
    let calls = 0;
    const stop = subscribeRemembered(() => calls++);
    window.dispatchEvent(new StorageEvent('storage', { key: REMEMBERED_KEY }));
    expect(calls).toBe(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'paymentData' }));
    expect(calls).toBe(1);
    // A cleared storage (key null) changes the list too.
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(calls).toBe(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: REMEMBERED_KEY }));
    expect(calls).toBe(2);
  });

  it('a label is cut to 30 characters, and an empty one is left out', () => {
    rememberNumber('712000001', 'x'.repeat(40));
    rememberNumber('712000002', '   ');
    expect(readRemembered()).toEqual([
      { number: '712000002' },
      { number: '712000001', label: 'x'.repeat(30) },
    ]);
  });

  it('tells subscribers of every change, and the snapshot changes only with the value', () => {
    let calls = 0;
    const stop = subscribeRemembered(() => calls++);
    const before = rememberedSnapshot();
    expect(rememberedSnapshot()).toBe(before);
    rememberNumber('712000001');
    expect(calls).toBe(1);
    const after = rememberedSnapshot();
    expect(after).toEqual([{ number: '712000001' }]);
    expect(rememberedSnapshot()).toBe(after);
    forgetAllNumbers();
    expect(calls).toBe(2);
    stop();
    rememberNumber('712000002');
    expect(calls).toBe(2);
  });

  it('storage that throws reads as empty and never fails the page', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const real = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: broken, configurable: true });
    try {
      expect(readRemembered()).toEqual([]);
      expect(rememberNumber('712000001')).toBe(true);
      expect(() => forgetAllNumbers()).not.toThrow();
      expect(rememberedSnapshot()).toEqual([]);
    } finally {
      if (real) Object.defineProperty(globalThis, 'localStorage', real);
    }
  });
});
