/** Test helpers: a navigator.connection the test controls (jsdom and Node have none). */

/** A stand-in for the Network Information API's connection object. */
export class FakeConnection extends EventTarget {
  saveData: boolean;
  effectiveType: string;
  constructor(saveData = false, effectiveType = '4g') {
    super();
    this.saveData = saveData;
    this.effectiveType = effectiveType;
  }
  /** Changes what the connection reports and fires its change event, as Chromium does. */
  update(next: { saveData?: boolean; effectiveType?: string }): void {
    if (next.saveData !== undefined) this.saveData = next.saveData;
    if (next.effectiveType !== undefined) this.effectiveType = next.effectiveType;
    this.dispatchEvent(new Event('change'));
  }
}

/** Installs `connection` as navigator.connection; returns the function that removes it. */
export function installConnection(connection: FakeConnection | undefined): () => void {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  return () => {
    Reflect.deleteProperty(navigator, 'connection');
  };
}
