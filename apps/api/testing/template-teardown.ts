// Jest global teardown: removes the template the global setup made (a file, or a database).
import { rmSync } from 'node:fs';
import { TEMPLATE_ENV } from './template';

export default async function removeTemplate(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return;
  const url = process.env.DATABASE_URL;
  if (!url) {
    rmSync(template, { force: true });
    return;
  }
  const { default: postgres } = await import('postgres');
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}
