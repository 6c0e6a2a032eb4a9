import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'pc-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PUBLIC_URL', () => {
  // The sign-in form's requests are trusted by their origin against PUBLIC_URL: a server started on
  // another port without it refused every sign-in with 'Invalid origin'.
  it('is this machine at PORT when unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '3977' }).PUBLIC_URL).toBe('http://localhost:3977');
    expect(loadConfig({ DATA_DIR: dataDir }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('is the address given when set', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '3977', PUBLIC_URL: 'https://shop.example.com.au' });
    expect(config.PUBLIC_URL).toBe('https://shop.example.com.au');
  });
});
