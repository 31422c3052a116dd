import { describe, expect, it } from 'vitest';
import { useBrowserApp } from './harness.js';
import { confirmDeletion } from './form-steps.js';
import { sineWav } from '../apps/server/src/modules/audio-files/sine-wav.js';

describe('audio files in the console', () => {
  const harness = useBrowserApp();

  it('uploads a WAV through the form, lists it with size and duration, plays it and deletes it', async () => {
    const { page } = await harness.adminPage();

    await page.getByRole('button', { name: 'Audio Files' }).click();
    await page.locator('a[href="/audio_files/upload"]').waitFor();
    // The list's own add button leads to the upload page too.
    await page.goto('/audio_files?page=1');
    await page.getByRole('link', { name: 'Add new Audio File' }).click();
    await page.waitForURL('**/audio_files/upload');
    const upload = page.getByRole('button', { name: 'Upload' });
    await upload.click();
    await page.getByText('Please select a file to upload').waitFor();
    await page.getByText('Category is required').waitFor();
    await page.getByText('An audio file is required').waitFor();

    await page.getByLabel('Category').selectOption('ivr-menu');
    // A text file renamed .wav passes the form's check; the server reads it and refuses it, on the file field.
    const fileInput = page.getByLabel('Audio file (.wav)');
    await fileInput.setInputFiles({ name: 'notes.wav', mimeType: 'audio/wav', buffer: Buffer.from('just some text, no RIFF header at all') });
    await upload.click();
    const refusal = page.locator(`[id="${(await fileInput.getAttribute('id')) ?? ''}-error"]`);
    await refusal.waitFor();
    expect(await fileInput.getAttribute('aria-invalid')).toBe('true');
    expect(await refusal.innerText()).not.toBe('');

    await fileInput.setInputFiles({ name: 'e2e-menu-prompt.wav', mimeType: 'audio/wav', buffer: sineWav({ seconds: 2.5 }) });
    await refusal.waitFor({ state: 'detached' });
    await upload.click();
    await page.getByText('Upload successful').waitFor();
    await page.waitForURL('**/audio_files?page=1');
    const row = page.getByRole('row', { name: /e2e-menu-prompt\.wav/ });
    await row.getByText('39.11 KB').waitFor();
    await row.getByText('2.50 s').waitFor();

    await row.getByText('e2e-menu-prompt.wav').click();
    await page.waitForURL(/\/audio_files\/\d+$/);
    await page.getByRole('button', { name: 'Play' }).click();
    const player = page.locator('audio');
    await expect.poll(() => player.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeCloseTo(2.5, 1);

    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDeletion(page);
    await page.waitForURL('**/audio_files?page=1');
    await page.getByRole('row').first().waitFor();
    // The list may show its cached page until the refetch after the delete answers.
    await expect.poll(() => page.getByRole('row', { name: /e2e-menu-prompt\.wav/ }).count()).toBe(0);
  });
});
