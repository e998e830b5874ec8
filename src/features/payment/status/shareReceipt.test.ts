import { describe, expect, it, vi } from 'vitest';
import { shareReceipt } from './shareReceipt.ts';

const DATA = { title: 'Twiga payment receipt', text: 'Transaction ID: TXN1001' };

describe('shareReceipt', () => {
  // RCPT-1
  it('uses the share sheet when there is one, and does not copy', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareReceipt({ share, clipboard: { writeText } }, DATA)).toBe('shared');
    expect(share).toHaveBeenCalledWith(DATA);
    expect(writeText).not.toHaveBeenCalled();
  });

  // RCPT-1
  it('treats a closed share sheet as the payer’s choice', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareReceipt({ share, clipboard: { writeText } }, DATA)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  // RCPT-1
  it('copies the text when there is no share sheet or it refuses', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareReceipt({ clipboard: { writeText } }, DATA)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(DATA.text);
    const refused = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareReceipt({ share: refused, clipboard: { writeText } }, DATA)).toBe('copied');
  });

  // RCPT-1
  it('asks for the text box when neither works', async () => {
    expect(await shareReceipt({}, DATA)).toBe('manual');
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareReceipt({ clipboard: { writeText } }, DATA)).toBe('manual');
  });
});
