/**
 * The uploader as a candidate works it in Chromium: files to hand to the file picker, a date typed into its field,
 * and the wait for the server to keep the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/** The sample photos of a document card the photo checks are tuned on (scripts/make-photo-samples.ts). */
const SAMPLE_PHOTOS = path.resolve(import.meta.dirname, '../../fixtures/photos');

export interface Fixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PDF of a few lines (the server keeps it by its signature), padded with comment lines to `bytes` when a test needs a long upload. */
export function pdf(name: string, bytes = 0): Fixture {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
  ].join('\n');
  const padding = bytes > body.length ? `\n%${'x'.repeat(bytes - body.length)}` : '';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`${body}${padding}\n%%EOF\n`) };
}

/** One of the sample photos as it is (`sharp.jpg`, `blurred.jpg`, `dark.jpg`, `glare.jpg`, `small.jpg`, ...). */
export function samplePhoto(sample: string, name = sample): Fixture {
  return { name, mimeType: 'image/jpeg', buffer: readFileSync(path.join(SAMPLE_PHOTOS, sample)) };
}

/**
 * A readable photo of a document, as a phone's camera would hand over a JPEG or a PNG: the sharp sample (which the
 * photo checks pass), stretched to the size asked.
 */
export async function photo(name: string, format: 'jpeg' | 'png', size?: { width: number; height: number }): Promise<Fixture> {
  const sample = sharp(samplePhoto('sharp.jpg').buffer);
  const image = size ? sample.resize(size.width, size.height, { fit: 'fill' }) : sample;
  const buffer = await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** An uploader or a group of them, by its heading. */
export const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });

/** The lines of a document page's 'To complete this step:' box. */
export const missing = (page: Page) => page.getByText('To complete this step:').locator('xpath=..').getByRole('listitem');

/** Chooses a file through the uploader's 'Choose a file' button, as the file picker would hand it over. */
export async function chooseFile(scope: Locator, file: Fixture): Promise<void> {
  const [chooser] = await Promise.all([
    scope.page().waitForEvent('filechooser'),
    scope.getByRole('button', { name: /^Choose a file/ }).click(),
  ]);
  await chooser.setFiles(file);
}

/** Uploads a file and waits for the server to keep it. */
export async function uploadTo(scope: Locator, file: Fixture): Promise<void> {
  const kept = await scope.getByRole('button', { name: /^Delete / }).count();
  await chooseFile(scope, file);
  await expect(scope.getByText(`${file.name} uploaded.`)).toBeVisible();
  await expect(scope.getByRole('button', { name: /^Delete / })).toHaveCount(kept + 1);
}

/** Types a date into a React Aria date field, segment by segment in the en-GB order. */
export async function typeDate(scope: Locator, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(`${date}${month}${year}`);
}

/** yyyy-MM-dd, this many years after today. */
export const yearsFromToday = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
};

