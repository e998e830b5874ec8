/**
 * docs/hosting.md gives production hosts the sandbox's security headers; this keeps them equal
 * to the code (sandbox/middleware/security.ts), so the two cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  HASHED_CODE_HEADERS,
  isHashedCode,
  SECURITY_HEADERS,
} from '../middleware/security.ts';

const doc = readFileSync(new URL('../../docs/hosting.md', import.meta.url), 'utf8');

describe('docs/hosting.md', () => {
  it('states the exact Content-Security-Policy of the code, as a line of its own', () => {
    expect(doc.split('\n').map((line) => line.trim())).toContain(CONTENT_SECURITY_POLICY);
  });

  it('gives nginx every security header with the value the sandbox sends', () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(doc).toContain(`add_header ${name} "${value}" always;`);
  });

  it('gives hashed scripts and stylesheets the headers the sandbox sends them', () => {
    const nested = doc.slice(doc.indexOf('location ~ \\.(?:js|css)$ {'));
    const block = nested.slice(0, nested.indexOf('}'));
    for (const [name, value] of Object.entries(HASHED_CODE_HEADERS))
      expect(block).toContain(`add_header ${name} "${value}" always;`);
    expect(block).not.toContain('Content-Security-Policy');
    expect(isHashedCode('/assets/boot-abc.js')).toBe(true);
    expect(isHashedCode('/assets/logo-abc.svg')).toBe(false);
    expect(isHashedCode('/sw.js')).toBe(false);
  });

  it('keeps the rules this page promises', () => {
    for (const text of [
      'try_files $uri $uri/index.html /shell.html /index.html;',
      'brotli_static on;',
      'gzip_static on;',
      'gzip_vary on;',
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
      'add_header Cache-Control "no-cache" always;',
      'location ~ \\.(?:js|css)$ {',
    ])
      expect(doc).toContain(text);
  });
});
